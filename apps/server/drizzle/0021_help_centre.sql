CREATE TABLE "charge_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "charge_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "charge_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "charge_type_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "insurance" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "insurance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "insurance_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "insurance_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "quality_check_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quality_check_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "quality_check_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quality_check_type_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "tax_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tax_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "tax_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tax_type_name_key" UNIQUE("tenant_id","name"),
	CONSTRAINT "tax_type_rate_check" CHECK ("tax_type"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "faq_category" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "faq_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "faq_category_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "faq_category_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "faq_category_link" (
	"tenant_id" integer NOT NULL,
	"faq_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "faq_category_link_tenant_id_faq_id_category_id_pk" PRIMARY KEY("tenant_id","faq_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "faq_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"login_types" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "faq_language_check" CHECK ("faq"."language" in ('en', 'nl', 'cy', 'fr', 'de-at', 'de', 'es')),
	CONSTRAINT "faq_login_types_check" CHECK ("faq"."login_types" <@ array['clients', 'crew', 'planners', 'operations', 'planning', 'office']::text[])
);
--> statement-breakpoint
CREATE TABLE "tree" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tree_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer,
	"planted_on" date NOT NULL,
	"reason" text,
	"assigned_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tree_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_message" DROP CONSTRAINT "email_message_category_check";--> statement-breakpoint
ALTER TABLE "email_opt_out" DROP CONSTRAINT "email_opt_out_category_check";--> statement-breakpoint
ALTER TABLE "charge_type" ADD CONSTRAINT "charge_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance" ADD CONSTRAINT "insurance_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_check_type" ADD CONSTRAINT "quality_check_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_type" ADD CONSTRAINT "tax_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_category" ADD CONSTRAINT "faq_category_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_category_link" ADD CONSTRAINT "faq_category_link_tenant_id_faq_id_faq_tenant_id_id_fk" FOREIGN KEY ("tenant_id","faq_id") REFERENCES "public"."faq"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_category_link" ADD CONSTRAINT "faq_category_link_tenant_id_category_id_faq_category_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."faq_category"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree" ADD CONSTRAINT "tree_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree" ADD CONSTRAINT "tree_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_category_link_category_idx" ON "faq_category_link" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "faq_language_idx" ON "faq" USING btree ("tenant_id","language");--> statement-breakpoint
CREATE INDEX "tree_person_idx" ON "tree" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "tree_planted_idx" ON "tree" USING btree ("tenant_id","planted_on");--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_category_check" CHECK ("email_message"."category" in ('account', 'signedCopies', 'forms', 'invoices'));--> statement-breakpoint
ALTER TABLE "email_opt_out" ADD CONSTRAINT "email_opt_out_category_check" CHECK ("email_opt_out"."category" in ('account', 'signedCopies', 'forms', 'invoices'));--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['faq_category', 'faq_category_link', 'faq', 'tax_type', 'charge_type', 'insurance', 'quality_check_type', 'tree']) AS t;
