ALTER TABLE "trip_shares" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "agency_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_shares_agency_idx" ON "trip_shares" USING btree ("agency_id") WHERE "trip_shares"."agency_id" is not null;