import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { buildCms, migrate, seed, startCms } from '../../scripts/lib/cms'
import { stage } from '../../scripts/lib/run'
import { serveSite } from '../../scripts/lib/serve'
import { buildSite, publicDir } from '../../scripts/lib/site'
import { testDataDir, testSettings, testTilePort, testTileURL } from './stack'
import { serveTiles } from './tiles'

/**
 * The real stack, once for all end-to-end tests: a fresh SQLite database, migrations, the
 * demo seed, the CMS, a site build from it, and the server `npm start` uses.
 */
export default async function globalSetup() {
  if (process.env.UNIT_ONLY) return
  fs.rmSync(testDataDir, { recursive: true, force: true })
  fs.mkdirSync(testDataDir, { recursive: true })
  const settings = testSettings()
  // The site build bakes the map's tile server in; the tests serve their own tiles there.
  process.env.GATSBY_MAP_TILE_URL = testTileURL
  const cmsLog = fs.openSync(path.join(testDataDir, 'cms.log'), 'a')
  const quiet = { stdio: ['ignore', cmsLog, cmsLog] as ('ignore' | number)[] }

  let cms: ChildProcess | undefined
  try {
    await stage('Migrate a fresh test database', () => migrate(settings, quiet))
    await stage('Seed the demo content', () => seed(settings, quiet))
    await stage('Build the CMS', () => buildCms(settings))
    cms = await stage('Start the CMS', () => startCms(settings, quiet))
    await stage('Build the site', () => buildSite(settings))
    const server = await stage('Serve the site', () =>
      serveSite({ publicDir, cmsURL: settings.cmsURL, port: settings.sitePort }),
    )
    const tileServer = await serveTiles(testTilePort)
    return async () => {
      server.close()
      tileServer.close()
      cms?.kill('SIGTERM')
    }
  } catch (error) {
    cms?.kill('SIGTERM')
    console.error(`The test stack did not come up; CMS log: ${path.join(testDataDir, 'cms.log')}`)
    throw error
  }
}
