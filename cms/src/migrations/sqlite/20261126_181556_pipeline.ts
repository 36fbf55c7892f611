import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_notes_order_idx\` ON \`enquiries_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_parent_id_idx\` ON \`enquiries_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_notes_author_idx\` ON \`enquiries_notes\` (\`author_id\`);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`follow_up_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`lost_reason\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_follow_up_at_idx\` ON \`enquiries\` (\`follow_up_at\`);`)
  // The stages replace new/contacted/closed: a closed enquiry becomes lost, with that as its reason
  // (docs/decisions/sales.md, "The sales pipeline").
  await db.run(
    sql`UPDATE \`enquiries\` SET \`status\` = 'lost', \`lost_reason\` = 'Closed before the pipeline had stages' WHERE \`status\` = 'closed';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(
    sql`UPDATE \`enquiries\` SET \`status\` = 'contacted' WHERE \`status\` IN ('visit_booked', 'visited', 'booking');`,
  )
  await db.run(sql`UPDATE \`enquiries\` SET \`status\` = 'closed' WHERE \`status\` IN ('won', 'lost');`)
  await db.run(sql`DROP TABLE \`enquiries_notes\`;`)
  await db.run(sql`DROP INDEX \`enquiries_follow_up_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`follow_up_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`lost_reason\`;`)
}
