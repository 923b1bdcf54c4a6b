ALTER TABLE "project" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "project_crew_item" ADD COLUMN "crew_chief" boolean DEFAULT false NOT NULL;