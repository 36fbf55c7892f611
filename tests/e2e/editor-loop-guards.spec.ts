import { expect, test } from '@playwright/test'
import { adminLogin, buildStatus, settled } from './build-status'
import { draftArticle } from './drafts'
import { unitStrings } from '../../src/components/units.strings'
import { formatPrice } from '../../src/lib/i18n'
import { developmentPath, newsAmpPath, newsPath } from '../../src/lib/routes'
import { cmsURL, adminToken, fetchAgainOnReset, hydrated, hydratedField, siteURL } from './stack'

/**
 * The editors' guards that save and publish (so they run with the editors' loop): an article
 * without its Indonesian version, warned in the admin and shown on /id/ in English, marked; a
 * development's from price following its cheapest unit type, in the CMS when the development is
 * saved and on the site at the next build.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const stamp = Date.now()

/**
 * Saves a document as the seeded editor through the REST API (in English). What this file
 * publishes stays on the stack (tests/playwright.config.ts, "what the editors' loop
 * publishes stays").
 */
async function create<T extends { id: number }>(collection: string, data: Record<string, unknown>, query = '') {
  const token = await adminToken()
  const res = await fetch(`${cmsURL}/api/${collection}?locale=en${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  const body = (await res.json()) as { doc?: T; errors?: unknown }
  expect(res.status, JSON.stringify(body.errors)).toBe(201)
  return body.doc!
}

async function read<T>(path: string): Promise<T> {
  const res = await fetch(`${cmsURL}/api/${path}`, { headers: { authorization: `JWT ${await adminToken()}` } })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

type Project = { id: number; slug: string; kind: string; priceRange?: { min?: number | null; currency?: string } }

/** Published by beforeAll, checked by the first test. */
const englishOnly: { slug: string; title: string; id?: number } = {
  slug: `english-only-${stamp}`,
  title: `Only in English ${stamp}`,
}
/** A unit type cheaper than its published development's from price, made by beforeAll, checked by the last test. */
let promo: { project: Project; before: number; cheaper: number } | undefined

/**
 * The two changes that reach the site are made together, so that one build puts both there (the
 * builder makes one build of the requests that come within a second of each other): the English-only
 * article's publish and the cheaper unit type.
 */
test.beforeAll(async () => {
  const post = await draftArticle({
    slug: englishOnly.slug,
    title: englishOnly.title,
    excerpt: 'Written in English only.',
  })
  englishOnly.id = post.id
  const { docs } = await read<{ docs: Project[] }>(
    'projects?locale=en&depth=0&limit=100&where[_status][equals]=published&where[kind][equals]=residential',
  )
  const project = docs.find((p) => p.priceRange?.min && p.priceRange.currency === 'IDR')!
  const before = project.priceRange!.min!
  const cheaper = Math.round(before / 2 / 1_000_000) * 1_000_000
  promo = { project, before, cheaper }
  const token = await adminToken()
  const [published] = await Promise.all([
    fetch(`${cmsURL}/api/posts/${post.id}?locale=en`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ _status: 'published' }),
    }),
    create('unit-types', {
      name: `Type Promo ${stamp}`,
      slug: `type-promo-${stamp}`,
      project: project.id,
      bedrooms: 1,
      bathrooms: 1,
      floors: 1,
      buildingArea: 30,
      price: cheaper,
    }),
  ])
  expect(published.status).toBe(200)
})

test('an article published in English only: the editor is warned, and /id/ shows it in English, marked', async ({
  page,
}) => {
  const { slug, title } = englishOnly
  const post = { id: englishOnly.id! }
  await adminLogin(page)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await expect(page.locator('.english-only-warning')).toContainText('no Indonesian title')
  await page.screenshot({ path: test.info().outputPath('admin-english-only-warning.png') })

  await expect
    .poll(async () => (await fetch(`${siteURL}/id${newsPath(slug)}`)).status, {
      timeout: 300_000,
      intervals: [2000],
    })
    .toBe(200)
  await settled()

  await page.setViewportSize({ width: 412, height: 860 })
  await page.goto(`/id${newsPath(slug)}`)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.locator('.english-only-note')).toHaveText('Artikel ini hanya tersedia dalam bahasa Inggris')
  await expect(page.locator('.english-only-note')).toHaveAttribute('lang', 'id')
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText(title)
  await page.screenshot({ path: test.info().outputPath('site-id-english-only-article.png') })
  // Its AMP version says so too.
  const amp = await (await fetch(`${siteURL}/id${newsAmpPath(slug)}`)).text()
  expect(amp).toContain('<p class="english-only-note" lang="id">Artikel ini hanya tersedia dalam bahasa Inggris</p>')
  expect(amp).toContain(`<h1 lang="en">${title}</h1>`)

  // At the head of "Berita terbaru", as what it is: an English card, tagged so.
  await page.goto('/id/')
  const latest = page.locator('section[aria-labelledby="news-heading"] article.card').first()
  await expect(latest).toContainText(title)
  await expect(latest).toHaveAttribute('lang', 'en')
  await expect(latest.locator('.card__tag--language')).toHaveText('Bahasa Inggris')
  await latest.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('site-id-latest-news.png') })

  // In English nothing is marked.
  await page.goto(newsPath(slug))
  await expect(page.locator('.english-only-note')).toHaveCount(0)
  await expect(page.locator('h1')).not.toHaveAttribute('lang', 'en')
})

test("a development's from price follows its cheapest unit type when it is saved", async ({ page }) => {
  const before = await settled()
  const seeded = await read<{ docs: Record<string, unknown>[] }>('projects?locale=en&depth=0&limit=1&sort=title')
  const { kind, summary, address, heroImage, location } = seeded.docs[0]
  // A draft never published: nothing of it reaches the site.
  const project = await create<{ id: number }>(
    'projects',
    {
      title: `From price ${stamp}`,
      slug: `from-price-${stamp}`,
      kind,
      summary,
      address,
      heroImage,
      location,
      priceRange: { min: 5_000_000_000, currency: 'IDR' },
      _status: 'draft',
    },
    '&draft=true',
  )
  const unit = (name: string, price: number) =>
    create('unit-types', {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}`,
      project: project.id,
      bedrooms: 2,
      bathrooms: 1,
      floors: 1,
      buildingArea: 45,
      price,
    })
  await unit('Type Cheaper', 3_800_000_000)
  await unit('Type Dearer', 4_200_000_000)

  await adminLogin(page)
  await page.goto(`/admin/collections/projects/${project.id}`)
  const from = page.locator('#field-priceRange__min')
  await expect(from).toHaveValue('5,000,000,000')
  await hydratedField(from)
  await from.fill('')
  await from.pressSequentially('4500000000')
  await expect(from).toHaveValue('4,500,000,000')
  await page.locator('#action-save-draft').click()
  await expect(from).toHaveValue('3,800,000,000', { timeout: 30_000 })
  await from.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('admin-from-price.png') })

  const saved = await read<{ priceRange: { min: number } }>(`projects/${project.id}?draft=true&depth=0`)
  expect(saved.priceRange.min).toBe(3_800_000_000)
  // Nothing of a development never published is on the site: neither its draft nor its unit types
  // asked for a site build.
  expect((await buildStatus()).requests).toBe(before.requests)
})

test("a unit type priced below its development's from price shows on the site at once, the development not saved again", async ({
  page,
}) => {
  const { project, before, cheaper } = promo!
  const shown = `${unitStrings.EN.from} ${formatPrice(cheaper, 'IDR', 'EN')}`
  const pagePath = developmentPath(project.kind, project.slug)
  await expect
    .poll(async () => (await (await fetchAgainOnReset(`${siteURL}${pagePath}`)).text()).includes(shown), {
      timeout: 300_000,
      intervals: [2000],
    })
    .toBe(true)
  // The development itself was not saved: the CMS still holds the price it had.
  expect((await read<Project>(`projects/${project.id}?depth=0`)).priceRange?.min).toBe(before)
  await page.goto(`${siteURL}${pagePath}`)
  await hydrated(page)
  await expect(page.locator('.development-page dd').filter({ hasText: shown })).toHaveCount(1)
})
