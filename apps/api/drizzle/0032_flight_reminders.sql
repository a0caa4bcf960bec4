CREATE TABLE "flight_reminders" (
	"flight_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_reminders_flight_id_user_id_departure_at_pk" PRIMARY KEY("flight_id","user_id","departure_at")
);
--> statement-breakpoint
ALTER TABLE "flight_reminders" ADD CONSTRAINT "flight_reminders_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_reminders" ADD CONSTRAINT "flight_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_departure_idx" ON "flights" USING btree ("departure_at");