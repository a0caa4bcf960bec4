-- Hand-written (issue 29): a destination typed without picking a place has no coordinates, stored as
-- null. Trips saved through an older client (or edited back from one) may hold exactly 0/0 for it, a
-- point in the Gulf of Guinea nobody travels to: those become null, so no map draws them there.
UPDATE "trips" SET "destination_lat" = NULL, "destination_lon" = NULL
WHERE "destination_lat" = 0 AND "destination_lon" = 0;
--> statement-breakpoint
UPDATE "bookings" SET "lat" = NULL, "lon" = NULL WHERE "lat" = 0 AND "lon" = 0;
--> statement-breakpoint
UPDATE "tours" SET "lat" = NULL, "lon" = NULL WHERE "lat" = 0 AND "lon" = 0;
--> statement-breakpoint
UPDATE "itinerary_items" SET "lat" = NULL, "lon" = NULL WHERE "lat" = 0 AND "lon" = 0;
