ALTER TABLE "flights" ADD COLUMN "departure_terminal" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "arrival_terminal" text DEFAULT '' NOT NULL;