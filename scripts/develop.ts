import crypto from 'node:crypto'
import path from 'node:path'
import { cmsChangeMark } from '../plugins/gatsby-source-cms/change-mark'
import { cmsIsReady, prepareDatabase } from './lib/cms'
import { ensurePortFree, start, stage, waitFor } from './lib/run'
import { ensureEnvFile, loadEnv, processEnv, readSettings, secretValues } from './lib/settings'

/**
 * `npm run develop`: the CMS in Next.js dev mode and `gatsby develop` against it.
 * Every CMS_REFETCH_SECONDS this asks the CMS whether its published content changed
 * (cmsChangeMark), and if so calls gatsby develop's refresh endpoint, which takes only this
 * process's random token: gatsby develop then sources the CMS's changes (plugins/gatsby-source-cms) and runs
 * again the queries of what changed. A refresh costs gatsby develop a round of sourcing and page
 * creation, so it is not called when nothing changed: pages' queries run on demand in develop,
 * and refreshes back to back would keep them waiting.
 */
async function main() {
  ensureEnvFile()
  const settings = readSettings(loadEnv())
  await stage('Prepare the CMS database (migrations, demo content if empty)', () => prepareDatabase(settings))
  const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name)
  await ensurePortFree('The CMS', settings.cmsHost, settings.cmsPort)
  const cms = start(
    bin('next'),
    ['dev', '-H', settings.cmsHost, '-p', String(settings.cmsPort)],
    // Payload writes cms/src/payload-types.ts again as the content model changes (cms/src/settings).
    { cwd: 'cms', env: { ...processEnv(settings), PAYLOAD_GENERATE_TYPES: 'on' } },
    secretValues(settings),
  )
  await stage('Start the CMS (dev mode)', () => waitFor('The CMS', () => cmsIsReady(settings.cmsURL), 120_000, cms))
  const refreshToken = crypto.randomBytes(24).toString('hex')
  const gatsby = start(
    bin('gatsby'),
    ['develop', '-p', String(settings.sitePort)],
    {
      env: { ...processEnv(settings), ENABLE_GATSBY_REFRESH_ENDPOINT: 'true', GATSBY_REFRESH_TOKEN: refreshToken },
    },
    [...secretValues(settings), refreshToken],
  )
  const graphqlURL = `${settings.cmsURL}/api/graphql`
  let sourced = await cmsChangeMark(graphqlURL).catch(() => '')
  let checking = false
  const checkForChange = async () => {
    if (checking) return
    checking = true
    try {
      const mark = await cmsChangeMark(graphqlURL)
      if (mark === sourced) return
      // Refused until gatsby develop listens: the change is then tried again next time.
      const res = await fetch(`http://localhost:${settings.sitePort}/__refresh`, {
        method: 'POST',
        headers: { authorization: refreshToken },
      })
      if (res.ok) sourced = mark
    } catch {
      // the CMS or gatsby develop is not answering yet
    } finally {
      checking = false
    }
  }
  const refresh = setInterval(() => void checkForChange(), (Number(process.env.CMS_REFETCH_SECONDS) || 10) * 1000)
  const stop = () => {
    clearInterval(refresh)
    gatsby.kill('SIGTERM')
    cms.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  console.log(
    `CMS admin on ${settings.cmsURL}/admin; the site on http://localhost:${settings.sitePort}/ once gatsby develop is ready.`,
  )
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
