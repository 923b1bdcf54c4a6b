CREATE TABLE "receipt_file" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipt_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_item" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipt_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "receipt_item_amounts" CHECK ("receipt_item"."amount_cents" >= 0 and "receipt_item"."tax_cents" >= 0 and "receipt_item"."tax_cents" <= "receipt_item"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "receipt_template" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipt_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"receipt_type_id" integer NOT NULL,
	"description" text,
	CONSTRAINT "receipt_template_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipt_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "receipt_type_tenant_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"person_id" integer NOT NULL,
	"receipt_type_id" integer NOT NULL,
	"template_id" integer,
	"project_id" integer,
	"date" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_login_id" integer,
	"rejection_reason" text,
	"payroll_item_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "receipt_tenant_number_key" UNIQUE("tenant_id","number"),
	CONSTRAINT "receipt_status_check" CHECK ("receipt"."status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "receipt_amounts_non_negative" CHECK ("receipt"."total_cents" >= 0 and "receipt"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_transfer" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payroll_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfer_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bank_transfer_amount_non_negative" CHECK ("bank_transfer"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_file" ADD CONSTRAINT "receipt_file_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_file" ADD CONSTRAINT "receipt_file_tenant_id_receipt_id_receipt_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_id") REFERENCES "public"."receipt"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_file" ADD CONSTRAINT "receipt_file_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_item" ADD CONSTRAINT "receipt_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_item" ADD CONSTRAINT "receipt_item_tenant_id_receipt_id_receipt_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_id") REFERENCES "public"."receipt"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template" ADD CONSTRAINT "receipt_template_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template" ADD CONSTRAINT "receipt_template_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template" ADD CONSTRAINT "receipt_template_tenant_id_receipt_type_id_receipt_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_type_id") REFERENCES "public"."receipt_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_type" ADD CONSTRAINT "receipt_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_receipt_type_id_receipt_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","receipt_type_id") REFERENCES "public"."receipt_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_template_id_receipt_template_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."receipt_template"("tenant_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_project_id_project_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."project"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_tenant_id_payroll_item_id_payroll_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payroll_item_id") REFERENCES "public"."payroll_item"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer" ADD CONSTRAINT "bank_transfer_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfer" ADD CONSTRAINT "bank_transfer_tenant_id_payroll_id_payroll_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payroll_id") REFERENCES "public"."payroll"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_file_receipt_idx" ON "receipt_file" USING btree ("tenant_id","receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_item_receipt_idx" ON "receipt_item" USING btree ("tenant_id","receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_template_company_idx" ON "receipt_template" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "receipt_person_idx" ON "receipt" USING btree ("tenant_id","person_id","date");--> statement-breakpoint
CREATE INDEX "receipt_status_idx" ON "receipt" USING btree ("tenant_id","status","date");--> statement-breakpoint
CREATE INDEX "bank_transfer_payroll_idx" ON "bank_transfer" USING btree ("tenant_id","payroll_id","date");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('receipt_type');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('receipt_template');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('receipt');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('receipt_item');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('receipt_file');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('bank_transfer');
