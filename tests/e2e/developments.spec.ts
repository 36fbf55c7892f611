import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { filterAndSort, paginate, developmentsPerPage } from '../../src/lib/development-list'
import { formatPrice, kindLabel, translator } from '../../src/lib/i18n'
import {
  accessPath,
  compareUnitPath,
  developmentAliasPath,
  developmentListPath,
  developmentListSegments,
  developmentPath,
  facilityPath,
  localizePath,
  partnerPath,
} from '../../src/lib/routes'
import { facilitiesPerPage, sortFacilities } from '../../src/lib/list-data'
import { savedHomesKey } from '../../src/lib/saved-homes'
import { cmsQuery, hydrated } from './stack'
import { saveScreenshot } from './screenshots'
import { developmentStrings } from '../../src/templates/development.strings'

const visitText = translator(developmentStrings)

type Slugged = { slug: string; title: string }
type Project = Slugged & {
  id: number
  kind: string
  priceRange: { min: number | null; note: string | null } | null
  propertyTypes: Slugged[]
  tags: Slugged[]
}
type Unit = {
  slug: string
  name: string
  price: number
  buildingArea: number
  bedrooms: number
  project: { title: string }
}
type Content = {
  Projects: { docs: Project[] }
  Facilities: { docs: (Slugged & { category: { title: string } })[] }
  Partners: { docs: (Slugged & { sector: string })[] }
  AccessRoutes: { docs: Slugged[] }
  UnitTypes: { docs: Unit[] }
}

/** Everything the development side of the site shows, straight from the CMS, in one language. */
const content = (locale: 'en' | 'id') =>
  cmsQuery<Content>(
    `query($locale: LocaleInputType) {
    Projects(locale: $locale, limit: 100) { docs { id slug title kind priceRange { min note } propertyTypes { slug title } tags { slug title } } }
    Facilities(locale: $locale, limit: 100) { docs { slug title category { title } } }
    Partners(locale: $locale, limit: 100) { docs { slug title sector } }
    AccessRoutes(locale: $locale, limit: 100) { docs { slug title } }
    UnitTypes(locale: $locale, limit: 100, sort: "slug") { docs { slug name price buildingArea bedrooms project { title } } }
  }`,
    { locale },
  )

const cmsKind = (segment: string) => segment.replace(/-/g, '_')
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()

/** The static HTML of a page (as a visitor without JavaScript or a crawler gets it) and its h1. */
async function staticPage(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  const html = await res.text()
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  return { status: res.status(), html, h1: h1 === undefined ? undefined : decode(h1) }
}

const cardTitles = (page: Page) => page.locator('.dev-list .card__title').allTextContents()

