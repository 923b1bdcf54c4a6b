-- Written by hand (drizzle-kit has no triggers). Every write to a tenant's table tells the API
-- nodes, once per transaction and at its commit, that this tenant's data changed: each node
-- keeps callers' sessions and rights, and some answers, and forgets a tenant's when it hears
-- of a change (db/change-notices.ts). The payload is the tenant's id; a write made outside the
-- app role (the seeds, a migration, SQL by hand) may touch any tenant, so its payload is '*'.
CREATE OR REPLACE FUNCTION crewhub_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crewhub_change', CASE
    WHEN current_user = 'crewhub_app'
      THEN coalesce(nullif(current_setting('app.tenant_id', true), ''), '*')
    ELSE '*'
  END);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tables whose rows no kept session, right or answer is made of: sign-in throttling, one-time
-- sign-in links and the mail queue. They are written often and would only empty the caches.
CREATE OR REPLACE FUNCTION crewhub_change_notices_skip(table_name text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT table_name IN ('login_failure', 'login_token', 'outbox_job')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewhub_notify_changes_of(table_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF crewhub_change_notices_skip(table_name) THEN RETURN; END IF;
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER crewhub_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crewhub_notify_change()',
    table_name
  );
END
$$;--> statement-breakpoint
-- A new tenant table is made tenant-scoped with crewhub_enable_tenant_rls (contributing.md),
-- which from now on also gives it the change notice: the policy part keeps its body under a new
-- name, and the old name does both.
ALTER FUNCTION crewhub_enable_tenant_rls(text) RENAME TO crewhub_enable_tenant_policy;--> statement-breakpoint
CREATE FUNCTION crewhub_enable_tenant_rls(table_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_enable_tenant_policy(table_name);
  PERFORM crewhub_notify_changes_of(table_name);
END
$$;--> statement-breakpoint
SELECT crewhub_notify_changes_of(c.relname)
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity;
