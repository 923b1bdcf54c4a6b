CREATE TABLE "plus_crew_value_data" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plus_crew_value_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plus_crew_value_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount_cents" integer,
	"hours_hundredths" integer,
	"data_source_type" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_value_data_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plus_crew_value_data_data_source_type_check" CHECK ("plus_crew_value_data"."data_source_type" in ('manual', 'import'))
);
--> statement-breakpoint
CREATE TABLE "plus_crew_value" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plus_crew_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plus_crew_id" integer NOT NULL,
	"value_type" text NOT NULL,
	"tracked" boolean DEFAULT true NOT NULL,
	"bonus_share_basis_points" integer,
	"target_mode" text,
	"target_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_value_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plus_crew_value_type_key" UNIQUE("tenant_id","plus_crew_id","value_type"),
	CONSTRAINT "plus_crew_value_value_type_check" CHECK ("plus_crew_value"."value_type" in ('teamBonus', 'actualTurnover', 'staffHours', 'targetTurnover')),
	CONSTRAINT "plus_crew_value_target_mode_check" CHECK ("plus_crew_value"."target_mode" in ('perMonth', 'perDay'))
);
--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "crew_type" text DEFAULT 'bar' NOT NULL;--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "client_contact_name" text;--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "client_contact_email" text;--> statement-breakpoint
ALTER TABLE "plus_crew" ADD COLUMN "import_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "plus_crew_value_data" ADD CONSTRAINT "plus_crew_value_data_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_value_data" ADD CONSTRAINT "plus_crew_value_data_tenant_id_plus_crew_value_id_plus_crew_value_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plus_crew_value_id") REFERENCES "public"."plus_crew_value"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_value" ADD CONSTRAINT "plus_crew_value_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew_value" ADD CONSTRAINT "plus_crew_value_tenant_id_plus_crew_id_plus_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","plus_crew_id") REFERENCES "public"."plus_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plus_crew_value_data_date_idx" ON "plus_crew_value_data" USING btree ("tenant_id","plus_crew_value_id","date");--> statement-breakpoint
ALTER TABLE "plus_crew" ADD CONSTRAINT "plus_crew_crew_type_check" CHECK ("plus_crew"."crew_type" in ('bar', 'kitchen', 'service', 'cleaning', 'logistics'));--> statement-breakpoint
-- Hand-written:
SELECT crewhub_enable_tenant_rls('plus_crew_value');--> statement-breakpoint
SELECT crewhub_enable_tenant_rls('plus_crew_value_data');--> statement-breakpoint
ALTER TABLE "plus_crew_value_data" ADD CONSTRAINT "plus_crew_value_data_figures_check" CHECK (coalesce("amount_cents", 0) >= 0 AND coalesce("hours_hundredths", 0) >= 0);--> statement-breakpoint
ALTER TABLE "plus_crew_value" ADD CONSTRAINT "plus_crew_value_settings_check" CHECK (coalesce("bonus_share_basis_points", 0) BETWEEN 0 AND 10000 AND coalesce("target_amount_cents", 0) >= 0);
