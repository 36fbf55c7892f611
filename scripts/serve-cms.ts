import { buildCms, cmsBuildIsCurrent, prepareDatabase, setupLinkNotice, startCms } from './lib/cms'
import { settingsOrExit, stopChild, stopOnSignals } from './lib/lifecycle'
import { stage } from './lib/run'

/**
 * `npm run serve:cms`: the CMS alone, for the production layout (site servers run apart:
 * `npm run serve:site`). Its database is prepared as `npm start` does (migrations, then the demo
 * content or the production checks), its build is made when missing or outdated, then `next start`
 * serves it on CMS_HOST:CMS_PORT; when the production checks made the first administrator, it
 * prints the one-time link to choose its password, as `npm start` does. Started from a release
 * (NODE_ENV=production, scripts/bootstrap.mjs) it never builds: a build that is not of these
 * sources is refused. SIGTERM stops it cleanly (docs/RELIABILITY.md "Stopping").
 */
async function main() {
  const settings = settingsOrExit()
  const { setupLink } = await stage('Prepare the CMS database', () => prepareDatabase(settings))
  if (process.env.NODE_ENV === 'production') {
    if (!cmsBuildIsCurrent())
      throw new Error("The CMS's build (cms/.next) is missing or of other sources: run `npm run build:release`.")
  } else console.log(`  CMS build: ${await stage('Build the CMS (skipped when unchanged)', () => buildCms(settings))}`)
  const cms = await stage(`Start the CMS on port ${settings.cmsPort}`, () => startCms(settings))
  let stopping = false
  cms.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`✖ The CMS stopped by itself (${signal ?? `exit code ${code}`}).`)
    process.exit(1)
  })
  stopOnSignals(() => {
    stopping = true
    return stopChild(cms)
  })
  if (setupLink) console.log(`\n${setupLinkNotice(settings, setupLink)}`)
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`)
  process.exit(1)
})
