import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { fileOf, filesUnder, writeKitFile } from './offline-kit'
import { contentNamedIndexFile } from '@lestari/model/search-index'
import { splitLangPath } from '../src/lib/routes'

/**
 * The site search's index, built by Pagefind from the rendered pages into pagefind/ of the built
 * site, so every release carries its own: by gatsby-node's onPostBuild, or, for the builds of
 * `npm start`'s site builder, by the builder (searchIndexAfterPublish below). Pagefind
 * makes one index per `<html lang>`, so English and Indonesian are searched apart. Only the
 * published pages of the searched collections (@lestari/model's searchedTemplates) that search
 * engines may index go in: drafts are never built, and noindex pages (the preview, accounts,
 * aliases) are left out. Of a page, only its own content is read: the element of its template
 * marked `data-pagefind-body`, less what is marked `data-pagefind-ignore` in it (breadcrumbs,
 * related lists, forms, share links, the calculator, the map). The kind filter comes from each
 * template's `data-pagefind-filter="kind:..."`, and affordable homes carry `price:affordable`
 * (src/lib/search.ts).
 */

/** The entry file of an index (Pagefind's, with the site's page_kinds and delta). */
const entryFile = 'pagefind-entry.json'

/** Pagefind's files the site does not use (its ready-made interfaces). */
const unusedFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\./

/** Pages sent to Pagefind before the first answer: it parses one while the next is read and sent (29 s to 22 s at 20,000 pages). */
const pagesInFlight = 8

/**
 * One language's index, built in a worker thread. Pagefind keeps one service, a process that works
 * on one core, per instance of its module, and a worker thread loads modules of its own: with a
 * thread per language, English and Indonesian are indexed at once (20,122 pages: 22 s to 13-14 s
 * on two cores, with the page trimmed as below). Plain JavaScript, as Node runs it in the thread;
 * `import('pagefind')` resolves from the working directory, the project's, where Gatsby and the
 * site builder run.
 */
