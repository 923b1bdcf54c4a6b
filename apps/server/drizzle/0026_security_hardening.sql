CREATE TABLE "guest_visit" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "guest_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_visit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_download" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "document_download_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"downloaded_by" text NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_download_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "frame_ancestors" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "guest_access_until" date;--> statement-breakpoint
ALTER TABLE "document_type" ADD COLUMN "shareable_with_clients" boolean;--> statement-breakpoint
ALTER TABLE "guest_visit" ADD CONSTRAINT "guest_visit_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download" ADD CONSTRAINT "document_download_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download" ADD CONSTRAINT "document_download_tenant_id_document_id_document_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."document"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_download" ADD CONSTRAINT "document_download_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_visit_subject_idx" ON "guest_visit" USING btree ("tenant_id","subject","visited_at");--> statement-breakpoint
CREATE INDEX "document_download_person_idx" ON "document_download" USING btree ("tenant_id","person_id","downloaded_at");--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_frame_ancestors_check" CHECK ("tenant"."frame_ancestors" ~ '^(https?://[a-z0-9.-]+(:[0-9]{1,5})?( |$))*$');--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('document_download');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('guest_visit');--> statement-breakpoint
-- A token's claims (login types) are only as good as the account behind them. When an account
-- is deactivated or deleted, loses a login type, or its own rights change, its sessions end in
-- the same transaction, so the next request with an old token is 401 on every node at once
-- (the guard already checks the session on every request). Rights granted to a whole login
-- type are read afresh on each request and need no logout. The tenant is set for the update
-- (row-level security is forced) and put back, so a caller's own scope is left as it was.
CREATE OR REPLACE FUNCTION crewhub_end_sessions(tenant integer, session_subject text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  previous text := current_setting('app.tenant_id', true);
BEGIN
  PERFORM set_config('app.tenant_id', tenant::text, true);
  UPDATE "session" SET "revoked_at" = now()
  WHERE "tenant_id" = tenant AND "subject" = session_subject AND "revoked_at" IS NULL;
  PERFORM set_config('app.tenant_id', coalesce(previous, ''), true);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewhub_login_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."active" IS DISTINCT FROM OLD."active" THEN
    PERFORM crewhub_end_sessions(OLD."tenant_id", 'login:' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "login_ends_sessions" AFTER UPDATE OR DELETE ON "login"
FOR EACH ROW EXECUTE FUNCTION crewhub_login_changed();--> statement-breakpoint
-- A login type added takes effect at the next login; one taken away ends the sessions now.
CREATE OR REPLACE FUNCTION crewhub_login_type_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_end_sessions(OLD."tenant_id", 'login:' || OLD."login_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "login_login_type_ends_sessions" AFTER UPDATE OR DELETE ON "login_login_type"
FOR EACH ROW EXECUTE FUNCTION crewhub_login_type_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewhub_login_right_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed "user_right" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF changed."login_id" IS NOT NULL THEN
    PERFORM crewhub_end_sessions(changed."tenant_id", 'login:' || changed."login_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_right_ends_sessions" AFTER INSERT OR UPDATE OR DELETE ON "user_right"
FOR EACH ROW EXECUTE FUNCTION crewhub_login_right_changed();--> statement-breakpoint
-- A project's guests share one password: a new password, an expiry date or revoking access
-- ends every guest session of the project at once.
CREATE OR REPLACE FUNCTION crewhub_project_guest_access_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."guest_password_hash" IS DISTINCT FROM OLD."guest_password_hash"
    OR NEW."guest_access_until" IS DISTINCT FROM OLD."guest_access_until" THEN
    PERFORM crewhub_end_sessions(OLD."tenant_id", 'project:' || OLD."number");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "project_guest_access_ends_sessions" AFTER UPDATE ON "project"
FOR EACH ROW EXECUTE FUNCTION crewhub_project_guest_access_changed();
