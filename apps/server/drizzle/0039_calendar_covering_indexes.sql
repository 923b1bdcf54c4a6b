DROP INDEX "pci_dates_idx";--> statement-breakpoint
CREATE INDEX "project_crew_name_idx" ON "project_crew" USING btree ("tenant_id","id","name");--> statement-breakpoint
CREATE INDEX "pci_dates_idx" ON "project_crew_item" USING btree ("tenant_id","start_date","end_date","id","project_id","project_crew_id","function_id","start_time","end_time","amount_of_rows","spare","changed_at");