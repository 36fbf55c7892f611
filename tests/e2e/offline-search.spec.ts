import { expect, test, type Page } from '@playwright/test'
import { controlled, hydrated, offlineKitKept, savedForOffline, searchIndexKept, siteURL, staffQuery } from './stack'

// The service worker is what these tests are about (the suite turns it off elsewhere: tests/playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/**
 * The service worker's offline kit (src/service-worker/offline-fallback.js, gatsby/offline-kit.ts)
 * and the site search from the build's own index (gatsby/search-index.ts, src/lib/pagefind.ts),
 * in headless Chromium against the built site and the real worker.
 */
const article = { en: '/news/record-marketing-sales-first-half/', id: '/id/news/record-marketing-sales-first-half/' }
const unvisited = { en: '/news/best-township-award/', id: '/id/news/best-township-award/' }

/** The text of a page's first h1 as the server renders it. */
async function servedHeading(urlPath: string): Promise<string> {
  const html = await (await fetch(`${siteURL}${urlPath}`)).text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
}

/** Lands on a news article as a visitor from a search engine does, and waits for the worker's kit. */
async function landOnArticle(page: Page) {
  await page.goto(article.en)
  await hydrated(page)
  await controlled(page)
  await offlineKitKept(page)
  // The article itself, stored as the page was shown.
  await savedForOffline(page, article.en)
  return page.locator('main h1').innerText()
}

test.describe('offline', () => {
  test.describe.configure({ timeout: 120_000 })

  test('after landing on an article, the home pages and main lists of both languages open offline', async ({
    page,
    context,
  }) => {
    const headings: Record<string, string> = Object.fromEntries(
      await Promise.all(['/', '/id/', '/news/', '/id/facilities/'].map(async (p) => [p, await servedHeading(p)])),
    )
    await landOnArticle(page)
    await context.setOffline(true)
    for (const [url, heading] of Object.entries(headings)) {
      expect(heading).not.toBe('')
      await page.goto(url)
      await expect(page.locator('h1').first()).toHaveText(heading)
      await hydrated(page)
      await expect(page.locator('html')).toHaveAttribute('lang', url.startsWith('/id/') ? 'id' : 'en')
    }
    await context.setOffline(false)
  })

  test('offline, a page of the site that is not saved says so and lists the saved pages; an unknown address is not found', async ({
    page,
    context,
  }) => {
    const articleTitle = await landOnArticle(page)
    await context.setOffline(true)

    await page.goto(unvisited.en)
    await expect(page.locator('main h1')).toHaveText('You are offline')
    await expect(page.locator('main')).toContainText('This page has not been saved on this device yet.')
    await expect(page).toHaveURL(`${siteURL}${unvisited.en}`)
    const saved = page.locator('.saved-pages')
    await expect(saved.getByRole('heading', { name: 'Pages saved on this device' })).toBeVisible()
    await expect(saved.locator(`a[href="${article.en}"]`)).toHaveText(articleTitle)
    await expect(saved.locator('a[href="/news/"]')).toHaveCount(1)
    await expect(saved.locator('a[href^="/id/"]')).toHaveCount(0)
    // A saved page opens from the list.
    await saved.locator(`a[href="${article.en}"]`).click()
    await expect(page.locator('main h1')).toHaveText(articleTitle)

    await page.goto(unvisited.id)
    await expect(page.locator('main h1')).toHaveText('Anda sedang offline')
    await expect(page.locator('main')).toContainText('Halaman ini belum tersimpan di perangkat ini.')
    await expect(page.locator('.saved-pages a[href="/id/"]')).toHaveCount(1)
    await expect(page.locator('.saved-pages a[href^="/news/"]')).toHaveCount(0)

    await page.goto('/no-such-page-offline/')
    await expect(page.locator('main h1')).toHaveText('Page not found')
    await page.goto('/id/tidak-ada-offline/')
    await expect(page.locator('main h1')).toHaveText('Halaman tidak ditemukan')
    await page.goto('/news/no-such-article-offline/')
    await expect(page.locator('main h1')).toHaveText('Page not found')
    await context.setOffline(false)
  })

  test('back online, the offline screen of a page that was not saved reloads as that page', async ({
    page,
    context,
  }) => {
    const heading = await servedHeading(unvisited.en)
    expect(heading).not.toBe('')
    await landOnArticle(page)
    await context.setOffline(true)
    await page.goto(unvisited.en)
    await expect(page.locator('main h1')).toHaveText('You are offline')
    await hydrated(page)
    await context.setOffline(false)
    await expect(page.locator('main h1')).toHaveText(heading, { timeout: 15_000 })
    await expect(page).toHaveURL(`${siteURL}${unvisited.en}`)
  })

  test('the profile lists the pages saved on this device', async ({ page }) => {
    const articleTitle = await landOnArticle(page)
    await page.goto('/profile/')
    await hydrated(page)
    await expect(page.locator(`.saved-pages a[href="${article.en}"]`)).toHaveText(articleTitle)
    await page.goto('/id/profile/')
    await hydrated(page)
    await expect(
      page.locator('.saved-pages').getByRole('heading', { name: 'Halaman yang tersimpan di perangkat ini' }),
    ).toBeVisible()
    await expect(page.locator('.saved-pages a[href="/id/"]')).toHaveCount(1)
  })
})

