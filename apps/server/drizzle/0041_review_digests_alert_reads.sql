ALTER TABLE "notification_settings" ADD COLUMN "summary_frequency" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
CREATE TABLE "review_alert_reads" (
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_alert_reads_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
ALTER TABLE "review_alert_reads" ADD CONSTRAINT "review_alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_alert_reads" ADD CONSTRAINT "review_alert_reads_alert_id_review_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."review_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_alerts_channel_created_idx" ON "review_alerts" USING btree ("channel_id","created_at");
