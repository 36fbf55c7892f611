import { expect, test } from '@playwright/test'
import { uploadCacheControl } from '../../scripts/lib/serve'
import { cmsQuery, hydrated } from './stack'

type Doc = { id: number; slug: string; title: string; kind?: string }
type Latest = { Posts: { docs: Doc[] }; Projects: { docs: Doc[] } }

/** The newest article and one development, in the given CMS locale, straight from the CMS. */
const latest = (locale: 'en' | 'id') =>
  cmsQuery<Latest>(
    `query($locale: LocaleInputType) {
    Posts(locale: $locale, limit: 1, sort: "-publishedAt") { docs { id slug title } }
    Projects(locale: $locale, limit: 1, sort: "slug", where: { kind: { equals: residential } }) { docs { id slug title kind } }
  }`,
    { locale },
  )

for (const [lang, prefix, htmlLang] of [
  ['EN', '', 'en'],
  ['ID', '/id', 'id'],
] as const) {
  test.describe(`${lang} pages`, () => {
    test('the home page shows the CMS brand, navigation and featured content', async ({ page }) => {
      const settings = await cmsQuery<{ SiteSetting: { brandName: string; navigation: { label: string }[] } }>(
        `query($locale: LocaleInputType) { SiteSetting(locale: $locale) { brandName navigation { label } } }`,
        { locale: htmlLang },
      )
      const res = await page.goto(`${prefix}/`)
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
      await expect(page.locator('.site-header .brand')).toContainText(settings.SiteSetting.brandName)
      await expect(
        page.getByRole('navigation', { name: lang === 'EN' ? 'Main navigation' : 'Navigasi utama' }),
      ).toContainText(settings.SiteSetting.navigation[0].label)
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('.card').first()).toBeVisible()
      await expect(page.locator(`link[rel="alternate"][hreflang="id"]`).first()).toHaveAttribute('href', /\/id\/$/)
    })

    test('a news article shows its CMS title and body', async ({ page }) => {
      const post = (await latest(htmlLang)).Posts.docs[0]
      const res = await page.goto(`${prefix}/news/${post.slug}/`)
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(post.title)
      await expect(page.locator('.rich-text p').first()).not.toBeEmpty()
      await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    })

    test('a development shows its CMS title, facts and unit types', async ({ page }) => {
      const project = (await latest(htmlLang)).Projects.docs[0]
      const res = await page.goto(`${prefix}/development/${project.kind}/${project.slug}/`)
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(project.title)
      await expect(page.locator('.facts')).toBeVisible()
      await expect(page.locator('table tbody tr').first()).toBeVisible()
    })

    test('an unknown path answers 404 with the not-found page', async ({ page }) => {
      const res = await page.goto(`${prefix}/no-such-page-${Date.now()}/`)
      expect(res?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText(lang === 'EN' ? 'Page not found' : 'Halaman tidak ditemukan')
    })
  })
}

test('an unknown Indonesian address keeps its address and shows the Indonesian not-found page, on load and by client-side navigation', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const res = await page.goto('/id/tidak-ada-halaman/?q=1')
  expect(res?.status()).toBe(404)
  await hydrated(page)
  await expect(page.locator('main h1')).toHaveText('Halaman tidak ditemukan')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  // Gatsby would replace an address that is not its page's own; it stays.
  await expect(page).toHaveURL(/\/id\/tidak-ada-halaman\/\?q=1$/)

  // In the browser Gatsby falls back to its one not-found page (/404.html) for an address it has
  // no page data for: it speaks the address's language, without a page load.
  type Win = Window & { ___navigate: (to: string) => void; __samePage?: boolean }
  await page.goto('/id/news/')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as Win).__samePage = true))
  await page.evaluate(() => (window as unknown as Win).___navigate('/id/berita-yang-hilang/'))
  await expect(page).toHaveURL(/\/id\/berita-yang-hilang\/$/)
  await expect(page.locator('main h1')).toHaveText('Halaman tidak ditemukan')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await page.evaluate(() => (window as unknown as Win).___navigate('/missing-news/'))
  await expect(page.locator('main h1')).toHaveText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
  expect(errors).toEqual([])
})

test('English and Indonesian articles differ, so both languages really come from the CMS', async () => {
  const [en, id] = await Promise.all([latest('en'), latest('id')])
  expect(en.Posts.docs[0].slug).toBe(id.Posts.docs[0].slug)
  expect(en.Posts.docs[0].title).not.toBe(id.Posts.docs[0].title)
})

