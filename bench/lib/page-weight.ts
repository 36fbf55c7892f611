import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileOf, filesUnder, offlineKitURL, offlinePathsURL, type OfflineKit } from '../../gatsby/offline-kit'
import type { PageContext } from '../../src/lib/page-context'

export type Sizes = { raw: number; gzip: number; brotli: number }
export type TemplateWeight = {
  template: string
  /** The page measured for this template. */
  page: string
  pages: number
  js: Sizes
  css: Sizes
  chunks: string[]
}

const sizes = (data: Buffer | string): Sizes => {
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data)
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}
const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })

/** A template's short name from Gatsby's chunk name: `component---src-templates-news-post-tsx` -> `news-post`. */
export const templateName = (componentChunkName: string) =>
  componentChunkName.replace(/^component---(src-templates-|cache-caches-gatsby-plugin-)?/, '').replace(/-(tsx|js)$/, '')

/** Every built page's template (its chunk name), path and context, from the page-data files. */
export function builtPages(
  publicDir: string,
): { componentChunkName: string; path: string; result: { pageContext: Partial<PageContext> } }[] {
  return pageDataFiles(path.join(publicDir, 'page-data')).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
}

function pageDataFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'sq' ? [] : pageDataFiles(full)
    return e.name === 'page-data.json' ? [full] : []
  })
}

/**
 * First-load weight of each page template from a built site: the scripts in the page's HTML
 * (runtime, framework, app) plus the template's chunk group from chunk-map.json, and the CSS
 * inlined in the HTML. Chunks loaded later on demand (map, slider, Apollo) are not counted.
 */
export function templateWeights(publicDir: string): TemplateWeight[] {
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<
    string,
    string[]
  >
  // Most of a template's scripts are every template's (the runtime, React, the app): each file is
  // compressed once.
  const chunkSizes = new Map<string, Sizes>()
  const sizesOf = (chunk: string) => {
    let found = chunkSizes.get(chunk)
    if (!found) chunkSizes.set(chunk, (found = sizes(fs.readFileSync(path.join(publicDir, chunk)))))
    return found
  }
  const byTemplate = new Map<string, string[]>()
  for (const { componentChunkName, path: pagePath } of builtPages(publicDir)) {
    byTemplate.set(componentChunkName, [...(byTemplate.get(componentChunkName) ?? []), pagePath])
  }
  return [...byTemplate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([chunk, pages]) => {
      // The English page with the shortest path stands for its template.
      const page = [...pages].sort(
        (a, b) => Number(a.startsWith('/id/')) - Number(b.startsWith('/id/')) || a.length - b.length,
      )[0]
      const htmlFile = path.join(publicDir, page === '/404.html' ? '404.html' : path.join(page, 'index.html'))
      const html = fs.readFileSync(htmlFile, 'utf8')
      const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])
      const chunks = [...new Set([...scripts, ...(chunkMap[chunk] ?? [])])].filter((s) => s.endsWith('.js'))
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
      return {
        template: templateName(chunk),
        page,
        pages: pages.length,
        js: sum(chunks.map(sizesOf)),
        css: sizes(css),
        chunks,
      }
    })
}

/**
 * What the service worker downloads when it installs: sw.js, the scripts it imports, the Workbox
 * modules it uses, Workbox's precache list (the scripts, the app shell, the manifest...) and the
 * build's offline kit (/offline.json: the start pages, the offline and not-found pages with their
 * data and template scripts, the search index when small, and the list of the site's paths).
 */
export function serviceWorkerInstall(publicDir: string): { files: number } & Sizes {
  const sw = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8')
  const imported = [...sw.matchAll(/importScripts\(([^)]*)\)/g)].flatMap((m) =>
    [...m[1].matchAll(/["'`]([^"'`]+)["'`]/g)].map((q) => q[1]),
  )
  const precached = [...sw.matchAll(/"url":\s*"([^"]+)"/g)].map((m) => m[1])
  // workbox-sw.js loads a module per namespace the worker uses (workbox.routing -> workbox-routing.prod.js).
  const workboxDir = imported.find((url) => url.endsWith('/workbox-sw.js'))?.replace(/workbox-sw\.js$/, '')
  const modules = new Set(['core', ...[...sw.matchAll(/workbox\.([a-z][a-zA-Z]*)\./g)].map((m) => m[1])])
  const workbox = workboxDir
    ? [...modules].map((name) => `${workboxDir}workbox-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.prod.js`)
    : []
  const urls = new Set([
    '/sw.js',
    ...[...imported, ...workbox, ...precached].map((url) => `/${url.replace(/^\//, '')}`),
  ])
  const kitFile = fileOf(publicDir, offlineKitURL)
  if (fs.existsSync(kitFile)) {
    const kit = JSON.parse(fs.readFileSync(kitFile, 'utf8')) as OfflineKit
    for (const url of [offlineKitURL, kit.paths, ...kit.keep]) urls.add(url)
  }
  const present = [...urls].map((url) => fileOf(publicDir, url)).filter((file) => fs.existsSync(file))
  return { files: present.length, ...sum(present.map((file) => sizes(fs.readFileSync(file)))) }
}

/** The search index (public/pagefind/) and the worker's list of the site's paths, with their sizes. */
export function offlineAndSearchFiles(publicDir: string): {
  index: { files: number } & Sizes
  paths: { lines: number } & Sizes
} {
  const index = filesUnder(path.join(publicDir, 'pagefind'))
  const list = fs.readFileSync(fileOf(publicDir, offlinePathsURL))
  return {
    index: { files: index.length, ...sum(index.map((f) => sizes(fs.readFileSync(f)))) },
    paths: { lines: list.toString('utf8').split('\n').filter(Boolean).length, ...sizes(list) },
  }
}
