CREATE TABLE "review_request_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"error" text,
	"http_status" integer
);
--> statement-breakpoint
CREATE TABLE "review_request_rules" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"delay_days" integer DEFAULT 5 NOT NULL,
	"send_hour" integer DEFAULT 10 NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"exclude_returned" boolean DEFAULT true NOT NULL,
	"exclude_negative_feedback" boolean DEFAULT true NOT NULL,
	"excluded_asins" text[] DEFAULT '{}'::text[] NOT NULL,
	"excluded_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"do_not_solicit" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"reason" text,
	"error" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_channel_id_amazon_order_id_pk" PRIMARY KEY("channel_id","amazon_order_id")
);
--> statement-breakpoint
CREATE TABLE "seller_feedback" (
	"channel_id" uuid NOT NULL,
	"amazon_order_id" text NOT NULL,
	"feedback_date" timestamp with time zone NOT NULL,
	"rating" integer NOT NULL,
	"comments" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_feedback_channel_id_amazon_order_id_pk" PRIMARY KEY("channel_id","amazon_order_id")
);
--> statement-breakpoint
ALTER TABLE "review_request_attempts" ADD CONSTRAINT "review_request_attempts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD CONSTRAINT "review_request_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request_rules" ADD CONSTRAINT "review_request_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_feedback" ADD CONSTRAINT "seller_feedback_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_request_attempts_order_idx" ON "review_request_attempts" USING btree ("channel_id","amazon_order_id");--> statement-breakpoint
CREATE INDEX "review_request_attempts_at_idx" ON "review_request_attempts" USING btree ("channel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_attempts_sent_uq" ON "review_request_attempts" USING btree ("channel_id","amazon_order_id") WHERE outcome = 'sent';--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("channel_id","scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "review_requests_done_idx" ON "review_requests" USING btree ("channel_id","done_at");