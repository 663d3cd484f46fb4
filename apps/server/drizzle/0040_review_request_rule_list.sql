CREATE TABLE "review_request_rule_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"timing_basis" text DEFAULT 'delivery' NOT NULL,
	"delay_days" integer DEFAULT 5 NOT NULL,
	"send_hour" integer DEFAULT 10 NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"asins" text[] DEFAULT '{}'::text[] NOT NULL,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketplaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "review_request_rule_list" ADD CONSTRAINT "review_request_rule_list_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request_rule_list" ADD CONSTRAINT "review_request_rule_list_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_request_rule_list_channel_idx" ON "review_request_rule_list" USING btree ("channel_id","priority");--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "rule_id" uuid;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_rule_id_review_request_rule_list_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."review_request_rule_list"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "review_request_rule_list" ("channel_id", "priority", "name", "enabled", "timing_basis", "delay_days", "send_hour", "time_zone", "updated_by", "updated_at")
SELECT "channel_id", 1, 'Rule 1', true, 'delivery', "delay_days", "send_hour", "time_zone", "updated_by", "updated_at" FROM "review_request_rules";--> statement-breakpoint
UPDATE "review_requests" r SET "rule_id" = l."id" FROM "review_request_rule_list" l WHERE l."channel_id" = r."channel_id";
