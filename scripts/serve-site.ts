import fs from 'node:fs'
import { closeGracefully, settingsOrExit, stopOnSignals } from './lib/lifecycle'
import { liveSite } from './lib/site'

/**
 * `npm run serve:site`: one site server of the production layout, without a CMS of its own. It
 * serves the live release of RELEASES_DIR, forwards the CMS's paths to CMS_URL, and builds and
 * publishes the site when the CMS asks (SITE_BUILD_HOOK_URL of the CMS points at its
 * /__site/build). SIGTERM stops it cleanly (docs/RELIABILITY.md "Stopping").
 */
async function main() {
  const settings = settingsOrExit()
  const site = liveSite(settings)
  for (const leftover of site.releases.removeLeftovers())
    console.log(`Removed ${leftover}: a release copy that a stopped process left unfinished.`)
  const live = site.releases.live()
  if (live) site.worker.markLive(fs.statSync(live).mtime)
  else console.log('No release is live yet: /readyz answers 503 until the first build is published.')

  const shutdown = new AbortController()
  const server = await site.serve({ shutdown: shutdown.signal })
  stopOnSignals(async () => {
    shutdown.abort()
    await Promise.all([closeGracefully(server), site.worker.stop()])
  })
  console.log(`The site server is up on port ${settings.sitePort}, forwarding the CMS's paths to ${settings.cmsURL}.`)
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`)
  process.exit(1)
})
