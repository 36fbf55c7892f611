import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`lot\` text;`)
  await db.run(sql`ALTER TABLE \`site_visits\` ADD \`lot\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`lot\`;`)
  await db.run(sql`ALTER TABLE \`site_visits\` DROP COLUMN \`lot\`;`)
}