for (const [lang, locale] of [
  ['EN', 'en'],
  ['ID', 'id'],
] as const) {
  test.describe(`${lang} development pages`, () => {
    test('every development list answers 200 and its static HTML shows the full first page from the CMS', async ({
      request,
    }) => {
      const { Projects } = await content(locale)
      for (const segment of developmentListSegments) {
        const inList = segment === 'details' ? Projects.docs : Projects.docs.filter((p) => p.kind === cmsKind(segment))
        expect(inList.length, `${segment} has developments in the CMS`).toBeGreaterThan(0)
        const first = paginate(filterAndSort(inList, { type: '', tag: '', sort: 'name' }, locale), 1).items
        const page = await staticPage(request, localizePath(developmentListPath(segment), lang))
        expect(page.status, segment).toBe(200)
        expect(page.h1).toBe(kindLabel(segment, lang))
        const shown = [...page.html.matchAll(/<h2 class="card__title">([\s\S]*?)<\/h2>/g)].map((m) => decode(m[1]))
        expect(shown, segment).toEqual(first.map((p) => p.title))
      }
    })

    test('every development detail page answers 200 with its CMS title, under its kind and under details', async ({
      request,
    }) => {
      const { Projects } = await content(locale)
      for (const p of Projects.docs) {
        const canonical = localizePath(developmentPath(p.kind, p.slug), lang)
        expect(canonical).toMatch(
          /^(\/id)?\/development\/(residential|commercial|office|industrial|hospitalities|future-developments)\//,
        )
        for (const path of [canonical, localizePath(developmentAliasPath(p.slug), lang)]) {
          const page = await staticPage(request, path)
          expect(page.status, path).toBe(200)
          expect(page.h1, path).toBe(p.title)
          // One canonical address for both, in the page's language.
          expect(page.html).toMatch(new RegExp(`rel="canonical" href="[^"]*${canonical.replace(/[/]/g, '\\/')}"`))
        }
      }
    })

    test('a development shows its sections, JSON-LD place and enquiry links', async ({ page }) => {
      const { Projects } = await content(locale)
      const project = Projects.docs.find((p) => p.slug === 'kirana-hills')!
      const res = await page.goto(localizePath(developmentPath(project.kind, project.slug), lang))
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(project.title)
      for (const id of [
        'overview-heading',
        'gallery-heading',
        'location-heading',
        'units-heading',
        'facilities-heading',
        'brochures-heading',
        'enquiry-heading',
      ]) {
        await expect(page.locator(`#${id}`)).toBeVisible()
      }
      await expect(page.locator('.location__map')).toHaveAttribute(
        'href',
        /openstreetmap\.org\/\?mlat=-6\.2845&mlon=106\.635/,
      )
      await expect(page.locator('.unit-table__name a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${lang === 'ID' ? '/id' : ''}/compare-unit/kirana-hills-`),
      )
      await expect(page.locator('.brochures a[download]').first()).toHaveAttribute(
        'href',
        /^\/files\/[0-9a-f]{16}\/.+\.pdf$/,
      )
      await expect(page.locator('#enquiry a').first()).toHaveAttribute('href', localizePath('/contact/', lang))
      await expect(page.locator('#enquiry a').nth(1)).toHaveAttribute(
        'href',
        localizePath('/subscribe/kirana-hills/', lang),
      )
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(ld).toMatchObject({
        '@type': 'Residence',
        name: project.title,
        geo: { latitude: -6.2845, longitude: 106.635 },
      })
      expect(await page.locator('script[src*="leaflet"]').count()).toBe(0)
    })

    test('facility, partner and access details answer 200 with their CMS titles', async ({ request, page }) => {
      const { Facilities, Partners, AccessRoutes } = await content(locale)
      const routes = [
        ...Facilities.docs.map((f) => ({ path: facilityPath(f.slug), title: f.title })),
        ...Partners.docs.map((p) => ({ path: partnerPath(p.slug), title: p.title })),
        ...AccessRoutes.docs.map((a) => ({ path: accessPath(a.slug), title: a.title })),
      ]
      expect(routes.length).toBeGreaterThan(20)
      for (const r of routes) {
        const res = await staticPage(request, localizePath(r.path, lang))
        expect(res.status, r.path).toBe(200)
        expect(res.h1, r.path).toBe(r.title)
      }
      const facility = Facilities.docs[0]
      await page.goto(localizePath(facilityPath(facility.slug), lang))
      await expect(page.locator('h1')).toHaveText(facility.title)
      await expect(page.locator('.facility__category')).toHaveText(facility.category.title)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(facility.title)
      const partner = Partners.docs[0]
      await page.goto(localizePath(partnerPath(partner.slug), lang))
      await expect(page.locator('h1')).toHaveText(partner.title)
      await expect(page.locator('.partner__sector')).toHaveText(partner.sector)
      const access = AccessRoutes.docs[0]
      await page.goto(localizePath(accessPath(access.slug), lang))
      await expect(page.locator('h1')).toHaveText(access.title)
      await expect(page.locator('.steps li').first()).not.toBeEmpty()
    })

    test('every compare-unit page answers 200 and starts with its own unit', async ({ request }) => {
      const { UnitTypes } = await content(locale)
      expect((await staticPage(request, localizePath(compareUnitPath(), lang))).status).toBe(200)
      for (const u of UnitTypes.docs) {
        const res = await staticPage(request, localizePath(compareUnitPath(u.slug), lang))
        expect(res.status, u.slug).toBe(200)
        const head = /<thead>([\s\S]*?)<\/thead>/.exec(res.html)?.[1] ?? ''
        expect(decode(head), u.slug).toContain(u.name)
      }
    })
  })
}

test.describe('development list filters, sorting and pagination', () => {
  test('filtering by property type matches the CMS and survives a reload', async ({ page }) => {
    const { PropertyTypes } = await cmsQuery<{ PropertyTypes: { docs: { id: number; title: string }[] } }>(
      `{ PropertyTypes(where: { slug: { equals: "apartment" } }) { docs { id title } } }`,
    )
    const type = PropertyTypes.docs[0]
    const { Projects } = await cmsQuery<{ Projects: { docs: { title: string }[] } }>(
      `query($id: JSON) { Projects(limit: 100, sort: "title", where: { propertyTypes: { in: [$id] } }) { docs { title } } }`,
      { id: type.id },
    )
    expect(Projects.docs.length).toBeGreaterThan(1)

    await page.goto('/development/details/')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await expect(page.locator('.dev-list .card')).toHaveCount(developmentsPerPage)
    await page.getByLabel('Property type').selectOption('apartment')
    await expect(page).toHaveURL(/\/development\/details\/\?type=apartment$/)
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await expect(page.locator('.dev-list .card')).toHaveCount(Projects.docs.length)
    expect((await cardTitles(page)).sort()).toEqual(Projects.docs.map((p) => p.title).sort())
    await page.reload()
    await expect(page.getByLabel('Property type')).toHaveValue('apartment')
    await expect(page.locator('.dev-list .card')).toHaveCount(Projects.docs.length)
  })

  test('filtering by tag (Indonesian list) matches the CMS', async ({ page }) => {
    const { ProjectTags } = await cmsQuery<{ ProjectTags: { docs: { id: number }[] } }>(
      `{ ProjectTags(where: { slug: { equals: "waterfront" } }) { docs { id } } }`,
    )
    const { Projects, residential } = await cmsQuery<{
      Projects: { docs: { title: string }[] }
      residential: { totalDocs: number }
    }>(
      `query($id: JSON) {
        Projects(locale: id, limit: 100, where: { tags: { in: [$id] } }) { docs { title } }
        residential: Projects(where: { tags: { in: [$id] }, kind: { equals: residential } }) { totalDocs }
      }`,
      { id: ProjectTags.docs[0].id },
    )
    expect(Projects.docs.length).toBeGreaterThan(1)
    await page.goto('/id/development/details/?tag=waterfront')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await expect(page.getByLabel('Keunggulan')).toHaveValue('waterfront')
    await expect(page.locator('.dev-list .card')).toHaveCount(Projects.docs.length)
    expect((await cardTitles(page)).sort()).toEqual(Projects.docs.map((p) => p.title).sort())
    // Another kind's list with the same filter shows only its own kind.
    await page.goto('/id/development/residential/?tag=waterfront')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    expect(residential.totalDocs).toBeLessThan(Projects.docs.length)
    await expect(page.locator('.dev-list .card')).toHaveCount(residential.totalDocs)
  })

  // Homes for sale come first (prices of other kinds follow, each sorted on its own: budget.spec.ts).
  test("sorting by price puts the CMS's most expensive home first", async ({ page }) => {
    const { Projects } = await cmsQuery<{ Projects: { docs: { title: string }[] } }>(
      `{ Projects(limit: 1, sort: "-priceRange.min", where: { kind: { equals: residential } }) { docs { title } } }`,
    )
    await page.goto('/development/details/')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect(page.locator('.dev-list .card__title').first()).toHaveText(Projects.docs[0].title)
  })

  test('pagination walks through every development once', async ({ page }) => {
    const { Projects } = await cmsQuery<{ Projects: { totalDocs: number; docs: { title: string }[] } }>(
      `{ Projects(limit: 100) { totalDocs docs { title } } }`,
    )
    const pages = Math.ceil(Projects.totalDocs / developmentsPerPage)
    expect(pages).toBeGreaterThan(1)
    await page.goto('/development/details/')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    const seen: string[] = []
    for (let n = 1; n <= pages; n++) {
      if (n > 1) {
        await page
          .getByRole('navigation', { name: 'Page' })
          .getByRole('link', { name: `Page ${n}`, exact: true })
          .click()
        await expect(page).toHaveURL(new RegExp(`\\?page=${n}$`))
        await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
      }
      await expect(page.locator('.dev-pagination [aria-current="page"]')).toHaveText(String(n))
      await expect(page.locator('.dev-list .card')).toHaveCount(
        Math.min(developmentsPerPage, Projects.totalDocs - (n - 1) * developmentsPerPage),
      )
      seen.push(...(await cardTitles(page)))
    }
    expect(seen.sort()).toEqual(Projects.docs.map((p) => p.title).sort())
    // The last page is shareable: a fresh load of its address shows it.
    await page.goto(`/development/details/?page=${pages}`)
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await expect(page.locator('.dev-results__count')).toContainText(`of ${Projects.totalDocs}`)
    expect(await cardTitles(page)).toEqual(seen.slice((pages - 1) * developmentsPerPage))
  })
})

test.describe("long lists: first page in the page data, the rest from the list's files", () => {
  test('the page data holds one page of developments; the second page by price comes from the fetched index and cards', async ({
    page,
    request,
  }) => {
    const { Projects } = await content('en')
    const pageData = await (await request.get('/page-data/development/details/page-data.json')).json()
    expect(pageData.result.data.projects.nodes).toHaveLength(developmentsPerPage)
    expect(pageData.result.pageContext.total).toBe(Projects.docs.length)
    expect(Projects.docs.length).toBeGreaterThan(developmentsPerPage)
    const expected = paginate(
      filterAndSort(Projects.docs, { type: '', tag: '', sort: 'price-asc' }, 'en'),
      2,
    ).items.map((p) => p.title)

    const fetched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/list-data/')) fetched.push(new URL(r.url()).pathname)
    })
    await page.goto('/development/details/')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    expect(fetched, 'the first page needs no list file').toEqual([])
    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await page.getByRole('navigation', { name: 'Page' }).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\?sort=price-asc&page=2$/)
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    await expect(page.locator('.dev-list .card__title')).toHaveText(expected)
    expect(fetched.filter((p) => /\/list-data\/en\/development-details-[0-9a-f]{10}\.json$/.test(p))).toHaveLength(1)
    expect(fetched.filter((p) => /\/list-data\/en\/d\//.test(p)).length).toBeGreaterThanOrEqual(developmentsPerPage)
    // The full cards: a picture and a price line each.
    await expect(page.locator('.dev-list .card img')).toHaveCount(expected.length)
  })

  test('a development whose card file cannot be fetched is shown by its name, with a heart that saves it', async ({
    page,
  }) => {
    // As offline, when a card was never kept on the device: the list's index came, the cards did not.
    await page.route('**/list-data/en/d/**', (route) => route.abort())
    await page.goto('/development/details/?sort=price-asc&page=2')
    await expect(page.locator('.dev-list[data-ready]')).toBeVisible()
    const records = page.locator('.dev-list .card--record')
    await expect(records).toHaveCount(await page.locator('.dev-list .card').count())
    const first = records.first()
    const title = (await first.locator('.card__title').textContent())!
    const heart = first.getByRole('button', { name: `Save ${title}` })
    await expect(heart).toBeEnabled()
    // Above the card's link, clear of its name.
    const [heartBox, titleBox] = [await heart.boundingBox(), await first.locator('.card__title a').boundingBox()]
    expect(heartBox!.x).toBeGreaterThanOrEqual(titleBox!.x + titleBox!.width)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await first.screenshot({ path: test.info().outputPath('record-card.png') })
    // Kept on the device under the development's slug.
    const slug = (await first.locator('.card__title a').getAttribute('href'))!.split('/').filter(Boolean).pop()!
    expect(await page.evaluate((key) => localStorage.getItem(key), savedHomesKey)).toContain(`"${slug}"`)
  })

  test("Indonesian facilities: a page at a time, by category then name, the second page from the list's files", async ({
    page,
    request,
  }) => {
    const { Facilities } = await content('id')
    const perPage = facilitiesPerPage
    expect(Facilities.docs.length).toBeGreaterThan(perPage)
    const order = sortFacilities(
      Facilities.docs.map((f) => ({ ...f, category: f.category.title })),
      'id',
    )
    const pageData = await (await request.get('/page-data/id/facilities/page-data.json')).json()
    expect(pageData.result.data.facilities.nodes).toHaveLength(perPage)

    // Without JavaScript: the first page.
    const html = await (await request.get('/id/facilities/')).text()
    expect([...html.matchAll(/<h3 class="card__title">([\s\S]*?)<\/h3>/g)].map((m) => decode(m[1]))).toEqual(
      order.slice(0, perPage).map((f) => f.title),
    )
    expect(html).toContain('href="/id/facilities/?page=2"')

    await page.goto('/id/facilities/')
    await expect(page.locator('.facilities[data-ready]')).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Halaman' })
      .getByRole('link', { name: 'Halaman 2', exact: true })
      .click()
    await expect(page).toHaveURL(/\/id\/facilities\/\?page=2$/)
    await expect(page.locator('.facilities[data-ready]')).toBeVisible()
    await expect(page.locator('.facilities .card__title')).toHaveText(
      order.slice(perPage, 2 * perPage).map((f) => f.title),
    )
    await expect(page.locator('.dev-results__count')).toContainText(`dari ${Facilities.docs.length} fasilitas`)
    // A shared address opens at its page.
    await page.goto('/id/facilities/?page=2')
    await expect(page.locator('.facilities[data-ready]')).toBeVisible()
    await expect(page.locator('.facilities .card__title').first()).toHaveText(order[perPage].title)
  })
})

