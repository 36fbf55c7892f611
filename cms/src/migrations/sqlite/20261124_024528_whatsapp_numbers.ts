import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_contact_whatsapp\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`_projects_v\` DROP COLUMN \`version_whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`contact_whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_contact_whatsapp\`;`)
}
