CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"accommodation_name" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"booking_link" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"currency" text NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"airline" text NOT NULL,
	"flight_number" text NOT NULL,
	"departure_airport" text NOT NULL,
	"departure_airport_name" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"departure_zone" text NOT NULL,
	"arrival_airport" text NOT NULL,
	"arrival_airport_name" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"arrival_zone" text NOT NULL,
	"confirmation_code" text DEFAULT '' NOT NULL,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"baggages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"status_updated_at" timestamp with time zone,
	"ticket_key" text,
	"ticket_name" text,
	"ticket_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"location" text DEFAULT '' NOT NULL,
	"price_minor" integer,
	"currency" text NOT NULL,
	"booking_link" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"booked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_trip_check_in_idx" ON "bookings" USING btree ("trip_id","check_in");--> statement-breakpoint
CREATE INDEX "flights_trip_departure_idx" ON "flights" USING btree ("trip_id","departure_at");--> statement-breakpoint
CREATE INDEX "tours_trip_date_idx" ON "tours" USING btree ("trip_id","date");