test.describe('compare unit', () => {
  const names = (page: Page) => page.locator('.compare__table thead .compare__unit-name').allTextContents()

  test('choose units, see them side by side, keep the choice after a reload, at most four', async ({ page }) => {
    const { UnitTypes } = await content('en')
    const [a, b, c, d, e] = UnitTypes.docs
    await page.goto('/compare-unit/')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.locator('.compare[data-ready]')).toBeVisible()
    await expect(page.locator('.compare__table')).toHaveCount(0)
    await page.getByRole('checkbox', { name: a.name }).check()
    await expect(page.locator('.compare__hint')).toBeVisible()
    await page.getByRole('checkbox', { name: b.name }).check()
    await expect(page.locator('.compare__hint')).toHaveCount(0)
    expect(await names(page)).toEqual([a.name, b.name])
    const priceRow = page.locator('.compare__table tbody tr', { has: page.locator('th', { hasText: 'Price' }) })
    await expect(priceRow.locator('td')).toHaveText([
      formatPrice(a.price, 'IDR', 'EN'),
      formatPrice(b.price, 'IDR', 'EN'),
    ])
    await expect(
      page.locator('.compare__table tbody tr', { has: page.locator('th', { hasText: 'Building area' }) }).locator('td'),
    ).toHaveText([`${a.buildingArea} m²`, `${b.buildingArea} m²`])
    await expect(page.locator('.compare__plan img')).toHaveCount(2)
    await expect(page).toHaveURL(new RegExp(`\\?units=${a.slug},${b.slug}$`))

    await page.reload()
    await expect(page.locator('.compare[data-ready]')).toBeVisible()
    expect(await names(page)).toEqual([a.name, b.name])
    await expect(page.getByRole('checkbox', { name: a.name })).toBeChecked()

    await page.getByRole('checkbox', { name: c.name }).check()
    await page.getByRole('checkbox', { name: d.name }).check()
    await expect(page.getByRole('checkbox', { name: e.name })).toBeDisabled()
    expect(await names(page)).toEqual([a.name, b.name, c.name, d.name])
    await page.getByRole('button', { name: `Remove ${a.name}` }).click()
    expect(await names(page)).toEqual([b.name, c.name, d.name])
    await expect(page.getByRole('checkbox', { name: e.name })).toBeEnabled()

    // A visit without the query string restores the choice from storage.
    await page.goto('/compare-unit/')
    await expect(page.locator('.compare[data-ready]')).toBeVisible()
    expect(await names(page)).toEqual([b.name, c.name, d.name])
  })

  test('/compare-unit/{id}/ starts with that unit, in Indonesian too', async ({ page }) => {
    const { UnitTypes } = await content('id')
    const unit = UnitTypes.docs.find((u) => u.slug === 'kirana-hills-cempaka')!
    await page.goto('/id/compare-unit/')
    await page.evaluate(() => localStorage.clear())
    const res = await page.goto(`/id/compare-unit/${unit.slug}/`)
    expect(res?.status()).toBe(200)
    await expect(page.locator('.compare[data-ready]')).toBeVisible()
    expect(await names(page)).toEqual([unit.name])
    await expect(page.getByRole('checkbox', { name: unit.name })).toBeChecked()
    await expect(page.locator('.compare__hint')).toHaveText('Pilih setidaknya dua tipe unit untuk membandingkannya.')
    await expect(
      page.locator('.compare__table tbody tr', { has: page.locator('th', { hasText: 'Harga' }) }).locator('td'),
    ).toHaveText([formatPrice(unit.price, 'IDR', 'ID')])
    const other = UnitTypes.docs.find((u) => u.slug !== unit.slug)!
    await page.getByRole('checkbox', { name: other.name }).check()
    await page.reload()
    await expect(page.locator('.compare[data-ready]')).toBeVisible()
    expect(await names(page)).toEqual([unit.name, other.name])
  })

  test('the development page links each unit type to its comparison', async ({ page }) => {
    await page.goto('/development/residential/kirana-hills/')
    await page.waitForLoadState('load')
    await page
      .locator('.unit-table')
      .getByRole('link', { name: /^Type Bougenville/ })
      .click()
    await expect(page).toHaveURL(/\/compare-unit\/kirana-hills-bougenville\/(\?units=kirana-hills-bougenville.*)?$/)
    await expect(page.locator('.compare__table thead .compare__unit-name').first()).toHaveText(/Bougenville/)
  })
})

