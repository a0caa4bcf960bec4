-- Issue 30: money in 64 bits (the largest amount the contract takes, in a currency with three decimals,
-- passed 32 and failed with a 500); a stay's confirmation number; a flight's price; an expense made from
-- a stay, tour or flight points at it, so the item's price counts once in the trip's spending.
ALTER TABLE "trips" ALTER COLUMN "budget_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "expense_shares" ALTER COLUMN "share_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmation_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
-- Edited by hand: a flight's price currency starts as its trip's, as a stay's and a tour's do.
ALTER TABLE "flights" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "flights" SET "currency" = "trips"."currency" FROM "trips" WHERE "trips"."id" = "flights"."trip_id";--> statement-breakpoint
ALTER TABLE "flights" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "tour_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "flight_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_booking_unique" ON "expenses" USING btree ("booking_id") WHERE "expenses"."booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_tour_unique" ON "expenses" USING btree ("tour_id") WHERE "expenses"."tour_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_flight_unique" ON "expenses" USING btree ("flight_id") WHERE "expenses"."flight_id" is not null;