test('the language switch goes to the Indonesian page and is remembered for the session', async ({ page }) => {
  await page.goto('/news/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click()
  await expect(page).toHaveURL(/\/id\/news\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.locator('h1')).toHaveText('Berita')
  expect(await page.evaluate(() => sessionStorage.getItem('bsd-lang'))).toBe('ID')
  // A fresh load of an English address restores the stored language.
  await page.goto('/')
  await expect(page).toHaveURL(/\/id\/$/)
})

test("the web app manifest is the specification's", async ({ request }) => {
  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  const manifest = await res.json()
  expect(manifest).toMatchObject({
    name: 'Lestari City',
    display: 'standalone',
    start_url: '/',
    theme_color: '#f79226',
    background_color: '#f79226',
  })
  expect(manifest.icons.length).toBeGreaterThan(0)
  const icon = await request.get(manifest.icons[0].src)
  expect(icon.headers()['content-type']).toContain('image/png')
})

test('the service worker is served at /sw.js and revalidated', async ({ request }) => {
  const res = await request.get('/sw.js')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('javascript')
  expect(res.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(await res.text()).toContain('workbox')
})

test.describe('with the service worker (off elsewhere: tests/playwright.config.ts)', () => {
  test.use({ serviceWorkers: 'allow' })
  test('the service worker registers on localhost', async ({ page }) => {
    await page.goto('/')
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toMatch(/^http:\/\/localhost:\d+\/$/)
  })
})

test('caching headers: HTML revalidated, hashed assets immutable', async ({ page, request }) => {
  const html = await request.get('/')
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  await page.goto('/')
  const script = await page.locator('script[src$=".js"]').first().getAttribute('src')
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // Pictures in the release are named by their content: immutable too.
  const picture = await page.locator('img[src^="/media/"]').first().getAttribute('src')
  expect((await request.get(picture!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // The CMS's own (what the preview shows), through the site's origin: kept a day; a missing one is not kept.
  const fromCms = await request.get(`/api/media/file/${picture!.split('/').pop()}`)
  expect(fromCms.status()).toBe(200)
  expect(fromCms.headers()['cache-control']).toBe(uploadCacheControl)
  const missing = await request.get('/api/media/file/no-such-picture.webp')
  expect(missing.ok()).toBe(false)
  expect(missing.headers()['cache-control']).not.toBe(uploadCacheControl)
})

test('pages, scripts and page data are sent compressed: brotli when accepted, else gzip', async ({ page, request }) => {
  await page.goto('/')
  const script = await page.locator('script[src$=".js"]').first().getAttribute('src')
  for (const url of ['/', script!, '/page-data/index/page-data.json']) {
    const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers()['content-encoding'], url).toBe('br')
    const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding'], url).toBe('gzip')
    expect(await gzip.text(), url).toBe(await br.text())
  }
})

test("the CMS API and admin answer on the site's own origin", async ({ request, page }) => {
  const gql = await request.post('/api/graphql', { data: { query: '{ SiteSetting { brandName } }' } })
  expect(gql.status()).toBe(200)
  expect((await gql.json()).data.SiteSetting.brandName).toBe('Lestari City')
  await page.goto('/admin')
  await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 })
})

test('a draft never reaches the public site or anonymous API callers', async ({ request }) => {
  const res = await request.get('/news/draft-upcoming-launch/')
  expect(res.status()).toBe(404)
  const data = await cmsQuery<{ Posts: { docs: unknown[] } }>(
    `{ Posts(draft: true, where: { slug: { equals: "draft-upcoming-launch" } }) { docs { id } } }`,
  )
  expect(data.Posts.docs).toHaveLength(0)
})

test.describe('on a phone', () => {
  // Lighthouse's phone: 412 CSS pixels wide at 1.75 device pixels per CSS pixel.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })

  test('full-width pictures and cards come in the phone-sized rendition, not the larger ones', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.goto('/')
    // The width of the file the browser chose (naturalWidth of a srcset image is in CSS pixels).
    const shownWidth = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate(async (img: HTMLImageElement) => {
          img.loading = 'eager'
          await img.decode().catch(() => {})
          const file = new Image()
          file.src = img.currentSrc
          await file.decode()
          return file.naturalWidth
        })
    // 412 x 1.75 = 721 device pixels: the 768 px rendition, where the next one up is 960.
    expect(await shownWidth('img.hero__image')).toBe(768)
    expect(await shownWidth('article.card img.card__image')).toBe(768)
    // The popup banner's picture is hidden on a phone: it is the small rendition, and never fetched.
    const bannerPicture = page.locator('.popup-banner .popup-banner__image')
    await expect(page.locator('.popup-banner')).toBeVisible()
    await expect(bannerPicture).toBeHidden()
    const src = await bannerPicture.getAttribute('src')
    expect(src).toMatch(/^\/media\/[0-9a-f]{16}\/.+-480x\d+\.webp$/)
    await page.waitForLoadState('networkidle')
    expect(requested).not.toContain(src)
  })
})
