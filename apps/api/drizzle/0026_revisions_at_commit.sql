-- Issue 31: a change inside a trip moves the trip's revision when its transaction commits, not at each
-- statement. Migration 0024 updated the trip's row from every statement, which locked that row from the
-- first statement to the commit: writers to one trip (ten people adding expenses) waited for each other
-- across all their round trips, and the bench's expenses halved (800 -> 410 a second). A deferred
-- constraint trigger runs at the commit, so the row is held only while the transaction commits. It runs
-- once per row, so a transaction-local setting remembers the trips it has already moved.
CREATE FUNCTION "trip_revision_bump"("trip" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'trilha.revised_' || replace("trip"::text, '-', '');
BEGIN
  IF "trip" IS NULL OR coalesce(current_setting(marker, true), '') <> '' THEN
    RETURN;
  END IF;
  UPDATE "trips" SET "revision" = "revision" + 1 WHERE "id" = "trip";
  PERFORM set_config(marker, '1', true);
END $$;--> statement-breakpoint
CREATE FUNCTION "trip_row_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"(OLD."trip_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"(NEW."trip_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An expense's shares name their expense, not the trip (a share deleted with its expense finds none: the
-- expense's own trigger moved the trip).
CREATE FUNCTION "expense_share_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"((SELECT "trip_id" FROM "expenses" WHERE "id" = OLD."expense_id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"((SELECT "trip_id" FROM "expenses" WHERE "id" = NEW."expense_id"));
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
    EXECUTE format('DROP TRIGGER %I ON %I', child || '_inserted', child);
    EXECUTE format('DROP TRIGGER %I ON %I', child || '_updated', child);
    EXECUTE format('DROP TRIGGER %I ON %I', child || '_deleted', child);
    changed := CASE WHEN child = 'expense_shares' THEN 'expense_share_committed' ELSE 'trip_row_committed' END;
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION %I()', child || '_committed', child, changed);
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "trip_rows_changed"();--> statement-breakpoint
DROP FUNCTION "expense_shares_changed"();--> statement-breakpoint
-- A person's name and e-mail: the same, at the commit.
DROP TRIGGER "users_named_changed" ON "users";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_named_changed" AFTER UPDATE OF "name", "email" ON "users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_named_changed"();
