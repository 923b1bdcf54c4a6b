-- Written by hand. Migration 0042 let a position made or moved while another transaction renamed
-- its project or crew keep the old name: the function that writes the names now takes share
-- locks first. Then the check that every position has its summary.

-- Writes the names and kind of these positions (tenants[i], positions[i]) into their summaries,
-- making the summaries that do not exist yet. Rows already right are left alone.
CREATE OR REPLACE FUNCTION crewhub_describe_positions(tenants integer[], positions integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(positions), 0) = 0 THEN
    RETURN;
  END IF;
  -- A position made or moved while another transaction renames its project or crew: the key
  -- share its foreign key takes does not wait for a rename, so each side would miss the other's
  -- change. A share lock does: whichever comes second waits, then reads the first one's change
  -- (read committed takes a snapshot per statement), and no summary keeps an old name.
  PERFORM 1 FROM project p
  WHERE (p.tenant_id, p.id) IN (SELECT i.tenant_id, i.project_id
    FROM unnest(tenants, positions) AS u(tenant_id, position_id)
    JOIN project_crew_item i ON i.tenant_id = u.tenant_id AND i.id = u.position_id)
  ORDER BY p.tenant_id, p.id FOR SHARE;
  PERFORM 1 FROM project_crew c
  WHERE (c.tenant_id, c.id) IN (SELECT i.tenant_id, i.project_crew_id
    FROM unnest(tenants, positions) AS u(tenant_id, position_id)
    JOIN project_crew_item i ON i.tenant_id = u.tenant_id AND i.id = u.position_id)
  ORDER BY c.tenant_id, c.id FOR SHARE;
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
-- The calendar reads a position only with its summary: a position without one (0042's backfill
-- run by a role that row-level security hides rows from) fails the migration instead of
-- vanishing from the calendar.
DO $$
BEGIN
  IF EXISTS (SELECT FROM project_crew_item i WHERE NOT EXISTS (SELECT FROM position_summary ps
      WHERE ps.tenant_id = i.tenant_id AND ps.project_crew_item_id = i.id)) THEN
    RAISE EXCEPTION 'position_summary: a position has no summary after the backfill';
  END IF;
END
$$;
