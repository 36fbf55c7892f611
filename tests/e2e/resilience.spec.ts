import { expect, test, type Page, type Route } from '@playwright/test'
import { hydrated } from './stack'

// Faults are injected into the real built site's requests; the service worker is kept out of
// these tests so every request reaches the routes below (offline.spec.ts covers the worker).
test.use({ serviceWorkers: 'block' })

type Win = Window & { ___navigate: (to: string) => void; __samePage?: boolean }

/** Marks the current document; the mark survives client-side navigation only. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as Win).__samePage = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as Win).__samePage === true)
const navigate = (page: Page, to: string) => page.evaluate((p) => (window as unknown as Win).___navigate(p), to)

async function openHome(page: Page) {
  await page.goto('/')
  await hydrated(page)
  await mark(page)
}

const newsHeading = 'News'

test('page data 404 for an unknown address: the not-found page, confirmed by a HEAD request, without a reload', async ({
  page,
}) => {
  const heads: string[] = []
  page.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname))
  await openHome(page)
  await navigate(page, '/no-such-page/')
  await expect(page.locator('main h1')).toHaveText('Page not found')
  await expect(page).toHaveURL(/\/no-such-page\/$/)
  expect(heads.map((h) => h.replace(/\/$/, ''))).toContain('/no-such-page')
  expect(await sameDocument(page)).toBe(true)
})

test('page data 200 with an invalid body: the not-found page for an unknown address', async ({ page }) => {
  await page.route('**/page-data/broken-page/page-data.json', (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>proxy error' }),
  )
  await openHome(page)
  await navigate(page, '/broken-page/')
  await expect(page.locator('main h1')).toHaveText('Page not found')
  expect(await sameDocument(page)).toBe(true)
})

test('page data 404 or an invalid body for a page that exists: HEAD finds it and the browser loads it fully', async ({
  page,
}) => {
  const heads: string[] = []
  page.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname))
  await page.route('**/page-data/news/page-data.json', (r) => r.fulfill({ status: 404, body: 'gone' }))
  await page.route('**/page-data/about/page-data.json', (r) => r.fulfill({ status: 200, body: '{"nope":1}' }))
  await openHome(page)
  await page.locator('header a[href="/news/"]').first().click()
  await expect(page).toHaveURL(/\/news\/$/)
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  expect(heads.map((h) => h.replace(/\/$/, ''))).toContain('/news')
  expect(await sameDocument(page)).toBe(false)
  // The static page is whole even though its data never loads.
  await expect(page.locator('main .card').first()).toBeVisible()
  await page.goto('/')
  await hydrated(page)
  await navigate(page, '/about/')
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(page.locator('main h1')).toHaveText('About Lestari City')
})

test('page data 500: an error status, then a full page load of the address (the server page), never a blank page', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/page-data/') && asked.push(new URL(r.url()).pathname))
  await page.route('**/page-data/news/page-data.json', (r) => r.fulfill({ status: 500, body: 'boom' }))
  await openHome(page)
  await page.locator('header a[href="/news/"]').first().click()
  await expect(page).toHaveURL(/\/news\/$/)
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  expect(asked).toContain('/page-data/500.html/page-data.json')
  expect(await sameDocument(page)).toBe(false)
})

test('other page data failures are retried up to 3 times', async ({ page }) => {
  let calls = 0
  await page.route('**/page-data/news/page-data.json', (r) =>
    ++calls <= 3 ? r.fulfill({ status: 503, body: 'busy' }) : r.continue(),
  )
  await openHome(page)
  await page.locator('header a[href="/news/"]').first().click()
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  expect(calls).toBe(4)
  // Three retries were enough: no reload.
  expect(await sameDocument(page)).toBe(true)

  // Failing for good: 1 + 3 attempts, then a full page load of the address.
  let failing = 0
  await page.route('**/page-data/about/page-data.json', (r) => (++failing, r.abort('connectionreset')))
  await navigate(page, '/about/')
  await expect(page).toHaveURL(/\/about\/$/)
  await expect(page.locator('main h1')).toHaveText('About Lestari City')
  expect(failing).toBeGreaterThanOrEqual(4)
  expect(await sameDocument(page)).toBe(false)
})

const blocked: [string, string | RegExp][] = [
  ['page data', '**/page-data/**/page-data.json'],
  ['static query results', '**/page-data/sq/d/*.json'],
  ['the page template chunks', '**/component---src-templates-*.js'],
  ['other page assets (styles, images, app data)', /\/(app-data\.json|.*\.(css|webp|png|jpg|svg))(\?|$)/],
  ['the app chunk', '**/app-*.js'],
]

for (const [name, pattern] of blocked) {
  test(`with ${name} blocked, the home page, a content page and the not-found page still open and link to each other`, async ({
    page,
  }) => {
    const block = (r: Route) => r.abort('failed')
    await page.route(pattern, block)
    await page.goto('/')
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.locator('#___gatsby')).not.toBeEmpty()
    await page.locator('header a[href="/news/"]').first().click()
    await expect(page).toHaveURL(/\/news\/$/)
    await expect(page.locator('main h1')).toHaveText(newsHeading)
    await page.locator('header a.brand').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('h1').first()).toBeVisible()
    // With app data blocked, Gatsby may still be retrying and then load the page in full: let it settle.
    await page.waitForLoadState('networkidle')
    await page.goto('/no-such-page/')
    await expect(page.locator('main h1')).toHaveText('Page not found')
    await page.locator('main a.button').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('h1').first()).toBeVisible()
  })
}

