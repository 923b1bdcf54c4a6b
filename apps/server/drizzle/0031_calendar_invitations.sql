CREATE TABLE "calendar_invitation" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calendar_invitation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"email" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_invitation_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calendar_invitation_project_email_key" UNIQUE("tenant_id","project_id","email")
);
--> statement-breakpoint
ALTER TABLE "email_message" DROP CONSTRAINT "email_message_category_check";--> statement-breakpoint
ALTER TABLE "email_opt_out" DROP CONSTRAINT "email_opt_out_category_check";--> statement-breakpoint
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_kind_check";--> statement-breakpoint
ALTER TABLE "calendar_invitation" ADD CONSTRAINT "calendar_invitation_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_invitation" ADD CONSTRAINT "calendar_invitation_tenant_id_project_id_project_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."project"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_category_check" CHECK ("email_message"."category" in ('account', 'signedCopies', 'forms', 'invoices', 'calendarInvitations', 'jobs', 'reminders', 'documents', 'payrolls', 'planning'));--> statement-breakpoint
ALTER TABLE "email_opt_out" ADD CONSTRAINT "email_opt_out_category_check" CHECK ("email_opt_out"."category" in ('account', 'signedCopies', 'forms', 'invoices', 'calendarInvitations', 'jobs', 'reminders', 'documents', 'payrolls', 'planning'));--> statement-breakpoint
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_kind_check" CHECK ("outbox_job"."kind" in ('email', 'push', 'reminder', 'calendarInvitations'));--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('calendar_invitation');
