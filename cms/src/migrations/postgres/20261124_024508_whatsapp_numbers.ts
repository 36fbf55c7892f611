import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "whatsapp" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_whatsapp" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "contact_whatsapp" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_contact_whatsapp" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" DROP COLUMN "whatsapp";
  ALTER TABLE "_projects_v" DROP COLUMN "version_whatsapp";
  ALTER TABLE "site_settings" DROP COLUMN "contact_whatsapp";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_contact_whatsapp";`)
}
