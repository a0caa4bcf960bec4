-- Issue 34: invite links to join a trip, and the secret link to its read-only public page.
CREATE TABLE "trip_invite_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"token" text NOT NULL,
	"role" text NOT NULL,
	"participant_id" uuid,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_public_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"token" text NOT NULL,
	"include_costs" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_invite_links" ADD CONSTRAINT "trip_invite_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invite_links" ADD CONSTRAINT "trip_invite_links_participant_id_trip_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."trip_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invite_links" ADD CONSTRAINT "trip_invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_public_links" ADD CONSTRAINT "trip_public_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_public_links" ADD CONSTRAINT "trip_public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_invite_links_token_unique" ON "trip_invite_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "trip_invite_links_trip_idx" ON "trip_invite_links" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_public_links_token_unique" ON "trip_public_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_public_links_live_unique" ON "trip_public_links" USING btree ("trip_id") WHERE "trip_public_links"."revoked_at" is null;