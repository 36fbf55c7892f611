/**
 * Site build time and memory as the CMS grows, on a stack of its own (.run/bench-scale/: a fresh
 * SQLite database, migrations, the demo seed, its own CMS port; never the data of `npm start`).
 * For each size, cumulative (1000, then 4000 more, then 5000 more), the scale seed adds that many
 * published items in both languages (cms/src/seed/scale.ts), then these builds are measured:
 *   cold             `gatsby build` without .cache/ and public/
 *   unchanged        the same build again, nothing changed in the CMS
 *   new article      after the demo editor published a new news article in English and Indonesian,
 *                    with a new photograph
 *   unpublish        after the editor unpublished that article
 *   new development  after the editor published a new development in both languages
 *   title edit       after the editor published a new title of one news post
 *   stock counters   after the editor changed the share prices of the site settings
 * The five changes are made and built ROUNDS times in turn (3 unless set; another article and
 * development each round), and each kind's median and worst seconds are reported.
 * Every build runs as the site builder of `npm start` runs it, in its environment (siteBuildEnv,
 * scripts/lib/site.ts: the search index left for after the release is live, one rendering
 * worker per core for a build of every page, the queries in Gatsby's main process for the others). The cold build's time includes indexing, as `npm start`'s first build
 * does before the site is declared ready; the rebuilds' index is built once after the last
 * rebuild of each size, as the builder does, and timed on its own.
 * Each build: pages built (page-data files), seconds, peak memory (summed RSS of the gatsby
 * process and its workers, sampled every 250 ms; for the cold build, the indexing's too) and,
 * for the rebuilds, how many HTML and page-data files were written again and how many of those
 * actually changed, how many scripts (public/*.js) are new, changed or gone, whether the webpack
 * compilation hash changed, and how many build requests the CMS sent for the change (its build
 * hook points at a counter here).
 * Each successful build is then published as `npm start` publishes it (scripts/lib/releases.ts:
 * copied into a release folder, files of the same bytes hard-linked from the release before; for a
 * rebuild, the release's search index then made from the one before, which the build folder got
 * by links before the build), and the release is weighed: its files and megabytes, of which the
 * CMS's pictures and PDFs that its pages show (media/, files/), what the publish copied (the rest
 * was linked), and the files its search index wrote (the rest linked) and its seconds.
 * After the last build of each size: each template's first-load JavaScript, what the service
 * worker downloads when it installs, and the site search: the index's size, the time it took to
 * make it after the last rebuild, the size of the worker's list of the site's paths, and a query's time in
 * Chromium emulating a phone (4x slower CPU, 150 ms round trips, 1.6 Mbit/s), the first query of a
 * page (it fetches the index's parts it needs) and a second one, as the median and worst of
 * SEARCH_RUNS new visitors (5 unless set; bench/search.ts times them alone on a built site).
 *
 *   npm run bench:scale                          SIZES=1000,5000,10000 (or: npm run bench:scale -- 1000 5000)
 *   BUILD_TIMEOUT=1200                           seconds before a build is stopped and reported as "> 1200 s"
 *   BENCH_CMS_PORT=3201 BENCH_SITE_PORT=9201     ports of the bench stack (the site port takes the CMS's build requests)
 *   BENCH_RESULTS=file.json                      also writes each build's figures there (bench/compare.ts reads them)
 *
 * It uses the repository's .cache/ and public/ like any `gatsby build`: do not run it beside
 * another build in the same checkout (a running `npm start` keeps serving its own release).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { buildCms, migrate, scaleSeed, seed, startCms } from '../scripts/lib/cms'
import { stage } from '../scripts/lib/run'
import { readSettings, rootDir } from '../scripts/lib/settings'
import { gatsbyCpuCount, liveSite, markCacheBuilt, publicDir, siteBuildEnv } from '../scripts/lib/site'
import { siteLogger } from '../scripts/lib/request-log'
import { newestPost, timeTitlePublishes, type PublishTimes } from './lib/publish-live'
import {
  buildPhases,
  gatsbyPhases,
  siteSteps,
  timedSteps,
  type BenchResults,
  type BuildPhases,
  type BuildResult,
} from './lib/build-phases'
import { copySearchIndex, indexRelease, type SearchIndexFigures } from '../gatsby/search-index'
import { editorToken, gql, publishCopy, publishPostTitle, setStock, unpublish, uploadPicture } from './lib/graphql'
import { medianAndWorst, searchQueryTimes } from './lib/search-query'
import { Releases } from '../scripts/lib/releases'
import { offlineAndSearchFiles, serviceWorkerInstall, templateWeights } from './lib/page-weight'
import { markdownTable, median, textTable } from './lib/table'

const dataDir = path.join(rootDir, '.run', 'bench-scale')
const cacheDir = path.join(rootDir, '.cache')
const args = process.argv.slice(2).filter((a) => /^\d+$/.test(a))
const sizes = (args.length ? args : (process.env.SIZES || '1000,5000,10000').split(','))
  .map(Number)
  .sort((a, b) => a - b)
const timeoutSeconds = Number(process.env.BUILD_TIMEOUT || 1200)
/** How many times the editors' changes are made and built at each size (their median and worst are reported). */
const rounds = Math.max(1, Number(process.env.ROUNDS || 3))
/** How many new visitors' first and second searches are timed after the last build of each size. */
const searchRuns = Math.max(1, Number(process.env.SEARCH_RUNS || 5))
/** Title publishes timed through the site server and its builder after the largest size's builds (0: none). */
const publishRuns = Math.max(0, Number(process.env.PUBLISH_RUNS ?? 3))
/** Whether each rebuild's release gets its search index before the next build (INDEX_EACH_RELEASE=0: none). */
const indexEachRelease = process.env.INDEX_EACH_RELEASE !== '0'
/** Seconds of each rebuild kind at each size, one per round. */
const roundSeconds: { items: number; kind: string; seconds: number[] }[] = []
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 0) || !(timeoutSeconds > 0)) {
  console.error(
    'Usage: SIZES=1000,5000,10000 BUILD_TIMEOUT=1200 npm run bench:scale   (sizes are whole numbers of extra items)',
  )
  process.exit(1)
}

