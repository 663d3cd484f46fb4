CREATE TABLE "signup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_tokens" ADD CONSTRAINT "signup_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_tokens_token_hash_uq" ON "signup_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_tokens_user_idx" ON "signup_tokens" USING btree ("user_id");