const languageIndexWorker = `
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')
const { workerData, parentPort } = require('node:worker_threads')
const { pages, outputPath, inFlight, previousPath, contentNamed, hashOnly, listEveryKind } = workerData
const contentNamedFile = new RegExp(contentNamed)
// A content-named file (@lestari/model/search-index) that the previous index has with the same
// bytes (a short hash can name two contents) is linked from it, not written.
const linked = (file, target) => {
  if (!previousPath || !contentNamedFile.test(file.path)) return false
  const old = path.join(previousPath, file.path)
  try {
    if (fs.statSync(old).size !== file.content.length || !fs.readFileSync(old).equals(file.content)) return false
    fs.linkSync(old, target)
    return true
  } catch {
    return false
  }
}
// Pagefind reads <main> only (rootSelector) and the language from <html lang>: it is sent just
// those, not the styles and scripts around them that make up nine tenths of a page. They are found
// in the file's bytes, and only they are decoded (a page's whole text decoded and searched took
// four times as long).
// A term and its description (<dt>Category</dt><dd>Recreation</dd>) are read as "Category: Recreation",
// not glued into one word.
const searchedPart = (bytes) => {
  const main = bytes.indexOf('<main')
  const end = bytes.indexOf('</main>')
  const head = bytes.indexOf('<head')
  const part = main < 0 || end < 0 || head < 0 ? bytes.toString('utf8') : bytes.toString('utf8', 0, head) + '<body>' + bytes.toString('utf8', main, end + 7) + '</body></html>'
  return part.replaceAll('</dt>', ': </dt>')
}
// What a page gives the index, by a hash of what is sent of it: a page whose hash is the one the
// index has is indexed as it is (writeSearchDelta).
const hashOf = (part) => crypto.createHash('sha256').update(part).digest('base64url').slice(0, 16)
// The kind of each page (its kind filter) by Pagefind's id of it (its fragment's name), but the
// most common kind's (unless every kind is listed: a delta's), in a file of its own named in the
// entry file (page_kinds): src/lib/pagefind.ts. Also each page's id by its address (idOf).
const pageKindsFile = (files, idOf) => {
  const ids = {}
  for (const file of files) {
    const fragment = /^fragment\\/(.+)\\.pf_fragment$/.exec(file.path)
    if (!fragment) continue
    const text = zlib.gunzipSync(file.content).toString('utf8')
    const data = JSON.parse(text.slice(text.indexOf('{')))
    idOf[data.url] = fragment[1]
    const kind = data.filters?.kind?.[0]
    if (kind) (ids[kind] ??= []).push(fragment[1])
  }
  const otherwise = listEveryKind ? null : (Object.keys(ids).sort((a, b) => ids[b].length - ids[a].length)[0] ?? null)
  if (otherwise) delete ids[otherwise]
  for (const list of Object.values(ids)) list.sort()
  const content = Buffer.from(JSON.stringify({ otherwise, ids }))
  const entry = files.find((file) => file.path === 'pagefind-entry.json')
  const parsed = JSON.parse(Buffer.from(entry.content).toString('utf8'))
  const [language] = Object.keys(parsed.languages)
  const name = 'kinds/' + language + '_' + crypto.createHash('sha256').update(content).digest('hex').slice(0, 10) + '.json'
  entry.content = Buffer.from(JSON.stringify({ ...parsed, page_kinds: { [language]: name } }))
  return { language, kinds: { path: name, content } }
}
const failed = (error) => parentPort.postMessage({ error: String((error && error.message) || error) })
if (hashOnly) {
  try {
    parentPort.postMessage({ done: true, hashes: Object.fromEntries(pages.map(([url, file]) => [url, hashOf(searchedPart(fs.readFileSync(file)))])) })
  } catch (error) {
    failed(error)
  }
} else import('pagefind').then(async (pagefind) => {
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' })
    if (!index) throw new Error(errors.join('; '))
    const hashes = {}
    let next = 0
    const addPages = async () => {
      while (next < pages.length) {
        const [url, file] = pages[next++]
        const content = searchedPart(fs.readFileSync(file))
        hashes[url] = hashOf(content)
        const added = await index.addHTMLFile({ url, content })
        if (added.errors.length) throw new Error(url + ': ' + added.errors.join('; '))
      }
    }
    await Promise.all(Array.from({ length: inFlight }, addPages))
    // Written here, not by writeFiles: Pagefind's service may answer that before its files are complete.
    const { files, errors: failures } = await index.getFiles()
    if (failures.length) throw new Error(failures.join('; '))
    const idOf = {}
    const { language, kinds } = pageKindsFile(files, idOf)
    files.push(kinds)
    let links = 0
    for (const file of files) {
      const target = path.join(outputPath, file.path)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      if (linked(file, target)) links++
      else fs.writeFileSync(target, file.content)
    }
    const indexed = Object.fromEntries(pages.map(([url]) => [url, [hashes[url], idOf[url]]]))
    parentPort.postMessage({ done: true, linked: links, language, indexed })
  } catch (error) {
    failed(error)
  } finally {
    await pagefind.close()
  }
})
`

/** What an index has of each page, by its address: the hash of what was indexed of it, and its id (its fragment's name). */
type IndexedPages = Record<string, [hash: string, id: string]>

/** A worker thread's answer (the worker above). */
type WorkerAnswer = {
  done?: true
  error?: string
  linked?: number
  language?: string
  indexed?: IndexedPages
  hashes?: Record<string, string>
}

/** Runs the worker above on pages ([url, file]) with the given data, resolving with its answer. */
function runWorker(pages: [url: string, file: string][], data: Record<string, unknown>): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(languageIndexWorker, {
      eval: true,
      workerData: { pages, inFlight: pagesInFlight, contentNamed: contentNamedIndexFile.source, ...data },
    })
    worker.once('message', (answer: WorkerAnswer) =>
      answer.done ? resolve(answer) : reject(new Error(`Pagefind: ${answer.error}`)),
    )
    worker.once('error', reject)
    // After an answer this changes nothing; without one, the thread died.
    worker.once('exit', (code) =>
      reject(new Error(`Pagefind's indexing thread stopped without an answer (exit code ${code})`)),
    )
  })
}

