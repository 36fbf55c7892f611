import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`token\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_token_idx\` ON \`subscribers\` (\`token\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`_verified\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`_verificationtoken\` text;`)
  // Accounts made before email confirmation existed keep logging in.
  await db.run(sql`UPDATE \`users\` SET \`_verified\` = 1;`)
  // Subscribers of before get the secret of their confirm and unsubscribe links.
  await db.run(sql`UPDATE \`subscribers\` SET \`token\` = lower(hex(randomblob(24))) WHERE \`token\` IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`token\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`_verified\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`_verificationtoken\`;`)
}
