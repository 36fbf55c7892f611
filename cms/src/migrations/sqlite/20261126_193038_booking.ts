import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_visits\` (
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
  await db.run(sql`CREATE INDEX \`site_visits_project_idx\` ON \`site_visits\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_slot_start_idx\` ON \`site_visits\` (\`slot_start\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_status_idx\` ON \`site_visits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_enquiry_idx\` ON \`site_visits\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_visits_idempotency_key_idx\` ON \`site_visits\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_updated_at_idx\` ON \`site_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`site_visits_created_at_idx\` ON \`site_visits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_slotStart_place_idx\` ON \`site_visits\` (\`project_id\`,\`slot_start\`,\`place\`);`)
  await db.run(sql`CREATE TABLE \`visit_schedules_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`visit_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`visit_schedules_hours_order_idx\` ON \`visit_schedules_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`visit_schedules_hours_parent_id_idx\` ON \`visit_schedules_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`visit_schedules_closed_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`visit_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`visit_schedules_closed_dates_order_idx\` ON \`visit_schedules_closed_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`visit_schedules_closed_dates_parent_id_idx\` ON \`visit_schedules_closed_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`visit_schedules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`capacity\` numeric DEFAULT 2 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_schedules_project_idx\` ON \`visit_schedules\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_schedules_updated_at_idx\` ON \`visit_schedules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visit_schedules_created_at_idx\` ON \`visit_schedules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visit_schedules_locales\` (
  	\`gallery_address\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`visit_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visit_schedules_locales_locale_parent_id_unique\` ON \`visit_schedules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`visit_schedules_locales_parent_idx\` ON \`visit_schedules_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_visits_id\` integer REFERENCES site_visits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`visit_schedules_id\` integer REFERENCES visit_schedules(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`site_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_schedules_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_visits\`;`)
  await db.run(sql`DROP TABLE \`visit_schedules_hours\`;`)
  await db.run(sql`DROP TABLE \`visit_schedules_closed_dates\`;`)
  await db.run(sql`DROP TABLE \`visit_schedules\`;`)
  await db.run(sql`DROP TABLE \`visit_schedules_locales\`;`)
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
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "subscribers_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "projects_id", "unit_types_id", "property_types_id", "project_tags_id", "facilities_id", "facility_categories_id", "partners_id", "access_id", "social_posts_id", "files_id", "file_categories_id", "media_id", "forms_id", "redirects_id", "form_submissions_id", "enquiries_id", "subscribers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
