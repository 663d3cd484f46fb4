CREATE TABLE "fba_customer_returns" (
	"channel_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"return_date" timestamp with time zone NOT NULL,
	"amazon_order_id" text NOT NULL,
	"sku" text,
	"asin" text,
	"fnsku" text,
	"product_name" text,
	"quantity" integer NOT NULL,
	"fulfillment_center_id" text,
	"detailed_disposition" text,
	"reason" text,
	"status" text,
	"license_plate_number" text,
	"customer_comments" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fba_ledger_events" (
	"channel_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"event_date" date NOT NULL,
	"fnsku" text,
	"asin" text,
	"msku" text,
	"title" text,
	"event_type" text NOT NULL,
	"reference_id" text,
	"quantity" integer NOT NULL,
	"fulfillment_center" text,
	"disposition" text,
	"reason" text,
	"country" text,
	"reconciled_quantity" integer,
	"unreconciled_quantity" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fba_reimbursements" (
	"channel_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"reimbursement_id" text NOT NULL,
	"approval_date" timestamp with time zone NOT NULL,
	"case_id" text,
	"amazon_order_id" text,
	"reason" text,
	"sku" text,
	"fnsku" text,
	"asin" text,
	"product_name" text,
	"condition" text,
	"currency" text,
	"amount_per_unit" numeric(14, 2),
	"amount_total" numeric(14, 2),
	"quantity_reimbursed_cash" integer,
	"quantity_reimbursed_inventory" integer,
	"quantity_reimbursed_total" integer,
	"original_reimbursement_id" text,
	"original_reimbursement_type" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"sku" text NOT NULL,
	"asin" text NOT NULL,
	"order_item_id" text,
	"title" text,
	"quantity" integer NOT NULL,
	"item_price" numeric(14, 2),
	"currency" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_channel_id_amazon_order_id_sku_pk" PRIMARY KEY("channel_id","amazon_order_id","sku")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"marketplace_id" text,
	"status" text NOT NULL,
	"purchase_date" timestamp with time zone NOT NULL,
	"last_update_date" timestamp with time zone NOT NULL,
	"fulfillment_channel" text,
	"earliest_delivery_date" timestamp with time zone,
	"latest_delivery_date" timestamp with time zone,
	"order_total" numeric(14, 2),
	"currency" text,
	"is_business_order" boolean,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_channel_id_amazon_order_id_pk" PRIMARY KEY("channel_id","amazon_order_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"channel_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"asin" text NOT NULL,
	"fnsku" text,
	"title" text,
	"brand" text,
	"price" numeric(14, 2),
	"currency" text,
	"image_url" text,
	"fulfillment_channel" text,
	"status" text,
	"open_date" timestamp with time zone,
	"length_in" numeric(10, 2),
	"width_in" numeric(10, 2),
	"height_in" numeric(10, 2),
	"weight_lb" numeric(10, 3),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_channel_id_sku_pk" PRIMARY KEY("channel_id","sku")
);
--> statement-breakpoint
CREATE TABLE "rating_snapshots" (
	"channel_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"snapshot_date" date NOT NULL,
	"average" numeric(3, 2) NOT NULL,
	"ratings_count" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_snapshots_channel_id_asin_snapshot_date_pk" PRIMARY KEY("channel_id","asin","snapshot_date")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"channel_id" uuid NOT NULL,
	"review_id" text NOT NULL,
	"asin" text NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"review_date" date NOT NULL,
	"verified" boolean NOT NULL,
	"variant" text,
	"helpful_votes" integer NOT NULL,
	"author" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_channel_id_review_id_pk" PRIMARY KEY("channel_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "sync_stages" (
	"channel_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checkpoint" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_stages_channel_id_stage_pk" PRIMARY KEY("channel_id","stage")
);
--> statement-breakpoint
ALTER TABLE "fba_customer_returns" ADD CONSTRAINT "fba_customer_returns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_ledger_events" ADD CONSTRAINT "fba_ledger_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_reimbursements" ADD CONSTRAINT "fba_reimbursements_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_snapshots" ADD CONSTRAINT "rating_snapshots_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_stages" ADD CONSTRAINT "sync_stages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fba_customer_returns_key_uq" ON "fba_customer_returns" USING btree ("channel_id","row_key");--> statement-breakpoint
CREATE INDEX "fba_customer_returns_order_idx" ON "fba_customer_returns" USING btree ("channel_id","amazon_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fba_ledger_events_key_uq" ON "fba_ledger_events" USING btree ("channel_id","row_key");--> statement-breakpoint
CREATE INDEX "fba_ledger_events_date_idx" ON "fba_ledger_events" USING btree ("channel_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fba_reimbursements_key_uq" ON "fba_reimbursements" USING btree ("channel_id","row_key");--> statement-breakpoint
CREATE INDEX "fba_reimbursements_id_idx" ON "fba_reimbursements" USING btree ("channel_id","reimbursement_id");--> statement-breakpoint
CREATE INDEX "order_items_asin_idx" ON "order_items" USING btree ("channel_id","asin");--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("channel_id","purchase_date");--> statement-breakpoint
CREATE INDEX "products_asin_idx" ON "products" USING btree ("channel_id","asin");--> statement-breakpoint
CREATE INDEX "reviews_asin_idx" ON "reviews" USING btree ("channel_id","asin","review_date");