CREATE TABLE "trip_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"added_by" uuid,
	"caption" text DEFAULT '' NOT NULL,
	"display_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "trip_photos" ADD CONSTRAINT "trip_photos_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_photos" ADD CONSTRAINT "trip_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_photos_trip_created_idx" ON "trip_photos" USING btree ("trip_id","created_at");