const settings = readSettings({
  PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
  SITE_PORT: process.env.BENCH_SITE_PORT || '9201',
  CMS_PORT: process.env.BENCH_CMS_PORT || '3201',
  DATABASE_URI: `file:${path.join(dataDir, 'cms.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  FILES_DIR: path.join(dataDir, 'files'),
  RELEASES_DIR: path.join(dataDir, 'site'),
  EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  // The bench builds the site itself; the CMS's build requests are only counted (buildRequests).
  SITE_BUILD_HOOK_URL: `http://localhost:${process.env.BENCH_SITE_PORT || '9201'}/__site/build`,
})

/**
 * Every build's environment, taken once: Gatsby renders every page again when it changes, and
 * loading sharp (uploadPicture) sets VIPSHOME in this process. Only the count of rendering
 * workers is taken for each build, as the site builder does (siteBuildEnv).
 */
const buildEnv = siteBuildEnv(settings)
/** This process's environment before sharp was loaded, which the site builder of publishToLive builds in. */
const startEnv = { ...process.env }

/** Build requests the CMS has sent so far (to a counter of the bench's own on the site port). */
let buildRequests = 0
const countBuildRequests = () =>
  new Promise<http.Server>((resolve, reject) => {
    const server = http.createServer((req, res) => {
      if (req.method === 'POST') buildRequests++
      req.resume()
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"state":"requested"}')
    })
    server.once('error', reject)
    server.listen(settings.sitePort, () => resolve(server))
  })

// ---------------------------------------------------------------------------------------------
// Measuring one build
// ---------------------------------------------------------------------------------------------

/** The process ids under `root` (itself included), from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []))
  return tree
}

const pageSize = 4096
function treeRss(root: number): number {
  let bytes = 0
  for (const pid of processTree(root)) {
    try {
      bytes += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageSize
    } catch {
      // ended meanwhile
    }
  }
  return bytes
}

/** Samples treeRss(root) every 250 ms; the function returned stops the sampling and gives the peak. */
function sampleRss(root: number): () => number {
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(root))), 250)
  return () => {
    clearInterval(sampler)
    return peak
  }
}

let running: ChildProcess | undefined

type Build = {
  outcome: BuildResult['outcome']
  seconds: number
  peakBytes: number
  pages: number
  log: string
  slowest: string
  phases: BuildPhases
}

