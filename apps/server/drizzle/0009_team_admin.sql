ALTER TABLE "companies" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_company_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permissions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_affiliate_code_uq" ON "users" USING btree ("affiliate_code");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Existing companies: the user who registered each (its first user) manages its team.
UPDATE "users" SET "is_company_admin" = true WHERE "id" IN (SELECT DISTINCT ON ("company_id") "id" FROM "users" ORDER BY "company_id", "created_at");
