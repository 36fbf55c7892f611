import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import { buildCms, migrate, seed, startCms } from './lib/cms'
import { stage } from './lib/run'
import { ensureEnvFile, envFile, loadEnv, readSettings, SettingsError, type Settings } from './lib/settings'
import { liveSite } from './lib/site'

/** `npm start`: the embedded CMS with demo content, the site built from it, served on one origin. */
async function main() {
  if (ensureEnvFile()) console.log(`Wrote ${path.relative(process.cwd(), envFile)} with a new random PAYLOAD_SECRET.`)
  let settings: Settings
  try {
    settings = readSettings(loadEnv())
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(`✖ ${error.message}`)
      process.exit(1)
    }
    throw error
  }

  let cms: ChildProcess | undefined
  let server: Server | undefined
  const stop = () => {
    server?.close()
    cms?.kill('SIGTERM')
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  try {
    await stage('Migrate the CMS database', () => migrate(settings))
    await stage('Seed the demo content (both languages)', () => seed(settings))
    const built = await stage('Build the CMS (skipped when unchanged)', () => buildCms(settings))
    console.log(`  CMS build: ${built}`)
    cms = await stage(`Start the CMS on port ${settings.cmsPort}`, () => startCms(settings))
    const site = liveSite(settings)
    await stage('Build the site from the CMS', site.buildAndPublish).catch((error: Error) => {
      if (!site.releases.live()) throw error
      console.error(`✖ ${error.message}\n  Serving the previous build of the site.`)
    })
    server = await stage(`Serve the site on port ${settings.sitePort}`, site.serve)
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}`)
    cms?.kill('SIGTERM')
    process.exit(1)
  }

  console.log(`
The site is up.
  Site        ${settings.siteURL}/   (Indonesian: ${settings.siteURL}/id/)
  CMS admin   ${settings.siteURL}/admin
  GraphQL     ${settings.siteURL}/api/graphql
  Editor      ${settings.editorEmail} / ${settings.editorPassword}
Publishing in the CMS rebuilds the site by itself; the admin shows the build state.
Press Ctrl+C to stop.`)
}

main()