// eslint-disable-next-line no-control-regex -- strips the terminal's colour codes
const readLog = (log: string) => fs.readFileSync(log, 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')

/** The first error message Gatsby reported, in one line (it wraps long ones onto the next line). */
function firstError(log: string): string {
  const lines = readLog(log)
    .split('\n')
    .map((l) => l.trim())
  const at = [/\w*Error: /, /ERROR/].map((p) => lines.findIndex((l) => p.test(l))).find((i) => i >= 0)
  return at === undefined ? 'no error line in the log' : `${lines[at]} ${lines[at + 1] ?? ''}`.trim()
}

/** The three slowest of a build's timed steps ("success <step> - 12.3s" in its log). */
function slowestSteps(steps: { name: string; seconds: number }[]): string {
  return [...steps]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 3)
    .map((s) => `${s.name} ${s.seconds.toFixed(1)} s`)
    .join(', ')
}

/**
 * `gatsby build` as scripts/lib/site.ts runs it (without the search index, in the builder's
 * environment), in its own process group so a timeout stops every worker.
 */
async function measureBuild(label: string): Promise<Build> {
  const log = path.join(dataDir, `build-${label}.log`)
  const out = fs.openSync(log, 'w')
  const started = performance.now()
  const child: ChildProcess = spawn(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: rootDir,
    env: { ...buildEnv, GATSBY_CPU_COUNT: gatsbyCpuCount() },
    stdio: ['ignore', out, out],
    detached: true,
  })
  running = child
  const peakRss = sampleRss(child.pid!)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    process.kill(-child.pid!, 'SIGKILL')
  }, timeoutSeconds * 1000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const seconds = (performance.now() - started) / 1000
  const peakBytes = peakRss()
  clearTimeout(timer)
  fs.closeSync(out)
  // Workers left behind by a failed build would hold memory for the next one.
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // the group is gone
  }
  const outcome = timedOut ? 'timeout' : code === 0 ? 'ok' : 'failed'
  const steps = timedSteps(readLog(log))
  if (outcome === 'ok') markCacheBuilt()
  return {
    outcome,
    seconds,
    peakBytes,
    pages: outcome === 'ok' ? pageDataFiles().length : 0,
    log,
    slowest: slowestSteps(steps),
    phases: buildPhases(steps),
  }
}

/**
 * The search index of the built site, as the site builder makes it before the first release goes
 * live: its seconds, and its peak memory (this process, its indexing threads and Pagefind's processes).
 */
async function measureIndex(): Promise<{ seconds: number; peakBytes: number }> {
  const peakRss = sampleRss(process.pid)
  try {
    const { seconds } = await indexRelease(publicDir)
    return { seconds, peakBytes: peakRss() }
  } catch (error) {
    peakRss()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// What a rebuild wrote
// ---------------------------------------------------------------------------------------------

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, keep, out)
    else if (keep(full)) out.push(full)
  }
  return out
}

/** Folders of a release holding the CMS's uploads (plugins/gatsby-source-cms/release-files.ts). */
const uploadFolders = ['media', 'files']

/**
 * A release's size, its uploads' share, its publish's seconds and what it kept from the oldest
 * release it took over (Releases), copied rather than linked; for a
 * rebuild, also its search index, made after it went live (`index`: the files it wrote rather
 * than linked from the index before, and its seconds), and all the files the publish wrote.
 */
function weighRelease(
  items: number,
  kind: string,
  releases: Releases,
  seconds: number,
  release: string,
  index: SearchIndexFigures | null,
) {
  const all = walk(release, () => true).map((file) => ({ file, stat: fs.statSync(file) }))
  const uploads = all.filter(({ file }) => uploadFolders.includes(path.relative(release, file).split(path.sep)[0]))
  const mb = (files: { stat: fs.Stats }[]) => (files.reduce((sum, f) => sum + f.stat.size, 0) / 2 ** 20).toFixed(1)
  // Linked files have another name in an earlier release.
  const uploadsCopied = uploads.filter(({ stat }) => stat.nlink === 1)
  releaseRows.push([
    String(items),
    kind,
    String(all.length),
    mb(all),
    String(uploads.length),
    mb(uploads),
    seconds.toFixed(1),
    String(releases.kept),
    String(releases.copied),
    (releases.copiedBytes / 2 ** 20).toFixed(1),
    String(uploadsCopied.length),
    mb(uploadsCopied),
    index ? String(index.files - index.linked) : '-',
    index ? index.seconds.toFixed(1) : '-',
    String(releases.copied + (index ? index.files - index.linked : 0)),
  ])
}
const releaseHeaders = [
  'items',
  'build',
  'release files',
  'release MB',
  'uploads',
  'uploads MB',
  'release s',
  'kept files',
  'copied files',
  'copied MB',
  'uploads copied',
  'uploads copied MB',
  'index files written',
  'index s',
  'files written in all',
]
const releaseRows: string[][] = []

