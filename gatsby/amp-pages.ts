/**
 * The AMP versions of the news articles (`/news/{slug}/amp/`), written by the build rather than
 * made Gatsby pages: each is rendered from its article's page data (the same fragment, NewsArticle)
 * with src/templates/news-amp.tsx. As Gatsby pages they were half the site's pages at 10,000 items,
 * each paying createPage at every build, a page query, a page-data file nobody reads and its HTML
 * render (docs/decisions/content-and-build.md, "AMP versions written by the build").
 *
 * An article's AMP page is rendered again when Gatsby wrote its page data after the AMP page was
 * written (its query's result changed: the article, or a document it links to), and every one of
 * them when this build code changed. AMP pages of articles no longer built are deleted.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import NewsAmp from '../src/templates/news-amp'
import { languages } from '../src/lib/i18n'
import { localizePath, newsPath, splitLangPath } from '../src/lib/routes'
import { fileOf, pageDataURL } from './offline-kit'
import { siteName, siteURL } from './settings'

/** The AMP version's address of an article page (`/id/news/x/` -> `/id/news/x/amp/`). */
export const ampPathOf = (articlePath: string) => `${articlePath}amp/`

/**
 * A fingerprint of what AMP pages are rendered with besides their data: the site's address and name,
 * and every file of src/ (the template and the components and modules it uses). A change of the build's own code (gatsby/, plugins/, the
 * packages) starts the build from an empty cache and public/ (scripts/lib/site.ts, buildCodeHash).
 */
function renderCode(dir = path.resolve('src')): string {
  const hash = createHash('sha256').update(`${siteURL}\0${siteName}\0`)
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(`${path.relative(dir, file)}\0`).update(fs.readFileSync(file))
    }
  }
  walk(dir)
  return hash.digest('hex').slice(0, 16)
}

const stampFile = (publicDir: string) => path.join(publicDir, '.amp-pages')

const mtime = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return -1
  }
}

/** The AMP document of an article, from its page's data file. */
export function renderAmpPage(pageDataFile: string, articlePath: string): string {
  const { result } = JSON.parse(fs.readFileSync(pageDataFile, 'utf8')) as {
    result: { data: { post: Queries.NewsArticleFragment | null } }
  }
  if (!result.data.post) throw new Error(`No article in ${pageDataFile}`)
  const lang = splitLangPath(articlePath).lang
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(NewsAmp, { post: result.data.post, lang }))}`
}

/**
 * Writes the AMP version of each article page whose data changed since its AMP page was written
 * (all of them after a change of this code), and deletes those of articles gone. Returns the AMP
 * pages' addresses and how many were written.
 */
export function writeAmpPages(publicDir: string, articlePaths: string[]): { paths: string[]; written: number } {
  const code = renderCode()
  const stamp = stampFile(publicDir)
  const sameCode = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === code
  // A build cut short after the stamp would leave pages of the old code behind: it goes first.
  if (!sameCode) fs.rmSync(stamp, { force: true })
  let written = 0
  const paths: string[] = []
  for (const articlePath of articlePaths) {
    const ampPath = ampPathOf(articlePath)
    paths.push(ampPath)
    const html = fileOf(publicDir, ampPath)
    const data = fileOf(publicDir, pageDataURL(articlePath))
    if (sameCode && mtime(html) >= mtime(data)) continue
    fs.mkdirSync(path.dirname(html), { recursive: true })
    fs.writeFileSync(html, renderAmpPage(data, articlePath))
    written++
  }
  deleteAmpPagesGone(publicDir, new Set(paths))
  fs.writeFileSync(stamp, code)
  return { paths, written }
}

/** The `amp/` folders of articles (in either language) whose AMP page this build did not make. */
function deleteAmpPagesGone(publicDir: string, kept: Set<string>) {
  for (const lang of languages) {
    const articles = path.join(publicDir, localizePath(newsPath('x'), lang), '..')
    if (!fs.existsSync(articles)) continue
    for (const entry of fs.readdirSync(articles, { withFileTypes: true })) {
      const ampDir = path.join(articles, entry.name, 'amp')
      const url = `/${path.relative(publicDir, ampDir).split(path.sep).join('/')}/`
      if (!entry.isDirectory() || kept.has(url) || !fs.existsSync(ampDir)) continue
      fs.rmSync(ampDir, { recursive: true, force: true })
      // An article Gatsby no longer builds leaves its folder empty.
      if (fs.readdirSync(path.dirname(ampDir)).length === 0) fs.rmdirSync(path.dirname(ampDir))
    }
  }
}