/**
 * Indexes pages ([url, file]) of one language into outputPath, in a worker thread (above); resolves
 * with how many files it linked from previousPath's index, the language's name in the index and
 * what it indexed of each page.
 */
async function indexLanguage(
  pages: [url: string, file: string][],
  outputPath: string,
  previousPath: string | null,
  listEveryKind = false,
): Promise<{ linked: number; language: string; indexed: IndexedPages }> {
  const answer = await runWorker(pages, { outputPath, previousPath, listEveryKind })
  return { linked: answer.linked ?? 0, language: answer.language!, indexed: answer.indexed! }
}

/**
 * Puts the index of one language (a folder Pagefind wrote) into the index being assembled. Each
 * language has files of its own (named by language and hash); the script and the shared files are
 * the same in both, so the first copy stays. Pagefind finds the languages in pagefind-entry.json.
 */
function mergeLanguageIndex(from: string, into: string) {
  if (!fs.existsSync(into)) return fs.renameSync(from, into)
  type Entry = { languages: Record<string, unknown>; page_kinds?: Record<string, string> }
  const entry = JSON.parse(fs.readFileSync(path.join(into, entryFile), 'utf8')) as Entry
  const added = JSON.parse(fs.readFileSync(path.join(from, entryFile), 'utf8')) as Entry
  for (const language of Object.keys(added.languages)) {
    if (language in entry.languages)
      throw new Error(
        `Pagefind: pages in language "${language}" (their <html lang>) under both /id/ and the other paths`,
      )
  }
  const moveIn = (dir: string) => {
    for (const entryName of fs.readdirSync(path.join(from, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entryName.name)
      if (entryName.isDirectory()) {
        fs.mkdirSync(path.join(into, relative), { recursive: true })
        moveIn(relative)
      } else if (!fs.existsSync(path.join(into, relative))) {
        fs.renameSync(path.join(from, relative), path.join(into, relative))
      }
    }
  }
  moveIn('')
  fs.writeFileSync(
    path.join(into, entryFile),
    JSON.stringify({
      ...entry,
      languages: { ...entry.languages, ...added.languages },
      page_kinds: { ...entry.page_kinds, ...added.page_kinds },
    }),
  )
}

/**
 * The pages of an index in the order Pagefind numbered them, a dot file of its folder (neither
 * served nor kept offline). Word chunks list pages by number, so an index written again keeps the
 * order of the one before and adds new pages at the end: a chunk that none of them changes keeps
 * its bytes (and is linked), where a page added in front would renumber every page after it.
 */
export const pageOrderFile = '.page-order.json'

/**
 * What an index has of each page, by language (Pagefind's name of it) and address: a dot file of
 * its folder, which a delta (writeSearchDelta) compares the release's pages with.
 */
export const indexedPagesFile = '.indexed-pages.json'

/** The pages to index, those of the `previous` index first, in its order, then the new ones. */
function inPreviousOrder(pagePaths: string[], previous: string | null): string[] {
  const file = previous && path.join(previous, pageOrderFile)
  if (!file || !fs.existsSync(file)) return pagePaths
  const wanted = new Set(pagePaths)
  const kept = (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]).filter((page) => wanted.has(page))
  const known = new Set(kept)
  return [...kept, ...pagePaths.filter((page) => !known.has(page))]
}

/** An index written: pages indexed, seconds, its files and bytes, and of its files those linked from the index before (@lestari/model/search-index). */
export type SearchIndexFigures = { pages: number; seconds: number; files: number; bytes: number; linked: number }

/**
 * Indexes built pages into outputPath, each language in a thread of its own (indexLanguage), then
 * merged into one index (mergeLanguageIndex); on a failure no index is left there.
 */
