import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { redirectsFileName } from '@lestari/model/redirects'
import { languages } from '../src/lib/i18n'
import {
  allDevelopments,
  developmentListPath,
  facilitiesPath,
  isNotFoundPath,
  localizePath,
  newsListPath,
  offlinePagePath,
  splitLangPath,
} from '../src/lib/routes'

/**
 * What the service worker keeps on every device (src/service-worker/offline-fallback.js), written
 * by each build as files of its own so that no script of the app grows with the site:
 *
 * - `/offline.json`: the kit: the files the worker downloads when it installs (the start pages,
 *   the offline and not-found pages with their page data, static query results and template
 *   scripts; the code of a development page's enquiry form, calculator and compare tray; the
 *   search index when it is small) and a version that changes with any of them, so the worker
 *   refreshes its copy after a build that changed them; the build's redirects.json
 *   among them, so that offline the worker follows the editors' redirects;
 * - `/offline-paths.txt`: every page of the site, one path a line, sorted, without the /id/
 *   prefix (both languages have the same pages), so that offline the worker can tell a page that
 *   exists but was not saved from an address that does not exist.
 */
export const offlineKitURL = '/offline.json'
export const offlinePathsURL = '/offline-paths.txt'
/** The pages every installed worker keeps, in both languages: the start pages and the main lists. */
export const startPages = ['/', newsListPath(), developmentListPath(allDevelopments), facilitiesPath]
/**
 * The parts of a development page whose code loads on demand (their webpackChunkName): the enquiry
 * form, the site-visit booking form, the KPR calculator and the compare tray (loaded once a unit is chosen). The kit keeps their
 * code, so that a development page saved on the device offers them offline even when the page was
 * left before its idle moment fetched them (src/lib/keep-offline.ts) or no unit was chosen online.
 */
export const offlineParts = ['enquiry-form', 'visit-booking-form', 'mortgage-calculator', 'compare-tray']
/** The search index is part of the kit while it stays under this size (raw bytes). */
export const searchKitLimit = 1024 * 1024
/**
 * A kept list's index (src/lib/list-data.ts) is part of the kit while it is under the first size
 * (raw bytes; about 1,500 developments), and its cards too while all of them are under the second;
 * past that the worker keeps the parts a visitor opened.
 */
export const listIndexKitLimit = 512 * 1024
export const listCardsKitLimit = 64 * 1024

/**
 * The CMS's uploads as the site serves them (the release's copies under /media/ and /files/, the
 * CMS's own /api/media/file/ and /api/files/file/ addresses), which the worker keeps in a cache of
 * their own (`site-pictures`) as they are shown, at most `keptUploads` of them, the least recently
 * used out first. The worker's copy of both (src/service-worker/offline-fallback.js) is checked
 * against these by tests/unit/offline-kit.spec.ts.
 */
export const uploadPath = /^\/(?:media|files)\/|^\/api\/(?:media|files)\/file\//
export const keptUploads = 200

/**
 * gatsby-plugin-offline's route for the other resources of a page (its own pattern: pictures,
 * fonts, scripts and styles of any origin, kept as long as the device allows), less the site's
 * uploads, which the worker's capped route answers instead: Workbox uses the first route that
 * matches, and the plugin's routes come first.
 */
export const otherResources =
  /^https?:\/\/[^/]+\/(?!(?:media|files)\/|api\/(?:media|files)\/file\/).*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/

export type OfflineKit = { version: string; paths: string; keep: string[]; searchKept: boolean }

/** The page data address Gatsby fetches for a page (`/` -> /page-data/index/page-data.json). */
export const pageDataURL = (pagePath: string) =>
  pagePath === '/' ? '/page-data/index/page-data.json' : `/page-data${pagePath.replace(/\/$/, '')}/page-data.json`

/** The file of public/ that answers an address (`/id/404/` -> id/404/index.html). */
export const fileOf = (publicDir: string, url: string) =>
  path.join(publicDir, url.endsWith('/') ? `${url}index.html` : url)

/** Every file under a folder (none when it does not exist). */
export const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : []

