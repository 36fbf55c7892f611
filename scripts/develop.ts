import { cmsIsReady, prepareDatabase } from './lib/cms'
import { start, stage, waitFor } from './lib/run'
import { ensureEnvFile, loadEnv, processEnv, readSettings, secretValues } from './lib/settings'
import path from 'node:path'

/**
 * `npm run develop`: the CMS in Next.js dev mode and `gatsby develop` against it.
 * Content changes reach `gatsby develop` by a fetch of the CMS's changes every CMS_REFETCH_SECONDS (gatsby-node.ts).
 */
async function main() {
  ensureEnvFile()
  const settings = readSettings(loadEnv())
  await stage('Prepare the CMS database (migrations, demo content if empty)', () => prepareDatabase(settings))
  const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name)
  const cms = start(bin('next'), ['dev', '-H', settings.cmsHost, '-p', String(settings.cmsPort)], { cwd: 'cms', env: processEnv(settings) }, secretValues(settings))
  await stage('Start the CMS (dev mode)', () => waitFor('The CMS', () => cmsIsReady(settings.cmsURL), 120_000, cms))
  const gatsby = start(bin('gatsby'), ['develop', '-p', String(settings.sitePort)], {
    env: { ...processEnv(settings), CMS_REFETCH_SECONDS: process.env.CMS_REFETCH_SECONDS ?? '10' },
  }, secretValues(settings))
  const stop = () => {
    gatsby.kill('SIGTERM')
    cms.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  console.log(`CMS admin on ${settings.cmsURL}/admin; the site on http://localhost:${settings.sitePort}/ once gatsby develop is ready.`)
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