const pageDataFiles = () => walk(path.join(publicDir, 'page-data'), (f) => f.endsWith(`${path.sep}page-data.json`))
const htmlFiles = () => walk(publicDir, (f) => f.endsWith(`${path.sep}index.html`))
const scriptFiles = () =>
  fs.existsSync(publicDir)
    ? fs
        .readdirSync(publicDir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(publicDir, f))
    : []
const compilationHash = () =>
  (
    JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as {
      webpackCompilationHash: string
    }
  ).webpackCompilationHash

type Snapshot = Map<string, { mtimeMs: number; hash: string }>
function snapshot(files: string[]): Snapshot {
  return new Map(
    files.map((f) => [
      f,
      { mtimeMs: fs.statSync(f).mtimeMs, hash: crypto.createHash('sha1').update(fs.readFileSync(f)).digest('hex') },
    ]),
  )
}
const snapshots = () => ({
  html: snapshot(htmlFiles()),
  pageData: snapshot(pageDataFiles()),
  scripts: snapshot(scriptFiles()),
  hash: compilationHash(),
  requests: buildRequests,
})
type Snapshots = ReturnType<typeof snapshots>

/** Files written since `before` (new or touched) and those whose content changed (new included). */
function rewritten(before: Snapshot, after: Snapshot) {
  let written = 0
  let changed = 0
  for (const [file, now] of after) {
    const was = before.get(file)
    if (!was || was.mtimeMs !== now.mtimeMs) written++
    if (!was || was.hash !== now.hash) changed++
  }
  return { written, changed }
}

/** Scripts (file names carry a content hash) that are new, changed or gone. */
function scriptsChanged(before: Snapshot, after: Snapshot) {
  let n = 0
  for (const [file, now] of after) if (before.get(file)?.hash !== now.hash) n++
  for (const file of before.keys()) if (!after.has(file)) n++
  return n
}

type Rewrites = {
  html: ReturnType<typeof rewritten>
  pageData: ReturnType<typeof rewritten>
  scripts: number
  hashChanged: boolean
  requests: number
}
const compare = (before: Snapshots, after: Snapshots): Rewrites => ({
  html: rewritten(before.html, after.html),
  pageData: rewritten(before.pageData, after.pageData),
  scripts: scriptsChanged(before.scripts, after.scripts),
  hashChanged: before.hash !== after.hash,
  requests: after.requests - before.requests,
})

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const headers = [
  'items',
  'build',
  'pages',
  'seconds',
  'peak MB',
  'HTML written',
  'HTML changed',
  'page-data written',
  'page-data changed',
  'scripts changed',
  'compilation hash',
  'builds asked',
]
const rows: string[][] = []
const notes: string[] = []
const steps: string[] = []
/** Each build's seconds per Gatsby phase and per step of the site's own (bench/lib/build-phases.ts). */
const phaseHeaders = ['items', 'build', ...gatsbyPhases.map((p) => p.phase), ...siteSteps.map((s) => s.step)]
const phaseRows: string[][] = []
/** Each build's figures, written to BENCH_RESULTS when it is set (bench/compare.ts compares them with a baseline). */
const results: BuildResult[] = []
const unknownSteps = new Set<string>()
const weightRows: string[][] = []

