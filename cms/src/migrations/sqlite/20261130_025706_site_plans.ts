import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_plans_lots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lot_id\` text NOT NULL,
  	\`status\` text DEFAULT 'notReleased' NOT NULL,
  	\`unit_type_id\` integer,
  	\`land_area\` numeric,
  	\`building_area\` numeric,
  	\`facing\` text,
  	\`price\` numeric,
  	\`status_changed_at\` text,
  	\`status_changed_by_id\` integer,
  	FOREIGN KEY (\`unit_type_id\`) REFERENCES \`unit_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`status_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_plans_lots_order_idx\` ON \`site_plans_lots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_lots_parent_id_idx\` ON \`site_plans_lots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_lots_unit_type_idx\` ON \`site_plans_lots\` (\`unit_type_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_lots_status_changed_by_idx\` ON \`site_plans_lots\` (\`status_changed_by_id\`);`)
  await db.run(sql`CREATE TABLE \`site_plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`markup\` text,
  	\`drawn_lots\` text,
  	\`prefix\` text DEFAULT 'site-plans',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_plans_project_idx\` ON \`site_plans\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_updated_at_idx\` ON \`site_plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_created_at_idx\` ON \`site_plans\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_plans_filename_idx\` ON \`site_plans\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`site_plans_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_plans_locales_locale_parent_id_unique\` ON \`site_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_locales_parent_idx\` ON \`site_plans_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_plans_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`enquiries_id\` integer,
  	\`site_visits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`site_visits_id\`) REFERENCES \`site_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_plans_rels_order_idx\` ON \`site_plans_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_rels_parent_idx\` ON \`site_plans_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_rels_path_idx\` ON \`site_plans_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_rels_enquiries_id_idx\` ON \`site_plans_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`site_plans_rels_site_visits_id_idx\` ON \`site_plans_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE TABLE \`lot_status_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_plan_id\` integer,
  	\`project_id\` integer,
  	\`lot\` text NOT NULL,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`changed_by_id\` integer,
  	\`source\` text DEFAULT 'admin',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_plan_id\`) REFERENCES \`site_plans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lot_status_changes_site_plan_idx\` ON \`lot_status_changes\` (\`site_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`lot_status_changes_project_idx\` ON \`lot_status_changes\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`lot_status_changes_changed_by_idx\` ON \`lot_status_changes\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`lot_status_changes_updated_at_idx\` ON \`lot_status_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lot_status_changes_created_at_idx\` ON \`lot_status_changes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_plans_id\` integer REFERENCES site_plans(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lot_status_changes_id\` integer REFERENCES lot_status_changes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`site_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lot_status_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`lot_status_changes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_plans_lots\`;`)
  await db.run(sql`DROP TABLE \`site_plans\`;`)
  await db.run(sql`DROP TABLE \`site_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`site_plans_rels\`;`)
  await db.run(sql`DROP TABLE \`lot_status_changes\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "site_visits_id", "visit_schedules_id", "subscribers_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "site_visits_id", "visit_schedules_id", "subscribers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
