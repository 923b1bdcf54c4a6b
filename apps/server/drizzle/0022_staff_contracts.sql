CREATE TABLE "staff_contract_correction" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "staff_contract_correction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_contract_id" integer NOT NULL,
	"account" text NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_contract_correction_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "staff_contract_correction_account_check" CHECK ("staff_contract_correction"."account" in ('time', 'vacation'))
);
--> statement-breakpoint
CREATE TABLE "staff_contract_document" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "staff_contract_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_contract_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_contract_document_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "staff_contract_document_key" UNIQUE("tenant_id","staff_contract_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "staff_contract" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "staff_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"quota_unit" text NOT NULL,
	"quota_minutes" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"vacation_minutes_per_year" integer NOT NULL,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_contract_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "staff_contract_contract_type_check" CHECK ("staff_contract"."contract_type" in ('permanent', 'fixed_term', 'on_call', 'intern')),
	CONSTRAINT "staff_contract_quota_unit_check" CHECK ("staff_contract"."quota_unit" in ('week', 'month')),
	CONSTRAINT "staff_contract_period" CHECK ("staff_contract"."end_date" is null or "staff_contract"."end_date" >= "staff_contract"."start_date"),
	CONSTRAINT "staff_contract_minutes" CHECK ("staff_contract"."quota_minutes" >= 0 and "staff_contract"."vacation_minutes_per_year" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "max_weekly_work_minutes" integer DEFAULT 2880 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "min_rest_minutes" integer DEFAULT 660 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_contract_correction" ADD CONSTRAINT "staff_contract_correction_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_correction" ADD CONSTRAINT "staff_contract_correction_tenant_id_staff_contract_id_staff_contract_tenant_id_id_fk" FOREIGN KEY ("tenant_id","staff_contract_id") REFERENCES "public"."staff_contract"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_document" ADD CONSTRAINT "staff_contract_document_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_document" ADD CONSTRAINT "staff_contract_document_tenant_id_staff_contract_id_staff_contract_tenant_id_id_fk" FOREIGN KEY ("tenant_id","staff_contract_id") REFERENCES "public"."staff_contract"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract_document" ADD CONSTRAINT "staff_contract_document_tenant_id_document_id_document_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."document"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract" ADD CONSTRAINT "staff_contract_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contract" ADD CONSTRAINT "staff_contract_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_contract_correction_contract_idx" ON "staff_contract_correction" USING btree ("tenant_id","staff_contract_id");--> statement-breakpoint
CREATE INDEX "staff_contract_person_idx" ON "staff_contract" USING btree ("tenant_id","person_id","start_date");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('staff_contract');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('staff_contract_correction');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('staff_contract_document');--> statement-breakpoint
-- The office records contracts (CREATE) and corrects their accounts (EDIT). New tenants get it
-- from the default rights; tenants seeded before get what the defaults now say.
INSERT INTO "user_right" ("tenant_id", "login_type_code", "resource", "right", "permission_types")
SELECT office."tenant_id", office."code", 'staffContracts', wanted."right", ARRAY['ALL']
FROM "login_type" office CROSS JOIN (VALUES ('CREATE'), ('EDIT')) AS wanted("right")
WHERE office."code" = 'office'
	AND NOT EXISTS (
		SELECT 1 FROM "user_right" existing
		WHERE existing."tenant_id" = office."tenant_id" AND existing."login_type_code" = 'office'
			AND existing."login_id" IS NULL AND existing."resource" = 'staffContracts'
			AND existing."right" = wanted."right"
	);
