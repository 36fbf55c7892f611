import path from 'node:path'
import type { SpawnOptions } from 'node:child_process'
import { copySearchIndex, indexRelease, searchIndexAfterPublish } from '../../src/lib/search-index'
import { runCaptured, SiteBuilder } from './builder'
import { Releases } from './releases'
import { serveSite } from './serve'
import { processEnv, rootDir, secretValues, type Settings } from './settings'

export const publicDir = path.join(rootDir, 'public')

/**
 * `gatsby build` against the running CMS; it stops before touching public/ if the CMS is down.
 * A failure is reported in words an editor understands (see explainBuildFailure).
 */
export async function buildSite(s: Settings, extra: SpawnOptions = {}) {
  await runCaptured(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: rootDir, env: processEnv(s), ...extra }, secretValues(s))
}

/**
 * The served site of `npm start` and of the end-to-end stack: builds published as releases,
 * served with the build worker that the CMS asks for rebuilds.
 */
export function liveSite(s: Settings) {
  const releases = new Releases(s.releasesDir)
  // Every build runs with the same environment: Gatsby defines each variable into its server-side
  // bundle, so a build whose environment differs from the previous one renders every page again.
  // The first build (buildAndPublish) is indexed before the site is declared ready; rebuilds go
  // live first and are indexed after (src/lib/search-index.ts).
  const build = () => buildSite(s, { env: { ...processEnv(s), [searchIndexAfterPublish]: '1' } })
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
      }),
  }
}
