import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "unit_types" ADD COLUMN "property_type_id" integer;
  ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "unit_types_property_type_idx" ON "unit_types" USING btree ("property_type_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "unit_types" DROP CONSTRAINT "unit_types_property_type_id_property_types_id_fk";
  
  DROP INDEX "unit_types_property_type_idx";
  ALTER TABLE "unit_types" DROP COLUMN "property_type_id";`)
}
