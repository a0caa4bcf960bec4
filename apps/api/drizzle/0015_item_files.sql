ALTER TABLE "bookings" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;