-- Existing tenants get https:// and one of their host names (a name before an IP address) as a
-- best guess; the operator corrects it where the public address differs. A tenant without any
-- host cannot be reached anyway and gets a placeholder under the reserved .invalid domain.
ALTER TABLE "tenant" ADD COLUMN "public_origin" text;--> statement-breakpoint
UPDATE "tenant" SET "public_origin" = 'https://' || coalesce((
  SELECT "host" FROM "tenant_host" WHERE "tenant_host"."tenant_id" = "tenant"."id"
  ORDER BY "host" ~ '^[0-9.]+$', "host" LIMIT 1
), 'tenant-' || "id" || '.invalid');--> statement-breakpoint
ALTER TABLE "tenant" ALTER COLUMN "public_origin" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_public_origin_check" CHECK ("tenant"."public_origin" ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$');
