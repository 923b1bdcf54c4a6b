CREATE TABLE "document_signatory" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_signatory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"person_id" integer,
	"contact_id" integer,
	"status_caption" text,
	"signing_order" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signatory_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "document_signatory_party" CHECK (num_nonnulls("document_signatory"."person_id", "document_signatory"."contact_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "document_signature" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_signature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signatory_id" integer NOT NULL,
	"n" integer NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"image_file_id" integer,
	"signed_copy_file_id" integer,
	"signed_at" timestamp with time zone,
	"signed_by_login_id" integer,
	"rating" integer,
	"form_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_signature_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "document_signature_signatory_n_key" UNIQUE("tenant_id","signatory_id","n"),
	CONSTRAINT "document_signature_rating_range" CHECK ("document_signature"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "document_signatory" ADD CONSTRAINT "document_signatory_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatory" ADD CONSTRAINT "document_signatory_tenant_id_document_id_document_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."document"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatory" ADD CONSTRAINT "document_signatory_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatory" ADD CONSTRAINT "document_signatory_tenant_id_contact_id_contact_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contact"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signature" ADD CONSTRAINT "document_signature_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signature" ADD CONSTRAINT "document_signature_tenant_id_signatory_id_document_signatory_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signatory_id") REFERENCES "public"."document_signatory"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signature" ADD CONSTRAINT "document_signature_tenant_id_image_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","image_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signature" ADD CONSTRAINT "document_signature_tenant_id_signed_copy_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signed_copy_file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_signatory_document_idx" ON "document_signatory" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "document_signatory_person_idx" ON "document_signatory" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "document_signatory_contact_idx" ON "document_signatory" USING btree ("tenant_id","contact_id");--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['document_signatory', 'document_signature']) AS t;
