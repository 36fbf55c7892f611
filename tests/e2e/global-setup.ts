import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { buildCms, prepareDatabase, startCms } from '../../scripts/lib/cms'
import { stage } from '../../scripts/lib/run'
import { siteLogFile } from '../../scripts/lib/request-log'
import { type Settings } from '../../scripts/lib/settings'
import { liveSite } from '../../scripts/lib/site'
import {
  cmsPidFile,
  seededAddressesFile,
  seededCmsDir,
  seededSiteDir,
  seededStaffEmails,
  signInSeeded,
  testDataDir,
  testOnPostgres,
  testSettings,
  testTilePort,
  testTileURL,
} from './stack'
import { copyTestDatabase } from './extra-stack'
import { copyReleaseStage } from './production'
import { instagramFeedPath, serveTiles } from './tiles'

/** The addresses a site build bakes into its pages: the site's own, and the map's tile server. */
const builtAddresses = (siteURL: string) => ({ site: siteURL, tiles: testTileURL.replace('/{z}/{x}/{y}.png', '') })

/** The CMS's upload folders, by the name their copy has in seededCmsDir. */
const uploadDirs = (s: Settings): [string, string][] => [
  ['media', s.mediaDir],
  ['files', s.filesDir],
]

/**
 * Another stack's first build, for this stack: as it is on the same ports; on other ports (the
 * main and PostgreSQL suites beside the editors' loop suite) a copy whose pages name this stack's
 * site and tile server instead, as a build here would.
 */
function seededForThisStack(seeded: string, siteURL: string): string {
  const from = JSON.parse(fs.readFileSync(seededAddressesFile(seeded), 'utf8')) as ReturnType<typeof builtAddresses>
  const to = builtAddresses(siteURL)
  if (from.site === to.site && from.tiles === to.tiles) return seeded
  const copy = path.join(testDataDir, 'seeded-site')
  fs.cpSync(seeded, copy, { recursive: true })
  for (const entry of fs.readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|json|xml|txt|webmanifest)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = fs.readFileSync(file, 'utf8')
    // As written, and encoded in a link's query (the share links).
    let moved = text
    for (const [a, b] of [
      [from.tiles, to.tiles],
      [from.site, to.site],
    ])
      moved = moved.replaceAll(a, b).replaceAll(encodeURIComponent(a), encodeURIComponent(b))
    if (moved !== text) fs.writeFileSync(file, moved)
  }
  return copy
}

/**
 * The real stack, once for all end-to-end tests: a fresh database (SQLite, or the PostgreSQL
 * of global-setup-postgres.ts), migrations, the demo seed, the CMS, a site build from it, and
 * the server `npm start` uses.
 */
