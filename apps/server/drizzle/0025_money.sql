CREATE TABLE "invoice_assignment" (
	"tenant_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	CONSTRAINT "invoice_assignment_tenant_id_assignment_id_pk" PRIMARY KEY("tenant_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_link" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payroll_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_link_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_link_token_key" UNIQUE("tenant_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "invoice_assignment" ADD CONSTRAINT "invoice_assignment_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_assignment" ADD CONSTRAINT "invoice_assignment_tenant_id_invoice_id_invoice_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoice"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_assignment" ADD CONSTRAINT "invoice_assignment_tenant_id_assignment_id_project_crew_item_status_tenant_id_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."project_crew_item_status"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_link" ADD CONSTRAINT "payroll_link_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_link" ADD CONSTRAINT "payroll_link_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_assignment_invoice_idx" ON "invoice_assignment" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payroll_link_person_idx" ON "payroll_link" USING btree ("tenant_id","person_id");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['payroll_link', 'invoice_assignment']) AS t;
