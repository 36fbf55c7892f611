/**
 * Creates the next PostgreSQL migration of the CMS and proves it on a real server:
 *
 *   npm run migrate:create:postgres -- <name>      e.g. -- users_lockout
 *
 * Starts a throwaway PostgreSQL (Debian's, installed with apt-get when missing), applies the
 * committed migrations of cms/src/migrations/postgres to an empty database, runs Payload's
 * `migrate:create <name>` (which compares the CMS's schema with the newest migration's snapshot),
 * applies the new migration too, and stops the server. Nothing is written when the schema has
 * not changed. The SQLite migration of the same change is made with `npx payload migrate:create`
 * in cms/ (README, "Schema changes").
 */
import crypto from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { migrate } from './lib/cms'
import { aptInstall, postgresPackage } from './lib/debian-packages.mjs'
import { startPostgres } from './lib/postgres'
import { stage } from './lib/run'
import { cmsDir, processEnv, readSettings, rootDir, type Settings } from './lib/settings'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error(
    'Name the migration for what it changes, in lower case and underscores: npm run migrate:create:postgres -- users_lockout',
  )
  process.exit(1)
}
const migrationsDir = path.join(cmsDir, 'src', 'migrations', 'postgres')
const listMigrations = () =>
  fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir).filter((f) => /^\d{8}_\d{6}_.*\.ts$/.test(f)) : []

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.once('error', reject)
  })

/**
 * `payload migrate:create`, started again when it ended without having run (the Payload CLI's
 * module loader now and then drops its script: see cms/src/seed/index.ts). It ran when it
 * logged its first step; without a new file it then found no schema change.
 */
async function createMigration(s: Settings): Promise<string | undefined> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const before = new Set(listMigrations())
    let output = ''
    const child = spawn(
      path.join(rootDir, 'node_modules', '.bin', 'payload'),
      ['migrate:create', name, '--skip-empty'],
      {
        cwd: cmsDir,
        env: processEnv(s),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => ((output += chunk.toString()), process.stdout.write(chunk)))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    if (code !== 0) throw new Error(`payload migrate:create failed (exit code ${code})`)
    const created = listMigrations().find((f) => !before.has(f))
    if (created) return created
    if (output.includes('generating UP statements')) return undefined
    console.error(`payload migrate:create ended without running (attempt ${attempt}/3).`)
  }
  throw new Error('payload migrate:create did not run after 3 attempts')
}

async function main() {
  aptInstall([postgresPackage])
  const port = await freePort()
  const server = await stage(`Start a throwaway PostgreSQL on port ${port}`, () =>
    startPostgres(
      path.join(rootDir, '.run', 'postgres-migration'),
      `postgres://cms:${crypto.randomBytes(12).toString('hex')}@127.0.0.1:${port}/cms`,
    ),
  )
  try {
    const settings = readSettings({ PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'), DATABASE_URI: server.uri })
    await stage(`Apply the ${listMigrations().length} committed PostgreSQL migration(s) to an empty database`, () =>
      migrate(settings),
    )
    const created = await stage(`Create the migration "${name}"`, () => createMigration(settings))
    if (!created) {
      console.log('\nThe schema has not changed since the newest PostgreSQL migration: nothing created.')
    } else {
      await stage(`Apply ${created}`, () => migrate(settings))
      console.log(
        `\nCreated and applied cleanly: cms/src/migrations/postgres/${created} (with its .json snapshot; index.ts updated).`,
      )
      console.log(
        'Read it through, give data changes (backfills) their own statements like the SQLite ones, and commit it.',
      )
    }
  } finally {
    server.stop()
  }
}

main().catch((error: Error) => {
  console.error(`\n${error.message}`)
  process.exit(1)
})
