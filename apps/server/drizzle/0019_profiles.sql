CREATE TABLE "person_change_request" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "person_change_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_login_id" integer,
	"reason" text,
	"decided_by_login_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_change_request_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "person_change_request_field_check" CHECK ("person_change_request"."field" in ('firstName', 'lastName', 'street', 'zipcode', 'city', 'country', 'birthday', 'phone', 'email', 'nationality')),
	CONSTRAINT "person_change_request_status_check" CHECK ("person_change_request"."status" in ('pending', 'approved', 'rejected', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "profile_picture" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "profile_picture_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by_login_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_picture_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "profile_picture_status_check" CHECK ("profile_picture"."status" in ('pending', 'approved', 'rejected', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "person_change_request" ADD CONSTRAINT "person_change_request_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_change_request" ADD CONSTRAINT "person_change_request_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_picture" ADD CONSTRAINT "profile_picture_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_picture" ADD CONSTRAINT "profile_picture_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_picture" ADD CONSTRAINT "profile_picture_tenant_id_file_id_file_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."file"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_change_request_person_idx" ON "person_change_request" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_change_request_pending_key" ON "person_change_request" USING btree ("tenant_id","person_id","field") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "profile_picture_person_idx" ON "profile_picture" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_picture_pending_key" ON "profile_picture" USING btree ("tenant_id","person_id") WHERE status = 'pending';--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('person_change_request');
--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('profile_picture');
--> statement-breakpoint
-- The office approves personal data changes and new pictures of everyone (personProfiles ALL).
INSERT INTO "user_right" ("tenant_id", "login_type_code", "resource", "right", "permission_types")
SELECT office."tenant_id", office."code", 'personProfiles', wanted."right", ARRAY['ALL']
FROM "login_type" office CROSS JOIN (VALUES ('READ'), ('EDIT')) AS wanted("right")
WHERE office."code" = 'office'
	AND NOT EXISTS (
		SELECT 1 FROM "user_right" existing
		WHERE existing."tenant_id" = office."tenant_id" AND existing."login_type_code" = 'office'
			AND existing."login_id" IS NULL AND existing."resource" = 'personProfiles'
			AND existing."right" = wanted."right"
	);
