import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copySearchIndex, indexRelease, searchIndexAfterPublish, indexReleaseChanges } from '../../gatsby/search-index'
import { describePublish, publishToBucket } from './bucket'
import { runCaptured, SiteBuilder } from './builder'
import { filesHash } from './files-hash.mjs'
import { Releases } from './releases'
import { siteLogger } from './request-log'
import { serveSite, type ServeOptions } from './serve'
import { SharedBuilds } from './shared-builds'
import { redisAt } from '@lestari/server-kit/redis'
import { processEnv, rootDir, secretValues, type Settings } from './settings'
import { workspaceDependencies } from './workspaces'

export const publicDir = path.join(rootDir, 'public')

/**
 * The environment of a build of the site builder (and of bench:scale, which measures them).
 * Apart from the count of rendering workers, it must not change from one build to the next:
 * Gatsby defines each variable into its server-side bundle, so a build whose environment
 * differs from the previous one renders every page again.
 * - The search index is left for after the release is live (gatsby/search-index.ts).
 * - Gatsby renders pages in GATSBY_CPU_COUNT - 1 worker processes (at least one). At any count
 *   but 1 it also runs the queries in them, each worker building the schema again first, then
 *   restarts them before rendering, each loading Gatsby again; at 1 it runs the queries in its
 *   main process, which has the schema, and renders in the one worker it started with the build.
 *   A build without a cache of the previous one renders every page: one worker per core (two on
 *   a 2-core machine) renders 42,000 pages in 40 to 49 s instead of 70. Every other build renders
 *   a handful of pages, at 1: 2 to 4 s less per rebuild at 1,000 items than one worker at 2
 *   (docs/decisions/content-and-build.md). The count is not written into any bundle (a change of
 *   it renders no page again).
 * - The site server's own settings (REDIS_URL, SITE_BUILDER) are left out.
 */
export function siteBuildEnv(s: Settings, everyPage?: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...processEnv(s),
    [searchIndexAfterPublish]: '1',
    GATSBY_CPU_COUNT: gatsbyCpuCount(everyPage),
  }
  // How site servers share their state is none of the build's business: builders with and without
  // Redis build with the same environment.
  delete env.REDIS_URL
  delete env.SITE_BUILDER
  return env
}

const cacheDir = path.join(rootDir, '.cache')
/** The build code that made a Gatsby cache (buildCodeHash), written into it after each successful build. */
const cacheStampOf = (cache: string) => path.join(cache, 'build-code-hash')

/** GATSBY_CPU_COUNT of a build (see siteBuildEnv); `everyPage` unless Gatsby's cache holds a previous build. */
export const gatsbyCpuCount = (everyPage = !hasCacheOfBuild()) => (everyPage ? String(os.cpus().length + 1) : '1')

/** Gatsby's cache holds a successful build of the current build code (written by markCacheBuilt). */
const hasCacheOfBuild = () => fs.existsSync(cacheStampOf(cacheDir))

/** Records in Gatsby's cache that a build of the current build code succeeded with it. */
export const markCacheBuilt = (codeHash = buildCodeHash()) => fs.writeFileSync(cacheStampOf(cacheDir), codeHash)

/** Empties `cache` when it was made by other build code than `codeHash` (or by unknown code); true if it did. */
export function clearCacheOfOtherCode(cache: string, codeHash: string): boolean {
  if (!fs.existsSync(cache)) return false
  const stamp = cacheStampOf(cache)
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === codeHash) return false
  fs.rmSync(cache, { recursive: true, force: true })
  return true
}
/**
 * The site build's own code: the sourcing plugin, the build steps, the workspace packages the site
 * declares (package.json: @lestari/model...), the installed packages. Gatsby clears its cache when a plugin changes, but keeps which plugin owns
 * each node type: a build after the sourcing moved into plugins/gatsby-source-cms failed with
 * "created a node of a type owned by another plugin" on a cache of the code before.
 * And the style sheets, which every page's HTML carries inline: Gatsby renders a page's HTML again
 * when its data or its template's server code changes, not when a style sheet alone does, so an
 * incremental build after a style change kept the old styles in every page it did not render.
 */
