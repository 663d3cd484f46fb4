CREATE TABLE "violation_alert_preferences" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"delivery" text NOT NULL,
	"channel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"asins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "violation_alert_preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "violation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"severity_rank" smallint NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"condition_key" text NOT NULL,
	"asin" text,
	"sku" text,
	"marketplace_id" text,
	"summary" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"assignee_id" uuid,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "violation_watch" (
	"channel_id" uuid NOT NULL,
	"asin" text NOT NULL,
	"map_price_minor" integer,
	"authorized_sellers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "violation_watch_channel_id_asin_pk" PRIMARY KEY("channel_id","asin")
);
--> statement-breakpoint
ALTER TABLE "violation_alert_preferences" ADD CONSTRAINT "violation_alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_notifications" ADD CONSTRAINT "violation_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_notifications" ADD CONSTRAINT "violation_notifications_event_id_violation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."violation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_watch" ADD CONSTRAINT "violation_watch_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_events_condition_uq" ON "violation_events" USING btree ("channel_id","condition_key") WHERE cleared_at is null;--> statement-breakpoint
CREATE INDEX "violation_events_inbox_idx" ON "violation_events" USING btree ("channel_id","severity_rank","detected_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "violation_notifications_uq" ON "violation_notifications" USING btree ("user_id","event_id","kind");--> statement-breakpoint
CREATE INDEX "violation_notifications_unread_idx" ON "violation_notifications" USING btree ("user_id","created_at");