-- Double saves racing each other could store a rating twice: keep the newest of each rater,
-- job and rating type. Forced row-level security would hide the rows from a non-superuser
-- owner, so it is lifted for the clean-up only.
ALTER TABLE "crew_rating" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DELETE FROM "crew_rating" "older" USING "crew_rating" "newer"
WHERE "newer"."tenant_id" = "older"."tenant_id"
  AND "newer"."rated_by_login_id" = "older"."rated_by_login_id"
  AND "newer"."project_crew_item_status_id" = "older"."project_crew_item_status_id"
  AND coalesce("newer"."rating_type_id", 0) = coalesce("older"."rating_type_id", 0)
  AND "newer"."id" > "older"."id";--> statement-breakpoint
ALTER TABLE "crew_rating" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_rating_rater_job_type_key" ON "crew_rating" USING btree ("tenant_id","rated_by_login_id","project_crew_item_status_id",coalesce("rating_type_id", 0)) WHERE "crew_rating"."rated_by_login_id" is not null and "crew_rating"."project_crew_item_status_id" is not null;