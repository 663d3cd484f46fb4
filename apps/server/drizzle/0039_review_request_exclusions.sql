ALTER TABLE "orders" ADD COLUMN "is_replacement_order" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "latest_ship_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD COLUMN "exclude_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD COLUMN "exclude_replacement" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD COLUMN "exclude_fbm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD COLUMN "exclude_shipped_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD COLUMN "exclude_refunded" boolean DEFAULT true NOT NULL;
