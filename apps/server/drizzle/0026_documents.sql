CREATE TABLE "document_templates" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"seller_name" text DEFAULT '' NOT NULL,
	"seller_address" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"supplier_address" text DEFAULT '' NOT NULL,
	"logo" "bytea",
	"logo_mime" text,
	"invoice_prefix" text DEFAULT 'INV-' NOT NULL,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid,
	"kind" text NOT NULL,
	"number" text,
	"finding_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_documents_number_uq" ON "stored_documents" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "stored_documents_channel_idx" ON "stored_documents" USING btree ("channel_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "stored_documents_skus_idx" ON "stored_documents" USING gin ("skus");--> statement-breakpoint
CREATE INDEX "stored_documents_findings_idx" ON "stored_documents" USING gin ("finding_ids");