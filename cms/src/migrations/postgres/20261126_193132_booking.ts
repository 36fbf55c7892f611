import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_visits_status" AS ENUM('booked', 'visited', 'noShow', 'cancelled');
  CREATE TYPE "public"."enum_site_visits_locale" AS ENUM('en', 'id');
  CREATE TYPE "public"."enum_visit_schedules_hours_day" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'siteVisitReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'siteVisitReminders' BEFORE 'schedulePublish';
  CREATE TABLE "site_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"slot_start" timestamp(3) with time zone NOT NULL,
  	"slot_end" timestamp(3) with time zone,
  	"status" "enum_site_visits_status" DEFAULT 'booked' NOT NULL,
  	"place" numeric,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"enquiry_id" integer,
  	"locale" "enum_site_visits_locale" DEFAULT 'en',
  	"consent" boolean,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_schedules_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_visit_schedules_hours_day" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "visit_schedules_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL
  );
  
  CREATE TABLE "visit_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"capacity" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_schedules_locales" (
  	"gallery_address" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_schedules_id" integer;
  ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_schedules_hours" ADD CONSTRAINT "visit_schedules_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visit_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_schedules_closed_dates" ADD CONSTRAINT "visit_schedules_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visit_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_schedules" ADD CONSTRAINT "visit_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "visit_schedules_locales" ADD CONSTRAINT "visit_schedules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visit_schedules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_visits_project_idx" ON "site_visits" USING btree ("project_id");
  CREATE INDEX "site_visits_slot_start_idx" ON "site_visits" USING btree ("slot_start");
  CREATE INDEX "site_visits_status_idx" ON "site_visits" USING btree ("status");
  CREATE INDEX "site_visits_enquiry_idx" ON "site_visits" USING btree ("enquiry_id");
  CREATE UNIQUE INDEX "site_visits_idempotency_key_idx" ON "site_visits" USING btree ("idempotency_key");
  CREATE INDEX "site_visits_updated_at_idx" ON "site_visits" USING btree ("updated_at");
  CREATE INDEX "site_visits_created_at_idx" ON "site_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_slotStart_place_idx" ON "site_visits" USING btree ("project_id","slot_start","place");
  CREATE INDEX "visit_schedules_hours_order_idx" ON "visit_schedules_hours" USING btree ("_order");
  CREATE INDEX "visit_schedules_hours_parent_id_idx" ON "visit_schedules_hours" USING btree ("_parent_id");
  CREATE INDEX "visit_schedules_closed_dates_order_idx" ON "visit_schedules_closed_dates" USING btree ("_order");
  CREATE INDEX "visit_schedules_closed_dates_parent_id_idx" ON "visit_schedules_closed_dates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "visit_schedules_project_idx" ON "visit_schedules" USING btree ("project_id");
  CREATE INDEX "visit_schedules_updated_at_idx" ON "visit_schedules" USING btree ("updated_at");
  CREATE INDEX "visit_schedules_created_at_idx" ON "visit_schedules" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_schedules_locales_locale_parent_id_unique" ON "visit_schedules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "visit_schedules_locales_parent_idx" ON "visit_schedules_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_visits_fk" FOREIGN KEY ("site_visits_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_schedules_fk" FOREIGN KEY ("visit_schedules_id") REFERENCES "public"."visit_schedules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("site_visits_id");
  CREATE INDEX "payload_locked_documents_rels_visit_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_schedules_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_schedules_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_schedules_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_schedules_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_visits" CASCADE;
  DROP TABLE "visit_schedules_hours" CASCADE;
  DROP TABLE "visit_schedules_closed_dates" CASCADE;
  DROP TABLE "visit_schedules" CASCADE;
  DROP TABLE "visit_schedules_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_schedules_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crmWebhook', 'deliverEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crmWebhook', 'deliverEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_site_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_schedules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_schedules_id";
  DROP TYPE "public"."enum_site_visits_status";
  DROP TYPE "public"."enum_site_visits_locale";
  DROP TYPE "public"."enum_visit_schedules_hours_day";`)
}
