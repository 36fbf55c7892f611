import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`account_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`enquiries_account_idx\` ON \`enquiries\` (\`account_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`whatsapp\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`saved_homes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`unit_type_id\` integer,
  	\`status\` text DEFAULT 'new',
  	\`owner_id\` integer,
  	\`name\` text NOT NULL,
  	\`reply_by\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`message\` text,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`locale\` text DEFAULT 'en',
  	\`page\` text,
  	\`crm_delivered_at\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_type_id\`) REFERENCES \`unit_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "project_id", "unit_type_id", "status", "owner_id", "name", "reply_by", "phone", "email", "message", "consent", "locale", "page", "crm_delivered_at", "idempotency_key", "updated_at", "created_at") SELECT "id", "project_id", "unit_type_id", "status", "owner_id", "name", "reply_by", "phone", "email", "message", "consent", "locale", "page", "crm_delivered_at", "idempotency_key", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_project_idx\` ON \`enquiries\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_unit_type_idx\` ON \`enquiries\` (\`unit_type_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_owner_idx\` ON \`enquiries\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiries_idempotency_key_idx\` ON \`enquiries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`whatsapp\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`saved_homes\`;`)
}
