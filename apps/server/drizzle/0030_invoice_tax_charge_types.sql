-- Invoice lines take their charge type and tax type from the tenant's lists (charge_type,
-- tax_type) instead of a fixed enum and a fixed list of rates; tax is rounded per line.
ALTER TABLE "invoice_item" DROP CONSTRAINT "invoice_item_charge_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_item" ADD COLUMN "charge_type_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD COLUMN "tax_type_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
-- Hand-written: existing lines get the charge type named after their kind and a tax type of
-- their rate, made where the tenant has none yet.
INSERT INTO "charge_type" ("tenant_id", "name")
SELECT DISTINCT i."tenant_id", CASE i."charge_kind"
	WHEN 'hours' THEN 'Crew hours' WHEN 'travel' THEN 'Travel costs'
	WHEN 'catering' THEN 'Catering' WHEN 'equipment' THEN 'Equipment rental'
	WHEN 'surcharge' THEN 'Overtime surcharge' ELSE 'Other costs' END
FROM "invoice_item" i
ON CONFLICT ("tenant_id", "name") DO NOTHING;--> statement-breakpoint
UPDATE "invoice_item" i SET "charge_type_id" = c."id"
FROM "charge_type" c
WHERE c."tenant_id" = i."tenant_id" AND c."name" = CASE i."charge_kind"
	WHEN 'hours' THEN 'Crew hours' WHEN 'travel' THEN 'Travel costs'
	WHEN 'catering' THEN 'Catering' WHEN 'equipment' THEN 'Equipment rental'
	WHEN 'surcharge' THEN 'Overtime surcharge' ELSE 'Other costs' END;--> statement-breakpoint
INSERT INTO "tax_type" ("tenant_id", "name", "rate_basis_points")
SELECT DISTINCT i."tenant_id", 'VAT ' || trim_scale(i."tax_rate_basis_points" / 100.0) || '%', i."tax_rate_basis_points"
FROM "invoice_item" i
WHERE NOT EXISTS (
	SELECT 1 FROM "tax_type" t
	WHERE t."tenant_id" = i."tenant_id" AND t."rate_basis_points" = i."tax_rate_basis_points"
)
ON CONFLICT ("tenant_id", "name") DO NOTHING;--> statement-breakpoint
UPDATE "invoice_item" i SET "tax_type_id" = (
	SELECT t."id" FROM "tax_type" t
	WHERE t."tenant_id" = i."tenant_id" AND t."rate_basis_points" = i."tax_rate_basis_points"
	ORDER BY t."id" LIMIT 1
), "tax_cents" = floor((i."net_cents"::bigint * i."tax_rate_basis_points" + 5000) / 10000);--> statement-breakpoint
-- Designs take the per-line totals now; released and paid invoices keep the amounts their PDF
-- and the client already hold.
UPDATE "invoice" v SET "tax_cents" = s."tax", "total_cents" = v."net_cents" + s."tax"
FROM (
	SELECT "tenant_id", "invoice_id", sum("tax_cents")::integer AS "tax"
	FROM "invoice_item" GROUP BY "tenant_id", "invoice_id"
) s
WHERE v."status" = 'design' AND s."tenant_id" = v."tenant_id" AND s."invoice_id" = v."id";--> statement-breakpoint
ALTER TABLE "invoice_item" ALTER COLUMN "charge_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_item" ALTER COLUMN "tax_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_item" ALTER COLUMN "tax_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD CONSTRAINT "invoice_item_tenant_id_charge_type_id_charge_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","charge_type_id") REFERENCES "public"."charge_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item" ADD CONSTRAINT "invoice_item_tenant_id_tax_type_id_tax_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tax_type_id") REFERENCES "public"."tax_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item" DROP COLUMN "charge_kind";
