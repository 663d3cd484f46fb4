CREATE TABLE "ads_search_term_metrics" (
	"channel_id" uuid NOT NULL,
	"keyword_id" text NOT NULL,
	"search_term" text NOT NULL,
	"day" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"keyword_type" text,
	"targeting" text,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"purchases_7d" integer,
	"sales_7d" numeric(14, 2),
	"purchases_14d" integer,
	"sales_14d" numeric(14, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_search_term_metrics_channel_id_keyword_id_search_term_day_pk" PRIMARY KEY("channel_id","keyword_id","search_term","day")
);
--> statement-breakpoint
CREATE TABLE "ppc_daypart_base_bids" (
	"channel_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"base_bid_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppc_daypart_base_bids_channel_id_entity_type_entity_id_pk" PRIMARY KEY("channel_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "ppc_dayparting" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"multipliers" jsonb NOT NULL,
	"last_applied_hour" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppc_entity_tags" (
	"channel_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "ppc_entity_tags_channel_id_entity_type_entity_id_tag_pk" PRIMARY KEY("channel_id","entity_type","entity_id","tag")
);
--> statement-breakpoint
CREATE TABLE "ppc_rule_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"evaluated" integer DEFAULT 0 NOT NULL,
	"proposed" integer DEFAULT 0 NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "ppc_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"schedule" text NOT NULL,
	"lookback_days" integer NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ads_search_term_metrics" ADD CONSTRAINT "ads_search_term_metrics_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_daypart_base_bids" ADD CONSTRAINT "ppc_daypart_base_bids_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_dayparting" ADD CONSTRAINT "ppc_dayparting_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_dayparting" ADD CONSTRAINT "ppc_dayparting_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_entity_tags" ADD CONSTRAINT "ppc_entity_tags_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_rule_runs" ADD CONSTRAINT "ppc_rule_runs_rule_id_ppc_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ppc_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_rule_runs" ADD CONSTRAINT "ppc_rule_runs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_rules" ADD CONSTRAINT "ppc_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_rules" ADD CONSTRAINT "ppc_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_search_term_metrics_day_idx" ON "ads_search_term_metrics" USING btree ("channel_id","day");--> statement-breakpoint
CREATE INDEX "ppc_entity_tags_tag_idx" ON "ppc_entity_tags" USING btree ("channel_id","tag");--> statement-breakpoint
CREATE INDEX "ppc_rule_runs_rule_idx" ON "ppc_rule_runs" USING btree ("rule_id","started_at");--> statement-breakpoint
CREATE INDEX "ppc_rules_channel_idx" ON "ppc_rules" USING btree ("channel_id","created_at");