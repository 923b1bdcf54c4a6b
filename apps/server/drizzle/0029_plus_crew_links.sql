CREATE TABLE "plus_crew_member" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plus_crew_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plus_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_member_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plus_crew_member_person_key" UNIQUE("tenant_id","plus_crew_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "client_contact_id" integer;--> statement-breakpoint
ALTER TABLE "plus_crew_member" ADD CONSTRAINT "plus_crew_member_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_member" ADD CONSTRAINT "plus_crew_member_tenant_id_plus_crew_id_plus_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plus_crew_id") REFERENCES "public"."plus_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_member" ADD CONSTRAINT "plus_crew_member_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plus_crew_member_person_idx" ON "plus_crew_member" USING btree ("tenant_id","person_id");--> statement-breakpoint
ALTER TABLE "plus_crew" ADD CONSTRAINT "plus_crew_tenant_id_client_contact_id_contact_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_contact_id") REFERENCES "public"."contact"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plus_crew_contact_idx" ON "plus_crew" USING btree ("tenant_id","client_contact_id");--> statement-breakpoint
-- Written by hand: a client contact typed as free text is linked to the contact of the same
-- e-mail address in the tenant, where there is one (the lowest id if several share it). A
-- member count names nobody, so there is no member to carry over.
UPDATE "plus_crew" SET "client_contact_id" = (
	SELECT min(c."id") FROM "contact" c
	WHERE c."tenant_id" = "plus_crew"."tenant_id"
		AND lower(c."email") = lower("plus_crew"."client_contact_email")
) WHERE "client_contact_email" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "plus_crew" DROP COLUMN "member_count";--> statement-breakpoint
ALTER TABLE "plus_crew" DROP COLUMN "client_contact_name";--> statement-breakpoint
ALTER TABLE "plus_crew" DROP COLUMN "client_contact_email";--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('plus_crew_member');
