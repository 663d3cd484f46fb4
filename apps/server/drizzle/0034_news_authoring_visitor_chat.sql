ALTER TABLE "support_conversations" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ALTER COLUMN "opened_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "board_posts" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_visitor_token_uq" ON "support_conversations" USING btree ("visitor_token_hash");--> statement-breakpoint
UPDATE "board_posts" SET "publish_at" = "created_at";
