import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`progress_updates_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`progress_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`progress_updates_photos_order_idx\` ON \`progress_updates_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_photos_parent_id_idx\` ON \`progress_updates_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_photos_image_idx\` ON \`progress_updates_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`progress_updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer,
  	\`date\` text,
  	\`percent\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`progress_updates_project_idx\` ON \`progress_updates\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_date_idx\` ON \`progress_updates\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_updated_at_idx\` ON \`progress_updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_created_at_idx\` ON \`progress_updates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates__status_idx\` ON \`progress_updates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`progress_updates_locales\` (
  	\`title\` text,
  	\`cluster\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`progress_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`progress_updates_locales_locale_parent_id_unique\` ON \`progress_updates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_updates_locales_parent_idx\` ON \`progress_updates_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_progress_updates_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_progress_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_photos_order_idx\` ON \`_progress_updates_v_version_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_photos_parent_id_idx\` ON \`_progress_updates_v_version_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_photos_image_idx\` ON \`_progress_updates_v_version_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_progress_updates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_project_id\` integer,
  	\`version_date\` text,
  	\`version_percent\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`progress_updates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_parent_idx\` ON \`_progress_updates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_version_project_idx\` ON \`_progress_updates_v\` (\`version_project_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_version_date_idx\` ON \`_progress_updates_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_version_updated_at_idx\` ON \`_progress_updates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_version_created_at_idx\` ON \`_progress_updates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_version_version__status_idx\` ON \`_progress_updates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_created_at_idx\` ON \`_progress_updates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_updated_at_idx\` ON \`_progress_updates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_snapshot_idx\` ON \`_progress_updates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_published_locale_idx\` ON \`_progress_updates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_latest_idx\` ON \`_progress_updates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_progress_updates_v_locales\` (
  	\`version_title\` text,
  	\`version_cluster\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_progress_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_progress_updates_v_locales_locale_parent_id_unique\` ON \`_progress_updates_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_updates_v_locales_parent_idx\` ON \`_progress_updates_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`progress_updates_id\` integer REFERENCES progress_updates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_updates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`progress_updates_photos\`;`)
  await db.run(sql`DROP TABLE \`progress_updates\`;`)
  await db.run(sql`DROP TABLE \`progress_updates_locales\`;`)
  await db.run(sql`DROP TABLE \`_progress_updates_v_version_photos\`;`)
  await db.run(sql`DROP TABLE \`_progress_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_progress_updates_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`projects_id\` integer,
  	\`unit_types_id\` integer,
  	\`site_plans_id\` integer,
  	\`lot_status_changes_id\` integer,
  	\`property_types_id\` integer,
  	\`project_tags_id\` integer,
  	\`facilities_id\` integer,
  	\`facility_categories_id\` integer,
  	\`partners_id\` integer,
  	\`access_id\` integer,
  	\`social_posts_id\` integer,
  	\`files_id\` integer,
  	\`file_categories_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`redirects_id\` integer,
  	\`form_submissions_id\` integer,
  	\`enquiries_id\` integer,
  	\`site_visits_id\` integer,
  	\`visit_schedules_id\` integer,
  	\`subscribers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unit_types_id\`) REFERENCES \`unit_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_plans_id\`) REFERENCES \`site_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lot_status_changes_id\`) REFERENCES \`lot_status_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_tags_id\`) REFERENCES \`project_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facilities_id\`) REFERENCES \`facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facility_categories_id\`) REFERENCES \`facility_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_id\`) REFERENCES \`access\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_posts_id\`) REFERENCES \`social_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_categories_id\`) REFERENCES \`file_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_visits_id\`) REFERENCES \`site_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_schedules_id\`) REFERENCES \`visit_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "site_plans_id", "lot_status_changes_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "site_visits_id", "visit_schedules_id", "subscribers_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "site_plans_id", "lot_status_changes_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "site_visits_id", "visit_schedules_id", "subscribers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unit_types_id_idx\` ON \`payload_locked_documents_rels\` (\`unit_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`site_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lot_status_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`lot_status_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`project_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_facilities_id_idx\` ON \`payload_locked_documents_rels\` (\`facilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_facility_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`facility_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_id_idx\` ON \`payload_locked_documents_rels\` (\`access_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`file_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_schedules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
