-- Reviewing uploads (POST /documents/{id}) needs projectAttachments EDIT with the ALL scope.
-- New tenants get it from the default rights; tenants seeded before get what the defaults now
-- say: planning login types that still upload for all projects may also review, and the
-- office reads and reviews project attachments.
INSERT INTO "user_right" ("tenant_id", "login_type_code", "resource", "right", "permission_types")
SELECT upload."tenant_id", upload."login_type_code", 'projectAttachments', 'EDIT', ARRAY['ALL']
FROM "user_right" upload
WHERE upload."resource" = 'projectAttachments' AND upload."right" = 'CREATE'
	AND upload."login_id" IS NULL AND 'ALL' = ANY(upload."permission_types")
	AND upload."login_type_code" IN ('planners', 'planning', 'operations')
	AND NOT EXISTS (
		SELECT 1 FROM "user_right" edit
		WHERE edit."tenant_id" = upload."tenant_id" AND edit."login_type_code" = upload."login_type_code"
			AND edit."login_id" IS NULL AND edit."resource" = 'projectAttachments' AND edit."right" = 'EDIT'
	);
--> statement-breakpoint
INSERT INTO "user_right" ("tenant_id", "login_type_code", "resource", "right", "permission_types")
SELECT office."tenant_id", office."code", 'projectAttachments', wanted."right", ARRAY['ALL']
FROM "login_type" office CROSS JOIN (VALUES ('READ'), ('EDIT')) AS wanted("right")
WHERE office."code" = 'office'
	AND NOT EXISTS (
		SELECT 1 FROM "user_right" existing
		WHERE existing."tenant_id" = office."tenant_id" AND existing."login_type_code" = 'office'
			AND existing."login_id" IS NULL AND existing."resource" = 'projectAttachments'
			AND existing."right" = wanted."right"
	);
