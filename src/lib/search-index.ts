import fs from 'node:fs'
import path from 'node:path'
import { fileOf, filesUnder, writeKitFile } from './offline-kit'

/**
 * The site search's index, built by Pagefind from the rendered pages into pagefind/ of the built
 * site, so every release carries its own: by gatsby-node's onPostBuild, or, for the builds of
 * `npm start`'s site builder, by the builder (searchIndexAfterPublish below). Pagefind
 * makes one index per `<html lang>`, so English and Indonesian are searched apart. Only the
 * published pages of the templates below that search engines may index go in: drafts are never
 * built, and noindex pages (the preview, accounts, aliases) are left out. The kind filter comes
 * from each template's `data-pagefind-filter="kind:..."`; the header and footer stay out
 * (only `<main>` is read).
 */
export const searchedTemplates = ['news-post', 'development', 'facility', 'page']

/** Pagefind's files the site does not use (its ready-made interfaces). */
const unusedFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\./

/**
 * Pagefind's Node API is an ES module for `import` only; Gatsby compiles gatsby-node.ts to
 * CommonJS, where an `import()` becomes a `require()` that such a package refuses. A function
 * made at run time keeps Node's own `import()`.
 */
const importPagefind = new Function('return import("pagefind")') as () => Promise<typeof import('pagefind')>

/** Pages sent to Pagefind before the first answer: it parses one while the next is read and sent (29 s to 22 s at 20,000 pages). */
const pagesInFlight = 8

export type SearchIndexFigures = { pages: number; seconds: number; files: number; bytes: number }

/** Indexes the given built pages and writes the index (public/pagefind/ by default); Pagefind's own errors fail the build. */
export async function writeSearchIndex(publicDir: string, pagePaths: string[], outputPath = path.join(publicDir, 'pagefind')): Promise<SearchIndexFigures> {
  const started = performance.now()
  const pagefind = await importPagefind()
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' })
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    let next = 0
    const addPages = async () => {
      while (next < pagePaths.length) {
        const url = pagePaths[next++]
        const added = await index.addHTMLFile({ url, content: fs.readFileSync(fileOf(publicDir, url), 'utf8') })
        if (added.errors.length) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`)
      }
    }
    await Promise.all(Array.from({ length: pagesInFlight }, addPages))
    fs.rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    for (const name of fs.readdirSync(outputPath)) if (unusedFiles.test(name)) fs.rmSync(path.join(outputPath, name))
    const files = filesUnder(outputPath)
    return { pages: pagePaths.length, seconds: (performance.now() - started) / 1000, files: files.length, bytes: files.reduce((sum, f) => sum + fs.statSync(f).size, 0) }
  } finally {
    await pagefind.close()
  }
}

/**
 * Set by the site builder of `npm start` for all its builds (scripts/lib/site.ts): onPostBuild
 * then leaves the index out and writes the pages to index into `searchPagesFile`. The builder
 * indexes the first build before serving it, and a rebuild's release after it went live, so a
 * rebuild does not wait for Pagefind (indexRelease). A plain `gatsby build` makes the whole site,
 * index included.
 */
export const searchIndexAfterPublish = 'SEARCH_INDEX_AFTER_PUBLISH'

/** The pages a build left to index, in the built site: a dot file, which the site server does not serve. */
export const searchPagesFile = '.search-pages.json'

/**
 * Puts a finished index folder in place of the site's pagefind/ by two renames (old aside, new
 * in), so a search never sees a half-written index (between the two renames, for an instant, none),
 * then writes the offline kit again, which lists the index's files.
 */
function swapIndex(siteDir: string, built: string) {
  const live = path.join(siteDir, 'pagefind')
  const aside = `${live}.${process.pid}.old`
  fs.rmSync(aside, { recursive: true, force: true })
  if (fs.existsSync(live)) fs.renameSync(live, aside)
  fs.renameSync(built, live)
  fs.rmSync(aside, { recursive: true, force: true })
  writeKitFile(siteDir)
}

/** Indexes the pages a build left to index (searchPagesFile), in that built site (a published release), and swaps the index in. */
export async function indexRelease(siteDir: string): Promise<SearchIndexFigures> {
  const pages = JSON.parse(fs.readFileSync(path.join(siteDir, searchPagesFile), 'utf8')) as string[]
  const built = path.join(siteDir, `pagefind.${process.pid}.new`)
  try {
    const figures = await writeSearchIndex(siteDir, pages, built)
    swapIndex(siteDir, built)
    return figures
  } finally {
    fs.rmSync(built, { recursive: true, force: true })
  }
}

/** Copies a site's index into another built site (public/, so the next release starts with it). */
export function copySearchIndex(fromSiteDir: string, toSiteDir: string) {
  const built = path.join(toSiteDir, `pagefind.${process.pid}.new`)
  fs.rmSync(built, { recursive: true, force: true })
  fs.cpSync(path.join(fromSiteDir, 'pagefind'), built, { recursive: true })
  swapIndex(toSiteDir, built)
}
