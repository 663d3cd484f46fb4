CREATE TABLE "ads_change_history" (
	"channel_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"change_type" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"previous_value" text,
	"new_value" text,
	"campaign_id" text,
	"ad_group_id" text,
	"label" text,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_change_history_channel_id_entity_type_entity_id_change_type_changed_at_pk" PRIMARY KEY("channel_id","entity_type","entity_id","change_type","changed_at")
);
--> statement-breakpoint
ALTER TABLE "ads_search_term_metrics" ADD COLUMN "purchases_1d" integer;--> statement-breakpoint
ALTER TABLE "ads_search_term_metrics" ADD COLUMN "sales_1d" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ads_search_term_metrics" ADD COLUMN "purchases_30d" integer;--> statement-breakpoint
ALTER TABLE "ads_search_term_metrics" ADD COLUMN "sales_30d" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ppc_dayparting" ADD COLUMN "budget_multipliers" jsonb;--> statement-breakpoint
ALTER TABLE "ppc_rules" ADD COLUMN "attribution_window" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_change_history" ADD CONSTRAINT "ads_change_history_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_change_history_time_idx" ON "ads_change_history" USING btree ("channel_id","changed_at");