import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { serveSite } from '../../scripts/lib/serve'
import { redirectsFileName, type SiteRedirect } from '@lestari/model/redirects'
import { localizePath, newsListPath } from '../../src/lib/routes'
import { liveBuild } from './deploys'
import {
  cmsURL,
  controlled,
  hydrated,
  offlineKitKept,
  pageCondition,
  savedForOffline,
  siteURL,
  testDataDir,
  testSitePort,
} from './stack'

// The service worker is what these tests are about (the suite turns it off elsewhere: tests/playwright.config.ts).
test.use({ serviceWorkers: 'allow' })
// Two minutes a test: waiting for the worker to take control may itself take one (controlled()) on a busy machine.
test.describe.configure({ timeout: 120_000 })

test('the service worker registers on localhost and tells when the site is available offline', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(m.text()))
  await page.goto('/')
  await hydrated(page)
  await controlled(page)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)
  expect(scope).toBe(`${siteURL}/`)
  await expect.poll(() => logs.join('\n')).toContain('Content is now available offline!')
})

test('on a host that is neither HTTPS nor localhost no service worker registers, with the specified message', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(`http://127.0.0.1:${testSitePort}/`)
  await hydrated(page)
  await expect
    .poll(() => errors.join('\n'))
    .toContain('Service workers can only be used over HTTPS, or on localhost for development')
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
})

/**
 * Follows a link by a click and gives the heading of the page it opens: Gatsby changes the address
 * before it shows the new page, so the heading is read once it is no longer the last page's.
 */
async function follow(page: Page, link: Locator, address: RegExp): Promise<string> {
  const before = await page.locator('h1').first().innerText()
  await link.click()
  await expect(page).toHaveURL(address)
  await expect(page.locator('main h1')).not.toHaveText(before)
  return page.locator('main h1').innerText()
}

test('after a first visit the home page, visited pages and the not-found page open offline', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await hydrated(page)
  await controlled(page)
  const home = await page.locator('h1').first().innerText()
  // Visit a few pages the way a visitor does: by links.
  const newsHeading = await follow(page, page.locator('header a[href="/news/"]').first(), /\/news\/$/)
  const article = await follow(
    page,
    page.locator('main a[href^="/news/"]:not([href^="/news/category/"]):not([href="/news/"])').first(),
    /\/news\/[^/]+\/$/,
  )
  const articleURL = page.url()
  // Let the worker store what those pages need.
  await savedForOffline(page, new URL(articleURL).pathname)

  await context.setOffline(true)
  for (const [url, heading] of [
    ['/', home],
    ['/news/', newsHeading],
    [articleURL, article],
  ] as const) {
    await page.goto(url)
    await expect(page.locator('h1').first()).toHaveText(heading)
    await hydrated(page)
    await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible()
  }
  // An address never visited: the not-found page (kept by the worker), in the address's language.
  await page.goto('/no-such-page-offline/')
  await expect(page.locator('main h1')).toHaveText('Page not found')
  await page.goto('/id/tidak-ada-offline/')
  await expect(page.locator('main h1')).toHaveText('Halaman tidak ditemukan')
  await page.goto('/404/')
  await expect(page.locator('main h1')).toHaveText('Page not found')
  // Client-side navigation offline between visited pages still works.
  await page.goto('/')
  await hydrated(page)
  await page.locator('header a[href="/news/"]').first().click()
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  await context.setOffline(false)
})

test("a page load that the worker would answer with its app shell, gone with a new deploy's worker, comes from the network", async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await controlled(page)
  const newsHeading = await follow(page, page.locator('header a[href="/news/"]').first(), /\/news\/$/)
  await page.locator('header a.brand').click()
  await expect(page).toHaveURL(`${siteURL}/`)
  // What gatsby-plugin-offline's navigation route checks before it answers with the app shell: the
  // page's resources listed (idb-keyval's store) and kept, and the app's script kept.
  await pageCondition(
    page,
    async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(new Error(String(open.error)))
      })
      if (!db.objectStoreNames.contains('keyval')) return 'no resources listed yet'
      const resources = await new Promise<string[] | undefined>((resolve, reject) => {
        const get = db.transaction('keyval').objectStore('keyval').get('resources:/news/')
        get.onsuccess = () => resolve(get.result as string[] | undefined)
        get.onerror = () => reject(new Error(String(get.error)))
      })
      db.close()
      if (!resources) return 'the resources of /news/ are not listed'
      for (const resource of resources) if (!(await caches.match(resource))) return `not kept: ${resource}`
      const app = [...document.scripts]
        .map((s) => new URL(s.src || '/', location.href).pathname)
        .find((p) => /^\/app-/.test(p))
      return Boolean(app && (await caches.match(app))) || `app script not kept: ${app}`
    },
    null,
    30_000,
  )
  // A new worker's activation deletes the older app shell from the precache they share.
  const deleted = await page.evaluate(async () => {
    let count = 0
    for (const name of (await caches.keys()).filter((key) => key.includes('-precache-'))) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        if (request.url.includes('/offline-plugin-app-shell-fallback/index.html') && (await cache.delete(request)))
          count++
    }
    return count
  })
  expect(deleted).toBeGreaterThan(0)
  await page.goto('/news/')
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  await hydrated(page)
})

