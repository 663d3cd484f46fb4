CREATE TABLE "seller_feedback_removals" (
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_on" date,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "seller_feedback_removals_channel_id_amazon_order_id_pk" PRIMARY KEY("channel_id","amazon_order_id")
);
--> statement-breakpoint
ALTER TABLE "seller_feedback_removals" ADD CONSTRAINT "seller_feedback_removals_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_feedback_removals_open_idx" ON "seller_feedback_removals" USING btree ("channel_id") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "seller_feedback_date_idx" ON "seller_feedback" USING btree ("channel_id","feedback_date","amazon_order_id");
