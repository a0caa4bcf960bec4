-- Issue 31: a trip's pages (the trip, a day, the expense summary) are kept ready by revision
-- (lib/page-cache.ts). The revision goes up with every change to what they show, whoever writes it.
ALTER TABLE "trips" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Edited by hand from here: the triggers that move it.
-- The trip's own row: any change to it is a new revision (unless the change is the revision itself).
CREATE FUNCTION "trips_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."revision" = OLD."revision" THEN
    NEW."revision" := OLD."revision" + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_next_revision" BEFORE UPDATE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION "trips_next_revision"();--> statement-breakpoint
-- The rows inside a trip: once per statement, for every trip the statement touched.
CREATE FUNCTION "trip_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" IN (SELECT "trip_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" IN (SELECT "trip_id" FROM "old_rows");
  ELSE
    UPDATE "trips" SET "revision" = "revision" + 1
      WHERE "id" IN (SELECT "trip_id" FROM "new_rows" UNION SELECT "trip_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An expense's shares name their expense, not the trip.
CREATE FUNCTION "expense_shares_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" IN
      (SELECT "trip_id" FROM "expenses" WHERE "id" IN (SELECT "expense_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" IN
      (SELECT "trip_id" FROM "expenses" WHERE "id" IN (SELECT "expense_id" FROM "old_rows"));
  ELSE
    UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" IN
      (SELECT "trip_id" FROM "expenses" WHERE "id" IN
        (SELECT "expense_id" FROM "new_rows" UNION SELECT "expense_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  child text;
  changed text;
BEGIN
  FOREACH child IN ARRAY ARRAY['itinerary_items', 'flights', 'bookings', 'tours', 'checklist_groups',
    'checklist_items', 'tips', 'contacts', 'expenses', 'expense_shares', 'trip_participants', 'trip_shares',
    'trip_photos']
  LOOP
    changed := CASE WHEN child = 'expense_shares' THEN 'expense_shares_changed' ELSE 'trip_rows_changed' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_inserted', child, changed);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_updated', child, changed);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_deleted', child, changed);
  END LOOP;
END $$;--> statement-breakpoint
-- A person's name and e-mail show on the trips they own, share, take part in the costs of, or added photos to.
CREATE FUNCTION "users_named_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trips" SET "revision" = "revision" + 1
    WHERE "owner_id" = NEW."id" OR "id" IN (
      SELECT "trip_id" FROM "trip_shares" WHERE "user_id" = NEW."id"
      UNION SELECT "trip_id" FROM "trip_participants" WHERE "user_id" = NEW."id"
      UNION SELECT "trip_id" FROM "trip_photos" WHERE "added_by" = NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_named_changed" AFTER UPDATE OF "name", "email" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_named_changed"();
