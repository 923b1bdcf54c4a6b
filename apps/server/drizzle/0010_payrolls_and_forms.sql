CREATE TABLE "payroll_item" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payroll_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payroll_id" integer NOT NULL,
	"assignment_id" integer,
	"description" text NOT NULL,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"add_on" numeric(10, 2) DEFAULT '0' NOT NULL,
	"sum" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"feedback" text,
	"declined_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payroll_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"person_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'to_confirm' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_date" date,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_login_id" integer,
	"file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_tenant_number_key" UNIQUE("tenant_id","number"),
	CONSTRAINT "payroll_period_order" CHECK ("payroll"."period_end" >= "payroll"."period_start")
);
--> statement-breakpoint
CREATE TABLE "form_question" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "form_question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"help" text,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_question_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "form_question_position_key" UNIQUE("tenant_id","form_id","position")
);
--> statement-breakpoint
CREATE TABLE "form_result" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "form_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date,
	"project_crew_id" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signature_file_id" integer,
	"file_id" integer,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_result_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"requires_signature" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "payroll_item" ADD CONSTRAINT "payroll_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item" ADD CONSTRAINT "payroll_item_tenant_id_payroll_id_payroll_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payroll_id") REFERENCES "public"."payroll"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_item" ADD CONSTRAINT "payroll_item_tenant_id_assignment_id_project_crew_item_status_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."project_crew_item_status"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll" ADD CONSTRAINT "payroll_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll" ADD CONSTRAINT "payroll_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll" ADD CONSTRAINT "payroll_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_question" ADD CONSTRAINT "form_question_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_question" ADD CONSTRAINT "form_question_tenant_id_form_id_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."form"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_question" ADD CONSTRAINT "form_question_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_form_id_form_tenant_id_id_fk" FOREIGN KEY ("tenant_id","form_id") REFERENCES "public"."form"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_signature_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signature_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_item_payroll_idx" ON "payroll_item" USING btree ("tenant_id","payroll_id");--> statement-breakpoint
CREATE INDEX "payroll_item_assignment_idx" ON "payroll_item" USING btree ("tenant_id","assignment_id");--> statement-breakpoint
CREATE INDEX "payroll_person_idx" ON "payroll" USING btree ("tenant_id","person_id","period_start");--> statement-breakpoint
CREATE INDEX "form_result_person_idx" ON "form_result" USING btree ("tenant_id","person_id","status");--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['payroll', 'payroll_item', 'form', 'form_question', 'form_result']) AS t;
