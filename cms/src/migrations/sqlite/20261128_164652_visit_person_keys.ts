import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { emailKey, phoneKey } from '@lestari/model/contact-links'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_visits\` ADD \`email_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_visits\` ADD \`phone_key\` text;`)
  await db.run(sql`CREATE INDEX \`site_visits_email_key_idx\` ON \`site_visits\` (\`email_key\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_phone_key_idx\` ON \`site_visits\` (\`phone_key\`);`)
  // The visits booked before: their keys, for the limits per person to count them.
  const visits = await db.all<{ id: number; email: string; phone: string }>(sql`SELECT id, email, phone FROM site_visits`)
  for (const visit of visits)
    await db.run(
      sql`UPDATE site_visits SET email_key = ${emailKey(visit.email)}, phone_key = ${phoneKey(visit.phone)} WHERE id = ${visit.id}`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`site_visits_email_key_idx\`;`)
  await db.run(sql`DROP INDEX \`site_visits_phone_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_visits\` DROP COLUMN \`email_key\`;`)
  await db.run(sql`ALTER TABLE \`site_visits\` DROP COLUMN \`phone_key\`;`)
}