test('a visited news category opens offline with its articles, in English on a phone and in Indonesian on a small one', async ({
  page,
  context,
}) => {
  const visited: { path: string; heading: string; cards: number }[] = []
  for (const [lang, viewport] of [
    ['EN', { width: 412, height: 860 }],
    ['ID', { width: 360, height: 640 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto(localizePath(newsListPath(), lang))
    await hydrated(page)
    await controlled(page)
    const heading = await follow(
      page,
      page.locator('main a[href*="/news/category/"]').first(),
      /\/news\/category\/[^/]+\/$/,
    )
    const path = new URL(page.url()).pathname
    await savedForOffline(page, path)
    visited.push({
      path,
      heading,
      cards: await page.locator('main article').count(),
    })
  }
  await context.setOffline(true)
  for (const { path, heading, cards } of visited) {
    await page.goto(path)
    await expect(page.locator('main h1')).toHaveText(heading)
    expect(cards).toBeGreaterThan(0)
    await expect(page.locator('main article')).toHaveCount(cards)
  }
  await context.setOffline(false)
})

test("offline, the kept lists still filter, sort and page: their index and cards come with the worker's kit", async ({
  page,
  context,
  request,
}) => {
  const facilities = (await (await request.get('/page-data/id/facilities/page-data.json')).json()).result.pageContext
    .total as number
  expect(facilities).toBeGreaterThan(12)
  // Landing on an article: the lists were never visited.
  await page.goto('/news/')
  await page.locator('main a[href^="/news/"]:not([href^="/news/category/"]):not([href="/news/"])').first().click()
  await hydrated(page)
  await controlled(page)
  await offlineKitKept(page)

  await context.setOffline(true)
  await page.goto('/development/details/?sort=price-desc&page=2')
  await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
  await expect(page.locator('.dev-pagination [aria-current="page"]')).toHaveText('2')
  // Whole cards (with their prices), not the names a card that is not on the device falls back to.
  await expect(page.locator('.dev-list .card')).toHaveCount(9)
  await expect(page.locator('.dev-list .card .card__price')).toHaveCount(9)
  await page.goto('/id/facilities/?page=2')
  await expect(page.locator('.facilities[data-ready]')).toBeVisible()
  await expect(page.locator('.facilities .card')).toHaveCount(Math.min(12, facilities - 12))
  // Whole cards: with the summary a card that is not on the device goes without.
  await expect(page.locator('.facilities .card .card__body > p:not(.eyebrow)')).toHaveCount(
    Math.min(12, facilities - 12),
  )
  await expect(page.locator('.facilities [role="alert"]')).toHaveCount(0)
  await context.setOffline(false)
})

test('offline, an editor\'s redirect opens its target: the saved page, or the offline screen of the target, never "not found"', async ({
  page,
  context,
}) => {
  // A copy of the real build whose redirects.json (the file the build writes for the site server
  // and the worker's kit) holds redirects, served on a port of its own.
  const port = testSitePort + 4
  const base = `http://localhost:${port}`
  const dir = path.join(testDataDir, 'offline-redirects')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(liveBuild(), dir, { recursive: true })
  // A target no page of this test links to: Gatsby prefetches the data of linked pages (the footer's
  // /about/ among them), and a page whose data is on the device but not its template cannot render offline.
  const unvisited = fs
    .readFileSync(path.join(dir, 'offline-paths.txt'), 'utf8')
    .split('\n')
    .find((p) => /^\/facilities\/[^/]+\/$/.test(p))!
  const redirects: SiteRedirect[] = [
    { from: '/old-news/', to: newsListPath(), status: 301 },
    { from: '/id/berita-lama/', to: localizePath(newsListPath(), 'ID'), status: 301 },
    { from: '/old-place', to: unvisited, status: 302 },
  ]
  fs.writeFileSync(path.join(dir, redirectsFileName), JSON.stringify(redirects))
  const server = await serveSite({ publicDir: dir, cmsURL, port })
  try {
    // Online, the site server redirects (asked outside the browser, whose HTTP cache would then
    // answer the redirect by itself offline).
    expect((await fetch(`${base}/old-news/`, { redirect: 'manual' })).headers.get('location')).toBe(newsListPath())
    await page.goto(`${base}${newsListPath()}`)
    await hydrated(page)
    await controlled(page)
    const newsHeading = await page.locator('main h1').innerText()
    await pageCondition(page, async (url) => !!(await caches.match(url)), `/${redirectsFileName}`, 30_000)

    await context.setOffline(true)
    // A start page (kept by every installed worker) opens at the redirect's target.
    await page.goto(`${base}/old-news/`)
    await expect(page).toHaveURL(`${base}${newsListPath()}`)
    await expect(page.locator('main h1')).toHaveText(newsHeading)
    await page.goto(`${base}/id/berita-lama/`)
    await expect(page).toHaveURL(`${base}${localizePath(newsListPath(), 'ID')}`)
    await expect(page.locator('main h1')).not.toHaveText('Halaman tidak ditemukan')
    await expect(page.locator('main h1')).toBeVisible()
    // An address with no redirect and no page stays "not found".
    await page.goto(`${base}/old-nothing/`)
    await expect(page.locator('main h1')).toHaveText('Page not found')
    // A target never visited: the offline screen, at the target's address.
    await page.goto(`${base}/old-place`)
    await expect(page).toHaveURL(`${base}${unvisited}`)
    await expect(page.locator('main h1')).toHaveText('You are offline')
  } finally {
    await context.setOffline(false)
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})
