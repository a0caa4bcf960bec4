ALTER TABLE "users" ADD COLUMN "created_by_agency_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "invited_role" text;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_members_invited_by_idx" ON "agency_members" USING btree ("invited_by") WHERE "agency_members"."invited_by" is not null;--> statement-breakpoint
-- Accounts an agency created before this migration and nobody has claimed yet (no password, no Google).
UPDATE "users" SET "created_by_agency_id" = "agency_id" WHERE "agency_id" IS NOT NULL AND "password_hash" IS NULL AND "google_sub" IS NULL;
