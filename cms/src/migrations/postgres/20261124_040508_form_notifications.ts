import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "notification_recipients" varchar;
  ALTER TABLE "forms" ADD COLUMN "notification_subject" varchar;
  ALTER TABLE "forms" ADD COLUMN "notification_reply_to_field" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DROP COLUMN "notification_recipients";
  ALTER TABLE "forms" DROP COLUMN "notification_subject";
  ALTER TABLE "forms" DROP COLUMN "notification_reply_to_field";`)
}
