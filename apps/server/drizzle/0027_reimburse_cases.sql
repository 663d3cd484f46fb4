CREATE TABLE "reimburse_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "reimburse_case_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimburse_case_findings" (
	"case_id" uuid NOT NULL,
	"finding_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimburse_case_reimbursements" (
	"case_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"reimbursement_id" text NOT NULL,
	"matched_by" text NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"approved_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimburse_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"state" text NOT NULL,
	"amazon_case_id" text,
	"case_text" text NOT NULL,
	"text_edited" boolean DEFAULT false NOT NULL,
	"claimed_amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reimbursed_amount_minor" integer DEFAULT 0 NOT NULL,
	"claimed_quantity" integer DEFAULT 0 NOT NULL,
	"reimbursed_quantity" integer DEFAULT 0 NOT NULL,
	"assignee_id" uuid,
	"deadline" date,
	"reason" text,
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reimburse_case_events" ADD CONSTRAINT "reimburse_case_events_case_id_reimburse_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."reimburse_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_case_events" ADD CONSTRAINT "reimburse_case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_case_findings" ADD CONSTRAINT "reimburse_case_findings_case_id_reimburse_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."reimburse_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_case_findings" ADD CONSTRAINT "reimburse_case_findings_finding_id_reimburse_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."reimburse_findings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_case_reimbursements" ADD CONSTRAINT "reimburse_case_reimbursements_case_id_reimburse_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."reimburse_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_case_reimbursements" ADD CONSTRAINT "reimburse_case_reimbursements_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_cases" ADD CONSTRAINT "reimburse_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_cases" ADD CONSTRAINT "reimburse_cases_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_cases" ADD CONSTRAINT "reimburse_cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reimburse_case_events_case_idx" ON "reimburse_case_events" USING btree ("case_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reimburse_case_findings_uq" ON "reimburse_case_findings" USING btree ("case_id","finding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reimburse_case_findings_active_uq" ON "reimburse_case_findings" USING btree ("finding_id") WHERE active;--> statement-breakpoint
CREATE UNIQUE INDEX "reimburse_case_reimbursements_uq" ON "reimburse_case_reimbursements" USING btree ("channel_id","reimbursement_id","reversal");--> statement-breakpoint
CREATE INDEX "reimburse_case_reimbursements_case_idx" ON "reimburse_case_reimbursements" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reimburse_cases_group_uq" ON "reimburse_cases" USING btree ("channel_id","kind","group_key") WHERE state in ('draft', 'ready');--> statement-breakpoint
CREATE INDEX "reimburse_cases_channel_idx" ON "reimburse_cases" USING btree ("channel_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "reimburse_cases_queue_idx" ON "reimburse_cases" USING btree ("state","deadline","id");--> statement-breakpoint
CREATE INDEX "reimburse_cases_amazon_idx" ON "reimburse_cases" USING btree ("channel_id","amazon_case_id");