function report(items: number, kind: string, build: Build, rewrites?: Rewrites) {
  const seconds =
    build.outcome === 'timeout'
      ? `> ${timeoutSeconds}`
      : build.outcome === 'failed'
        ? `failed at ${build.seconds.toFixed(0)}`
        : build.seconds.toFixed(1)
  // What a failed or stopped build left in public/ says nothing about rebuilds.
  if (build.outcome !== 'ok') rewrites = undefined
  const row = [
    String(items),
    kind,
    build.outcome === 'ok' ? String(build.pages) : '-',
    seconds,
    (build.peakBytes / 2 ** 20).toFixed(0),
    rewrites ? String(rewrites.html.written) : '-',
    rewrites ? String(rewrites.html.changed) : '-',
    rewrites ? String(rewrites.pageData.written) : '-',
    rewrites ? String(rewrites.pageData.changed) : '-',
    rewrites ? String(rewrites.scripts) : '-',
    rewrites ? (rewrites.hashChanged ? 'changed' : 'same') : '-',
    rewrites ? String(rewrites.requests) : '-',
  ]
  rows.push(row)
  console.log(`  ${headers.map((h, i) => `${h} ${row[i]}`).join(', ')}`)
  if (build.slowest) steps.push(`${items} items, ${kind}: ${build.slowest}`)
  results.push({
    items,
    kind,
    outcome: build.outcome,
    seconds: Number(build.seconds.toFixed(1)),
    peakMB: Math.round(build.peakBytes / 2 ** 20),
    phases: build.phases.phases,
  })
  if (build.outcome === 'ok') {
    phaseRows.push([
      String(items),
      kind,
      ...gatsbyPhases.map((p) => build.phases.phases[p.phase].toFixed(1)),
      ...siteSteps.map((step) => build.phases.site[step.step].toFixed(1)),
    ])
    for (const [name, seconds] of Object.entries(build.phases.unknown))
      unknownSteps.add(`${name} (${items} items, ${kind}: ${seconds.toFixed(1)} s)`)
  }
  if (build.outcome === 'failed')
    notes.push(
      `${items} items, ${kind}: the build failed (${firstError(build.log)}); see ${path.relative(rootDir, build.log)}`,
    )
}

function skip(items: number, kind: string, why: string) {
  rows.push([String(items), kind, '-', 'not run', ...headers.slice(4).map(() => '-')])
  notes.push(`${items} items, ${kind}: not run (${why})`)
}

/** The id of a published document by slug. */
async function idOf(list: 'Posts' | 'Projects', slug: string): Promise<number> {
  const answer = await gql<Record<string, { docs: { id: number }[] }>>(
    settings.cmsURL,
    `query($s: String) { ${list}(where: { slug: { equals: $s } }) { docs { id } } }`,
    { s: slug },
  )
  const doc = answer[list].docs[0]
  if (!doc) throw new Error(`No published ${list} ${slug}: the scale seed did not run?`)
  return doc.id
}

/** What editors do, each followed by a measured build: in this order, at every size. */
const edits: { kind: string; run: (token: string, items: number, round: number) => Promise<unknown> }[] = [
  {
    kind: 'new article',
    run: async (token, items, round) =>
      publishCopy(settings.cmsURL, token, {
        collection: 'posts',
        fromId: await idOf('Posts', 'scale-news-00001'),
        slug: `bench-news-${items}-${round}`,
        title: { en: `A new article at ${items} items, ${round}`, id: `Artikel baru pada ${items} item, ${round}` },
        fields: {
          heroImage: await uploadPicture(
            settings.cmsURL,
            token,
            `bench-news-${items}-${round}`,
            `The new article's photograph at ${items} items`,
          ),
        },
      }),
  },
  {
    kind: 'unpublish',
    run: async (token, items, round) =>
      unpublish(settings.cmsURL, token, 'posts', await idOf('Posts', `bench-news-${items}-${round}`)),
  },
  {
    kind: 'new development',
    run: async (token, items, round) =>
      publishCopy(settings.cmsURL, token, {
        collection: 'projects',
        fromId: await idOf('Projects', 'scale-development-00001'),
        slug: `bench-development-${items}-${round}`,
        title: {
          en: `A new development at ${items} items, ${round}`,
          id: `Pengembangan baru pada ${items} item, ${round}`,
        },
      }),
  },
  {
    kind: 'title edit',
    run: async (token, items, round) => {
      const { Posts } = await gql<{ Posts: { docs: { id: number; title: string }[] } }>(
        settings.cmsURL,
        `{ Posts(locale: en, where: { slug: { equals: "scale-news-00001" } }) { docs { id title } } }`,
      )
      await publishPostTitle(
        settings.cmsURL,
        token,
        Posts.docs[0].id,
        `${Posts.docs[0].title.replace(/ \[edited.*\]$/, '')} [edited at ${items}, ${round}]`,
      )
    },
  },
  {
    kind: 'stock counters',
    run: (token, items, round) =>
      setStock(settings.cmsURL, token, {
        bsde: 1000 + items + round,
        duti: 5000 + items + round,
        a26: 1200 + items + round,
      }),
  },
]
const buildKinds = ['cold', 'unchanged', ...edits.map((e) => e.kind)]

