import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`unit_types\` ADD \`property_type_id\` integer REFERENCES property_types(id);`)
  await db.run(sql`CREATE INDEX \`unit_types_property_type_idx\` ON \`unit_types\` (\`property_type_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_unit_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`project_id\` integer NOT NULL,
  	\`bedrooms\` numeric NOT NULL,
  	\`bathrooms\` numeric NOT NULL,
  	\`floors\` numeric NOT NULL,
  	\`land_area\` numeric,
  	\`building_area\` numeric NOT NULL,
  	\`carports\` numeric,
  	\`price\` numeric NOT NULL,
  	\`floor_plan_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`floor_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_unit_types\`("id", "slug", "project_id", "bedrooms", "bathrooms", "floors", "land_area", "building_area", "carports", "price", "floor_plan_id", "updated_at", "created_at") SELECT "id", "slug", "project_id", "bedrooms", "bathrooms", "floors", "land_area", "building_area", "carports", "price", "floor_plan_id", "updated_at", "created_at" FROM \`unit_types\`;`)
  await db.run(sql`DROP TABLE \`unit_types\`;`)
  await db.run(sql`ALTER TABLE \`__new_unit_types\` RENAME TO \`unit_types\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`unit_types_slug_idx\` ON \`unit_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`unit_types_project_idx\` ON \`unit_types\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`unit_types_floor_plan_idx\` ON \`unit_types\` (\`floor_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`unit_types_updated_at_idx\` ON \`unit_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_types_created_at_idx\` ON \`unit_types\` (\`created_at\`);`)
}
