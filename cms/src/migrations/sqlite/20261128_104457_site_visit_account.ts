import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_visits\` ADD \`account_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_visits_account_idx\` ON \`site_visits\` (\`account_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`slot_start\` text NOT NULL,
  	\`slot_end\` text,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`place\` numeric,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`enquiry_id\` integer,
  	\`locale\` text DEFAULT 'en',
  	\`consent\` integer,
  	\`reminder_sent_at\` text,
  	\`cancelled_at\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_visits\`("id", "project_id", "slot_start", "slot_end", "status", "place", "name", "phone", "email", "enquiry_id", "locale", "consent", "reminder_sent_at", "cancelled_at", "idempotency_key", "updated_at", "created_at") SELECT "id", "project_id", "slot_start", "slot_end", "status", "place", "name", "phone", "email", "enquiry_id", "locale", "consent", "reminder_sent_at", "cancelled_at", "idempotency_key", "updated_at", "created_at" FROM \`site_visits\`;`)
  await db.run(sql`DROP TABLE \`site_visits\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_visits\` RENAME TO \`site_visits\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_visits_project_idx\` ON \`site_visits\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_slot_start_idx\` ON \`site_visits\` (\`slot_start\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_status_idx\` ON \`site_visits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_enquiry_idx\` ON \`site_visits\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_visits_idempotency_key_idx\` ON \`site_visits\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_updated_at_idx\` ON \`site_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_created_at_idx\` ON \`site_visits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_slotStart_place_idx\` ON \`site_visits\` (\`project_id\`,\`slot_start\`,\`place\`);`)
}
