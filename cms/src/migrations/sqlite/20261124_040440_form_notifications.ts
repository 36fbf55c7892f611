import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`notification_recipients\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`notification_reply_to_field\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`notification_recipients\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`notification_reply_to_field\`;`)
}