const kb = (n: number) => (n / 1024).toFixed(1)

/** Each template's first-load JavaScript and the service worker's install download, after the builds of a size. */
function weighPages(items: number) {
  for (const w of templateWeights(publicDir))
    weightRows.push([String(items), w.template, String(w.pages), kb(w.js.raw), kb(w.js.gzip), kb(w.js.brotli)])
  const sw = serviceWorkerInstall(publicDir)
  weightRows.push([
    String(items),
    'service worker install',
    `${sw.files} files`,
    kb(sw.raw),
    kb(sw.gzip),
    kb(sw.brotli),
  ])
}
const weightHeaders = ['items', 'template', 'pages', 'JS raw KB', 'JS gzip KB', 'JS br KB']

/** The search index and the worker's list of paths after the builds of a size, and the seconds the index took after the last rebuild. */
async function weighSearch(items: number, seconds: number) {
  const { index, paths } = offlineAndSearchFiles(publicDir)
  const built = seconds.toFixed(1)
  const query = await searchQueryTimes({
    publicDir,
    cmsURL: settings.cmsURL,
    port: Number(settings.sitePort) + 1,
    words: ['lestari', 'warehouses'],
    runs: searchRuns,
  }).catch((error: Error) => {
    notes.push(`${items} items: the search query could not be timed (${error.message.split('\n')[0]})`)
    return null
  })
  searchRows.push([
    String(items),
    String(index.files),
    kb(index.raw),
    kb(index.gzip),
    built,
    String(paths.lines),
    kb(paths.raw),
    kb(paths.gzip),
    query ? medianAndWorst(query.first) : '-',
    query ? medianAndWorst(query.second) : '-',
  ])
}
const searchHeaders = [
  'items',
  'index files',
  'index KB',
  'index gzip KB',
  'index build s',
  'paths',
  'paths KB',
  'paths gzip KB',
  'first query ms (worst)',
  'next query ms (worst)',
]
const searchRows: string[][] = []

/**
 * Publish to live as `npm start` runs it: the site server with its builder on the bench's port (the
 * CMS's build hook points there; the bench's request counter is closed first), serving the bench's
 * live release and building in its build folder; a news title published PUBLISH_RUNS times.
 */
async function publishToLive(items: number, token: string, hook: http.Server) {
  console.log(`▶ ${items} items: publish to live, ${publishRuns} title edits through the site server and its builder`)
  await new Promise((resolve) => hook.close(resolve))
  // The builder takes its environment from this process's at each build (siteBuildEnv): as the
  // bench's builds had it, or Gatsby renders every page again.
  for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key]
  const site = liveSite(settings)
  const server = await site.serve({ logger: siteLogger('warn') })
  try {
    const times = await timeTitlePublishes({
      siteURL: `http://localhost:${settings.sitePort}`,
      cmsURL: settings.cmsURL,
      buildSecret: settings.buildSecret,
      token,
      post: await newestPost(settings.cmsURL),
      runs: publishRuns,
      log: (line) => console.log(`  ${line}`),
    })
    const step = (pick: (t: PublishTimes) => number | null) => {
      const seconds = times.map(pick)
      if (seconds.some((n) => n === null)) return 'not within 300 s'
      return `${median(seconds as number[]).toFixed(1)} (${Math.max(...(seconds as number[])).toFixed(1)})`
    }
    publishRows.push([
      String(items),
      String(times.length),
      step((t) => t.asked),
      step((t) => t.started),
      step((t) => t.live),
      step((t) => t.found),
      step((t) => t.searched),
    ])
  } finally {
    await site.worker.stop()
    await new Promise((resolve) => server.close(resolve))
  }
}
const publishHeaders = [
  'items',
  'runs',
  'build asked s (worst)',
  'build begun s (worst)',
  'title served s (worst)',
  'found by search s (worst)',
  'whole search index live s (worst)',
]
const publishRows: string[][] = []

