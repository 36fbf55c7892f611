import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { Releases } from '../../scripts/lib/releases'
import { serveSite } from '../../scripts/lib/serve'
import { redirectsFileName, type SiteRedirect } from '@lestari/model/redirects'
import { localizePath, newsListPath } from '../../src/lib/routes'
import { liveBuild, makeRelease, releaseMarker } from './deploys'
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
// A trace of a failed try itself (not only of its retry): a navigation of the five deploys below
// has now and then not finished in 30 s.
test.use({ serviceWorkers: 'allow', trace: 'retain-on-failure' })

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

test.describe('deploys while a visitor has the site open', () => {
  // Each deploy installs a new worker, which downloads the build's whole offline kit (its pages
  // and the search index): five of them on a 2-core machine busy with other suites' builds take minutes.
  test.describe.configure({ timeout: 480_000 })
  const port = Number(process.env.TEST_DEPLOY_PORT || testSitePort + 3)
  const base = `http://localhost:${port}`
  const root = path.join(testDataDir, 'deploys')
  let server: http.Server
  let releases: Releases

  test.beforeAll(async () => {
    fs.rmSync(root, { recursive: true, force: true })
    releases = new Releases(path.join(root, 'served'))
    makeRelease(liveBuild(), path.join(root, 'build'), 0)
    releases.publish(path.join(root, 'build'))
    server = await serveSite({ publicDir: releases.current, olderBuilds: () => releases.list(), cmsURL, port })
  })
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('five deploys in a row: the visitor is told, and the next navigation or reload shows the new build whole', async ({
    page,
  }) => {
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(`${new URL(page.url()).pathname}: ${e.message}`))
    await page.goto(`${base}/`)
    await hydrated(page)
    await controlled(page)
    const notice = page.getByRole('status').getByText('A new version of this site is ready.')
    const heading = page.locator('main h1').first()
    const footer = page.locator('.site-footer__copy')
    await expect(heading).toContainText(releaseMarker(0))

    for (let n = 1; n <= 5; n++) {
      const { newPath } = makeRelease(liveBuild(), path.join(root, 'build'), n)
      releases.publish(path.join(root, 'build'))
      await expect(notice).toHaveCount(0)
      // The visitor comes back to the tab: the page asks whether a new build is out.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await expect(notice).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('button', { name: 'Show the new version' })).toBeVisible()

      if (n % 2) {
        // The next navigation is a full page load of the new build.
        await page.locator('header a[href="/news/"]').first().click()
        await expect(page).toHaveURL(`${base}/news/`)
        await hydrated(page)
        await expect(footer).toContainText(releaseMarker(n))
        await page.locator('header a.brand').click()
      } else if (n === 2) {
        await page.getByRole('button', { name: 'Show the new version' }).click()
      } else {
        await page.reload()
      }
      await expect(page).toHaveURL(`${base}/`)
      await hydrated(page)
      // Page data (heading) and static query results (footer) both from the new build, nothing older.
      await expect(heading).toContainText(releaseMarker(n))
      await expect(footer).toContainText(releaseMarker(n))
      const text = await page.locator('body').innerText()
      for (let old = 0; old < n; old++) expect(text).not.toContain(`${releaseMarker(old)}\n`)
      expect(text).not.toMatch(new RegExp(`release (?!${n}\\b)\\d+\\b`))
      await expect(notice).toHaveCount(0)

      // A page that only the new build has opens, by client-side navigation and by address.
      await page.evaluate((p) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(p), newPath)
      await expect(page).toHaveURL(`${base}${newPath}`)
      await expect(page.locator('main h1')).not.toHaveText('Page not found')
      await expect(page.locator('main h1')).toBeVisible()
      await page.goto(`${base}${newPath}`)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main h1')).not.toHaveText('Page not found')
      await page.goto(`${base}/`)
      await hydrated(page)
      await expect(heading).toContainText(releaseMarker(n))
      await expect(page.locator('#___gatsby')).not.toBeEmpty()
    }
    // React's recoverable hydration notices (#418) are left out: see "Offline and resilience" in
    // docs/decisions/browser-runtime.md.
    expect(pageErrors.filter((e) => !e.includes('Minified React error #418'))).toEqual([])
  })
})