async function indexPages(
  publicDir: string,
  urls: string[],
  outputPath: string,
  previous: string | null,
  listEveryKind = false,
) {
  const byLanguage = new Map<string, [string, string][]>()
  for (const url of urls) {
    const { lang } = splitLangPath(url)
    if (!byLanguage.has(lang)) byLanguage.set(lang, [])
    byLanguage.get(lang)!.push([url, fileOf(publicDir, url)])
  }
  const parts = [...byLanguage].map(([lang, pages]) => ({ pages, dir: `${outputPath}.${lang.toLowerCase()}` }))
  const clear = () => parts.forEach((part) => fs.rmSync(part.dir, { recursive: true, force: true }))
  clear()
  fs.rmSync(outputPath, { recursive: true, force: true })
  try {
    const languages = await Promise.all(
      parts.map((part) => indexLanguage(part.pages, part.dir, previous, listEveryKind)),
    )
    for (const part of parts) mergeLanguageIndex(part.dir, outputPath)
    return languages
  } catch (error) {
    fs.rmSync(outputPath, { recursive: true, force: true })
    throw error
  } finally {
    clear()
  }
}

/**
 * Indexes the given built pages and writes the index (public/pagefind/ by default), taking the
 * files it shares with `previous` (an index folder) over by hard links; Pagefind's own errors fail the build.
 */
export async function writeSearchIndex(
  publicDir: string,
  pagePaths: string[],
  outputPath = path.join(publicDir, 'pagefind'),
  previous: string | null = null,
): Promise<SearchIndexFigures> {
  const started = performance.now()
  const previousIndex = previous && fs.existsSync(previous) ? previous : null
  const ordered = inPreviousOrder(pagePaths, previousIndex)
  const languages = await indexPages(publicDir, ordered, outputPath, previousIndex)
  fs.writeFileSync(path.join(outputPath, pageOrderFile), JSON.stringify(ordered))
  fs.writeFileSync(
    path.join(outputPath, indexedPagesFile),
    JSON.stringify(Object.fromEntries(languages.map(({ language, indexed }) => [language, indexed]))),
  )
  for (const name of fs.readdirSync(outputPath)) if (unusedFiles.test(name)) fs.rmSync(path.join(outputPath, name))
  const files = filesUnder(outputPath)
  return {
    pages: pagePaths.length,
    seconds: (performance.now() - started) / 1000,
    files: files.length,
    bytes: files.reduce((sum, f) => sum + fs.statSync(f).size, 0),
    linked: languages.reduce((sum, language) => sum + language.linked, 0),
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
    const figures = await writeSearchIndex(siteDir, pages, built, path.join(siteDir, 'pagefind'))
    swapIndex(siteDir, built)
    return figures
  } finally {
    fs.rmSync(built, { recursive: true, force: true })
  }
}

/** A delta's part for one language of the index, in the index's entry file (`delta`, by Pagefind's name of the language). */
export type SearchDelta = {
  /** The folder, in the index's, of an index of the pages changed or added since; none when pages were only removed. */
  path?: string
  /** The ids of the index's pages that the release changed or no longer has: searches leave them out. */
  superseded: string[]
}

/**
 * The most pages a delta indexes: a change to every page (a template's, a string's) is left to the
 * whole index, which would otherwise wait for a delta as long as itself.
 */
export const deltaPageLimit = 1000

/** A delta written: pages indexed, pages of the index left out, seconds. */
export type SearchDeltaFigures = { indexed: number; superseded: number; seconds: number }

/**
 * The changes of a release (a built site) found by search seconds after it went live, while its
 * whole index is written again (indexRelease): the pages whose indexed part differs from what the
 * live index has of them (indexedPagesFile), or that it lacks, are indexed apart into a folder of
 * the index (`delta-<hash>/`), and the ids of the index's pages changed or gone are listed; both go
 * in the entry file's `delta`, by language, which the site's search reads (src/lib/pagefind.ts).
 * Resolves with null when the index says nothing of its pages, or more than `limit` changed.
 */
