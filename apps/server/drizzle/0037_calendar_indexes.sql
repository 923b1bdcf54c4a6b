DROP INDEX "pci_span_idx";--> statement-breakpoint
CREATE INDEX "project_long_span_idx" ON "project" USING btree ("tenant_id","begin_date") WHERE "project"."end_date" - "project"."begin_date" > 7;--> statement-breakpoint
CREATE INDEX "project_open_dates_idx" ON "project" USING btree ("tenant_id") WHERE "project"."begin_date" is null or "project"."end_date" is null;--> statement-breakpoint
CREATE INDEX "pci_long_span_idx" ON "project_crew_item" USING btree ("tenant_id","start_date") WHERE "project_crew_item"."end_date" - "project_crew_item"."start_date" > 7;--> statement-breakpoint
CREATE INDEX "pcis_item_status_idx" ON "project_crew_item_status" USING btree ("tenant_id","project_crew_item_id","person_id","status","id");--> statement-breakpoint
-- Written by hand (drizzle-kit has no statistics objects): the range's statistics served only
-- pci_span_idx, which row-level security kept from being used (a range operator is not leakproof).
DROP STATISTICS IF EXISTS "pci_span_stats";
