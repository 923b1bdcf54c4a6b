CREATE TABLE "position_summary" (
	"tenant_id" integer NOT NULL,
	"project_crew_item_id" integer NOT NULL,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"requested_count" integer DEFAULT 0 NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"spare_count" integer DEFAULT 0 NOT NULL,
	"not_needed_count" integer DEFAULT 0 NOT NULL,
	"no_show_count" integer DEFAULT 0 NOT NULL,
	"cancelled_count" integer DEFAULT 0 NOT NULL,
	"double_booked_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "position_summary_tenant_id_project_crew_item_id_pk" PRIMARY KEY("tenant_id","project_crew_item_id")
);
--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD COLUMN "double_booked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "position_summary" ADD CONSTRAINT "position_summary_tenant_id_project_crew_item_id_project_crew_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_item_id") REFERENCES "public"."project_crew_item"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit has no functions or triggers). The database keeps each
-- assignment's double_booked flag and each position's position_summary, whatever changes the
-- bookings (the API, the seeds, SQL by hand), so the planning calendar reads one summary row
-- per position instead of its assignments and a sort of every booking around the month.
SELECT crewhub_enable_tenant_rls('position_summary');--> statement-breakpoint
-- Sets double_booked on the assignments of these people (tenants[i], people[i]): a booking
-- (requested, confirmed, spare) whose span meets another booking of the same person. The spans
-- are read as spanStart and spanEnd (planning-calendar/booking-overlap.ts) read them. Sorted by
-- start, a booking meets another when one before it ends after its start or the next one
-- starts before its end.
CREATE OR REPLACE FUNCTION crewhub_recheck_double_bookings(tenants integer[], people integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement trigger fires for no rows too: the update below would call it again forever.
  IF coalesce(cardinality(people), 0) = 0 THEN
    RETURN;
  END IF;
  -- One transaction at a time rechecks a person: the next waits, then reads the first one's
  -- bookings committed (read committed takes a snapshot per statement), so no flag misses a
  -- booking made at the same time. People share 64 locks per tenant, taken in order, so a
  -- whole tenant's recheck (the seeds) holds 64 locks, not one per person.
  PERFORM pg_advisory_xact_lock(hashtextextended('bookings:' || b.tenant_id || ':' || b.bucket, 0))
  FROM (SELECT DISTINCT u.tenant_id, u.person_id % 64 AS bucket
    FROM unnest(tenants, people) AS u(tenant_id, person_id) ORDER BY 1, 2) b;
  WITH person AS (
    SELECT DISTINCT u.tenant_id, u.person_id FROM unnest(tenants, people) AS u(tenant_id, person_id)
  ), booking AS (
    SELECT s.tenant_id, s.id, s.person_id, s.double_booked,
      s.status IN ('requested', 'confirmed', 'spare') AS booked,
      i.start_date + coalesce(i.start_time, '00:00'::time) AS span_start,
      CASE
        WHEN i.end_time IS NULL THEN (i.end_date + 1) + '00:00'::time
        WHEN i.end_date + i.end_time <= i.start_date + coalesce(i.start_time, '00:00'::time)
          THEN (i.end_date + 1) + i.end_time
        ELSE i.end_date + i.end_time
      END AS span_end
    FROM person p
    JOIN project_crew_item_status s ON s.tenant_id = p.tenant_id AND s.person_id = p.person_id
    JOIN project_crew_item i ON i.tenant_id = s.tenant_id AND i.id = s.project_crew_item_id
  ), flag AS (
    SELECT tenant_id, id, double_booked, booked AND (
        coalesce(max(span_end) OVER earlier > span_start, false)
        OR coalesce(lead(span_start) OVER sorted < span_end, false)) AS now_double_booked
    FROM booking
    WINDOW sorted AS (PARTITION BY tenant_id, person_id, booked ORDER BY span_start, id),
      earlier AS (sorted ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  )
  UPDATE project_crew_item_status s SET double_booked = f.now_double_booked
  FROM flag f
  WHERE s.tenant_id = f.tenant_id AND s.id = f.id AND f.double_booked <> f.now_double_booked;
END
$$;--> statement-breakpoint
-- Adds assignments to their positions' summaries (sign 1) or takes them away (sign -1). Added,
-- not recounted: two transactions changing one position's assignments at once both count.
CREATE OR REPLACE FUNCTION crewhub_count_assignments(
  tenants integer[], positions integer[], statuses text[], double_booked boolean[], signs integer[]
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO position_summary AS ps (tenant_id, project_crew_item_id, applied_count,
    requested_count, confirmed_count, spare_count, not_needed_count, no_show_count,
    cancelled_count, double_booked_count)
  SELECT c.tenant_id, c.position_id,
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'applied'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'requested'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'confirmed'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'spare'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'not_needed'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'no_show'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.status = 'cancelled'), 0),
    coalesce(sum(c.sign) FILTER (WHERE c.double_booked), 0)
  FROM unnest(tenants, positions, statuses, double_booked, signs)
    AS c(tenant_id, position_id, status, double_booked, sign)
  -- A position deleted in this transaction (its assignments go with it) keeps no summary.
  WHERE EXISTS (SELECT FROM project_crew_item i WHERE i.tenant_id = c.tenant_id AND i.id = c.position_id)
  GROUP BY c.tenant_id, c.position_id
  ON CONFLICT (tenant_id, project_crew_item_id) DO UPDATE SET
    applied_count = ps.applied_count + excluded.applied_count,
    requested_count = ps.requested_count + excluded.requested_count,
    confirmed_count = ps.confirmed_count + excluded.confirmed_count,
    spare_count = ps.spare_count + excluded.spare_count,
    not_needed_count = ps.not_needed_count + excluded.not_needed_count,
    no_show_count = ps.no_show_count + excluded.no_show_count,
    cancelled_count = ps.cancelled_count + excluded.cancelled_count,
    double_booked_count = ps.double_booked_count + excluded.double_booked_count;
END
$$;--> statement-breakpoint
-- Statement triggers with the changed rows as tables: a seed's million assignments are counted
-- and rechecked in one pass, not one row at a time. A new booking may meet the person's others.
CREATE OR REPLACE FUNCTION crewhub_assignments_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_recheck_double_bookings(array_agg(n.tenant_id), array_agg(n.person_id))
  FROM new_rows n WHERE n.status IN ('requested', 'confirmed', 'spare');
  PERFORM crewhub_count_assignments(array_agg(n.tenant_id), array_agg(n.project_crew_item_id),
    array_agg(n.status), array_agg(n.double_booked), array_agg(1))
  FROM new_rows n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A booking gone can only clear flags, and only if it met another booking.
CREATE OR REPLACE FUNCTION crewhub_assignments_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_recheck_double_bookings(array_agg(o.tenant_id), array_agg(o.person_id))
  FROM old_rows o WHERE o.double_booked;
  PERFORM crewhub_count_assignments(array_agg(o.tenant_id), array_agg(o.project_crew_item_id),
    array_agg(o.status), array_agg(o.double_booked), array_agg(-1))
  FROM old_rows o;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The people of assignments that became or stopped being bookings, or moved, are rechecked;
-- the summaries follow every change of position, status or flag (the recheck's own updates
-- come back here with only flags changed, and end there).
CREATE OR REPLACE FUNCTION crewhub_assignments_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_recheck_double_bookings(array_agg(c.tenant_id), array_agg(c.person_id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.tenant_id, o.person_id), (n.tenant_id, n.person_id)) AS c(tenant_id, person_id)
  WHERE (o.project_crew_item_id, o.person_id, o.status IN ('requested', 'confirmed', 'spare'))
    IS DISTINCT FROM (n.project_crew_item_id, n.person_id, n.status IN ('requested', 'confirmed', 'spare'));
  PERFORM crewhub_count_assignments(array_agg(c.tenant_id), array_agg(c.position_id),
    array_agg(c.status), array_agg(c.double_booked), array_agg(c.sign))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  CROSS JOIN LATERAL (VALUES
      (o.tenant_id, o.project_crew_item_id, o.status, o.double_booked, -1),
      (n.tenant_id, n.project_crew_item_id, n.status, n.double_booked, 1))
    AS c(tenant_id, position_id, status, double_booked, sign)
  WHERE (o.project_crew_item_id, o.status, o.double_booked)
    IS DISTINCT FROM (n.project_crew_item_id, n.status, n.double_booked);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A position's new dates or times may make or end its people's double bookings.
CREATE OR REPLACE FUNCTION crewhub_positions_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_recheck_double_bookings(array_agg(s.tenant_id), array_agg(s.person_id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  JOIN project_crew_item_status s ON s.tenant_id = n.tenant_id AND s.project_crew_item_id = n.id
  WHERE (o.start_date, o.end_date, o.start_time, o.end_time)
      IS DISTINCT FROM (n.start_date, n.end_date, n.start_time, n.end_time)
    AND s.status IN ('requested', 'confirmed', 'spare');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assignments_inserted" AFTER INSERT ON "project_crew_item_status"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_assignments_inserted();--> statement-breakpoint
CREATE TRIGGER "assignments_deleted" AFTER DELETE ON "project_crew_item_status"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_assignments_deleted();--> statement-breakpoint
CREATE TRIGGER "assignments_updated" AFTER UPDATE ON "project_crew_item_status"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_assignments_updated();--> statement-breakpoint
CREATE TRIGGER "positions_updated" AFTER UPDATE ON "project_crew_item"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_positions_updated();--> statement-breakpoint
-- The assignments already there (as the migration's owner: every tenant). The triggers exist and
-- hold their tables' locks first, so nothing changes them in between; the flags set by the
-- recheck reach the summaries through the update trigger.
INSERT INTO position_summary (tenant_id, project_crew_item_id, applied_count, requested_count,
  confirmed_count, spare_count, not_needed_count, no_show_count, cancelled_count)
SELECT tenant_id, project_crew_item_id,
  count(*) FILTER (WHERE status = 'applied'), count(*) FILTER (WHERE status = 'requested'),
  count(*) FILTER (WHERE status = 'confirmed'), count(*) FILTER (WHERE status = 'spare'),
  count(*) FILTER (WHERE status = 'not_needed'), count(*) FILTER (WHERE status = 'no_show'),
  count(*) FILTER (WHERE status = 'cancelled')
FROM project_crew_item_status GROUP BY tenant_id, project_crew_item_id;--> statement-breakpoint
SELECT crewhub_recheck_double_bookings(array_agg(s.tenant_id), array_agg(s.person_id))
FROM (SELECT DISTINCT tenant_id, person_id FROM project_crew_item_status
  WHERE status IN ('requested', 'confirmed', 'spare')) s;
