CREATE TABLE "calendar_feed_event" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feed_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"uid" text NOT NULL,
	"fingerprint" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feed_event_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calendar_feed_event_uid_key" UNIQUE("tenant_id","subscription_id","uid")
);
--> statement-breakpoint
CREATE TABLE "calendar_subscription" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calendar_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "calendar_subscription_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "calendar_subscription_token_key" UNIQUE("tenant_id","token_hash"),
	CONSTRAINT "calendar_subscription_kind_check" CHECK ("calendar_subscription"."kind" in ('personal', 'projects'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_event" ADD CONSTRAINT "calendar_feed_event_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_event" ADD CONSTRAINT "calendar_feed_event_tenant_id_subscription_id_calendar_subscription_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."calendar_subscription"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscription" ADD CONSTRAINT "calendar_subscription_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscription" ADD CONSTRAINT "calendar_subscription_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_subscription_person_idx" ON "calendar_subscription" USING btree ("tenant_id","person_id");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['calendar_subscription', 'calendar_feed_event']) AS t;
