CREATE TABLE "ads_ad_groups" (
	"channel_id" uuid NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"default_bid" numeric(10, 2),
	"serving_status" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_ad_groups_channel_id_ad_group_id_pk" PRIMARY KEY("channel_id","ad_group_id")
);
--> statement-breakpoint
CREATE TABLE "ads_campaigns" (
	"channel_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"targeting_type" text,
	"state" text NOT NULL,
	"bidding_strategy" text,
	"budget" numeric(14, 2),
	"budget_type" text,
	"start_date" date,
	"end_date" date,
	"serving_status" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_campaigns_channel_id_campaign_id_pk" PRIMARY KEY("channel_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ads_daily_metrics" (
	"channel_id" uuid NOT NULL,
	"level" text NOT NULL,
	"entity_id" text NOT NULL,
	"day" date NOT NULL,
	"campaign_id" text NOT NULL,
	"ad_group_id" text,
	"keyword_type" text,
	"targeting" text,
	"asin" text,
	"sku" text,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"purchases_1d" integer,
	"purchases_7d" integer,
	"purchases_14d" integer,
	"purchases_30d" integer,
	"sales_1d" numeric(14, 2),
	"sales_7d" numeric(14, 2),
	"sales_14d" numeric(14, 2),
	"sales_30d" numeric(14, 2),
	"units_sold_14d" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_daily_metrics_channel_id_level_entity_id_day_pk" PRIMARY KEY("channel_id","level","entity_id","day")
);
--> statement-breakpoint
CREATE TABLE "ads_keywords" (
	"channel_id" uuid NOT NULL,
	"keyword_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"keyword_text" text NOT NULL,
	"match_type" text NOT NULL,
	"state" text NOT NULL,
	"bid" numeric(10, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_keywords_channel_id_keyword_id_pk" PRIMARY KEY("channel_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "ads_product_ads" (
	"channel_id" uuid NOT NULL,
	"ad_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"asin" text,
	"sku" text,
	"state" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_product_ads_channel_id_ad_id_pk" PRIMARY KEY("channel_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "ads_profiles" (
	"channel_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"country_code" text,
	"currency_code" text,
	"timezone" text,
	"account_type" text,
	"account_name" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_profiles_channel_id_profile_id_pk" PRIMARY KEY("channel_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "ads_targets" (
	"channel_id" uuid NOT NULL,
	"target_id" text NOT NULL,
	"ad_group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"expression_type" text NOT NULL,
	"expression" jsonb NOT NULL,
	"resolved_expression" jsonb,
	"state" text NOT NULL,
	"bid" numeric(10, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_targets_channel_id_target_id_pk" PRIMARY KEY("channel_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "ads_ad_groups" ADD CONSTRAINT "ads_ad_groups_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_daily_metrics" ADD CONSTRAINT "ads_daily_metrics_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_keywords" ADD CONSTRAINT "ads_keywords_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_product_ads" ADD CONSTRAINT "ads_product_ads_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_profiles" ADD CONSTRAINT "ads_profiles_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_targets" ADD CONSTRAINT "ads_targets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_ad_groups_campaign_idx" ON "ads_ad_groups" USING btree ("channel_id","campaign_id");--> statement-breakpoint
CREATE INDEX "ads_daily_metrics_day_idx" ON "ads_daily_metrics" USING btree ("channel_id","level","day");--> statement-breakpoint
CREATE INDEX "ads_daily_metrics_campaign_idx" ON "ads_daily_metrics" USING btree ("channel_id","campaign_id","day");--> statement-breakpoint
CREATE INDEX "ads_keywords_ad_group_idx" ON "ads_keywords" USING btree ("channel_id","ad_group_id");--> statement-breakpoint
CREATE INDEX "ads_product_ads_asin_idx" ON "ads_product_ads" USING btree ("channel_id","asin");--> statement-breakpoint
CREATE INDEX "ads_targets_ad_group_idx" ON "ads_targets" USING btree ("channel_id","ad_group_id");