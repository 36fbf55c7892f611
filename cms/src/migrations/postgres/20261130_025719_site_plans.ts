import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_plans_lots_status" AS ENUM('available', 'reserved', 'sold', 'notReleased');
  CREATE TYPE "public"."enum_site_plans_lots_facing" AS ENUM('north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest');
  CREATE TYPE "public"."enum_lot_status_changes_from" AS ENUM('available', 'reserved', 'sold', 'notReleased');
  CREATE TYPE "public"."enum_lot_status_changes_to" AS ENUM('available', 'reserved', 'sold', 'notReleased');
  CREATE TYPE "public"."enum_lot_status_changes_source" AS ENUM('admin', 'import');
  CREATE TABLE "site_plans_lots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lot_id" varchar NOT NULL,
  	"status" "enum_site_plans_lots_status" DEFAULT 'notReleased' NOT NULL,
  	"unit_type_id" integer,
  	"land_area" numeric,
  	"building_area" numeric,
  	"facing" "enum_site_plans_lots_facing",
  	"price" numeric,
  	"status_changed_at" timestamp(3) with time zone,
  	"status_changed_by_id" integer
  );
  
  CREATE TABLE "site_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"markup" varchar,
  	"drawn_lots" jsonb,
  	"prefix" varchar DEFAULT 'site-plans',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "site_plans_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_plans_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"enquiries_id" integer,
  	"site_visits_id" integer
  );
  
  CREATE TABLE "lot_status_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_plan_id" integer,
  	"project_id" integer,
  	"lot" varchar NOT NULL,
  	"from" "enum_lot_status_changes_from",
  	"to" "enum_lot_status_changes_to" NOT NULL,
  	"changed_by_id" integer,
  	"source" "enum_lot_status_changes_source" DEFAULT 'admin',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lot_status_changes_id" integer;
  ALTER TABLE "site_plans_lots" ADD CONSTRAINT "site_plans_lots_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_plans_lots" ADD CONSTRAINT "site_plans_lots_status_changed_by_id_users_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_plans_lots" ADD CONSTRAINT "site_plans_lots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_plans_locales" ADD CONSTRAINT "site_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_plans_rels" ADD CONSTRAINT "site_plans_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_plans_rels" ADD CONSTRAINT "site_plans_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_plans_rels" ADD CONSTRAINT "site_plans_rels_site_visits_fk" FOREIGN KEY ("site_visits_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lot_status_changes" ADD CONSTRAINT "lot_status_changes_site_plan_id_site_plans_id_fk" FOREIGN KEY ("site_plan_id") REFERENCES "public"."site_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lot_status_changes" ADD CONSTRAINT "lot_status_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lot_status_changes" ADD CONSTRAINT "lot_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_plans_lots_order_idx" ON "site_plans_lots" USING btree ("_order");
  CREATE INDEX "site_plans_lots_parent_id_idx" ON "site_plans_lots" USING btree ("_parent_id");
  CREATE INDEX "site_plans_lots_unit_type_idx" ON "site_plans_lots" USING btree ("unit_type_id");
  CREATE INDEX "site_plans_lots_status_changed_by_idx" ON "site_plans_lots" USING btree ("status_changed_by_id");
  CREATE INDEX "site_plans_project_idx" ON "site_plans" USING btree ("project_id");
  CREATE INDEX "site_plans_updated_at_idx" ON "site_plans" USING btree ("updated_at");
  CREATE INDEX "site_plans_created_at_idx" ON "site_plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_plans_filename_idx" ON "site_plans" USING btree ("filename");
  CREATE UNIQUE INDEX "site_plans_locales_locale_parent_id_unique" ON "site_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_plans_locales_parent_idx" ON "site_plans_locales" USING btree ("_parent_id");
  CREATE INDEX "site_plans_rels_order_idx" ON "site_plans_rels" USING btree ("order");
  CREATE INDEX "site_plans_rels_parent_idx" ON "site_plans_rels" USING btree ("parent_id");
  CREATE INDEX "site_plans_rels_path_idx" ON "site_plans_rels" USING btree ("path");
  CREATE INDEX "site_plans_rels_enquiries_id_idx" ON "site_plans_rels" USING btree ("enquiries_id");
  CREATE INDEX "site_plans_rels_site_visits_id_idx" ON "site_plans_rels" USING btree ("site_visits_id");
  CREATE INDEX "lot_status_changes_site_plan_idx" ON "lot_status_changes" USING btree ("site_plan_id");
  CREATE INDEX "lot_status_changes_project_idx" ON "lot_status_changes" USING btree ("project_id");
  CREATE INDEX "lot_status_changes_changed_by_idx" ON "lot_status_changes" USING btree ("changed_by_id");
  CREATE INDEX "lot_status_changes_updated_at_idx" ON "lot_status_changes" USING btree ("updated_at");
  CREATE INDEX "lot_status_changes_created_at_idx" ON "lot_status_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_plans_fk" FOREIGN KEY ("site_plans_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lot_status_changes_fk" FOREIGN KEY ("lot_status_changes_id") REFERENCES "public"."lot_status_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("site_plans_id");
  CREATE INDEX "payload_locked_documents_rels_lot_status_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("lot_status_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_plans_lots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_plans_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_plans_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lot_status_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_plans_lots" CASCADE;
  DROP TABLE "site_plans" CASCADE;
  DROP TABLE "site_plans_locales" CASCADE;
  DROP TABLE "site_plans_rels" CASCADE;
  DROP TABLE "lot_status_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lot_status_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_lot_status_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lot_status_changes_id";
  DROP TYPE "public"."enum_site_plans_lots_status";
  DROP TYPE "public"."enum_site_plans_lots_facing";
  DROP TYPE "public"."enum_lot_status_changes_from";
  DROP TYPE "public"."enum_lot_status_changes_to";
  DROP TYPE "public"."enum_lot_status_changes_source";`)
}