/** The site's paths as the worker reads them: one language, the not-found pages and the app shell left out. */
export function sitePathList(pagePaths: string[]): string {
  const paths = new Set(
    pagePaths
      .filter((p) => !p.startsWith('/offline-plugin-'))
      .filter((p) => !isNotFoundPath(p))
      .map((p) => splitLangPath(p).path),
  )
  return [...paths].sort().join('\n') + '\n'
}

/** A list's files the kit keeps: its index and cards while they are small (listIndexKitLimit, listCardsKitLimit). */
export function listFilesKept(publicDir: string, indexURL: string | undefined): string[] {
  if (!indexURL || fs.statSync(fileOf(publicDir, indexURL)).size > listIndexKitLimit) return []
  const cards = (
    JSON.parse(fs.readFileSync(fileOf(publicDir, indexURL), 'utf8')) as { items: { card: string }[] }
  ).items.map((i) => i.card)
  const cardBytes = cards.reduce((sum, url) => sum + fs.statSync(fileOf(publicDir, url)).size, 0)
  return cardBytes <= listCardsKitLimit ? [indexURL, ...cards] : [indexURL]
}

/** Writes /offline-paths.txt and /offline.json into the built site; returns the kit. */
export function writeOfflineKit(publicDir: string, pagePaths: string[]): OfflineKit {
  fs.writeFileSync(fileOf(publicDir, offlinePathsURL), sitePathList(pagePaths))
  return writeKitFile(publicDir)
}

/**
 * Writes /offline.json from the built site's files and its /offline-paths.txt; on its own after
 * the search index of a published release changed (gatsby/search-index.ts). Written aside and
 * renamed: a release may be live, and may share its files with the next one (scripts/lib/releases.ts).
 */
export function writeKitFile(publicDir: string): OfflineKit {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const pages = [
    ...languages.flatMap((lang) => [...startPages, offlinePagePath].map((p) => localizePath(p, lang))),
    '/404.html',
    localizePath('/404/', 'ID'),
  ]
  // The editors' redirects (gatsby/redirects-build.ts), for the worker to follow offline.
  const keep = new Set<string>(['/page-data/app-data.json', `/${redirectsFileName}`])
  for (const page of pages) {
    const dataURL = pageDataURL(page)
    const data = JSON.parse(fs.readFileSync(fileOf(publicDir, dataURL), 'utf8')) as {
      componentChunkName: string
      staticQueryHashes?: string[]
      result?: { pageContext?: { listIndex?: string } }
    }
    keep.add(page).add(dataURL)
    for (const url of listFilesKept(publicDir, data.result?.pageContext?.listIndex)) keep.add(url)
    for (const hash of data.staticQueryHashes ?? []) keep.add(`/page-data/sq/d/${hash}.json`)
    // The template's scripts: the app's own (runtime, framework, app) are in Workbox's precache.
    for (const { name } of stats.namedChunkGroups[data.componentChunkName]?.assets ?? [])
      if (name.endsWith('.js')) keep.add(`/${name}`)
  }
  for (const part of offlineParts)
    for (const { name } of stats.namedChunkGroups[part]?.assets ?? []) if (name.endsWith('.js')) keep.add(`/${name}`)
  // Without the index's dot files (its page order), which the site server does not serve.
  const search = filesUnder(path.join(publicDir, 'pagefind'))
    .filter((f) => !path.basename(f).startsWith('.'))
    .map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`)
  // Summed only until over the limit: at 10,000 items the index has 20,000 files.
  let searchBytes = 0
  const searchKept =
    search.length > 0 &&
    search.every((url) => (searchBytes += fs.statSync(fileOf(publicDir, url)).size) <= searchKitLimit)
  if (searchKept) for (const url of search) keep.add(url)

  const list = fs.readFileSync(fileOf(publicDir, offlinePathsURL), 'utf8')
  const digest = crypto.createHash('sha256').update(list)
  for (const url of [...keep].sort()) digest.update(url).update(fs.readFileSync(fileOf(publicDir, url)))
  const kit: OfflineKit = {
    version: digest.digest('hex').slice(0, 16),
    paths: offlinePathsURL,
    keep: [...keep],
    searchKept,
  }
  const file = fileOf(publicDir, offlineKitURL)
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(kit))
  fs.renameSync(`${file}.${process.pid}.tmp`, file)
  return kit
}
