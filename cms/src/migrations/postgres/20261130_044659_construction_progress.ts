import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_progress_updates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__progress_updates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__progress_updates_v_published_locale" AS ENUM('en', 'id');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'announceProgressUpdate' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'announceProgressUpdate' BEFORE 'schedulePublish';
  CREATE TABLE "progress_updates_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "progress_updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer,
  	"date" timestamp(3) with time zone,
  	"percent" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_progress_updates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "progress_updates_locales" (
  	"title" varchar,
  	"cluster" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_progress_updates_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_progress_updates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_project_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_percent" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__progress_updates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__progress_updates_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_progress_updates_v_locales" (
  	"version_title" varchar,
  	"version_cluster" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "progress_updates_id" integer;
  ALTER TABLE "progress_updates_photos" ADD CONSTRAINT "progress_updates_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_updates_photos" ADD CONSTRAINT "progress_updates_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."progress_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "progress_updates" ADD CONSTRAINT "progress_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "progress_updates_locales" ADD CONSTRAINT "progress_updates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."progress_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_progress_updates_v_version_photos" ADD CONSTRAINT "_progress_updates_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_updates_v_version_photos" ADD CONSTRAINT "_progress_updates_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_progress_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_progress_updates_v" ADD CONSTRAINT "_progress_updates_v_parent_id_progress_updates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."progress_updates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_updates_v" ADD CONSTRAINT "_progress_updates_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_progress_updates_v_locales" ADD CONSTRAINT "_progress_updates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_progress_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "progress_updates_photos_order_idx" ON "progress_updates_photos" USING btree ("_order");
  CREATE INDEX "progress_updates_photos_parent_id_idx" ON "progress_updates_photos" USING btree ("_parent_id");
  CREATE INDEX "progress_updates_photos_image_idx" ON "progress_updates_photos" USING btree ("image_id");
  CREATE INDEX "progress_updates_project_idx" ON "progress_updates" USING btree ("project_id");
  CREATE INDEX "progress_updates_date_idx" ON "progress_updates" USING btree ("date");
  CREATE INDEX "progress_updates_updated_at_idx" ON "progress_updates" USING btree ("updated_at");
  CREATE INDEX "progress_updates_created_at_idx" ON "progress_updates" USING btree ("created_at");
  CREATE INDEX "progress_updates__status_idx" ON "progress_updates" USING btree ("_status");
  CREATE UNIQUE INDEX "progress_updates_locales_locale_parent_id_unique" ON "progress_updates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "progress_updates_locales_parent_idx" ON "progress_updates_locales" USING btree ("_parent_id");
  CREATE INDEX "_progress_updates_v_version_photos_order_idx" ON "_progress_updates_v_version_photos" USING btree ("_order");
  CREATE INDEX "_progress_updates_v_version_photos_parent_id_idx" ON "_progress_updates_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_progress_updates_v_version_photos_image_idx" ON "_progress_updates_v_version_photos" USING btree ("image_id");
  CREATE INDEX "_progress_updates_v_parent_idx" ON "_progress_updates_v" USING btree ("parent_id");
  CREATE INDEX "_progress_updates_v_version_version_project_idx" ON "_progress_updates_v" USING btree ("version_project_id");
  CREATE INDEX "_progress_updates_v_version_version_date_idx" ON "_progress_updates_v" USING btree ("version_date");
  CREATE INDEX "_progress_updates_v_version_version_updated_at_idx" ON "_progress_updates_v" USING btree ("version_updated_at");
  CREATE INDEX "_progress_updates_v_version_version_created_at_idx" ON "_progress_updates_v" USING btree ("version_created_at");
  CREATE INDEX "_progress_updates_v_version_version__status_idx" ON "_progress_updates_v" USING btree ("version__status");
  CREATE INDEX "_progress_updates_v_created_at_idx" ON "_progress_updates_v" USING btree ("created_at");
  CREATE INDEX "_progress_updates_v_updated_at_idx" ON "_progress_updates_v" USING btree ("updated_at");
  CREATE INDEX "_progress_updates_v_snapshot_idx" ON "_progress_updates_v" USING btree ("snapshot");
  CREATE INDEX "_progress_updates_v_published_locale_idx" ON "_progress_updates_v" USING btree ("published_locale");
  CREATE INDEX "_progress_updates_v_latest_idx" ON "_progress_updates_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_progress_updates_v_locales_locale_parent_id_unique" ON "_progress_updates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_progress_updates_v_locales_parent_idx" ON "_progress_updates_v_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_progress_updates_fk" FOREIGN KEY ("progress_updates_id") REFERENCES "public"."progress_updates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_progress_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("progress_updates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "progress_updates_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "progress_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "progress_updates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_updates_v_version_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_progress_updates_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "progress_updates_photos" CASCADE;
  DROP TABLE "progress_updates" CASCADE;
  DROP TABLE "progress_updates_locales" CASCADE;
  DROP TABLE "_progress_updates_v_version_photos" CASCADE;
  DROP TABLE "_progress_updates_v" CASCADE;
  DROP TABLE "_progress_updates_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_progress_updates_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'crmWebhook', 'deliverEmail', 'siteVisitReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'crmWebhook', 'deliverEmail', 'siteVisitReminders', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_progress_updates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "progress_updates_id";
  DROP TYPE "public"."enum_progress_updates_status";
  DROP TYPE "public"."enum__progress_updates_v_version_status";
  DROP TYPE "public"."enum__progress_updates_v_published_locale";`)
}
