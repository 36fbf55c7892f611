import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_contact_consent" AS ENUM('given', 'withdrawn');
  CREATE TYPE "public"."enum_site_visits_contact_consent" AS ENUM('given', 'withdrawn');
  CREATE TYPE "public"."enum_consents_purpose" AS ENUM('sales-contact', 'newsletter', 'development-updates');
  CREATE TYPE "public"."enum_consents_form" AS ENUM('enquiry', 'site-visit', 'subscription');
  CREATE TYPE "public"."enum_consents_source_collection" AS ENUM('enquiries', 'site-visits', 'subscribers');
  CREATE TYPE "public"."enum_consents_language" AS ENUM('en', 'id');
  CREATE TYPE "public"."enum_consents_withdrawn_by" AS ENUM('person', 'erasure');
  CREATE TYPE "public"."enum_staff_access_action" AS ENUM('open', 'list', 'create', 'update', 'delete', 'export');
  CREATE TYPE "public"."enum_staff_access_target_collection" AS ENUM('enquiries', 'site-visits', 'subscribers', 'users');
  CREATE TYPE "public"."enum_staff_access_via" AS ENUM('rest', 'graphql', 'admin');
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"form" "enum_consents_form" NOT NULL,
  	"wording_version" varchar NOT NULL,
  	"email" varchar,
  	"account_id" integer,
  	"source_collection" "enum_consents_source_collection",
  	"source_id" numeric,
  	"language" "enum_consents_language",
  	"page" varchar,
  	"given_at" timestamp(3) with time zone NOT NULL,
  	"withdrawn_at" timestamp(3) with time zone,
  	"withdrawn_by" "enum_consents_withdrawn_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_access" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" integer,
  	"staff_email" varchar,
  	"staff_roles" varchar,
  	"action" "enum_staff_access_action" NOT NULL,
  	"target_collection" "enum_staff_access_target_collection" NOT NULL,
  	"document_ids" varchar,
  	"count" numeric,
  	"via" "enum_staff_access_via",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "contact_consent" "enum_enquiries_contact_consent" DEFAULT 'given';
  ALTER TABLE "enquiries" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "site_visits" ADD COLUMN "contact_consent" "enum_site_visits_contact_consent" DEFAULT 'given';
  ALTER TABLE "site_visits" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "newsletter" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_access_id" integer;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_access" ADD CONSTRAINT "staff_access_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("purpose");
  CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");
  CREATE INDEX "consents_account_idx" ON "consents" USING btree ("account_id");
  CREATE INDEX "consents_source_id_idx" ON "consents" USING btree ("source_id");
  CREATE INDEX "consents_given_at_idx" ON "consents" USING btree ("given_at");
  CREATE INDEX "consents_withdrawn_at_idx" ON "consents" USING btree ("withdrawn_at");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "staff_access_staff_idx" ON "staff_access" USING btree ("staff_id");
  CREATE INDEX "staff_access_staff_email_idx" ON "staff_access" USING btree ("staff_email");
  CREATE INDEX "staff_access_action_idx" ON "staff_access" USING btree ("action");
  CREATE INDEX "staff_access_target_collection_idx" ON "staff_access" USING btree ("target_collection");
  CREATE INDEX "staff_access_document_ids_idx" ON "staff_access" USING btree ("document_ids");
  CREATE INDEX "staff_access_updated_at_idx" ON "staff_access" USING btree ("updated_at");
  CREATE INDEX "staff_access_created_at_idx" ON "staff_access" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_access_fk" FOREIGN KEY ("staff_access_id") REFERENCES "public"."staff_access"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_contact_consent_idx" ON "enquiries" USING btree ("contact_consent");
  CREATE INDEX "site_visits_contact_consent_idx" ON "site_visits" USING btree ("contact_consent");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_staff_access_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_access_id");`)
  // A subscriber of no development subscribed to the site's news: the newsletter.
  await db.execute(
    sql`UPDATE "subscribers" SET "newsletter" = true WHERE "id" NOT IN (SELECT "parent_id" FROM "subscribers_rels" WHERE "projects_id" IS NOT NULL);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_access" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "staff_access" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_access_fk";
  
  DROP INDEX "enquiries_contact_consent_idx";
  DROP INDEX "site_visits_contact_consent_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_access_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "contact_consent";
  ALTER TABLE "enquiries" DROP COLUMN "erased_at";
  ALTER TABLE "site_visits" DROP COLUMN "contact_consent";
  ALTER TABLE "site_visits" DROP COLUMN "erased_at";
  ALTER TABLE "subscribers" DROP COLUMN "newsletter";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_access_id";
  DROP TYPE "public"."enum_enquiries_contact_consent";
  DROP TYPE "public"."enum_site_visits_contact_consent";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_form";
  DROP TYPE "public"."enum_consents_source_collection";
  DROP TYPE "public"."enum_consents_language";
  DROP TYPE "public"."enum_consents_withdrawn_by";
  DROP TYPE "public"."enum_staff_access_action";
  DROP TYPE "public"."enum_staff_access_target_collection";
  DROP TYPE "public"."enum_staff_access_via";`)
}
