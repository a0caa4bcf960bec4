-- Issue 31: a page keeps the parts that did not change (lib/page-cache.ts). Next to the trip's revision,
-- `part_revisions` says for each table a page reads the revision of its last change, so a page read after
-- one change reads that change's part again and keeps the rest: a place renamed in a trip of 3,000 no
-- longer rebuilds its flights, costs and checklist.
ALTER TABLE "trips" ADD COLUMN "part_revisions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Edited by hand from here. The trip's own row: a change to it is a new revision of every part (its
-- presenters read the trip), unless the change is the revision or the parts' revisions themselves.
CREATE OR REPLACE FUNCTION "trips_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."revision" = OLD."revision" AND NEW."part_revisions" = OLD."part_revisions" THEN
    NEW."revision" := OLD."revision" + 1;
    NEW."part_revisions" := OLD."part_revisions" || jsonb_build_object('trips', NEW."revision");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Once per transaction the revision moves; once per table in it, that table is stamped with it. The
-- transaction-local setting now lists the tables already stamped.
CREATE FUNCTION "trip_revision_bump"("trip" uuid, "part" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'trilha.revised_' || replace("trip"::text, '-', '');
  stamped text;
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
      "part_revisions" = "part_revisions" || jsonb_build_object("part", "revision" + 1)
      WHERE "id" = "trip";
  ELSE
    UPDATE "trips" SET "part_revisions" = "part_revisions" || jsonb_build_object("part", "revision")
      WHERE "id" = "trip";
  END IF;
  PERFORM set_config(marker, stamped || ' ' || "part" || ' ', true);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trip_row_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"(OLD."trip_id", TG_TABLE_NAME);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"(NEW."trip_id", TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "expense_share_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"((SELECT "trip_id" FROM "expenses" WHERE "id" = OLD."expense_id"), TG_TABLE_NAME);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"((SELECT "trip_id" FROM "expenses" WHERE "id" = NEW."expense_id"), TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION "trip_revision_bump"(uuid);--> statement-breakpoint
-- A person's name and e-mail: the parts that read `users`.
CREATE OR REPLACE FUNCTION "users_named_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "trips" SET "revision" = "revision" + 1,
    "part_revisions" = "part_revisions" || jsonb_build_object('users', "revision" + 1)
    WHERE "owner_id" = NEW."id" OR "id" IN (
      SELECT "trip_id" FROM "trip_shares" WHERE "user_id" = NEW."id"
      UNION SELECT "trip_id" FROM "trip_participants" WHERE "user_id" = NEW."id"
      UNION SELECT "trip_id" FROM "trip_photos" WHERE "added_by" = NEW."id");
  RETURN NULL;
END $$;
