import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_search_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"homes" boolean DEFAULT false
  );
  
  CREATE TABLE "_site_settings_v_version_search_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"homes" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  ALTER TABLE "site_settings_search_synonyms" ADD CONSTRAINT "site_settings_search_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_search_synonyms" ADD CONSTRAINT "_site_settings_v_version_search_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_search_synonyms_order_idx" ON "site_settings_search_synonyms" USING btree ("_order");
  CREATE INDEX "site_settings_search_synonyms_parent_id_idx" ON "site_settings_search_synonyms" USING btree ("_parent_id");
  CREATE INDEX "site_settings_search_synonyms_locale_idx" ON "site_settings_search_synonyms" USING btree ("_locale");
  CREATE INDEX "_site_settings_v_version_search_synonyms_order_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_search_synonyms_parent_id_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_search_synonyms_locale_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_search_synonyms" CASCADE;
  DROP TABLE "_site_settings_v_version_search_synonyms" CASCADE;`)
}
