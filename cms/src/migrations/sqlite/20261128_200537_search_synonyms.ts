import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_search_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	\`homes\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_search_synonyms_order_idx\` ON \`site_settings_search_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_search_synonyms_parent_id_idx\` ON \`site_settings_search_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_search_synonyms_locale_idx\` ON \`site_settings_search_synonyms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_search_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	\`homes\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_order_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_parent_id_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_locale_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_search_synonyms\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_search_synonyms\`;`)
}
