CREATE TABLE "email_opt_out" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_opt_out_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_out_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "email_opt_out_category_check" CHECK ("email_opt_out"."category" in ('account', 'signedCopies', 'forms'))
);
--> statement-breakpoint
CREATE TABLE "outbox_job" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "outbox_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_job_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "outbox_job_kind_check" CHECK ("outbox_job"."kind" in ('email')),
	CONSTRAINT "outbox_job_status_check" CHECK ("outbox_job"."status" in ('pending', 'sending', 'sent', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_opt_out" ADD CONSTRAINT "email_opt_out_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_job" ADD CONSTRAINT "outbox_job_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_opt_out_address_idx" ON "email_opt_out" USING btree ("tenant_id","address","category");--> statement-breakpoint
CREATE INDEX "outbox_job_due_idx" ON "outbox_job" USING btree ("tenant_id","status","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "email_message_unsubscribe_idx" ON "email_message" USING btree ("tenant_id","unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_category_check" CHECK ("email_message"."category" in ('account', 'signedCopies', 'forms'));--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('email_opt_out');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('outbox_job');
