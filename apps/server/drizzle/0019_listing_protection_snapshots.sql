CREATE TABLE "account_health_snapshots" (
	"channel_id" uuid NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"account_status" text,
	"ahr_status" text,
	"ahr_score" integer,
	"odr_afn" numeric(10, 6),
	"odr_mfn" numeric(10, 6),
	"late_shipment_rate" numeric(10, 6),
	"pre_fulfillment_cancellation_rate" numeric(10, 6),
	"valid_tracking_rate" numeric(10, 6),
	"rates" jsonb NOT NULL,
	"violations" jsonb NOT NULL,
	"warning_states" jsonb NOT NULL,
	"raw" jsonb NOT NULL,
	CONSTRAINT "account_health_snapshots_channel_id_marketplace_id_observed_at_pk" PRIMARY KEY("channel_id","marketplace_id","observed_at")
);
--> statement-breakpoint
CREATE TABLE "listing_snapshots" (
	"channel_id" uuid NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"sku" text NOT NULL,
	"asin" text,
	"marketplace_id" text NOT NULL,
	"status" jsonb NOT NULL,
	"buyable" boolean NOT NULL,
	"suppressed" boolean NOT NULL,
	"title" text,
	"brand" text,
	"bullet_points" jsonb NOT NULL,
	"main_image" text,
	"product_type" text,
	"issues" jsonb NOT NULL,
	"amazon_updated_at" timestamp with time zone,
	CONSTRAINT "listing_snapshots_channel_id_sku_observed_at_pk" PRIMARY KEY("channel_id","sku","observed_at")
);
--> statement-breakpoint
CREATE TABLE "offer_snapshots" (
	"channel_id" uuid NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"asin" text NOT NULL,
	"marketplace_id" text NOT NULL,
	"offer_count" integer NOT NULL,
	"buy_box_seller_id" text,
	"buy_box_price" numeric(14, 2),
	"buy_box_mine" boolean NOT NULL,
	"own_price" numeric(14, 2),
	"lowest_price" numeric(14, 2),
	"currency" text,
	"offers" jsonb NOT NULL,
	CONSTRAINT "offer_snapshots_channel_id_asin_observed_at_pk" PRIMARY KEY("channel_id","asin","observed_at")
);
--> statement-breakpoint
ALTER TABLE "account_health_snapshots" ADD CONSTRAINT "account_health_snapshots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_snapshots" ADD CONSTRAINT "listing_snapshots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_snapshots" ADD CONSTRAINT "offer_snapshots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;