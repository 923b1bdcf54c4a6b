CREATE TABLE "notification_setting" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notification_setting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" integer NOT NULL,
	"channels" jsonb NOT NULL,
	"quiet_from" text NOT NULL,
	"quiet_until" text NOT NULL,
	"reminder_hours" integer NOT NULL,
	CONSTRAINT "notification_setting_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notification_setting_login_key" UNIQUE("tenant_id","login_id")
);
--> statement-breakpoint
CREATE TABLE "notification_sent" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notification_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" integer NOT NULL,
	"notice_key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_sent_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notification_sent_key" UNIQUE("tenant_id","login_id","notice_key")
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "push_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscription_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "push_subscription_endpoint_key" UNIQUE("tenant_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "vapid_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vapid_key_single_row" CHECK ("vapid_key"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_message" DROP CONSTRAINT "email_message_category_check";--> statement-breakpoint
ALTER TABLE "email_opt_out" DROP CONSTRAINT "email_opt_out_category_check";--> statement-breakpoint
ALTER TABLE "outbox_job" DROP CONSTRAINT "outbox_job_kind_check";--> statement-breakpoint
ALTER TABLE "notification_setting" ADD CONSTRAINT "notification_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_setting" ADD CONSTRAINT "notification_setting_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sent" ADD CONSTRAINT "notification_sent_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sent" ADD CONSTRAINT "notification_sent_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscription_login_idx" ON "push_subscription" USING btree ("tenant_id","login_id");--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_category_check" CHECK ("email_message"."category" in ('account', 'signedCopies', 'forms', 'invoices', 'jobs', 'reminders', 'documents', 'payrolls', 'planning'));--> statement-breakpoint
ALTER TABLE "email_opt_out" ADD CONSTRAINT "email_opt_out_category_check" CHECK ("email_opt_out"."category" in ('account', 'signedCopies', 'forms', 'invoices', 'jobs', 'reminders', 'documents', 'payrolls', 'planning'));--> statement-breakpoint
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_kind_check" CHECK ("outbox_job"."kind" in ('email', 'push', 'reminder'));--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('push_subscription');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('notification_setting');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('notification_sent');--> statement-breakpoint
-- The VAPID private key is read once at start by the owner; requests never need it.
REVOKE ALL ON "vapid_key" FROM crewhub_app;
