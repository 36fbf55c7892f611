import fs from 'node:fs'
import path from 'node:path'
import type { Migration, Payload } from 'payload'

/**
 * The committed migrations, applied by one process at a time: several CMS processes that start on
 * a new schema together (a deploy), or `npm run migrate` beside them, would otherwise all read the
 * same migrations as pending and apply them again. The first takes the lock and migrates; the
 * others wait for it, then find nothing left to do. On PostgreSQL the lock is the database's own
 * (a session advisory lock, held on one connection for the whole run); on SQLite, which one
 * machine serves, a lock file beside the database.
 */
export async function migrateOnce(payload: Payload) {
  const migrations = await committedMigrations(payload)
  const migrate = () => payload.db.migrate({ migrations })
  const pool = (payload.db as { pool?: PoolLike }).pool
  if (pool) return withAdvisoryLock(pool, migrate)
  const file = sqliteFile(process.env.DATABASE_URI)
  if (file) return withLockFile(`${file}.migrate-lock`, migrate)
  await migrate()
}

/**
 * The dialect's migrations from the list Payload keeps beside them (`index.ts`, written by
 * `payload migrate:create`), imported like any module: Payload would otherwise import each file
 * of the folder by its path, which needs a TypeScript loader, and the tasks run as one bundled
 * module under plain Node (scripts/lib/cms-task-bundle.ts).
 */
async function committedMigrations(payload: Payload): Promise<Migration[]> {
  const { migrations } =
    payload.db.name === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
  // Payload's adapter-neutral type takes `unknown` arguments; each dialect's functions take its own.
  return migrations as unknown as Migration[]
}

type PoolLike = {
  connect(): Promise<{ query(text: string, values?: unknown[]): Promise<unknown>; release(): void }>
}

/** Any fixed number, the same in every process: the key of the migrations' advisory lock. */
const migrationLockKey = 4_207_202_611

async function withAdvisoryLock(pool: PoolLike, work: () => Promise<void>) {
  const client = await pool.connect()
  try {
    const waiting = setTimeout(() => console.log('Waiting for another process to finish the migrations…'), 1000)
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    clearTimeout(waiting)
    try {
      await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    client.release()
  }
}

const sqliteFile = (uri: string | undefined) =>
  uri?.startsWith('file:') ? path.resolve(uri.slice('file:'.length).split('?')[0]) : null

/** How long a start waits for another process's migrations before it gives up. */
const lockWaitMs = 10 * 60_000

/** Whether the process that wrote a lock file (its pid) still runs on this machine. */
const holderRuns = (lockFile: string) => {
  const pid = Number(fs.readFileSync(lockFile, 'utf8'))
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function withLockFile(lockFile: string, work: () => Promise<void>) {
  const started = Date.now()
  let told = false
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Left by a process that died while migrating: its migration's transaction was rolled back.
      if (!holderRuns(lockFile)) {
        fs.rmSync(lockFile, { force: true })
        continue
      }
      if (Date.now() - started > lockWaitMs)
        throw new Error(
          `Another process (${lockFile}) has been migrating the database for over ${lockWaitMs / 60_000} minutes`,
          { cause: error },
        )
      if (!told) console.log('Waiting for another process to finish the migrations…')
      told = true
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    await work()
  } finally {
    fs.rmSync(lockFile, { force: true })
  }
}
