import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales' BEFORE 'visitor';
  CREATE TABLE "enquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  ALTER TABLE "enquiries" ADD COLUMN "lost_reason" varchar;
  -- The stages replace new/contacted/closed: a closed enquiry becomes lost, with that as its reason
  -- (docs/decisions/sales.md, "The sales pipeline").
  UPDATE "enquiries" SET "status" = 'lost', "lost_reason" = 'Closed before the pipeline had stages' WHERE "status" = 'closed';
  DROP TYPE "public"."enum_enquiries_status";
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'contacted', 'visit_booked', 'visited', 'booking', 'won', 'lost');
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_enquiries_status" USING "status"::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ADD COLUMN "follow_up_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_notes_order_idx" ON "enquiries_notes" USING btree ("_order");
  CREATE INDEX "enquiries_notes_parent_id_idx" ON "enquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "enquiries_notes_author_idx" ON "enquiries_notes" USING btree ("author_id");
  CREATE INDEX "enquiries_follow_up_at_idx" ON "enquiries" USING btree ("follow_up_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_notes" CASCADE;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "enquiries" SET "status" = 'contacted' WHERE "status" IN ('visit_booked', 'visited', 'booking');
  UPDATE "enquiries" SET "status" = 'closed' WHERE "status" IN ('won', 'lost');
  DROP TYPE "public"."enum_enquiries_status";
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'contacted', 'closed');
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_enquiries_status";
  ALTER TABLE "enquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_enquiries_status" USING "status"::"public"."enum_enquiries_status";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'visitor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "enquiries_follow_up_at_idx";
  ALTER TABLE "enquiries" DROP COLUMN "follow_up_at";
  ALTER TABLE "enquiries" DROP COLUMN "lost_reason";`)
}
