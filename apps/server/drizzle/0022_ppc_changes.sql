CREATE TABLE "ppc_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"profile_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"campaign_id" text,
	"ad_group_id" text,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"currency" text,
	"source" text NOT NULL,
	"rule_run_id" text,
	"actor_user_id" uuid,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"amazon_code" text,
	"amazon_message" text,
	"guard_rail" text,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_by" uuid,
	"undo_of" uuid
);
--> statement-breakpoint
ALTER TABLE "ppc_changes" ADD CONSTRAINT "ppc_changes_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppc_changes" ADD CONSTRAINT "ppc_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppc_changes_idempotency_key" ON "ppc_changes" USING btree ("channel_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ppc_changes_log_idx" ON "ppc_changes" USING btree ("channel_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "ppc_changes_entity_idx" ON "ppc_changes" USING btree ("channel_id","entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "ppc_changes_rule_run_idx" ON "ppc_changes" USING btree ("channel_id","rule_run_id");