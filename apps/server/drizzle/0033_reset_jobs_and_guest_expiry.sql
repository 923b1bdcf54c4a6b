ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_kind_check" CHECK ("outbox_job"."kind" in ('email', 'push', 'reminder', 'passwordReset'));--> statement-breakpoint
-- A project guest's session ends with the planner's expiry date, checked at every request: a
-- token from before the date (and refreshed since) must not keep opening the project after it.
-- `today` is the app clock's date, the same date the login compares the expiry with.
DROP FUNCTION crewhub_session_active(integer, uuid);--> statement-breakpoint
CREATE FUNCTION crewhub_session_active(tenant integer, session_id uuid, today date) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('app.tenant_id', tenant::text, true), set_config('role', 'crewhub_app', true);
  RETURN EXISTS (
    SELECT 1 FROM "session" s
    WHERE s.tenant_id = tenant AND s.id = session_id AND s.revoked_at IS NULL
      AND (s.token_type <> 'project' OR EXISTS (
        SELECT 1 FROM "project" p
        WHERE p.tenant_id = tenant AND p.number = substring(s.subject from 9)
          AND p.guest_password_hash IS NOT NULL
          AND (p.guest_access_until IS NULL OR p.guest_access_until >= today)
      ))
  );
END
$$;
