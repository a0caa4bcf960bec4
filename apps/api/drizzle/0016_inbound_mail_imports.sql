CREATE TABLE "import_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_addresses_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "booking_imports" ALTER COLUMN "trip_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "import_addresses" ADD CONSTRAINT "import_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_imports" ADD CONSTRAINT "booking_imports_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_imports_recipient_idx" ON "booking_imports" USING btree ("recipient_id");