export const buildCodeHash = (root = rootDir) =>
  filesHash(root, [
    'gatsby-config.ts',
    'gatsby-node.ts',
    'gatsby',
    'plugins',
    'src/styles',
    ...workspaceDependencies(root, '.'),
    'package-lock.json',
  ])

/**
 * `gatsby build` against the running CMS, in siteBuildEnv; it stops before touching public/ if
 * the CMS is down. A failure is reported in words an editor understands (see explainBuildFailure).
 * After a change of the build's code (an upgrade), the build starts from an empty cache.
 */
async function buildSite(s: Settings, stop?: AbortSignal) {
  const codeHash = buildCodeHash()
  if (clearCacheOfOtherCode(cacheDir, codeHash))
    console.log("The site build's code changed since the last build: it starts from an empty cache.")
  await runCaptured(
    path.join(rootDir, 'node_modules', '.bin', 'gatsby'),
    ['build'],
    { cwd: rootDir, env: siteBuildEnv(s) },
    secretValues(s),
    stop,
  )
  markCacheBuilt(codeHash)
}

/** Publishes a release to the site bucket (SITE_BUCKET), logging what it did. */
export async function publishReleaseToBucket(release: string, s: Settings) {
  if (!s.siteBucket) throw new Error('No site bucket is set (SITE_BUCKET)')
  const result = await publishToBucket(release, s.siteBucket, { siteURL: s.siteURL, mapTileURL: s.mapTileURL })
  for (const warning of result.warnings) console.warn(`⚠ ${warning}`)
  console.log(`✔ ${describePublish(s.siteBucket.bucket, result)}`)
  return result
}

/**
 * The served site of `npm start` and of the end-to-end stack: builds published as releases,
 * served with the build worker that the CMS asks for rebuilds.
 */
export function liveSite(s: Settings) {
  const releases = new Releases(s.releasesDir)
  // The first build (buildAndPublish) is indexed before the site is declared ready; rebuilds go
  // live first and are indexed after.
  const build = (stop?: AbortSignal) => buildSite(s, stop)
  const copyToBucket = s.siteBucket ? (release: string) => publishReleaseToBucket(release, s) : undefined
  const worker = new SiteBuilder(
    build,
    releases,
    publicDir,
    undefined,
    undefined,
    { delta: indexReleaseChanges, index: indexRelease, carry: copySearchIndex },
    copyToBucket,
  )
  // With Redis, builds go through the queue every site server shares; this server builds for it
  // unless SITE_BUILDER is off.
  const shared = s.redisURL ? new SharedBuilds(redisAt(s.redisURL), s.siteBuilder ? worker : null) : null
  const buildWorker = shared ?? (s.siteBuilder ? worker : null)
  return {
    releases,
    worker,
    shared,
    /**
     * Builds the site from the CMS and makes it the live release (never while another builder
     * builds); `stop` kills the build, which then publishes nothing.
     */
    async buildAndPublish(stop?: AbortSignal) {
      if (!s.siteBuilder) return console.log('SITE_BUILDER is off: this site server builds nothing.')
      const buildAndPublish = async () => {
        await build(stop)
        await indexRelease(publicDir)
        const release = await releases.publish(publicDir)
        worker.markLive()
        await copyToBucket?.(release)
      }
      await (shared ? shared.exclusive(buildAndPublish) : buildAndPublish())
    },
    /** Serves the live release; `over` adds a clean stop's signal or another log. */
    async serve(over: Pick<ServeOptions, 'shutdown' | 'logger'> = {}) {
      await shared?.start()
      return serveSite({
        publicDir: releases.current,
        olderBuilds: () => releases.list(),
        cmsURL: s.cmsURL,
        port: s.sitePort,
        builder: buildWorker ? { worker: buildWorker, secret: s.buildSecret } : undefined,
        mapTileURL: s.mapTileURL,
        siteURL: s.siteURL,
        trustProxy: s.trustProxy,
        proxySecret: s.proxySecret,
        bodyLimits: s.bodyLimits,
        staticOrigin: s.staticOrigin || undefined,
        redisURL: s.redisURL || undefined,
        logger: siteLogger(s.source.LOG_LEVEL),
        ...over,
      })
    },
  }
}