test('list and detail pages are usable at 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of [
    '/development/details/',
    '/development/residential/kirana-hills/',
    '/compare-unit/kirana-hills-aster/',
    '/id/access/toll-road/',
  ]) {
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
  }
})

test('screenshots of the development screens at 390 px and 1280 px', async ({ page }, info) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [name, path] of [
      ['list', '/development/details/'],
      ['detail', '/development/residential/kirana-hills/'],
      ['compare', '/compare-unit/kirana-hills-aster/'],
    ]) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true })
    }
  }
})

for (const viewport of [
  { width: 360, height: 640 },
  { width: 412, height: 860 },
]) {
  for (const lang of ['EN', 'ID'] as const) {
    test(`${lang} on a ${viewport.width}x${viewport.height} phone: "Book a visit" is in the first screen and one tap away while scrolling, and opens the booking with its times`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const { Projects } = await cmsQuery<{ Projects: { docs: { slug: string; kind: string }[] } }>(
        `{ Projects(where: { kind: { equals: residential } }, limit: 1, sort: "slug") { docs { slug kind } } }`,
      )
      const project = Projects.docs[0]
      await page.goto(localizePath(developmentPath(project.kind, project.slug), lang))
      await hydrated(page)
      const label = visitText(lang, 'bookVisit')
      await expect(page.locator('.hero__actions').getByRole('link', { name: label })).toBeInViewport()

      // Further down, the page keeps it at the bottom of the screen, beside the WhatsApp button.
      await page.locator('#units-heading').scrollIntoViewIfNeeded()
      const bar = page.locator('.visit-bar').getByRole('link', { name: label })
      await expect(bar).toBeInViewport()
      const [barBox, whatsApp] = [await bar.boundingBox(), await page.locator('.whatsapp-bar .button').boundingBox()]
      expect(barBox!.x + barBox!.width, 'left of the WhatsApp button').toBeLessThanOrEqual(whatsApp!.x)
      expect(barBox!.height).toBeGreaterThanOrEqual(44)
      await saveScreenshot(page, 'developments', `book-visit-bar-${viewport.width}-${lang.toLowerCase()}`)

      await bar.click()
      await expect(page).toHaveURL(/#visit$/)
      await expect(page.locator('#visit-heading')).toBeInViewport()
      // Its times, from the CMS, without scrolling any further.
      await expect(page.locator('#visit input[type="radio"]').first()).toBeAttached({ timeout: 15_000 })
      await expect(page.locator('#visit select[name="day"]')).toBeInViewport()
      // Filling in a field, the bar steps aside: it covers no field.
      await page.locator('#visit input[type="radio"]').first().focus()
      await expect(bar).toBeHidden()
    })
  }
}
