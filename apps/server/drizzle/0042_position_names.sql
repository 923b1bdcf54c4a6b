-- Written by hand around drizzle-kit's columns (it has no functions or triggers). Every position
-- gets a summary row that also carries its project's number, name, type and internal kind and
-- its crew's name, kept by the database whatever changes them, so a calendar month reads one row
-- per position instead of three lookups (its summary, its project, its crew).
ALTER TABLE "position_summary" ADD COLUMN "project_number" text;--> statement-breakpoint
ALTER TABLE "position_summary" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "position_summary" ADD COLUMN "project_type" text;--> statement-breakpoint
ALTER TABLE "position_summary" ADD COLUMN "project_internal_kind" text;--> statement-breakpoint
ALTER TABLE "position_summary" ADD COLUMN "crew_name" text;--> statement-breakpoint
-- Writes the names and kind of these positions (tenants[i], positions[i]) into their summaries,
-- making the summaries that do not exist yet. Rows already right are left alone.
CREATE OR REPLACE FUNCTION crewhub_describe_positions(tenants integer[], positions integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(positions), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO position_summary AS ps (tenant_id, project_crew_item_id, project_number,
    project_name, project_type, project_internal_kind, crew_name)
  SELECT DISTINCT i.tenant_id, i.id, p.number, p.name, p.project_type, p.internal_kind, c.name
  FROM unnest(tenants, positions) AS u(tenant_id, position_id)
  JOIN project_crew_item i ON i.tenant_id = u.tenant_id AND i.id = u.position_id
  JOIN project p ON p.tenant_id = i.tenant_id AND p.id = i.project_id
  JOIN project_crew c ON c.tenant_id = i.tenant_id AND c.id = i.project_crew_id
  ON CONFLICT (tenant_id, project_crew_item_id) DO UPDATE SET
    project_number = excluded.project_number,
    project_name = excluded.project_name,
    project_type = excluded.project_type,
    project_internal_kind = excluded.project_internal_kind,
    crew_name = excluded.crew_name
  WHERE (ps.project_number, ps.project_name, ps.project_type, ps.project_internal_kind, ps.crew_name)
    IS DISTINCT FROM (excluded.project_number, excluded.project_name, excluded.project_type,
      excluded.project_internal_kind, excluded.crew_name);
END
$$;--> statement-breakpoint
-- Counting assignments finds the summary there already; the names come with it all the same, in
-- case the row went missing.
CREATE OR REPLACE FUNCTION crewhub_count_assignments(
  tenants integer[], positions integer[], statuses text[], double_booked boolean[], signs integer[]
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO position_summary AS ps (tenant_id, project_crew_item_id, project_number,
    project_name, project_type, project_internal_kind, crew_name, applied_count,
    requested_count, confirmed_count, spare_count, not_needed_count, no_show_count,
    cancelled_count, double_booked_count)
  SELECT c.tenant_id, c.position_id, p.number, p.name, p.project_type, p.internal_kind, pc.name,
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
  JOIN project_crew_item i ON i.tenant_id = c.tenant_id AND i.id = c.position_id
  JOIN project p ON p.tenant_id = i.tenant_id AND p.id = i.project_id
  JOIN project_crew pc ON pc.tenant_id = i.tenant_id AND pc.id = i.project_crew_id
  GROUP BY c.tenant_id, c.position_id, p.tenant_id, p.id, pc.tenant_id, pc.id
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
CREATE OR REPLACE FUNCTION crewhub_positions_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_describe_positions(array_agg(n.tenant_id), array_agg(n.id)) FROM new_rows n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A position's new dates or times may make or end its people's double bookings; a position
-- moved to another crew or project takes that one's names.
CREATE OR REPLACE FUNCTION crewhub_positions_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_recheck_double_bookings(array_agg(s.tenant_id), array_agg(s.person_id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  JOIN project_crew_item_status s ON s.tenant_id = n.tenant_id AND s.project_crew_item_id = n.id
  WHERE (o.start_date, o.end_date, o.start_time, o.end_time)
      IS DISTINCT FROM (n.start_date, n.end_date, n.start_time, n.end_time)
    AND s.status IN ('requested', 'confirmed', 'spare');
  PERFORM crewhub_describe_positions(array_agg(n.tenant_id), array_agg(n.id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  WHERE (o.project_id, o.project_crew_id) IS DISTINCT FROM (n.project_id, n.project_crew_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewhub_projects_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_describe_positions(array_agg(i.tenant_id), array_agg(i.id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  JOIN project_crew_item i ON i.tenant_id = n.tenant_id AND i.project_id = n.id
  WHERE (o.number, o.name, o.project_type, o.internal_kind)
    IS DISTINCT FROM (n.number, n.name, n.project_type, n.internal_kind);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION crewhub_crews_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM crewhub_describe_positions(array_agg(i.tenant_id), array_agg(i.id))
  FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
  JOIN project_crew_item i ON i.tenant_id = n.tenant_id AND i.project_crew_id = n.id
  WHERE o.name IS DISTINCT FROM n.name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "positions_inserted" AFTER INSERT ON "project_crew_item"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_positions_inserted();--> statement-breakpoint
CREATE TRIGGER "projects_updated" AFTER UPDATE ON "project"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_projects_updated();--> statement-breakpoint
CREATE TRIGGER "crews_updated" AFTER UPDATE ON "project_crew"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crewhub_crews_updated();--> statement-breakpoint
-- The positions already there (as the migration's owner: every tenant). The triggers exist and
-- hold their tables' locks first, so nothing changes the names in between.
SELECT crewhub_describe_positions(array_agg(tenant_id), array_agg(id)) FROM project_crew_item;--> statement-breakpoint
ALTER TABLE "position_summary" ALTER COLUMN "project_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "position_summary" ALTER COLUMN "project_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "position_summary" ALTER COLUMN "crew_name" SET NOT NULL;