export default async function globalSetup() {
  if (process.env.UNIT_ONLY) return
  fs.rmSync(testDataDir, { recursive: true, force: true })
  if (!testOnPostgres)
    for (const copy of [seededSiteDir, seededAddressesFile(seededSiteDir), seededCmsDir(seededSiteDir)])
      fs.rmSync(copy, { recursive: true, force: true })
  fs.mkdirSync(testDataDir, { recursive: true })
  // One secret for the whole run: the tests reach the build worker with the secret derived from it.
  process.env.TEST_PAYLOAD_SECRET ||= crypto.randomBytes(24).toString('hex')
  const settings = testSettings()
  // The site build bakes the map's tile server in; the tests serve their own tiles there.
  process.env.GATSBY_MAP_TILE_URL = testTileURL
  // The Instagram block of the home page shows a feed the tests serve too (tests/e2e/tiles.ts).
  process.env.INSTAGRAM_FEED_URL = `http://localhost:${testTilePort}${instagramFeedPath}`
  // The stock widget asks the CMS again every few seconds in the tests (60 s by default).
  process.env.GATSBY_STOCK_POLL_SECONDS ||= '3'
  const cmsLog = fs.openSync(path.join(testDataDir, 'cms.log'), 'a')
  const quiet = { stdio: ['ignore', cmsLog, cmsLog] as ('ignore' | number)[] }

  const seeded = process.env.TEST_SEEDED_SITE
  const servesCopy = Boolean(seeded && fs.existsSync(path.join(seeded, 'index.html')))
  const seededCms = seeded && !testOnPostgres && seededCmsDir(seeded)
  let cms: ChildProcess | undefined
  try {
    await Promise.all([
      servesCopy && seededCms && fs.existsSync(seededCms)
        ? stage('Copy the database and uploads of that first build', async () => {
            fs.cpSync(path.join(seededCms, 'cms.db'), settings.databaseURI.replace(/^file:/, ''))
            for (const [name, dir] of uploadDirs(settings))
              fs.cpSync(path.join(seededCms, name), dir, { recursive: true })
          })
        : // What `npm start` does to a database (migrations, and the demo content since it is
          // empty), at the same time as the CMS's build, which does not open the database.
          stage('Prepare a fresh test database', () => prepareDatabase(settings, quiet)),
      stage('Build the CMS', () => buildCms(settings)),
    ])
    cms = await stage('Start the CMS', () => startCms(settings, quiet))
    // The editors' loop tests stop and restart the CMS to break a build on purpose.
    fs.writeFileSync(cmsPidFile, String(cms.pid))
    // Built and served the way `npm start` does it: the live release, with the build worker.
    const tileServer = await serveTiles(testTilePort)
    const site = liveSite(settings)
    if (seeded && servesCopy) {
      // The same demo content in both databases: the seed makes its documents one after another, so
      // their ids match, and the pages name their pictures by file.
      await stage('Serve a copy of the first site build of the same demo content', async () => {
        await site.releases.publish(seededForThisStack(seeded, settings.siteURL))
        site.worker.markLive()
      })
    } else {
      // The production layout's release is copied from the sources as they are now, beside the build.
      await Promise.all([stage('Build the site', site.buildAndPublish), copyReleaseStage(settings, cmsLog)])
      if (!testOnPostgres) {
        fs.cpSync(fs.realpathSync(site.releases.current), seededSiteDir, { recursive: true })
        const cmsCopy = seededCmsDir(seededSiteDir)
        fs.rmSync(cmsCopy, { recursive: true, force: true })
        fs.mkdirSync(cmsCopy, { recursive: true })
        await copyTestDatabase(path.join(cmsCopy, 'cms.db'))
        for (const [name, dir] of uploadDirs(settings)) fs.cpSync(dir, path.join(cmsCopy, name), { recursive: true })
        fs.writeFileSync(seededAddressesFile(seededSiteDir), JSON.stringify(builtAddresses(settings.siteURL)))
      }
    }
    // The seeded staff's sessions for every worker, made one after another (stack.ts, seededToken).
    await stage('Sign the seeded staff accounts in', async () => {
      const sessions: Record<string, string> = {}
      for (const email of seededStaffEmails) sessions[email] = await signInSeeded(email)
      process.env.TEST_SEEDED_SESSIONS = JSON.stringify(sessions)
    })
    // One line per request in a file, not in the tests' output.
    const server = await stage('Serve the site', () =>
      site.serve({ logger: siteLogFile(path.join(testDataDir, 'site.log'), settings.source.LOG_LEVEL) }),
    )
    return async () => {
      // A stack serving a copy of another stack's build runs beside that stack's editors' loop,
      // which builds in the same public/ and .cache: a build here would have mixed with its own.
      const builds = site.worker.current().builds
      server.close()
      tileServer.close()
      const pid = Number(fs.readFileSync(cmsPidFile, 'utf8'))
      try {
        process.kill(pid, 'SIGTERM')
      } catch {
        // already stopped
      }
      if (servesCopy && builds)
        throw new Error(
          `A test asked this stack for ${builds} site build(s), but it serves a copy of the editors' loop's first build and must not build beside it: a test that publishes belongs in the editors' loop (an editor-loop spec).`,
        )
    }
  } catch (error) {
    cms?.kill('SIGTERM')
    console.error(`The test stack did not come up; CMS log: ${path.join(testDataDir, 'cms.log')}`)
    throw error
  }
}
