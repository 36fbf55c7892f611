import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_token" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "email_change_sent_at" timestamp(3) with time zone;
  CREATE INDEX "users_email_change_token_idx" ON "users" USING btree ("email_change_token");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_email_change_token_idx";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "email_change_token";
  ALTER TABLE "users" DROP COLUMN "email_change_expires_at";
  ALTER TABLE "users" DROP COLUMN "email_change_sent_at";`)
}
