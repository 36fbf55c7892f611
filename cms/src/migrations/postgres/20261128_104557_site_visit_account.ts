import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" ADD COLUMN "account_id" integer;
  ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_visits_account_idx" ON "site_visits" USING btree ("account_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" DROP CONSTRAINT "site_visits_account_id_users_id_fk";
  
  DROP INDEX "site_visits_account_idx";
  ALTER TABLE "site_visits" DROP COLUMN "account_id";`)
}
