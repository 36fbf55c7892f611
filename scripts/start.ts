import type { ChildProcess } from 'node:child_process'
import type { Server } from 'node:http'
import { buildCms, prepareDatabase, setupLinkNotice, startCms } from './lib/cms'
import { demoAdminEmail, demoSalesEmail } from '@lestari/server-kit/demo-accounts'
import { closeGracefully, settingsOrExit, stopChild, stopOnSignals } from './lib/lifecycle'
import { stage } from './lib/run'
import { liveSite } from './lib/site'

/**
 * `npm start`: the CMS, the site built from it, served on one origin. In demo mode (the default)
 * an empty database gets the demo content; with SITE_MODE=production it never does, and the start
 * stops while demo accounts exist or no administrator can be made (see README "Going live").
 */
async function main() {
  const settings = settingsOrExit()

  let cms: ChildProcess | undefined
  let server: Server | undefined
  const site = liveSite(settings)
  // A clean stop (docs/RELIABILITY.md "Stopping"): the site server finishes its requests in flight,
  // a running site build is stopped without publishing, then the CMS stops.
  const shutdown = new AbortController()
  stopOnSignals(async () => {
    shutdown.abort()
    await Promise.all([server && closeGracefully(server), site.worker.stop()])
    await stopChild(cms)
  })

  let setupLink: string | null = null
  try {
    console.log(
      settings.mode === 'production'
        ? 'Production mode: no demo content or demo accounts.'
        : 'Demo mode: an empty database gets the demo content and demo accounts (SITE_MODE=production to go live).',
    )
    ;({ setupLink } = await stage(
      settings.mode === 'production'
        ? 'Prepare the CMS database (migrations, production checks)'
        : 'Prepare the CMS database (migrations, demo content if empty)',
      () => prepareDatabase(settings),
    ))
    const built = await stage('Build the CMS (skipped when unchanged)', () => buildCms(settings))
    console.log(`  CMS build: ${built}`)
    cms = await stage(`Start the CMS on port ${settings.cmsPort}`, () => startCms(settings))
    for (const leftover of site.releases.removeLeftovers())
      console.log(`Removed ${leftover}: a release copy that a stopped process left unfinished.`)
    await stage('Build the site from the CMS', () => site.buildAndPublish(shutdown.signal)).catch((error: Error) => {
      if (!site.releases.live()) throw error
      console.error(`✖ ${error.message}\n  Serving the previous build of the site.`)
    })
    server = await stage(`Serve the site on port ${settings.sitePort}`, () => site.serve({ shutdown: shutdown.signal }))
  } catch (error) {
    // Stopping: the stop above ends the process.
    if (shutdown.signal.aborted) return
    console.error(`\n✖ ${(error as Error).message}`)
    cms?.kill('SIGTERM')
    process.exit(1)
  }

  const login =
    settings.mode === 'demo'
      ? `\n  Demo administrator ${demoAdminEmail} / ${settings.editorPassword}   (everything, the accounts included)` +
        `\n  Demo editor        ${settings.editorEmail} / ${settings.editorPassword}   (the content, no enquiries or visits)` +
        `\n  Demo sales         ${demoSalesEmail} / ${settings.editorPassword}   (the enquiries and visits, not the content)` +
        `\n  (as the seed made them; a changed password stays changed)`
      : setupLink
        ? `\n\n${setupLinkNotice(settings, setupLink)}`
        : ''
  console.log(`
The site is up.
  Site        ${settings.siteURL}/   (Indonesian: ${settings.siteURL}/id/)
  CMS admin   ${settings.siteURL}/admin
  GraphQL     ${settings.siteURL}/api/graphql${login}
Publishing in the CMS rebuilds the site by itself; the admin shows the build state.
Press Ctrl+C to stop.`)
}

void main()
