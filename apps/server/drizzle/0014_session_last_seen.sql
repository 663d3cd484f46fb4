ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- Sessions live at the upgrade start their idle time now, rather than being signed out for idling since they began.
UPDATE "sessions" SET "last_seen_at" = now() WHERE "revoked_at" IS NULL;
