-- The API runs every request's queries as this non-superuser role: superusers bypass
-- row-level security, so policies only protect anything under a role like this one.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'crewhub_app') THEN
    CREATE ROLE crewhub_app NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT crewhub_app TO %I', current_user);
EXCEPTION WHEN others THEN
  -- already a member (or a superuser, who may SET ROLE to any role anyway)
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO crewhub_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO crewhub_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO crewhub_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO crewhub_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO crewhub_app;
--> statement-breakpoint
-- Tenants and host names are read before a tenant is known; the app may only read them.
REVOKE INSERT, UPDATE, DELETE ON "tenant", "tenant_host" FROM crewhub_app;
--> statement-breakpoint
-- Later migrations call this for each new tenant-owned table. A missing app.tenant_id reads
-- as '' once set in a session, hence nullif: no tenant means no rows, not an error.
CREATE OR REPLACE FUNCTION crewhub_enable_tenant_rls(table_name text) RETURNS void AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', table_name);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', table_name);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', table_name);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::integer)',
    table_name
  );
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY[
  'tenant_settings', 'company', 'person', 'contact', 'login_type', 'login', 'login_login_type',
  'session', 'login_token', 'login_failure', 'user_right', 'mailbox', 'mailbox_user_right',
  'project', 'plus_crew', 'email_message'
]) AS t;
