CREATE TABLE "amazon_rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" double precision NOT NULL,
	"rate" double precision NOT NULL,
	"burst" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