/** The search screen's results for a query (links and kinds), once it has searched. */
async function search(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
  await expect(page.locator('[data-search-state="done"]')).toBeVisible({ timeout: 30_000 })
  const results = page.locator('.search-result')
  return {
    results,
    links: await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    kinds: await results.evaluateAll((items) => items.map((li) => li.getAttribute('data-kind') ?? '')),
  }
}

test.describe("search from the build's index", () => {
  test('finds an article by a word of its body without asking the CMS, with highlighted excerpts', async ({ page }) => {
    const cmsCalls: string[] = []
    // The CMS's API (its media files aside: the pages' images).
    page.on('request', (r) => /^\/api\/(?!media\/)/.test(new URL(r.url()).pathname) && cmsCalls.push(r.url()))
    const { results, links } = await search(page, '/search/?q=warehouses')
    expect(links).toContain(article.en)
    expect(links.filter((l) => l.startsWith('/id/'))).toEqual([])
    const hit = results.filter({ has: page.locator(`a[href="${article.en}"]`) })
    await expect(hit.locator('.search-result__text mark').first()).toHaveText(/warehouses/i)
    await expect(hit.locator('.eyebrow')).toHaveText('News')
    // Typing searches again, still without the CMS.
    await page.locator('main input[name="q"]').fill('toll road')
    await expect(page.locator('[data-search-state="done"]')).toContainText('toll road')
    // Among the results, on whichever page of them (10 at a time) it ranks: the next pages load from the index too.
    const found = page.locator(`.search-result a[href="${article.en}"]`)
    const more = page.locator('.search-more button')
    while (!(await found.isVisible()) && (await more.isVisible())) {
      const shown = await page.locator('.search-result').count()
      await more.click()
      await expect(page.locator('.search-result')).not.toHaveCount(shown)
    }
    await expect(found).toBeVisible()
    expect(cmsCalls).toEqual([])
  })

  test('Indonesian words find the Indonesian article on /id/search/, and the English search never returns Indonesian pages', async ({
    page,
  }) => {
    const id = await search(page, '/id/search/?q=gudang')
    expect(id.links).toContain(article.id)
    expect(id.links.every((l) => l.startsWith('/id/'))).toBe(true)
    await expect(page.locator('.search-result .eyebrow').first()).toHaveText(/Berita|Pengembangan|Fasilitas|Halaman/)
    const en = await search(page, '/search/?q=gudang')
    expect(en.links.filter((l) => l.startsWith('/id/'))).toEqual([])
    await expect(page.locator('[data-search-state="done"]')).toContainText('Nothing found for “gudang”')
  })

  test('the kind filter keeps the results of one kind and stays in the address', async ({ page }) => {
    const all = await search(page, '/search/?q=lestari')
    expect(new Set(all.kinds).size).toBeGreaterThan(1)
    const facilities = await search(page, '/search/?q=lestari&kind=facility')
    expect(facilities.kinds.length).toBeGreaterThan(0)
    expect(new Set(facilities.kinds)).toEqual(new Set(['facility']))
    await expect(page.locator('#search-kind')).toHaveValue('facility')
    await page.locator('#search-kind').selectOption('news')
    await expect(page).toHaveURL(/[?&]kind=news/)
    await expect
      .poll(() =>
        page
          .locator('.search-result')
          .evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-kind')))]),
      )
      .toEqual(['news'])
  })

  test("a draft's words are never found, and noindex screens are not in the index", async ({ page }) => {
    // The seeded draft, which the test stack's build saw in the CMS: its word is really there.
    const draft = await staffQuery<{ Posts: { docs: { excerpt: string; _status: string }[] } }>(
      `{ Posts(draft: true, locale: en, where: { slug: { equals: "draft-upcoming-launch" } }) { docs { excerpt _status } } }`,
    )
    expect(draft.Posts.docs[0]).toMatchObject({ _status: 'draft', excerpt: expect.stringContaining('Embargoed') })
    const en = await search(page, '/search/?q=embargoed')
    expect(en.links).toEqual([])
    const id = await search(page, '/id/search/?q=embargo')
    expect(id.links).toEqual([])
    // Utility screens (noindex) stay out: the login screen's words find no login page.
    const login = await search(page, '/search/?q=password')
    expect(login.links.filter((l) => /\/(login|register|profile|preview|search)\//.test(l))).toEqual([])
  })

  test('offline, once the index is on the device, the search still answers', async ({ page, context }) => {
    await search(page, '/search/?q=warehouses')
    await controlled(page)
    await offlineKitKept(page)
    await savedForOffline(page, '/search/')
    await searchIndexKept(page)
    await context.setOffline(true)
    const offline = await search(page, '/search/?q=warehouses')
    expect(offline.links).toContain(article.en)
    await context.setOffline(false)
  })
})
