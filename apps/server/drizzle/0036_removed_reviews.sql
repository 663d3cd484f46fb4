ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_removed_idx" ON "reviews" USING btree ("channel_id","removed_at") WHERE removed_at is not null;
