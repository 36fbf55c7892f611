import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { indexedPagesFile, indexRelease, searchPagesFile, writeSearchDelta } from '../../gatsby/search-index'
import { linkTree } from '../../scripts/lib/backup'
import { serveSite } from '../../scripts/lib/serve'
import { searchPageSize } from '../../src/lib/search'
import { liveBuild } from './deploys'
import { cmsURL, hydrated, testDataDir, testSitePort } from './stack'

/**
 * The site's search between a release going live and its whole index (gatsby/search-index.ts,
 * writeSearchDelta; src/lib/pagefind.ts): the live build copied, one article retitled and another
 * taken off, its delta written as the site builder writes it, and the copy served by the site
 * server. The browser searches the index before the release with the delta merged in.
 */
test.use({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true })

/** Writes a file of the linked copy anew, leaving the file it was linked to as it is. */
function replaceFile(file: string, content: string) {
  fs.rmSync(file)
  fs.writeFileSync(file, content)
}

const newWord = 'Quokkaphone'
/** The word of a second retitled article, searched only once the whole index has replaced the delta. */
const laterWord = 'Wombatphone'

test.describe('search right after a release, before its whole index', () => {
  // The last test replaces the copy's index.
  test.describe.configure({ mode: 'serial' })
  const port = Number(process.env.TEST_SEARCH_DELTA_PORT || testSitePort + 5)
  const base = `http://localhost:${port}`
  const site = path.join(testDataDir, 'search-delta')
  let server: http.Server
  let retitled: { url: string; title: string }
  let removed: { url: string; title: string }
  let retitledLater: { url: string; title: string }

  test.beforeAll(async () => {
    fs.rmSync(site, { recursive: true, force: true })
    linkTree(liveBuild(), site)
    const pages = JSON.parse(fs.readFileSync(path.join(site, searchPagesFile), 'utf8')) as string[]
    const articles = pages
      .filter((url) => /^\/news\/(?!category\/|page\/)[^/]+\/$/.test(url))
      .map((url) => {
        const file = path.join(site, url, 'index.html')
        return { url, file, html: fs.readFileSync(file, 'utf8') }
      })
    expect(articles.length).toBeGreaterThanOrEqual(3)
    const [first, second, third] = articles
    const heading = /(<h1[^>]*>)([^<]+)</
    const title = (html: string) => heading.exec(html)![2]
    retitled = { url: first.url, title: title(first.html) }
    removed = { url: second.url, title: title(second.html) }
    retitledLater = { url: third.url, title: title(third.html) }
    // The retitled article keeps its old title after the new word: the index before has it under
    // the old title, its delta under the new one, and a search for the old title finds both.
    replaceFile(first.file, first.html.replace(heading, `$1${newWord} $2<`))
    replaceFile(third.file, third.html.replace(heading, `$1${laterWord} $2<`))
    replaceFile(path.join(site, searchPagesFile), JSON.stringify(pages.filter((url) => url !== removed.url)))
    // Other specs publish while this one runs: the live build's index may be older than its pages,
    // and the delta then has their changes too.
    const known = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', indexedPagesFile), 'utf8')) as Record<
      string,
      Record<string, [hash: string, id: string]>
    >
    const figures = await writeSearchDelta(site)
    expect(figures?.indexed).toBeGreaterThanOrEqual(2)
    const entry = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      delta: Record<string, { superseded: string[] }>
    }
    for (const { url } of [first, second, third])
      if (known.en[url]) expect(entry.delta.en.superseded).toContain(known.en[url][1])
    server = await serveSite({ publicDir: site, cmsURL, port })
  })
  test.afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    fs.rmSync(site, { recursive: true, force: true })
  })

  /** The search screen's results (link and title) for a query, and the total its kind menu counts. */
  async function searched(page: import('@playwright/test').Page, q: string) {
    await page.goto(`${base}/search/?q=${encodeURIComponent(q)}`)
    await hydrated(page)
    await expect(page.locator('[data-search-state="done"]')).toBeVisible({ timeout: 30_000 })
    const results = await page
      .locator('.search-result h2 a')
      .evaluateAll((links) => links.map((a) => ({ url: a.getAttribute('href') ?? '', title: a.textContent ?? '' })))
    const total = Number(await page.locator('#search-kind option[value=""]').getAttribute('data-count'))
    return { results, total }
  }

  test('a retitled article is found by its new title once, a removed one not at all, and the counts are the pages shown', async ({
    page,
  }) => {
    const byNewWord = await searched(page, newWord)
    expect(byNewWord.results).toEqual([{ url: retitled.url, title: `${newWord} ${retitled.title}` }])
    expect(byNewWord.total).toBe(1)

    // Under its old title it is in the index before and in the delta: shown once, as it is now.
    const byOldTitle = await searched(page, retitled.title)
    const shown = byOldTitle.results.filter((r) => r.url === retitled.url)
    expect(shown).toEqual([{ url: retitled.url, title: `${newWord} ${retitled.title}` }])
    expect(new Set(byOldTitle.results.map((r) => r.url)).size).toBe(byOldTitle.results.length)

    const byRemovedTitle = await searched(page, removed.title)
    expect(byRemovedTitle.results.map((r) => r.url)).not.toContain(removed.url)
    // Counted as shown: the pages the delta superseded are in no count.
    if (byRemovedTitle.total <= searchPageSize) expect(byRemovedTitle.total).toBe(byRemovedTitle.results.length)
  })

  test('a page that loaded the delta searches on once the whole index has replaced it', async ({ page }) => {
    expect((await searched(page, newWord)).results.map((r) => r.url)).toEqual([retitled.url])
    // The release's whole index replaces the live one, its delta with it. The page searches on:
    // the delta's page it now finds was never loaded and is gone, and the search is asked again
    // of the index loaded anew.
    await indexRelease(site)
    expect(fs.readdirSync(path.join(site, 'pagefind')).filter((name) => name.startsWith('delta'))).toEqual([])
    await page.locator('#search-q').fill(laterWord)
    await page.locator('#search-q').press('Enter')
    await expect(page.locator('.search-result h2 a')).toHaveText([`${laterWord} ${retitledLater.title}`], {
      timeout: 30_000,
    })
    await expect(page.locator('.search-result h2 a')).toHaveAttribute('href', retitledLater.url)
  })
})
