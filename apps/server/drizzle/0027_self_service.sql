CREATE TABLE "training_course" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "training_course_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"validity_months" integer,
	"form_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_course_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "training_course_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "training" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "training_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"due_date" date,
	"completed_on" date,
	"form_result_id" integer,
	"document_id" integer,
	"assigned_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "training_person_course_key" UNIQUE("tenant_id","person_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "mobile_document" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mobile_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"file_id" integer NOT NULL,
	"login_types" text[] DEFAULT '{}' NOT NULL,
	"company_id" integer,
	"rate_card_id" integer,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_document_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mobile_document_kind_check" CHECK ("mobile_document"."kind" in ('company', 'rate_agreement', 'rate_card')),
	CONSTRAINT "mobile_document_login_types_check" CHECK ("mobile_document"."login_types" <@ array['clients', 'crew', 'planners', 'operations', 'planning', 'office']::text[]),
	CONSTRAINT "mobile_document_rate_card_check" CHECK (("mobile_document"."kind" = 'rate_card') = ("mobile_document"."rate_card_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "training_course" ADD CONSTRAINT "training_course_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_course" ADD CONSTRAINT "training_course_tenant_id_form_id_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."form"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_tenant_id_course_id_training_course_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."training_course"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_tenant_id_form_result_id_form_result_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_result_id") REFERENCES "public"."form_result"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training" ADD CONSTRAINT "training_tenant_id_document_id_document_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."document"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_document" ADD CONSTRAINT "mobile_document_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_document" ADD CONSTRAINT "mobile_document_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_document" ADD CONSTRAINT "mobile_document_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_document" ADD CONSTRAINT "mobile_document_tenant_id_rate_card_id_rate_card_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rate_card_id") REFERENCES "public"."rate_card"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_course_idx" ON "training" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE INDEX "mobile_document_kind_idx" ON "mobile_document" USING btree ("tenant_id","kind","published_on");--> statement-breakpoint
CREATE INDEX "mobile_document_rate_card_idx" ON "mobile_document" USING btree ("tenant_id","rate_card_id");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['training_course', 'training', 'mobile_document']) AS t;
--> statement-breakpoint
-- Planners and the office read everyone's trainings and manage them. New tenants get it from the
-- default rights; tenants seeded before get what the defaults now say.
INSERT INTO "user_right" ("tenant_id", "login_type_code", "resource", "right", "permission_types")
SELECT staff."tenant_id", staff."code", 'training', wanted."right", ARRAY['ALL']
FROM "login_type" staff CROSS JOIN (VALUES ('READ'), ('EDIT')) AS wanted("right")
WHERE staff."code" IN ('planners', 'planning', 'operations', 'office')
	AND NOT EXISTS (
		SELECT 1 FROM "user_right" existing
		WHERE existing."tenant_id" = staff."tenant_id" AND existing."login_type_code" = staff."code"
			AND existing."login_id" IS NULL AND existing."resource" = 'training'
			AND existing."right" = wanted."right"
	);
