import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { migrate } from '../../scripts/lib/cms'
import { testDatabaseURI, testDataDir, testOnPostgres, testSettings } from './stack'

/**
 * Several CMS processes starting together on a new schema (a deploy), or `npm run migrate` beside
 * them, apply each migration once: one process migrates, the others wait for it and find nothing
 * left (cms/src/seed/migrate.ts). Tried on an empty database of its own, on SQLite and in the
 * PostgreSQL suite, with two migrations started at the same moment through the task every CMS
 * start runs (scripts/lib/cms.ts `migrate`).
 */
test.describe.configure({ timeout: 240_000 })

const kind = testOnPostgres ? 'postgres' : 'sqlite'

/** The committed migrations' names (cms/src/migrations/<kind>/, one .ts file each beside index.ts). */
const committed = fs
  .readdirSync(path.join(process.cwd(), 'cms', 'src', 'migrations', kind))
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .map((name) => name.replace(/\.ts$/, ''))
  .sort()

/** An empty database beside the test stack's, its address, the names its migrations table holds, and a way to drop it. */
async function emptyDatabase() {
  const name = `migrations_${process.pid}_${Date.now()}`
  if (testOnPostgres) {
    const admin = new pg.Client({ connectionString: testDatabaseURI })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const uri = testDatabaseURI.replace(/\/[^/]+$/, `/${name}`)
    return {
      uri,
      applied: async () => {
        const db = new pg.Client({ connectionString: uri })
        await db.connect()
        try {
          return (await db.query<{ name: string }>('select name from payload_migrations')).rows.map((r) => r.name)
        } finally {
          await db.end()
        }
      },
      drop: async () => {
        const db = new pg.Client({ connectionString: testDatabaseURI })
        await db.connect()
        await db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await db.end()
      },
    }
  }
  const file = path.join(testDataDir, `${name}.db`)
  return {
    uri: `file:${file}`,
    applied: async () => {
      const db = createClient({ url: `file:${file}` })
      try {
        return (await db.execute('select name from payload_migrations')).rows.map((r) => String(r.name))
      } finally {
        db.close()
      }
    },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '.migrate-lock']) fs.rmSync(`${file}${suffix}`, { force: true })
    },
  }
}

test(`two CMS starts at the same moment on an empty ${kind} database apply each migration once`, async () => {
  expect(committed.length).toBeGreaterThan(5)
  const database = await emptyDatabase()
  const settings = { ...testSettings(), databaseURI: database.uri, buildHookURL: '' }
  const logFile = path.join(testDataDir, 'migrations.log')
  const out = fs.openSync(logFile, 'w')
  try {
    const runs = await Promise.allSettled([
      migrate(settings, { stdio: ['ignore', out, out] }),
      migrate(settings, { stdio: ['ignore', out, out] }),
    ])
    const log = fs.readFileSync(logFile, 'utf8')
    expect(
      runs.map((run) => run.status),
      log,
    ).toEqual(['fulfilled', 'fulfilled'])
    const applied = await database.applied()
    expect([...applied].sort(), log).toEqual(committed)
  } finally {
    fs.closeSync(out)
    await database.drop()
  }
})
