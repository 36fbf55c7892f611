import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { testDatabaseURI, testOnPostgres } from './stack'

// The migrated database of the test stack (global setup ran the migrations). Reading a document's
// localized fields looks its `_locales` rows up by `_parent_id`: without an index on that column
// every read scans the whole table (cms/src/adapters/db-indexes.ts).
test("every table of localized fields has an index its documents' rows are looked up by", async () => {
  if (testOnPostgres) {
    const { Client } = await import('pg')
    const db = new Client({ connectionString: testDatabaseURI })
    await db.connect()
    try {
      const tables = (
        await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '%\\_locales'`)
      ).rows.map((r) => r.tablename as string)
      expect(tables.length).toBeGreaterThan(20)
      const indexed = new Set(
        (
          await db.query(
            `SELECT tablename FROM pg_indexes WHERE schemaname = 'public' AND indexdef ~ '\\(_parent_id\\)$'`,
          )
        ).rows.map((r) => r.tablename as string),
      )
      expect(tables.filter((t) => !indexed.has(t))).toEqual([])
    } finally {
      await db.end()
    }
    return
  }
  const db = createClient({ url: testDatabaseURI })
  try {
    const tables = (
      await db.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'`)
    ).rows.map((r) => String(r.name))
    expect(tables.length).toBeGreaterThan(20)
    const scanned: string[] = []
    for (const table of tables) {
      const plan = (await db.execute(`EXPLAIN QUERY PLAN SELECT * FROM "${table}" WHERE _parent_id = 1`)).rows
        .map((r) => String(r.detail))
        .join(' ')
      if (!/USING (COVERING )?INDEX/.test(plan)) scanned.push(`${table}: ${plan}`)
    }
    expect(scanned).toEqual([])
  } finally {
    db.close()
  }
})
