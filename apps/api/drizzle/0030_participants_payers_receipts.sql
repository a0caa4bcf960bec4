CREATE TABLE "expense_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expense_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"participant_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_payers" (
	"expense_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "expense_payers_expense_id_participant_id_pk" PRIMARY KEY("expense_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "split_presets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "participant_ids" uuid[];--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "participant_ids" uuid[];--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "participant_ids" uuid[];--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "tax_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "tip_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payers" ADD CONSTRAINT "expense_payers_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payers" ADD CONSTRAINT "expense_payers_participant_id_trip_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."trip_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_presets" ADD CONSTRAINT "split_presets_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_lines_expense_idx" ON "expense_lines" USING btree ("expense_id","position");--> statement-breakpoint
CREATE INDEX "expense_payers_participant_idx" ON "expense_payers" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "split_presets_trip_idx" ON "split_presets" USING btree ("trip_id","created_at");--> statement-breakpoint
-- A trip's page (and its cached bytes) moves with its revision: the new tables move it at commit, as
-- expense_shares do (payers and lines name their expense; presets their trip).
CREATE CONSTRAINT TRIGGER "expense_payers_committed" AFTER INSERT OR UPDATE OR DELETE ON "expense_payers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "expense_share_committed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "expense_lines_committed" AFTER INSERT OR UPDATE OR DELETE ON "expense_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "expense_share_committed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "split_presets_committed" AFTER INSERT OR UPDATE OR DELETE ON "split_presets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "trip_row_committed"();
