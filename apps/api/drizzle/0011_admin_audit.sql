CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"target_email" text NOT NULL,
	"action" text NOT NULL,
	"role" text,
	"previous_role" text,
	"until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "ai_usages_feature_idx" ON "ai_usages" USING btree ("feature");--> statement-breakpoint
CREATE INDEX "ai_usages_used_at_idx" ON "ai_usages" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_premium_idx" ON "users" USING btree ("id") WHERE "users"."is_premium";--> statement-breakpoint
CREATE INDEX "users_premium_until_idx" ON "users" USING btree ("premium_until") WHERE "users"."premium_until" is not null;--> statement-breakpoint
CREATE INDEX "feedback_type_idx" ON "feedback" USING btree ("type","id");