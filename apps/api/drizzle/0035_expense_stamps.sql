-- Issue 31: the costs' summary is kept expense by expense (a summed part, trip-parts.repository.ts). A change
-- to an expense, its shares, payers or receipt lines stamps `expenses@<id>`, so a page read after it reads
-- that expense again and sums it with the ones kept. `expenses@` (no id) stamps the summary's other rows:
-- an expense made from a booking, tour or flight takes that item off the planned costs.
CREATE FUNCTION "expense_key_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"(OLD."trip_id", 'expenses@' || OLD."id");
    IF coalesce(OLD."booking_id", OLD."tour_id", OLD."flight_id") IS NOT NULL THEN
      PERFORM "trip_revision_bump"(OLD."trip_id", 'expenses@');
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"(NEW."trip_id", 'expenses@' || NEW."id");
    IF coalesce(NEW."booking_id", NEW."tour_id", NEW."flight_id") IS NOT NULL THEN
      PERFORM "trip_revision_bump"(NEW."trip_id", 'expenses@');
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "expenses_key_committed" AFTER INSERT OR UPDATE OR DELETE ON "expenses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "expense_key_committed"();--> statement-breakpoint
-- Shares, payers and lines stamp their table and their expense's key (a share deleted with its expense
-- finds none: the expense's own trigger stamped it).
CREATE OR REPLACE FUNCTION "expense_share_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "trip" uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    "trip" := (SELECT "trip_id" FROM "expenses" WHERE "id" = OLD."expense_id");
    PERFORM "trip_revision_bump"("trip", TG_TABLE_NAME);
    PERFORM "trip_revision_bump"("trip", 'expenses@' || OLD."expense_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    "trip" := (SELECT "trip_id" FROM "expenses" WHERE "id" = NEW."expense_id");
    PERFORM "trip_revision_bump"("trip", TG_TABLE_NAME);
    PERFORM "trip_revision_bump"("trip", 'expenses@' || NEW."expense_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trip keeps the stamps of its 32 newest keys of a table at most: past that, all but the 16 newest give way to
-- `<table>@*`, the newest revision among them, and a part kept before it reads all its keys again. Without
-- this a trip would carry a stamp for every expense ever changed (and every date that ever had a place),
-- and every read of the trip would read them (a trip's row is read by every request about it).
CREATE FUNCTION "part_revisions_pruned"("stamps" jsonb, "prefix" text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "newest_first" text[];
  "cut" bigint;
BEGIN
  IF "prefix" IS NULL THEN
    RETURN "stamps";
  END IF;
  SELECT array_agg("key" ORDER BY "value"::bigint DESC, "key") INTO "newest_first"
    FROM jsonb_each_text("stamps") WHERE starts_with("key", "prefix") AND "key" <> "prefix" || '*';
  IF coalesce(array_length("newest_first", 1), 0) <= 32 THEN
    RETURN "stamps";
  END IF;
  SELECT max(("stamps" ->> "old")::bigint) INTO "cut" FROM unnest("newest_first"[17:]) AS "old";
  RETURN ("stamps" - "newest_first"[17:]) || jsonb_build_object("prefix" || '*',
    greatest("cut", coalesce(("stamps" ->> ("prefix" || '*'))::bigint, 0)));
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trip_revision_bump"("trip" uuid, "part" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'trilha.revised_' || replace("trip"::text, '-', '');
  stamped text;
  -- A key's stamp (`<table>@<key>`): its table's keys are pruned.
  "keys_of" text := CASE WHEN position('@' IN "part") > 0 THEN split_part("part", '@', 1) || '@' END;
BEGIN
  IF "trip" IS NULL THEN
    RETURN;
  END IF;
  stamped := coalesce(current_setting(marker, true), '');
  IF position(' ' || "part" || ' ' IN stamped) > 0 THEN
    RETURN;
  END IF;
  IF stamped = '' THEN
    UPDATE "trips" SET "revision" = "revision" + 1,
      "part_revisions" = "part_revisions_pruned"("part_revisions" || jsonb_build_object("part", "revision" + 1), "keys_of")
      WHERE "id" = "trip";
  ELSE
    UPDATE "trips" SET "part_revisions" = "part_revisions_pruned"("part_revisions" || jsonb_build_object("part", "revision"), "keys_of")
      WHERE "id" = "trip";
  END IF;
  PERFORM set_config(marker, stamped || ' ' || "part" || ' ', true);
END $$;
