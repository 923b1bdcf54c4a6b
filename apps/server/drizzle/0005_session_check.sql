-- The access guard checks the session of every request. As one statement this costs a single
-- round trip instead of a transaction of four (begin, scope, select, commit). Like withTenant(),
-- it scopes to the tenant and drops to the app role first (both transaction-local, so they end
-- with the statement), so row-level security applies to the lookup as to every tenant query.
CREATE OR REPLACE FUNCTION crewhub_session_active(tenant integer, session_id uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('app.tenant_id', tenant::text, true), set_config('role', 'crewhub_app', true);
  RETURN EXISTS (
    SELECT 1 FROM "session" s
    WHERE s.tenant_id = tenant AND s.id = session_id AND s.revoked_at IS NULL
  );
END
$$;
