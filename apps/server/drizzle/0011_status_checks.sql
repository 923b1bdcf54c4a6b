-- Status and type columns take only the values of their lists in packages/shared. Until now
-- only the application kept to them, so a stray write could store a status no screen knows.
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_mobile_theme_check" CHECK ("tenant_settings"."mobile_theme" in ('default', 'red', 'moyo'));--> statement-breakpoint
ALTER TABLE "login_token" ADD CONSTRAINT "login_token_kind_check" CHECK ("login_token"."kind" in ('password_reset', 'welcome'));--> statement-breakpoint
ALTER TABLE "login_type" ADD CONSTRAINT "login_type_code_check" CHECK ("login_type"."code" in ('clients', 'crew', 'planners', 'operations', 'planning', 'office'));--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_token_type_check" CHECK ("session"."token_type" in ('MOBILE', 'project', 'pluscrew'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_internal_kind_check" CHECK ("project"."internal_kind" in ('sickness', 'vacation', 'bank_holiday'));--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_state_check" CHECK ("project"."state" in ('client_draft', 'quoted', 'confirmed'));--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_geo_source_check" CHECK ("location"."geo_source" in ('geocoder', 'manual'));--> statement-breakpoint
ALTER TABLE "crew_photo" ADD CONSTRAINT "crew_photo_status_check" CHECK ("crew_photo"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "live_location" ADD CONSTRAINT "live_location_kind_check" CHECK ("live_location"."kind" in ('check_in', 'check_out', 'ping'));--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD CONSTRAINT "project_crew_item_status_status_check" CHECK ("project_crew_item_status"."status" in ('applied', 'requested', 'confirmed', 'spare', 'not_needed', 'no_show', 'cancelled'));--> statement-breakpoint
ALTER TABLE "planner_crew_membership" ADD CONSTRAINT "planner_crew_membership_kind_check" CHECK ("planner_crew_membership"."kind" in ('member', 'favourite', 'blocked'));--> statement-breakpoint
ALTER TABLE "planner_crew" ADD CONSTRAINT "planner_crew_type_of_assignment_check" CHECK ("planner_crew"."type_of_assignment" in ('preferred', 'exclusive', 'backup'));--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_type_check" CHECK ("activity"."type" in ('LOG', 'TODO_INT', 'TODO_PAYROLL_ITEM'));--> statement-breakpoint
ALTER TABLE "vacation_request" ADD CONSTRAINT "vacation_request_status_check" CHECK ("vacation_request"."status" in ('requested', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "document_type" ADD CONSTRAINT "document_type_category_check" CHECK ("document_type"."category" in ('general', 'social_security', 'crew_member', 'calculation'));--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_status_check" CHECK ("document"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "document_signatory" ADD CONSTRAINT "document_signatory_status_caption_check" CHECK ("document_signatory"."status_caption" in ('On Going', 'Ready to sign', 'Signed'));--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_status_check" CHECK ("invoice"."status" in ('design', 'released', 'paid', 'unpaid'));--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_type_check" CHECK ("invoice"."type" in ('invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "payroll_item" ADD CONSTRAINT "payroll_item_status_check" CHECK ("payroll_item"."status" in ('open', 'declined', 'corrected'));--> statement-breakpoint
ALTER TABLE "payroll" ADD CONSTRAINT "payroll_status_check" CHECK ("payroll"."status" in ('to_confirm', 'confirmed', 'paid'));--> statement-breakpoint
ALTER TABLE "form_question" ADD CONSTRAINT "form_question_type_check" CHECK ("form_question"."type" in ('info', 'text', 'textarea', 'number', 'date', 'yes_no', 'choice', 'multi_choice'));--> statement-breakpoint
ALTER TABLE "form_result" ADD CONSTRAINT "form_result_status_check" CHECK ("form_result"."status" in ('open', 'submitted'));--> statement-breakpoint
ALTER TABLE "form" ADD CONSTRAINT "form_kind_check" CHECK ("form"."kind" in ('general', 'training', 'security_check'));