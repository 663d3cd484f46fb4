CREATE TABLE "staff_audit_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audit_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"page" text,
	"status_code" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"session_id" uuid,
	"company_id" uuid NOT NULL,
	"seller_id" text,
	"marketplace_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_audit_views" ADD CONSTRAINT "staff_audit_views_audit_id_staff_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."staff_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audits" ADD CONSTRAINT "staff_audits_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audits" ADD CONSTRAINT "staff_audits_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audits" ADD CONSTRAINT "staff_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_views_audit_idx" ON "staff_audit_views" USING btree ("audit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audits_open_session_idx" ON "staff_audits" USING btree ("session_id") WHERE "staff_audits"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "staff_audits_company_idx" ON "staff_audits" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "staff_audits_staff_idx" ON "staff_audits" USING btree ("staff_user_id","started_at");