CREATE TABLE "billing_customers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"default_payment_method" text,
	"card_brand" text,
	"card_last4" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"channel_id" uuid,
	"kind" text NOT NULL,
	"amazon_case_id" text,
	"reimbursed_minor" integer NOT NULL,
	"commission_percent" integer NOT NULL,
	"commission_minor" integer NOT NULL,
	"reimbursed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_invoice_lines_invoice_id_case_id_pk" PRIMARY KEY("invoice_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"commission_percent" integer NOT NULL,
	"stripe_invoice_id" text,
	"stripe_invoice_number" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"last_error" text,
	"decline_code" text,
	"paid_at" timestamp with time zone,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "billing_invoices_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id"),
	CONSTRAINT "billing_invoices_state_ck" CHECK ("billing_invoices"."state" in ('draft', 'open', 'paid', 'failed', 'void')),
	CONSTRAINT "billing_invoices_month_ck" CHECK ("billing_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "billing_stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_company_month_uq" ON "billing_invoices" USING btree ("company_id","month","currency");--> statement-breakpoint
CREATE INDEX "billing_invoices_retry_idx" ON "billing_invoices" USING btree ("next_retry_at") WHERE "billing_invoices"."state" = 'failed';