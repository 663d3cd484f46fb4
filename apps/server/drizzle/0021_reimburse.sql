CREATE TABLE "reimburse_audit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "reimburse_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"finding_key" text NOT NULL,
	"status" text NOT NULL,
	"action_needed" text,
	"fnsku" text,
	"sku" text,
	"asin" text,
	"shipment_id" text,
	"amazon_order_id" text,
	"reference_id" text,
	"quantity" integer NOT NULL,
	"unit_value_minor" integer,
	"estimated_value_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"valuation" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"claim_deadline" date,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reimbursed_amount_minor" integer,
	"reimbursement_ids" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reimburse_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_findings" boolean DEFAULT true NOT NULL,
	"deadline_reminders" boolean DEFAULT true NOT NULL,
	"deadline_days" integer DEFAULT 7 NOT NULL,
	"reimbursements_received" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimburse_product_settings" (
	"channel_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"length_in" numeric(10, 2),
	"width_in" numeric(10, 2),
	"height_in" numeric(10, 2),
	"weight_lb" numeric(10, 3),
	"unit_cost_minor" integer,
	"dimensions_confirmed" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimburse_product_settings_channel_id_sku_pk" PRIMARY KEY("channel_id","sku")
);
--> statement-breakpoint
CREATE TABLE "reimburse_store_settings" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"enrolled" boolean DEFAULT true NOT NULL,
	"shipment_discrepancy_enabled" boolean DEFAULT true NOT NULL,
	"shipment_min_units" integer DEFAULT 1 NOT NULL,
	"shipment_min_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"excluded_shipment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee_overcharge_enabled" boolean DEFAULT true NOT NULL,
	"fee_min_per_unit_minor" integer DEFAULT 0 NOT NULL,
	"excluded_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"case_approval" text DEFAULT 'each' NOT NULL,
	"auto_file_above_minor" integer,
	"min_case_value_minor" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reimburse_audit_runs" ADD CONSTRAINT "reimburse_audit_runs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_findings" ADD CONSTRAINT "reimburse_findings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_notification_settings" ADD CONSTRAINT "reimburse_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_product_settings" ADD CONSTRAINT "reimburse_product_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_product_settings" ADD CONSTRAINT "reimburse_product_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_store_settings" ADD CONSTRAINT "reimburse_store_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimburse_store_settings" ADD CONSTRAINT "reimburse_store_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reimburse_audit_runs_channel_idx" ON "reimburse_audit_runs" USING btree ("channel_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reimburse_findings_key_uq" ON "reimburse_findings" USING btree ("channel_id","kind","finding_key");--> statement-breakpoint
CREATE INDEX "reimburse_findings_list_idx" ON "reimburse_findings" USING btree ("channel_id","status","occurred_at","id");