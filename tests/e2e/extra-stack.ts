import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import { createClient } from '@libsql/client'
import { startCms } from '../../scripts/lib/cms'
import { Releases } from '../../scripts/lib/releases'
import { siteLogFile } from '../../scripts/lib/request-log'
import { serveSite, type ServeOptions } from '../../scripts/lib/serve'
import { processEnv, type Settings } from '../../scripts/lib/settings'
import { sharesTestSessions, testDataDir, testSettings } from './stack'

/**
 * A consistent copy of the test stack's SQLite database into `file` (replaced), while the test CMS
 * keeps writing (a file copy could tear the WAL).
 */
export async function copyTestDatabase(file: string) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
  const db = createClient({ url: testSettings().databaseURI })
  await db.execute('PRAGMA busy_timeout = 5000')
  await db.execute({ sql: 'VACUUM INTO ?', args: [file] })
  db.close()
}

export type ExtraStackOptions = {
  /** Names its database copy and log file in the test data folder. */
  name: string
  sitePort: number
  cmsPort: number
  /** Settings over the test stack's (a build hook, REDIS_URL, SMTP_HOST...). */
  settings?: Partial<Settings>
  /** Environment of its CMS over the settings' own. */
  cmsEnv?: Record<string, string>
  /** Its own copy of the test database (SQLite only); false: the test stack's database itself. */
  ownDatabase?: boolean
}

/**
 * A CMS and a site server of a spec's own beside the test stack: the same CMS build, on ports of
 * their own, serving the test stack's live release. Its database is a copy of the test database
 * (SQLite; PostgreSQL's database is shared, a copy is not a file) or the test database itself.
 * It asks for no site build and runs no jobs unless its settings and environment say so.
 */
export function extraStack({
  name,
  sitePort,
  cmsPort,
  settings: over = {},
  cmsEnv = {},
  ownDatabase = true,
}: ExtraStackOptions) {
  const base = testSettings()
  const sqlite = base.databaseURI.startsWith('file:')
  const settings: Settings = {
    ...base,
    sitePort,
    cmsPort,
    siteURL: `http://localhost:${sitePort}`,
    cmsURL: `http://localhost:${cmsPort}`,
    databaseURI: sqlite && ownDatabase ? `file:${path.join(testDataDir, `${name}-cms.db`)}` : base.databaseURI,
    buildHookURL: '',
    ...over,
  }
  if (settings.databaseURI === base.databaseURI && settings.payloadSecret === base.payloadSecret)
    sharesTestSessions(settings.cmsURL)
  const cmsLog = path.join(testDataDir, `${name}-cms.log`)
  const log = fs.openSync(cmsLog, 'a')
  let cms: ChildProcess | undefined
  let server: Server | undefined
  return {
    settings,
    sqlite,
    dbFile: settings.databaseURI.replace(/^file:/, ''),
    /** Its CMS's output, one JSON line per API request among it; and its site server's log. */
    cmsLog,
    siteLog: path.join(testDataDir, `${name}-site.log`),
    /** A consistent copy of the test database while the test CMS keeps writing (a file copy could tear the WAL). */
    async copyDatabase() {
      if (sqlite && ownDatabase) await copyTestDatabase(this.dbFile)
    },
    /** Starts the CMS unless it runs. */
    async startCms() {
      if (cms) return
      cms = await startCms(settings, {
        stdio: ['ignore', log, log],
        env: { ...processEnv(settings), PAYLOAD_JOBS_AUTORUN: 'false', ...cmsEnv },
      })
    },
    /** Stops the CMS with the signal and resolves once the process is gone. */
    async stopCms(signal: NodeJS.Signals) {
      const child = cms
      cms = undefined
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(signal)
      await exited
    },
    /** Starts its site server, with `options` over the defaults (a build worker, REDIS_URL, the proxy secret...). */
    async serve(options: Partial<ServeOptions> = {}) {
      server = await serveSite({
        publicDir: new Releases(base.releasesDir).current,
        cmsURL: settings.cmsURL,
        port: sitePort,
        logger: siteLogFile(this.siteLog),
        ...options,
      })
    },
    async close() {
      await this.stopCms('SIGTERM')
      server?.close()
    },
  }
}
