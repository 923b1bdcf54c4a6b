CREATE TABLE "invoice_document" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoice_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_document_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_item" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoice_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"charge_kind" text NOT NULL,
	"quantity" numeric(9, 2) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"net_cents" integer NOT NULL,
	CONSTRAINT "invoice_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoice_item_charge_kind_check" CHECK ("invoice_item"."charge_kind" in ('hours', 'travel', 'catering', 'equipment', 'surcharge', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counter" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counter_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_status_check";--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_tenant_id_invoice_id_invoice_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoice"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_document" ADD CONSTRAINT "invoice_document_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD CONSTRAINT "invoice_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD CONSTRAINT "invoice_item_tenant_id_invoice_id_invoice_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoice"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_counter" ADD CONSTRAINT "invoice_number_counter_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_document_invoice_idx" ON "invoice_document" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_item_invoice_idx" ON "invoice_item" USING btree ("tenant_id","invoice_id","position");--> statement-breakpoint
-- Hand-written:
-- "unpaid" is now read from the due date; stored unpaid invoices are released ones. The status
-- CHECK drizzle-kit generated is added after that update, or it would refuse the old rows.
UPDATE "invoice" SET "status" = 'released' WHERE "status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_status_check" CHECK ("invoice"."status" in ('design', 'released', 'paid'));--> statement-breakpoint
-- Older rows have no lines: their total stands as the net amount.
UPDATE "invoice" SET "net_cents" = "total_cents" WHERE "net_cents" = 0 AND "tax_cents" = 0;--> statement-breakpoint
-- Numbering continues after the highest INV-YYYY-NNNN a tenant already has in each year.
INSERT INTO "invoice_number_counter" ("tenant_id", "year", "last_number")
SELECT "tenant_id", substring("number" from 5 for 4)::integer, max(substring("number" from 10)::integer)
FROM "invoice" WHERE "number" ~ '^INV-[0-9]{4}-[0-9]+$'
GROUP BY "tenant_id", substring("number" from 5 for 4);--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['invoice_item', 'invoice_number_counter', 'invoice_document']) AS t;
