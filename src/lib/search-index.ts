import fs from 'node:fs'
import path from 'node:path'
import { fileOf, filesUnder } from './offline-kit'

/**
 * The site search's index, built by Pagefind from the rendered pages after each build
 * (gatsby-node onPostBuild) into public/pagefind/, so every release carries its own. Pagefind
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

export type SearchIndexFigures = { pages: number; seconds: number; files: number; bytes: number }

/** Indexes the given built pages and writes public/pagefind/; Pagefind's own errors fail the build. */
export async function writeSearchIndex(publicDir: string, pagePaths: string[]): Promise<SearchIndexFigures> {
  const started = performance.now()
  const pagefind = await importPagefind()
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' })
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    for (const url of pagePaths) {
      const added = await index.addHTMLFile({ url, content: fs.readFileSync(fileOf(publicDir, url), 'utf8') })
      if (added.errors.length) throw new Error(`Pagefind, ${url}: ${added.errors.join('; ')}`)
    }
    const outputPath = path.join(publicDir, 'pagefind')
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

