-- Issue 31: the plan is kept day by day (a keyed part, trip-parts.repository.ts). A change to a place
-- stamps, besides its table, `itinerary_items@<date>` for the day it was on and the day it is on, so a
-- page read after it reads again that day's places only. The key is the column's value as JSON reads it
-- (a date: YYYY-MM-DD); the trigger's argument names the column.
CREATE FUNCTION "trip_row_key_committed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "trip_revision_bump"(OLD."trip_id", TG_TABLE_NAME || '@' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "trip_revision_bump"(NEW."trip_id", TG_TABLE_NAME || '@' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "itinerary_items_day_committed" AFTER INSERT OR UPDATE OR DELETE ON "itinerary_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trip_row_key_committed"('date');
