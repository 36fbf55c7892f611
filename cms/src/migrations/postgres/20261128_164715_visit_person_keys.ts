import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { emailKey, phoneKey } from '@lestari/model/contact-links'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_visits" ADD COLUMN "email_key" varchar;
  ALTER TABLE "site_visits" ADD COLUMN "phone_key" varchar;
  CREATE INDEX "site_visits_email_key_idx" ON "site_visits" USING btree ("email_key");
  CREATE INDEX "site_visits_phone_key_idx" ON "site_visits" USING btree ("phone_key");`)
  // The visits booked before: their keys, for the limits per person to count them.
  const { rows } = await db.execute(sql`SELECT id, email, phone FROM site_visits`)
  for (const visit of rows as { id: number; email: string; phone: string }[])
    await db.execute(
      sql`UPDATE site_visits SET email_key = ${emailKey(visit.email)}, phone_key = ${phoneKey(visit.phone)} WHERE id = ${visit.id}`,
    )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_visits_email_key_idx";
  DROP INDEX "site_visits_phone_key_idx";
  ALTER TABLE "site_visits" DROP COLUMN "email_key";
  ALTER TABLE "site_visits" DROP COLUMN "phone_key";`)
}
