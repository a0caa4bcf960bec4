CREATE TABLE "trip_list_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_list_revisions" ADD CONSTRAINT "trip_list_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Edited by hand from here. Issue 31: a person's list of trips is kept by revision, as a trip's pages
-- are (migration 0024): these triggers move it whenever what the list shows changes, whoever writes it.
-- One sequence for everyone, so a revision names one version of one person's list.
CREATE SEQUENCE "trip_list_revision_seq";--> statement-breakpoint
-- A new revision for each of these people. A person deleted in the same statement (their trips go with
-- them) has no list left to move. Rows are taken in id order, so two writers never wait on each other
-- in opposite orders.
CREATE FUNCTION "trip_lists_changed"("people" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "trip_list_revisions" ("user_id", "revision")
    SELECT "id", nextval('trip_list_revision_seq') FROM "users" WHERE "id" = ANY("people") ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "revision" = excluded."revision";
END $$;--> statement-breakpoint
-- A trip made or deleted: its owner's list (those it was shared with lose their share by cascade).
CREATE FUNCTION "trips_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "trip_lists_changed"(ARRAY(SELECT "owner_id" FROM "new_rows"));
  ELSE
    PERFORM "trip_lists_changed"(ARRAY(SELECT "owner_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_listed_inserted" AFTER INSERT ON "trips" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "trips_listed"();--> statement-breakpoint
CREATE TRIGGER "trips_listed_deleted" AFTER DELETE ON "trips" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "trips_listed"();--> statement-breakpoint
-- A change to what a trip's summary shows: the list of its owner (both, when it changes hands) and of
-- everyone it is shared with. A change inside the trip moves only its revision, which no list shows, and
-- does not fire this.
CREATE FUNCTION "trip_summary_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "trip_lists_changed"(ARRAY[OLD."owner_id", NEW."owner_id"]
    || ARRAY(SELECT "user_id" FROM "trip_shares" WHERE "trip_id" = NEW."id"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trip_summary_changed" AFTER UPDATE OF "owner_id", "title", "destination_name",
  "destination_country_code", "destination_lat", "destination_lon", "start_date", "end_date", "budget",
  "interests", "currency", "budget_minor", "notes", "created_at", "updated_at" ON "trips"
  FOR EACH ROW WHEN ((OLD."owner_id", OLD."title", OLD."destination_name", OLD."destination_country_code",
    OLD."destination_lat", OLD."destination_lon", OLD."start_date", OLD."end_date", OLD."budget",
    OLD."interests", OLD."currency", OLD."budget_minor", OLD."notes", OLD."created_at", OLD."updated_at")
    IS DISTINCT FROM (NEW."owner_id", NEW."title", NEW."destination_name", NEW."destination_country_code",
    NEW."destination_lat", NEW."destination_lon", NEW."start_date", NEW."end_date", NEW."budget",
    NEW."interests", NEW."currency", NEW."budget_minor", NEW."notes", NEW."created_at", NEW."updated_at"))
  EXECUTE FUNCTION "trip_summary_changed"();--> statement-breakpoint
-- A share given, changed or taken back: the list of the person it names (their role shows on the trip).
CREATE FUNCTION "trip_shares_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "trip_lists_changed"(ARRAY(SELECT "user_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "trip_lists_changed"(ARRAY(SELECT "user_id" FROM "old_rows"));
  ELSE
    PERFORM "trip_lists_changed"(ARRAY(SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trip_shares_listed_inserted" AFTER INSERT ON "trip_shares" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_shares_listed"();--> statement-breakpoint
CREATE TRIGGER "trip_shares_listed_updated" AFTER UPDATE ON "trip_shares" REFERENCING OLD TABLE AS "old_rows"
  NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trip_shares_listed"();--> statement-breakpoint
CREATE TRIGGER "trip_shares_listed_deleted" AFTER DELETE ON "trip_shares" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_shares_listed"();