async function main() {
  const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`
  console.log(
    `Build scale benchmark, ${new Date().toISOString()}\n${machine}\nSizes ${sizes.join(', ')} extra items; each build stopped after ${timeoutSeconds} s; logs in ${path.relative(rootDir, dataDir)}/`,
  )
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const cmsLog = fs.openSync(path.join(dataDir, 'cms.log'), 'a')
  const quiet = { stdio: ['ignore', cmsLog, cmsLog] as ('ignore' | number)[] }

  let cms: ChildProcess | undefined
  const stopCms = async () => {
    if (!cms || cms.exitCode !== null) return
    const exited = new Promise((resolve) => cms!.once('exit', resolve))
    cms.kill('SIGTERM')
    await exited
  }
  process.on('SIGINT', () => {
    if (running?.exitCode === null) process.kill(-running.pid!, 'SIGKILL')
    cms?.kill('SIGTERM')
    process.exit(130)
  })

  const hook = await countBuildRequests()
  const releases = new Releases(settings.releasesDir)
  // As the site builder publishes (scripts/lib/builder.ts): a rebuild goes live, then its search
  // index is made in the release, from the index before it, which the build folder got by links
  // before the build.
  const lastIndex: { figures: SearchIndexFigures | null } = { figures: null }
  const publish = async (items: number, kind: string, indexAfter = true) => {
    const started = performance.now()
    const release = await releases.publish(publicDir)
    const seconds = (performance.now() - started) / 1000
    lastIndex.figures = indexAfter && indexEachRelease ? await indexRelease(release) : null
    weighRelease(items, kind, releases, seconds, release, lastIndex.figures)
  }
  const carryIndex = () => copySearchIndex(releases.current, publicDir)
  try {
    await stage('Migrate a fresh database', () => migrate(settings, quiet))
    await stage('Seed the demo content', () => seed(settings, quiet))
    await stage('Build the CMS (skipped when unchanged)', () => buildCms(settings))
    let overTime = false
    for (const items of sizes) {
      if (overTime) {
        for (const kind of buildKinds) skip(items, kind, 'a smaller size already went over the time limit')
        continue
      }
      await stopCms()
      await stage(`Add content up to ${items} extra items`, () => scaleSeed(settings, items, quiet))
      cms = await stage('Start the CMS', () => startCms(settings, quiet))

      console.log(`\n▶ ${items} items: cold build`)
      fs.rmSync(cacheDir, { recursive: true, force: true })
      fs.rmSync(publicDir, { recursive: true, force: true })
      const cold = await measureBuild(`${items}-cold`)
      if (cold.outcome === 'ok') {
        const index = await measureIndex()
        cold.seconds += index.seconds
        cold.peakBytes = Math.max(cold.peakBytes, index.peakBytes)
      }
      report(items, 'cold', cold)
      if (cold.outcome === 'ok') await publish(items, 'cold', false)
      if (cold.outcome !== 'ok') {
        overTime = cold.outcome === 'timeout'
        for (const kind of buildKinds.slice(1)) skip(items, kind, 'no cold build to start from')
        continue
      }

      console.log(`▶ ${items} items: rebuild, nothing changed`)
      carryIndex()
      let before = snapshots()
      const unchanged = await measureBuild(`${items}-unchanged`)
      let after = snapshots()
      report(items, 'unchanged', unchanged, compare(before, after))
      await publish(items, 'unchanged')

      const token = await editorToken(settings.cmsURL, settings)
      rounds: for (let round = 1; round <= rounds; round++) {
        for (const [i, edit] of edits.entries()) {
          const kind = rounds > 1 ? `${edit.kind} ${round}` : edit.kind
          console.log(`▶ ${items} items: rebuild after: ${kind}`)
          before = after
          await edit.run(token, items, round)
          carryIndex()
          const build = await measureBuild(`${items}-${kind.replace(/ /g, '-')}`)
          if (build.outcome !== 'ok') {
            report(items, kind, build)
            for (const next of edits.slice(i + 1).map((e) => e.kind))
              skip(items, next, `the ${kind} build did not finish`)
            break rounds
          }
          after = snapshots()
          report(items, kind, build, compare(before, after))
          await publish(items, kind)
          const kindSeconds = roundSeconds.find((r) => r.items === items && r.kind === edit.kind)
          if (kindSeconds) kindSeconds.seconds.push(build.seconds)
          else roundSeconds.push({ items, kind: edit.kind, seconds: [build.seconds] })
        }
      }
      if (fs.existsSync(path.join(publicDir, 'sw.js'))) {
        weighPages(items)
        // The live release's index, made after the last rebuild went live, is the one searched.
        carryIndex()
        await weighSearch(items, lastIndex.figures?.seconds ?? (await indexRelease(publicDir)).seconds)
      }
      if (publishRuns && items === sizes[sizes.length - 1])
        await publishToLive(items, token, hook).catch((error: Error) =>
          notes.push(`${items} items: publish to live not timed (${error.message.split('\n')[0]})`),
        )
    }
  } finally {
    await stopCms()
    if (hook.listening) hook.close()
  }

  const legend = [
    '"items": extra news posts, facilities and developments (70/15/15 %) on top of the demo content, both languages.',
    '"pages": page-data files after the build (every page, both languages). "peak MB": summed RSS of gatsby and its workers (cold: or of the indexing, if higher).',
    '"written": files (public/**/index.html, public/page-data/**/page-data.json) the rebuild wrote again; "changed": of those, with new content.',
    '"scripts changed": public/*.js files new, changed or gone. "compilation hash": webpack\'s, which Gatsby writes into every page.',
    '"builds asked": build requests the CMS sent for the change (0 for a change the site reads at run time).',
  ]
  console.log(`\n${textTable(headers, rows, 2)}\n${[...notes, ...legend].map((n) => `  ${n}`).join('\n')}`)
  const medianRows = roundSeconds.map(({ items, kind, seconds }) => [
    String(items),
    kind,
    String(seconds.length),
    median(seconds).toFixed(1),
    Math.max(...seconds).toFixed(1),
  ])
  const medianHeaders = ['items', 'rebuild after', 'rounds', 'median s', 'worst s']
  console.log(`\nRebuilds over the rounds:\n${textTable(medianHeaders, medianRows, 2)}`)
  console.log(`\nSlowest steps of each build:\n${steps.map((s) => `  ${s}`).join('\n')}`)
  console.log(
    `\nWhere each build's time went, in seconds, by Gatsby's own timers: its phases (${gatsbyPhases.length}), then the site's own steps inside them (${siteSteps.map((s) => s.step).join(', ')}):\n${textTable(phaseHeaders, phaseRows, 2)}${unknownSteps.size ? `\n  Steps in no phase: ${[...unknownSteps].join('; ')}` : ''}`,
  )
  console.log(
    `\nEach release (the build published as npm start publishes it): its seconds, and what its publish kept from the oldest release it took over or copied; "uploads" are the CMS's pictures and PDFs its pages show:\n${textTable(releaseHeaders, releaseRows, 2)}`,
  )
  console.log(
    `\nFirst-load JavaScript per template and the service worker's install download, after the last build of each size:\n${textTable(weightHeaders, weightRows, 2)}`,
  )
  console.log(
    `\nThe site search's index and the service worker's list of the site's paths, after the last build of each size:\n${textTable(searchHeaders, searchRows, 1)}`,
  )
  if (publishRows.length)
    console.log(
      `\nPublish to live of a news title through the site server and its builder, seconds from the publish, median (worst):\n${textTable(publishHeaders, publishRows, 2)}`,
    )
  console.log(
    `\nMarkdown (${new Date().toISOString().slice(0, 10)}, ${machine}):\n\n${markdownTable(headers, rows, 2)}\n\n${markdownTable(medianHeaders, medianRows, 2)}\n\n${markdownTable(phaseHeaders, phaseRows, 2)}\n\n${markdownTable(releaseHeaders, releaseRows, 2)}\n\n${markdownTable(weightHeaders, weightRows, 2)}\n\n${markdownTable(searchHeaders, searchRows, 1)}\n${publishRows.length ? `\n${markdownTable(publishHeaders, publishRows, 2)}\n` : ''}`,
  )
  if (process.env.BENCH_RESULTS)
    fs.writeFileSync(
      process.env.BENCH_RESULTS,
      `${JSON.stringify({ date: new Date().toISOString(), machine, rounds, builds: results } satisfies BenchResults, null, 2)}\n`,
    )
}

main().catch((error) => {
  console.error(`\n✖ ${(error as Error).message}`)
  process.exit(1)
})
