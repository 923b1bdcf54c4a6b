CREATE TABLE "company_settings" (
	"tenant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"document_language" text,
	"client_reference_required" boolean DEFAULT false NOT NULL,
	"delivery_note_signature_required" boolean DEFAULT false NOT NULL,
	"debtor_number" text,
	"vat_number" text,
	"invoice_email" text,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "company_settings_tenant_id_company_id_pk" PRIMARY KEY("tenant_id","company_id"),
	CONSTRAINT "company_settings_document_language_check" CHECK ("company_settings"."document_language" in ('en', 'nl', 'cy', 'fr', 'de-at', 'de', 'es')),
	CONSTRAINT "company_settings_payment_term_check" CHECK ("company_settings"."payment_term_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('company_settings');
