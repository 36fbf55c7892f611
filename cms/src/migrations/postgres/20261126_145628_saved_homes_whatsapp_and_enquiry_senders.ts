import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" ADD COLUMN "account_id" integer;
  ALTER TABLE "users" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "users" ADD COLUMN "saved_homes" jsonb;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiries_account_idx" ON "enquiries" USING btree ("account_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_account_id_users_id_fk";
  
  DROP INDEX "enquiries_account_idx";
  ALTER TABLE "enquiries" DROP COLUMN "account_id";
  ALTER TABLE "users" DROP COLUMN "whatsapp";
  ALTER TABLE "users" DROP COLUMN "saved_homes";`)
}
