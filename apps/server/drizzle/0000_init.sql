CREATE TABLE "tenant_host" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"tenant_id" integer NOT NULL,
	"favicon_url" text,
	"mobile_theme" text DEFAULT 'default' NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"use_user_language" boolean DEFAULT true NOT NULL,
	"background_url" text,
	"background_color_code" text,
	"meta_host_name" text,
	"meta_description" text,
	"one_crew_one_tree_title" text,
	CONSTRAINT "tenant_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"client_mark" text,
	"email" text,
	"phone" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contact_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_number" text NOT NULL,
	"company_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contact_tenant_number_key" UNIQUE("tenant_id","contact_number")
);
--> statement-breakpoint
CREATE TABLE "person" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "person_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"street" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"birthday" date,
	"timezone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"map_service" text DEFAULT 'google' NOT NULL,
	"temporary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "login_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"throttle_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failure_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_login_type" (
	"tenant_id" integer NOT NULL,
	"login_id" integer NOT NULL,
	"login_type_code" text NOT NULL,
	CONSTRAINT "login_login_type_tenant_id_login_id_login_type_code_pk" PRIMARY KEY("tenant_id","login_id","login_type_code")
);
--> statement-breakpoint
CREATE TABLE "login_token" (
	"tenant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"login_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_token_tenant_id_token_hash_pk" PRIMARY KEY("tenant_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_type" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"caption" text NOT NULL,
	CONSTRAINT "login_type_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "login" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "login_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"person_id" integer,
	"contact_id" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "login_tenant_email_key" UNIQUE("tenant_id","email")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"tenant_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"token_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "session_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mailbox_user_right" (
	"tenant_id" integer NOT NULL,
	"mailbox_id" integer NOT NULL,
	"login_id" integer NOT NULL,
	"rights" text[] NOT NULL,
	CONSTRAINT "mailbox_user_right_tenant_id_mailbox_id_login_id_pk" PRIMARY KEY("tenant_id","mailbox_id","login_id")
);
--> statement-breakpoint
CREATE TABLE "mailbox" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "mailbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_right" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_right_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_type_code" text,
	"login_id" integer,
	"resource" text NOT NULL,
	"right" text NOT NULL,
	"permission_types" text[] NOT NULL,
	CONSTRAINT "user_right_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"name" text NOT NULL,
	"company_id" integer,
	"begin_date" date,
	"end_date" date,
	"state" text DEFAULT 'confirmed' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"guest_password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "project_tenant_number_key" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "plus_crew" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plus_crew_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"name" text NOT NULL,
	"guest_password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_crew_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "plus_crew_tenant_number_key" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "email_message" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mailbox_id" integer,
	"sender" text NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_message_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenant_host" ADD CONSTRAINT "tenant_host_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_failure" ADD CONSTRAINT "login_failure_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_login_type" ADD CONSTRAINT "login_login_type_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_login_type" ADD CONSTRAINT "login_login_type_tenant_id_login_type_code_login_type_tenant_id_code_fk" FOREIGN KEY ("tenant_id","login_type_code") REFERENCES "public"."login_type"("tenant_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_token" ADD CONSTRAINT "login_token_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_token" ADD CONSTRAINT "login_token_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_type" ADD CONSTRAINT "login_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login" ADD CONSTRAINT "login_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login" ADD CONSTRAINT "login_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login" ADD CONSTRAINT "login_tenant_id_contact_id_contact_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contact"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_user_right" ADD CONSTRAINT "mailbox_user_right_tenant_id_mailbox_id_mailbox_tenant_id_id_fk" FOREIGN KEY ("tenant_id","mailbox_id") REFERENCES "public"."mailbox"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_user_right" ADD CONSTRAINT "mailbox_user_right_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox" ADD CONSTRAINT "mailbox_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_right" ADD CONSTRAINT "user_right_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_right" ADD CONSTRAINT "user_right_tenant_id_login_id_login_tenant_id_id_fk" FOREIGN KEY ("tenant_id","login_id") REFERENCES "public"."login"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_crew" ADD CONSTRAINT "plus_crew_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_message" ADD CONSTRAINT "email_message_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_tenant_name_idx" ON "person" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "login_failure_key_idx" ON "login_failure" USING btree ("tenant_id","throttle_key","failed_at");--> statement-breakpoint
CREATE INDEX "session_tenant_subject_idx" ON "session" USING btree ("tenant_id","subject");--> statement-breakpoint
CREATE INDEX "user_right_login_type_idx" ON "user_right" USING btree ("tenant_id","login_type_code");--> statement-breakpoint
CREATE INDEX "user_right_login_idx" ON "user_right" USING btree ("tenant_id","login_id");--> statement-breakpoint
CREATE INDEX "email_message_created_idx" ON "email_message" USING btree ("tenant_id","created_at");