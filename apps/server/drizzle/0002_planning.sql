CREATE TABLE "location" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"street" text,
	"zipcode" text,
	"city" text,
	"country" text,
	"region_id" integer,
	"link" text,
	"info" text,
	"map_link" text,
	"latitude" double precision,
	"longitude" double precision,
	"geo_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "region_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "region_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "region_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "crew_tag" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crew_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "crew_tag_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "crew_tag_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "function" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "function_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"spare" boolean DEFAULT false NOT NULL,
	"color" text,
	CONSTRAINT "function_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "function_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "person_function" (
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	CONSTRAINT "person_function_tenant_id_person_id_function_id_pk" PRIMARY KEY("tenant_id","person_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "person_skill" (
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"valid_until" date,
	CONSTRAINT "person_skill_tenant_id_person_id_skill_id_pk" PRIMARY KEY("tenant_id","person_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "person_tag" (
	"tenant_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "person_tag_tenant_id_person_id_tag_id_pk" PRIMARY KEY("tenant_id","person_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "skill" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "skill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "skill_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "skill_name_key" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "crew_photo" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crew_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_photo_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "delivery_note" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_id" integer NOT NULL,
	"signed_file_id" integer,
	"signer_name" text,
	"rating" integer,
	"comment" text,
	"form_fields" jsonb,
	"signed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"downloaded" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_note_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "delivery_note_crew_key" UNIQUE("tenant_id","project_crew_id")
);
--> statement-breakpoint
CREATE TABLE "live_location" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "live_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_location_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_crew_item_status" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_crew_item_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_item_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"status" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"check_in_at" timestamp with time zone,
	"check_in_latitude" double precision,
	"check_in_longitude" double precision,
	"check_out_at" timestamp with time zone,
	"check_out_latitude" double precision,
	"check_out_longitude" double precision,
	"proposed_paid_hours" numeric(6, 2),
	"proposed_charged_hours" numeric(6, 2),
	"signed_off_at" timestamp with time zone,
	"signed_off_by_person_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_crew_item_status_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pcis_item_person_key" UNIQUE("tenant_id","project_crew_item_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "project_crew_item" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_crew_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"function_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"amount_of_rows" integer DEFAULT 1 NOT NULL,
	"catering" text,
	"crew_info_external" text,
	"crew_info_internal" text,
	"client_added" boolean DEFAULT false NOT NULL,
	"spare" boolean DEFAULT false NOT NULL,
	"chargeable_hours" numeric(6, 2),
	"open_as_vacancy" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_crew_item_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_crew" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_crew_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"shift" text DEFAULT 'day' NOT NULL,
	"location_id" integer,
	"crew_chief_person_id" integer,
	"contact_on_site_name" text,
	"contact_on_site_phone" text,
	"contact_on_site_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_crew_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "security_check" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "security_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_crew_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"date" date NOT NULL,
	"shift" text NOT NULL,
	"answers" jsonb,
	"signed_by_person_id" integer,
	"signed_file_id" integer,
	"signed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_check_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "security_check_key" UNIQUE("tenant_id","project_crew_id","form_id","date","shift")
);
--> statement-breakpoint
CREATE TABLE "planner_crew_membership" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "planner_crew_membership_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"planner_crew_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_crew_membership_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "planner_crew_membership_key" UNIQUE("tenant_id","planner_crew_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "planner_crew" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "planner_crew_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type_of_assignment" text DEFAULT 'preferred' NOT NULL,
	"company_id" integer,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_crew_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"caption" text NOT NULL,
	"body" text,
	"type" text NOT NULL,
	"category" text,
	"person_party_id" integer,
	"subject_type" text,
	"subject_id" integer,
	"due_date" date,
	"priority" integer,
	"recipient_login_id" integer,
	"created_by_login_id" integer,
	"parameters" jsonb,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "block_date" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "block_date_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"reason" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_date_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "vacation_request" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vacation_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'requested' NOT NULL,
	"unpaid" boolean DEFAULT false NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacation_request_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crew_rating_type" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crew_rating_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "crew_rating_type_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "crew_rating" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crew_rating_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"rating_type_id" integer,
	"value" integer NOT NULL,
	"comment" text,
	"rated_by_login_id" integer,
	"project_crew_item_status_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_rating_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "crew_rating_value_range" CHECK ("crew_rating"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "file" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "client_mark" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "crew_chief_person_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "project_manager_person_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "default_catering_type" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "rate_card_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "project_type" text;--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "internal_kind" text;--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_tenant_id_region_id_region_tenant_id_id_fk" FOREIGN KEY ("tenant_id","region_id") REFERENCES "public"."region"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_tag" ADD CONSTRAINT "crew_tag_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function" ADD CONSTRAINT "function_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_function" ADD CONSTRAINT "person_function_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_function" ADD CONSTRAINT "person_function_tenant_id_function_id_function_tenant_id_id_fk" FOREIGN KEY ("tenant_id","function_id") REFERENCES "public"."function"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_skill" ADD CONSTRAINT "person_skill_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_skill" ADD CONSTRAINT "person_skill_tenant_id_skill_id_skill_tenant_id_id_fk" FOREIGN KEY ("tenant_id","skill_id") REFERENCES "public"."skill"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_tag" ADD CONSTRAINT "person_tag_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_tag" ADD CONSTRAINT "person_tag_tenant_id_tag_id_crew_tag_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."crew_tag"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill" ADD CONSTRAINT "skill_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photo" ADD CONSTRAINT "crew_photo_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photo" ADD CONSTRAINT "crew_photo_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_photo" ADD CONSTRAINT "crew_photo_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note" ADD CONSTRAINT "delivery_note_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note" ADD CONSTRAINT "delivery_note_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_location" ADD CONSTRAINT "live_location_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_location" ADD CONSTRAINT "live_location_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_location" ADD CONSTRAINT "live_location_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD CONSTRAINT "project_crew_item_status_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD CONSTRAINT "project_crew_item_status_tenant_id_project_crew_item_id_project_crew_item_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_item_id") REFERENCES "public"."project_crew_item"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD CONSTRAINT "project_crew_item_status_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item_status" ADD CONSTRAINT "project_crew_item_status_tenant_id_signed_off_by_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signed_off_by_person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item" ADD CONSTRAINT "project_crew_item_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item" ADD CONSTRAINT "project_crew_item_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item" ADD CONSTRAINT "project_crew_item_tenant_id_project_id_project_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."project"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew_item" ADD CONSTRAINT "project_crew_item_tenant_id_function_id_function_tenant_id_id_fk" FOREIGN KEY ("tenant_id","function_id") REFERENCES "public"."function"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew" ADD CONSTRAINT "project_crew_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew" ADD CONSTRAINT "project_crew_tenant_id_project_id_project_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."project"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew" ADD CONSTRAINT "project_crew_tenant_id_location_id_location_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."location"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_crew" ADD CONSTRAINT "project_crew_tenant_id_crew_chief_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","crew_chief_person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_check" ADD CONSTRAINT "security_check_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_check" ADD CONSTRAINT "security_check_tenant_id_project_crew_id_project_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_crew_id") REFERENCES "public"."project_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_check" ADD CONSTRAINT "security_check_tenant_id_signed_by_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","signed_by_person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_membership" ADD CONSTRAINT "planner_crew_membership_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_membership" ADD CONSTRAINT "planner_crew_membership_tenant_id_planner_crew_id_planner_crew_tenant_id_id_fk" FOREIGN KEY ("tenant_id","planner_crew_id") REFERENCES "public"."planner_crew"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew_membership" ADD CONSTRAINT "planner_crew_membership_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew" ADD CONSTRAINT "planner_crew_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_crew" ADD CONSTRAINT "planner_crew_tenant_id_company_id_company_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."company"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_person_party_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_party_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_date" ADD CONSTRAINT "block_date_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_date" ADD CONSTRAINT "block_date_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_request" ADD CONSTRAINT "vacation_request_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_request" ADD CONSTRAINT "vacation_request_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_rating_type" ADD CONSTRAINT "crew_rating_type_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_rating" ADD CONSTRAINT "crew_rating_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_rating" ADD CONSTRAINT "crew_rating_tenant_id_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_rating" ADD CONSTRAINT "crew_rating_tenant_id_rating_type_id_crew_rating_type_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rating_type_id") REFERENCES "public"."crew_rating_type"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_name_idx" ON "location" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "person_function_function_idx" ON "person_function" USING btree ("tenant_id","function_id");--> statement-breakpoint
CREATE INDEX "crew_photo_crew_idx" ON "crew_photo" USING btree ("tenant_id","project_crew_id");--> statement-breakpoint
CREATE INDEX "live_location_crew_idx" ON "live_location" USING btree ("tenant_id","project_crew_id","recorded_at");--> statement-breakpoint
CREATE INDEX "pcis_person_idx" ON "project_crew_item_status" USING btree ("tenant_id","person_id","status");--> statement-breakpoint
CREATE INDEX "pci_crew_idx" ON "project_crew_item" USING btree ("tenant_id","project_crew_id");--> statement-breakpoint
CREATE INDEX "pci_project_idx" ON "project_crew_item" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "pci_dates_idx" ON "project_crew_item" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "project_crew_project_idx" ON "project_crew" USING btree ("tenant_id","project_id","date");--> statement-breakpoint
CREATE INDEX "project_crew_date_idx" ON "project_crew" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "planner_crew_membership_person_idx" ON "planner_crew_membership" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("tenant_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "activity_due_idx" ON "activity" USING btree ("tenant_id","type","due_date");--> statement-breakpoint
CREATE INDEX "block_date_person_idx" ON "block_date" USING btree ("tenant_id","person_id","start_date");--> statement-breakpoint
CREATE INDEX "vacation_request_person_idx" ON "vacation_request" USING btree ("tenant_id","person_id","start_date");--> statement-breakpoint
CREATE INDEX "crew_rating_person_idx" ON "crew_rating" USING btree ("tenant_id","person_id");--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_tenant_id_region_id_region_tenant_id_id_fk" FOREIGN KEY ("tenant_id","region_id") REFERENCES "public"."region"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_contact_id_contact_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contact"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_location_id_location_tenant_id_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."location"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_crew_chief_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","crew_chief_person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_tenant_id_project_manager_person_id_person_tenant_id_id_fk" FOREIGN KEY ("tenant_id","project_manager_person_id") REFERENCES "public"."person"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_dates_idx" ON "project" USING btree ("tenant_id","begin_date","end_date");--> statement-breakpoint
SELECT crewhub_enable_tenant_rls(t) FROM unnest(ARRAY['location', 'region', 'crew_tag', 'function', 'person_function', 'person_skill', 'person_tag', 'skill', 'crew_photo', 'delivery_note', 'live_location', 'project_crew_item_status', 'project_crew_item', 'project_crew', 'security_check', 'planner_crew_membership', 'planner_crew', 'activity', 'block_date', 'vacation_request', 'crew_rating_type', 'crew_rating', 'file']) AS t;
