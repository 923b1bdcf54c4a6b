CREATE TABLE "appointment" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "appointment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"subject" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"place" text,
	"video_link" text,
	"notes" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"answer_comment" text,
	"answered_at" timestamp with time zone,
	"organiser_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "appointment_status_check" CHECK ("appointment"."status" in ('proposed', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "appointment_times" CHECK ("appointment"."end_time" > "appointment"."start_time")
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_person_idx" ON "appointment" USING btree ("tenant_id","person_id","date");--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('appointment');
