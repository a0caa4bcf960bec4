CREATE TABLE "trip_change_keys" (
	"trip_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"kind" text NOT NULL,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_change_keys_trip_id_key_pk" PRIMARY KEY("trip_id","key")
);
--> statement-breakpoint
ALTER TABLE "trip_change_keys" ADD CONSTRAINT "trip_change_keys_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_change_keys_created_idx" ON "trip_change_keys" USING btree ("created_at");