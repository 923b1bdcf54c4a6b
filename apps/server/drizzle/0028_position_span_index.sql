CREATE INDEX "pci_span_idx" ON "project_crew_item" USING gist (daterange("start_date", "end_date", '[]'));
--> statement-breakpoint
-- Statistics on the range itself (written by hand: drizzle-kit has no statistics objects): with
-- them the planner expects a month's positions for an overlap and reads them through the index.
CREATE STATISTICS IF NOT EXISTS "pci_span_stats" ON (daterange("start_date", "end_date", '[]')) FROM "project_crew_item";