test('the app shell never stays blank: a page whose resources cannot load shows a message with a way on', async ({
  page,
}) => {
  // The app shell is what the service worker answers visited pages with: an empty root.
  await page.route('**/page-data/offline-plugin-app-shell-fallback/page-data.json', (r) => r.abort('failed'))
  await page.goto('/offline-plugin-app-shell-fallback/')
  await expect(page.getByRole('alert').getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
})

test('offline, a page whose resources cannot load says so in its language and links to the pages saved on the device', async ({
  page,
}) => {
  // What the service worker does offline for a page it has not saved but whose address it
  // answers with the app shell: the shell's HTML at the page's address, and its data unreachable.
  const shell = await (await page.request.get('/offline-plugin-app-shell-fallback/')).text()
  await page.addInitScript(() => Object.defineProperty(navigator, 'onLine', { value: false, configurable: true }))
  await page.route('**/id/news/', (r) => r.fulfill({ contentType: 'text/html', body: shell }))
  await page.route('**/page-data/id/news/page-data.json', (r) => r.abort('internetdisconnected'))
  await page.goto('/id/news/')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Halaman ini tidak dapat dimuat.' })).toBeVisible()
  await expect(alert).toContainText('Anda sedang offline')
  await expect(alert.getByRole('link', { name: 'Halaman yang tersimpan di perangkat ini' })).toHaveAttribute(
    'href',
    '/id/offline/',
  )
})

test('prefetching of links in view runs on a good connection and is skipped on 2g and with data saving on', async ({
  browser,
}) => {
  /** The home page scrolled down under the given connection, and the page data it has prefetched so far. */
  const scrolledHome = async (connection: { effectiveType: string; saveData: boolean }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript(
      (c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }),
      connection,
    )
    // The page's timers on a clock the test moves on (time passes as usual until it does).
    await context.clock.install()
    const page = await context.newPage()
    const urls: string[] = []
    page.on('request', (r) => r.url().includes('/page-data/') && urls.push(new URL(r.url()).pathname))
    await page.goto('/')
    await hydrated(page)
    await page.mouse.wheel(0, 4000)
    const prefetched = () =>
      urls.filter(
        (u) => u !== '/page-data/index/page-data.json' && u !== '/page-data/app-data.json' && !u.includes('/sq/'),
      )
    // Gatsby asks for a prefetch by adding a `<link rel="prefetch">` in the same call.
    const prefetchLinks = () => page.locator('link[rel="prefetch"][href*="/page-data/"]').count()
    /** Moves the page's clock on a second at a time, up to `seconds`, until `done`; the seconds it took. */
    const advance = async (seconds: number, done: () => Promise<boolean>) => {
      for (let second = 1; second <= seconds; second++) {
        await page.clock.runFor(1_000)
        if (await done()) return second
      }
      return seconds
    }
    return { page, prefetched, prefetchLinks, advance, close: () => context.close() }
  }
  // Gatsby prefetches the links in view 3 s after they came into view, once the browser is idle
  // (its loader's prefetch queue); a busy machine delays the links' observers.
  const good = await scrolledHome({ effectiveType: '4g', saveData: false })
  const secondsToPrefetch = await good.advance(30, async () => (await good.prefetchLinks()) > 0)
  expect(await good.prefetchLinks(), 'prefetch links on a good connection').toBeGreaterThan(0)
  await expect.poll(() => good.prefetched().length, { timeout: 15_000 }).toBeGreaterThan(0)
  await good.close()
  for (const poor of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    const home = await scrolledHome(poor)
    // Longer than the good connection needed to prefetch.
    await home.advance(secondsToPrefetch + 3, async () => (await home.prefetchLinks()) > 0)
    expect(await home.prefetchLinks(), JSON.stringify(poor)).toBe(0)
    expect(home.prefetched(), JSON.stringify(poor)).toEqual([])
    await home.close()
  }
})

test('a slow route change shows the loading notice after 1000 ms, not before', async ({ page }) => {
  // The news list's data is held back until the notice has been seen.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/page-data/news/page-data.json', async (r) => {
    await released
    await r.continue()
  })
  // The page's timers on a clock the test moves on: it stands still from the route change on.
  await page.clock.install()
  await openHome(page)
  const loading = page.getByRole('status').getByText('Loading the page…')
  await page.clock.pauseAt(Date.now() + 1_000)
  await navigate(page, '/news/')
  await page.clock.runFor(999)
  // What a timer set in motion is rendered in React's next tasks, which the paused clock does not hold.
  for (let task = 0; task < 3; task++)
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        }),
    )
  await expect(loading, 'the notice 999 ms after the route change began').toHaveCount(0)
  await page.clock.runFor(2)
  await expect(loading, 'the notice 1001 ms after the route change began').toBeVisible()
  release()
  await page.clock.resume()
  await expect(page.locator('main h1')).toHaveText(newsHeading)
  await expect(loading).toHaveCount(0)
})

test('every route change is announced: "Navigated to" and the page heading', async ({ page }) => {
  await openHome(page)
  const announcer = page.locator('#gatsby-announcer')
  await expect(announcer).toHaveAttribute('aria-live', 'assertive')
  let previous = ''
  for (const link of ['/news/', '/about/', '/news/']) {
    await navigate(page, link)
    await expect(page).toHaveURL(new RegExp(`${link}$`))
    // Each page's announcement differs from the one before; the address may change before the
    // new page is drawn, so its heading is compared once the announcement came.
    await expect(announcer).toHaveText(/^Navigated to ./)
    await expect(announcer).not.toHaveText(previous)
    previous = (await announcer.textContent()) ?? ''
    const h1 = page.locator('#gatsby-focus-wrapper h1').first()
    await expect.poll(async () => `Navigated to ${await h1.innerText()}`).toBe(previous)
  }
})
