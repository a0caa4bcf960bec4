CREATE TABLE "booking_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"file_name" text,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"source_key" text NOT NULL,
	"preview" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_imports" ADD CONSTRAINT "booking_imports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD CONSTRAINT "booking_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_imports_trip_idx" ON "booking_imports" USING btree ("trip_id","created_at");