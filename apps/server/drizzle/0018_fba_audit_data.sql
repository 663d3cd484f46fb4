CREATE TABLE "fba_estimated_fees" (
	"channel_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text,
	"asin" text,
	"product_group" text,
	"size_tier" text,
	"longest_side_in" numeric(10, 2),
	"median_side_in" numeric(10, 2),
	"shortest_side_in" numeric(10, 2),
	"length_and_girth_in" numeric(10, 2),
	"weight_lb" numeric(10, 3),
	"currency" text,
	"your_price" numeric(14, 2),
	"estimated_fee_total" numeric(14, 2),
	"referral_fee_per_unit" numeric(14, 2),
	"variable_closing_fee" numeric(14, 2),
	"fulfillment_fee_per_unit" numeric(14, 2),
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fba_estimated_fees_channel_id_sku_pk" PRIMARY KEY("channel_id","sku")
);
--> statement-breakpoint
CREATE TABLE "fba_ledger_summary" (
	"channel_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"fnsku" text,
	"asin" text,
	"msku" text,
	"disposition" text,
	"location" text,
	"starting_balance" integer,
	"in_transit" integer,
	"receipts" integer,
	"customer_shipments" integer,
	"customer_returns" integer,
	"vendor_returns" integer,
	"warehouse_transfers" integer,
	"found" integer,
	"lost" integer,
	"damaged" integer,
	"disposed" integer,
	"other_events" integer,
	"ending_balance" integer,
	"unknown_events" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_events" (
	"channel_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"event_group" text NOT NULL,
	"event_type" text NOT NULL,
	"posted_date" timestamp with time zone NOT NULL,
	"amazon_order_id" text,
	"order_item_id" text,
	"seller_sku" text,
	"fnsku" text,
	"asin" text,
	"quantity" integer,
	"amount_kind" text NOT NULL,
	"amount_type" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"per_unit_amount" numeric(14, 2),
	"transaction_number" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_shipment_items" (
	"channel_id" uuid NOT NULL,
	"shipment_id" text NOT NULL,
	"seller_sku" text NOT NULL,
	"fnsku" text,
	"quantity_shipped" integer NOT NULL,
	"quantity_received" integer,
	"quantity_in_case" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_shipment_items_channel_id_shipment_id_seller_sku_pk" PRIMARY KEY("channel_id","shipment_id","seller_sku")
);
--> statement-breakpoint
CREATE TABLE "inbound_shipments" (
	"channel_id" uuid NOT NULL,
	"shipment_id" text NOT NULL,
	"name" text,
	"status" text NOT NULL,
	"destination_fulfillment_center_id" text,
	"label_prep_type" text,
	"box_contents_source" text,
	"confirmed_need_by_date" date,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_shipments_channel_id_shipment_id_pk" PRIMARY KEY("channel_id","shipment_id")
);
--> statement-breakpoint
ALTER TABLE "fba_estimated_fees" ADD CONSTRAINT "fba_estimated_fees_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fba_ledger_summary" ADD CONSTRAINT "fba_ledger_summary_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_events" ADD CONSTRAINT "financial_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_shipment_items" ADD CONSTRAINT "inbound_shipment_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_shipments" ADD CONSTRAINT "inbound_shipments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fba_ledger_summary_key_uq" ON "fba_ledger_summary" USING btree ("channel_id","row_key");--> statement-breakpoint
CREATE INDEX "fba_ledger_summary_period_idx" ON "fba_ledger_summary" USING btree ("channel_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_events_key_uq" ON "financial_events" USING btree ("channel_id","row_key");--> statement-breakpoint
CREATE INDEX "financial_events_posted_idx" ON "financial_events" USING btree ("channel_id","posted_date");--> statement-breakpoint
CREATE INDEX "financial_events_order_idx" ON "financial_events" USING btree ("channel_id","amazon_order_id");--> statement-breakpoint
CREATE INDEX "inbound_shipment_items_sku_idx" ON "inbound_shipment_items" USING btree ("channel_id","seller_sku");