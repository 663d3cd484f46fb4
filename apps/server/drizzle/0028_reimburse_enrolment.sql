CREATE TABLE "reimburse_enrolments" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"channel_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"terms_version" text,
	"terms_percent" integer,
	"terms_accepted_by" uuid,
	"terms_accepted_at" timestamp with time zone,
	"terms_accepted_ip" text,
	"case_approval" text,
	"auto_file_above_minor" integer,
	"min_case_value_minor" integer,
	"billing" jsonb,
	"finished_by" uuid,
	"finished_at" timestamp with time zone,
	"cases_drafted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reimburse_enrolments" ADD CONSTRAINT "reimburse_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_enrolments" ADD CONSTRAINT "reimburse_enrolments_terms_accepted_by_users_id_fk" FOREIGN KEY ("terms_accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_enrolments" ADD CONSTRAINT "reimburse_enrolments_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;