import os from 'node:os'
import path from 'node:path'
import { copySearchIndex, indexRelease, searchIndexAfterPublish } from '../../gatsby/search-index'
import { runCaptured, SiteBuilder } from './builder'
import { Releases } from './releases'
import { serveSite } from './serve'
import { processEnv, rootDir, secretValues, type Settings } from './settings'

export const publicDir = path.join(rootDir, 'public')

/**
 * The environment of every build of the site builder (and of bench:scale, which measures them).
 * It must not change from one build to the next: Gatsby defines each variable into its
 * server-side bundle, so a build whose environment differs from the previous one renders every
 * page again.
 * - The search index is left for after the release is live (gatsby/search-index.ts).
 * - Gatsby renders pages and runs queries in one worker per core but one: on a 2-core machine a
 *   single worker, while the main process waits. One worker per core renders 42,000 pages in 40
 *   to 49 s instead of 70.
 */
export const siteBuildEnv = (s: Settings): NodeJS.ProcessEnv => ({
  ...processEnv(s),
  [searchIndexAfterPublish]: '1',
  GATSBY_CPU_COUNT: String(os.cpus().length + 1),
})

/**
 * `gatsby build` against the running CMS, in siteBuildEnv; it stops before touching public/ if
 * the CMS is down. A failure is reported in words an editor understands (see explainBuildFailure).
 */
async function buildSite(s: Settings) {
  await runCaptured(
    path.join(rootDir, 'node_modules', '.bin', 'gatsby'),
    ['build'],
    { cwd: rootDir, env: siteBuildEnv(s) },
    secretValues(s),
  )
}

/**
 * The served site of `npm start` and of the end-to-end stack: builds published as releases,
 * served with the build worker that the CMS asks for rebuilds.
 */
export function liveSite(s: Settings) {
  const releases = new Releases(s.releasesDir)
  // The first build (buildAndPublish) is indexed before the site is declared ready; rebuilds go
  // live first and are indexed after.
  const build = () => buildSite(s)
  const worker = new SiteBuilder(build, releases, publicDir, undefined, undefined, {
    index: indexRelease,
    carry: copySearchIndex,
  })
  return {
    releases,
    worker,
    /** Builds the site from the CMS and makes it the live release. */
    async buildAndPublish() {
      await build()
      await indexRelease(publicDir)
      releases.publish(publicDir)
      worker.markLive()
    },
    serve: () =>
      serveSite({
        publicDir: releases.current,
        olderBuilds: () => releases.list(),
        cmsURL: s.cmsURL,
        port: s.sitePort,
        builder: { worker, secret: s.buildSecret },
        mapTileURL: s.mapTileURL,
        siteURL: s.siteURL,
        trustProxy: s.trustProxy,
        proxySecret: s.proxySecret,
        bodyLimits: s.bodyLimits,
      }),
  }
}