export async function writeSearchDelta(siteDir: string, limit = deltaPageLimit): Promise<SearchDeltaFigures | null> {
  const started = performance.now()
  const live = path.join(siteDir, 'pagefind')
  const knownFile = path.join(live, indexedPagesFile)
  if (!fs.existsSync(knownFile)) return null
  const known = JSON.parse(fs.readFileSync(knownFile, 'utf8')) as Record<string, IndexedPages>
  const pages = JSON.parse(fs.readFileSync(path.join(siteDir, searchPagesFile), 'utf8')) as string[]
  const { hashes = {} } = await runWorker(
    pages.map((url) => [url, fileOf(siteDir, url)]),
    { hashOnly: true },
  )
  const knownHash = new Map(Object.values(known).flatMap((indexed) => Object.entries(indexed)))
  const changed = pages.filter((url) => knownHash.get(url)?.[0] !== hashes[url])
  if (changed.length > limit) return null
  const delta: Record<string, SearchDelta> = {}
  for (const [language, indexed] of Object.entries(known)) {
    const superseded = Object.entries(indexed)
      .filter(([url, [hash]]) => hashes[url] !== hash)
      .map(([, [, id]]) => id)
    if (superseded.length) delta[language] = { superseded }
  }
  const figures = () => ({
    indexed: changed.length,
    superseded: Object.values(delta).reduce((sum, d) => sum + d.superseded.length, 0),
    seconds: (performance.now() - started) / 1000,
  })
  if (!changed.length && !Object.keys(delta).length) return figures()
  const built = path.join(live, `delta.${process.pid}.new`)
  let folder: string | undefined
  try {
    if (changed.length) {
      const languages = await indexPages(siteDir, changed, built, null, true)
      // Searched through the live index's script and WebAssembly: only the index's own files stay.
      for (const name of fs.readdirSync(built))
        if (name !== entryFile && !name.endsWith('.pf_meta') && fs.statSync(path.join(built, name)).isFile())
          fs.rmSync(path.join(built, name))
      const digest = crypto.createHash('sha256').update(fs.readFileSync(path.join(built, entryFile)))
      folder = `delta-${digest.digest('hex').slice(0, 10)}`
      fs.rmSync(path.join(live, folder), { recursive: true, force: true })
      fs.renameSync(built, path.join(live, folder))
      // A page changed only where Pagefind does not read (its markup) keeps its id: it stays.
      for (const { language, indexed } of languages) {
        const readded = new Set(Object.values(indexed).map(([, id]) => id))
        const superseded = (delta[language]?.superseded ?? []).filter((id) => !readded.has(id))
        delta[language] = { superseded, path: `${folder}/` }
      }
    }
    const entry = JSON.parse(fs.readFileSync(path.join(live, entryFile), 'utf8')) as {
      delta?: Record<string, SearchDelta>
    }
    const before = new Set(Object.values(entry.delta ?? {}).map((d) => d.path?.replace(/\/$/, '')))
    // Written aside and renamed: the release's entry file may be a link to another release's.
    const aside = path.join(live, `${entryFile}.${process.pid}.new`)
    fs.writeFileSync(aside, JSON.stringify({ ...entry, delta }))
    fs.renameSync(aside, path.join(live, entryFile))
    for (const old of before)
      if (old && old !== folder) fs.rmSync(path.join(live, old), { recursive: true, force: true })
  } finally {
    fs.rmSync(built, { recursive: true, force: true })
  }
  return figures()
}

/** A published release's changes indexed apart (writeSearchDelta), then the offline kit, which lists the index's files, written again. */
export async function indexReleaseChanges(siteDir: string): Promise<SearchDeltaFigures | null> {
  const figures = await writeSearchDelta(siteDir)
  if (figures && (figures.indexed || figures.superseded)) writeKitFile(siteDir)
  return figures
}

/** Copies an index folder: its content-named files by hard links (@lestari/model/search-index), the few others copied. */
export function copyIndexFolder(from: string, to: string) {
  for (const file of filesUnder(from)) {
    const name = path.relative(from, file).split(path.sep).join('/')
    const target = path.join(to, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if (contentNamedIndexFile.test(name)) {
      try {
        fs.linkSync(file, target)
        continue
      } catch {
        // another file system, or no hard links there: copied below
      }
    }
    fs.copyFileSync(file, target)
  }
}

/** Copies a site's index into another built site (public/, so the next release starts with it). */
export function copySearchIndex(fromSiteDir: string, toSiteDir: string) {
  const built = path.join(toSiteDir, `pagefind.${process.pid}.new`)
  fs.rmSync(built, { recursive: true, force: true })
  copyIndexFolder(path.join(fromSiteDir, 'pagefind'), built)
  swapIndex(toSiteDir, built)
}
