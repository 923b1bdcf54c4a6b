CREATE TABLE "branch" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "branch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "branch_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "branch_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "catering_agreement_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "catering_agreement_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "catering_agreement_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "catering_agreement_type_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "rate_card_item" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate_card_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	CONSTRAINT "rate_card_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "rate_card_item_function_key" UNIQUE("tenant_id","rate_card_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "rate_card" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"company_id" integer,
	"valid_from" date,
	"valid_to" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	CONSTRAINT "rate_card_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "default_catering_type_id" integer;--> statement-breakpoint
-- Free-text branches and catering types become rows of the new lists. Without FORCE the
-- owner running the migration sees every tenant's projects despite row-level security.
ALTER TABLE "project" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "branch" ("tenant_id", "name")
  SELECT DISTINCT "tenant_id", trim("branch") FROM "project" WHERE trim("branch") <> '';--> statement-breakpoint
UPDATE "project" p SET "branch_id" = b."id" FROM "branch" b
  WHERE b."tenant_id" = p."tenant_id" AND b."name" = trim(p."branch");--> statement-breakpoint
INSERT INTO "catering_agreement_type" ("tenant_id", "name")
  SELECT DISTINCT "tenant_id", trim("default_catering_type") FROM "project"
  WHERE trim("default_catering_type") <> '';--> statement-breakpoint
UPDATE "project" p SET "default_catering_type_id" = c."id" FROM "catering_agreement_type" c
  WHERE c."tenant_id" = p."tenant_id" AND c."name" = trim(p."default_catering_type");--> statement-breakpoint
-- rate_card_id pointed at no table until now: there is no card to keep.
UPDATE "project" SET "rate_card_id" = NULL WHERE "rate_card_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_agreement_type" ADD CONSTRAINT "catering_agreement_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_item" ADD CONSTRAINT "rate_card_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_item" ADD CONSTRAINT "rate_card_item_tenant_id_rate_card_id_rate_card_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rate_card_id") REFERENCES "public"."rate_card"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_item" ADD CONSTRAINT "rate_card_item_tenant_id_function_id_function_tenant_id_id_fk" FOREIGN KEY ("tenant_id","function_id") REFERENCES "public"."function"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card" ADD CONSTRAINT "rate_card_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card" ADD CONSTRAINT "rate_card_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_card_company_idx" ON "rate_card" USING btree ("tenant_id","company_id");--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_branch_id_branch_tenant_id_id_fk" FOREIGN KEY ("tenant_id","branch_id") REFERENCES "public"."branch"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_default_catering_type_id_catering_agreement_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","default_catering_type_id") REFERENCES "public"."catering_agreement_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_rate_card_id_rate_card_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rate_card_id") REFERENCES "public"."rate_card"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" DROP COLUMN "branch";--> statement-breakpoint
ALTER TABLE "project" DROP COLUMN "default_catering_type";--> statement-breakpoint
ALTER TABLE "project" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['branch', 'catering_agreement_type', 'rate_card', 'rate_card_item']) AS t;
