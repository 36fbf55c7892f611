import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { budgetSteps, priceKindOf, priceKinds, salePriceKinds } from '../../src/lib/development-list'
import { formatPrice, formatPriceShort, translator, type Lang } from '../../src/lib/i18n'
import { budgetOutcomeStrings } from '../../src/components/BudgetOutcome.strings'
import { developmentListStrings } from '../../src/components/DevelopmentList.strings'
import { homesStrings } from '../../src/templates/homes.strings'
import { unitStrings } from '../../src/components/units.strings'
import { startingInstalment } from '../../src/lib/mortgage'
import { developmentPath } from '../../src/lib/routes'
import { saveScreenshot } from './screenshots'
import { cmsQuery, hydrated } from './stack'

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true })
const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8')

type Project = {
  id: number
  slug: string
  title: string
  kind: string
  priceRange: { min: number | null; note: string | null }
  propertyTypes: { slug: string }[]
}
type Unit = {
  slug: string
  name: string
  price: number
  bedrooms: number
  propertyType: { slug: string } | null
  project: { id: number; title: string; kind: string }
}
type Content = { Projects: { docs: Project[] }; UnitTypes: { docs: Unit[] } }

const content = (locale: 'en' | 'id') =>
  cmsQuery<Content>(
    `query($locale: LocaleInputType) {
      Projects(locale: $locale, limit: 100) { docs { id slug title kind priceRange { min note } propertyTypes { slug } } }
      UnitTypes(locale: $locale, limit: 100) {
        docs { slug name price bedrooms propertyType { slug } project { id title kind } }
      }
    }`,
    { locale },
  )

// The card's instalment says how long it lasts: the fixed rate's three years.
const instalmentText = (price: number, lang: Lang) =>
  lang === 'EN'
    ? `from ${formatPriceShort(startingInstalment(price)!, lang)}/month for the first 3 years`
    : `cicilan mulai ${formatPriceShort(startingInstalment(price)!, lang)}/bulan, 3 tahun pertama`

/** Serious and critical axe violations on the page as it is. */
async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe
    const { violations } = await axe.run(document)
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
  })
}

const listReady = (page: Page) => expect(page.locator('.dev-list[data-ready]')).toBeVisible()
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
const shot = (page: Page, name: string) => saveScreenshot(page, 'budget', name)

const B = 1_000_000_000
const listText = translator(developmentListStrings)
const outcomeText = translator(budgetOutcomeStrings)
const homesText = translator(homesStrings)
const unitText = translator(unitStrings)

/**
 * The nearest matches as a buyer meets them (no sideways scroll, no serious axe violation, a
 * screenshot), then their "Ask our sales team" link: the contact form about buying, its message
 * naming the budget and bedrooms asked for.
 */
async function nearestOfferedWithEnquiry(
  page: Page,
  nearest: Locator,
  screenshot: string,
  asked: { lang: Lang; prefix: string; max: number; beds: number },
) {
  const { lang, prefix, max, beds } = asked
  await noSidewaysScroll(page)
  await nearest.scrollIntoViewIfNeeded()
  await shot(page, screenshot)
  expect(await seriousViolations(page)).toEqual([])
  await nearest.getByRole('link', { name: outcomeText(lang, 'askSales') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/contact/\\?`))
  await hydrated(page)
  await expect(page.locator('[id$="-form-topic"]')).toHaveValue('buying')
  await expect(page.locator('[id$="-form-message"]')).toHaveValue(
    outcomeText(lang, 'askMessage', {
      choices: `${outcomeText(lang, 'askBudgetUpTo', { max: formatPrice(max, 'IDR', lang) })}, ${outcomeText(lang, 'askBedrooms', { beds })}`,
    }),
  )
}

for (const viewport of [
  { width: 412, height: 860 },
  { width: 360, height: 640 },
]) {
  for (const [lang, locale, prefix] of [
    ['EN', 'en', ''],
    ['ID', 'id', '/id'],
  ] as const) {
    test.describe(`${lang} on a ${viewport.width}x${viewport.height} phone`, () => {
      test.use({ viewport })
      const size = `${viewport.width}-${locale}`

      test('residential developments filtered by budget and bedrooms: each shown has a unit type meeting both, none hidden that has one; counted, in view, shareable', async ({
        page,
      }) => {
        const { Projects, UnitTypes } = await content(locale)
        const unitsOf = (p: Project) => UnitTypes.docs.filter((u) => u.project.id === p.id)
        const residential = Projects.docs.filter((p) => p.kind === 'residential')
        const [min, max, beds] = [500_000_000, 2 * B, 2]
        const meets = (u: Unit) => u.price >= min && u.price <= max && u.bedrooms >= beds
        const expected = residential
          .filter((p) => unitsOf(p).some(meets))
          .map((p) => p.title)
          .sort()
        expect(expected.length, 'the demo has developments in this budget').toBeGreaterThan(0)
        expect(expected.length).toBeLessThan(residential.length)

        await page.goto(`${prefix}/development/residential/`)
        await listReady(page)
        await page.locator('#list-budget-min').selectOption(String(min))
        await page.locator('#list-budget-max').selectOption(String(max))
        await page.locator('#list-beds').selectOption(String(beds))
        await expect(page).toHaveURL(new RegExp(`\\?min=${min}&max=${max}&beds=${beds}$`))
        await listReady(page)
        await expect(page.locator('.dev-list .card')).toHaveCount(expected.length)
        expect((await page.locator('.dev-list .card__title').allTextContents()).sort()).toEqual(expected)
        // The count came into view as the results changed (on a phone the filters fill the screen).
        await expect(page.locator('.dev-results__count')).toContainText(String(expected.length))
        await expect(page.locator('.dev-results__count')).toBeInViewport()
        // Each card says which of its unit types match: how many, from the cheapest of them.
        for (const title of expected) {
          const matching = unitsOf(residential.find((p) => p.title === title)!).filter(meets)
          const cheapest = formatPriceShort(Math.min(...matching.map((u) => u.price)), lang)
          const card = page.locator('.dev-list .card').filter({ has: page.getByRole('link', { name: title }) })
          await expect(card.locator('.card__price')).toHaveText(
            matching.length === 1
              ? unitText(lang, 'oneUnitTypeMatches', { price: cheapest })
              : unitText(lang, 'unitTypesMatch', { count: matching.length, price: cheapest }),
          )
        }
        await noSidewaysScroll(page)
        await page.locator('.dev-results').scrollIntoViewIfNeeded()
        await shot(page, `development-list-budget-${size}`)
        expect(await seriousViolations(page)).toEqual([])

        // The address is the filtered list: opened afresh (as a shared link), it shows the same.
        const shared = page.url()
        const other = await page.context().newPage()
        await other.goto(shared)
        await expect(other.locator('.dev-list[data-ready]')).toBeVisible()
        await expect(other.locator('#list-budget-max')).toHaveValue(String(max))
        await expect(other.locator('.dev-list .card')).toHaveCount(expected.length)
        expect((await other.locator('.dev-list .card__title').allTextContents()).sort()).toEqual(expected)
        await other.close()
      })

      test('a reversed budget is read the right way round and says so; no match offers the nearest developments and an enquiry with the choices written in', async ({
        page,
      }) => {
        const { Projects, UnitTypes } = await content(locale)
        const residential = Projects.docs.filter((p) => p.kind === 'residential')
        const unitsOf = (p: Project) => UnitTypes.docs.filter((u) => u.project.id === p.id)
        const withinOneToThree = residential
          .filter((p) => unitsOf(p).some((u) => u.price >= B && u.price <= 3 * B))
          .map((p) => p.title)
          .sort()
        expect(withinOneToThree.length).toBeGreaterThan(0)
        await page.goto(`${prefix}/development/residential/?min=${3 * B}&max=${B}`)
        await listReady(page)
        await expect(page.locator('.dev-results__note')).toHaveText(
          outcomeText(lang, 'budgetReversed', {
            min: formatPrice(B, 'IDR', lang),
            max: formatPrice(3 * B, 'IDR', lang),
          }),
        )
        expect((await page.locator('.dev-list .card__title').allTextContents()).sort()).toEqual(withinOneToThree)

        // Up to 1 billion with 3 bedrooms: no unit type is both (the cheapest 3-bedroom costs more).
        const [max, beds] = [B, 3]
        expect(residential.some((p) => unitsOf(p).some((u) => u.price <= max && u.bedrooms >= beds))).toBe(false)
        await page.goto(`${prefix}/development/residential/?max=${max}&beds=${beds}`)
        await listReady(page)
        await expect(page.locator('.dev-results__count')).toHaveText(listText(lang, 'noMatch'))
        const nearest = page.locator('.dev-nearest')
        await expect(nearest.locator('#dev-nearest-heading')).toHaveText(listText(lang, 'nearestHeading'))
        await expect(nearest.locator('.card')).toHaveCount(3)
        // Each nearest development's closest unit type is one of its own.
        for (const item of await nearest.locator('.dev-nearest__item').all()) {
          const title = await item.locator('.card__title').textContent()
          const units = unitsOf(residential.find((p) => p.title === title)!)
          const said = await item.locator('.dev-nearest__unit').textContent()
          expect(
            units.some(
              (u) =>
                said ===
                listText(
                  lang,
                  u.bedrooms === 0
                    ? 'nearestUnitNoBedrooms'
                    : u.bedrooms === 1
                      ? 'nearestUnitOneBedroom'
                      : 'nearestUnit',
                  { beds: u.bedrooms, price: formatPriceShort(u.price, lang) },
                ),
            ),
            `${title}: ${said}`,
          ).toBe(true)
        }
        await nearestOfferedWithEnquiry(page, nearest, `development-list-nearest-${size}`, { lang, prefix, max, beds })
      })

      test("a property type with a budget is judged on the same unit type: a market's stall in budget does not make its shophouses so", async ({
        page,
      }) => {
        const { Projects, UnitTypes } = await content(locale)
        const unitsOf = (p: Project) => UnitTypes.docs.filter((u) => u.project.id === p.id)
        const typesOf = (u: Unit, p: Project) =>
          u.propertyType ? [u.propertyType.slug] : p.propertyTypes.map((t) => t.slug)
        const commercial = Projects.docs.filter((p) => p.kind === 'commercial')
        // A development whose unit types are of two property types: the cheaper of one, the dearer of the other.
        const mixed = commercial.find((p) => new Set(unitsOf(p).map((u) => u.propertyType?.slug)).size > 1)!
        expect(mixed, 'the demo has a development with unit types of two property types').toBeTruthy()
        const [cheap, dear] = [...unitsOf(mixed)].sort((a, b) => a.price - b.price)
        const [cheapType, dearType] = [cheap.propertyType!.slug, dear.propertyType!.slug]
        expect(cheapType).not.toBe(dearType)
        const max = budgetSteps.find((step) => step >= cheap.price && step < dear.price)!
        // The results' cards (not the nearest ones offered when nothing matches).
        const shownTitles = async () => (await page.locator('.dev-list > .grid .card__title').allTextContents()).sort()
        // Of the developments of that type: those with unit types through a unit of the type within
        // the budget; the others by their own sale price.
        const expected = (type: string) =>
          commercial
            .filter((p) => p.propertyTypes.some((t) => t.slug === type))
            .filter((p) =>
              unitsOf(p).length
                ? unitsOf(p).some((u) => typesOf(u, p).includes(type) && u.price <= max)
                : p.priceRange.min !== null &&
                  salePriceKinds.includes(priceKindOf(p.kind, p.priceRange.note)) &&
                  p.priceRange.min <= max,
            )
            .map((p) => p.title)
            .sort()
        expect(expected(dearType)).not.toContain(mixed.title)
        expect(expected(cheapType)).toContain(mixed.title)

        await page.goto(`${prefix}/development/commercial/`)
        await listReady(page)
        await page.locator('#dev-filter-type').selectOption(dearType)
        await page.locator('#list-budget-max').selectOption(String(max))
        await expect(page).toHaveURL(new RegExp(`\\?type=${dearType}&max=${max}$`))
        await expect.poll(shownTitles).toEqual(expected(dearType))
        await expect(page.locator('.dev-results__count')).toBeInViewport()

        await page.locator('#dev-filter-type').selectOption(cheapType)
        await expect(page).toHaveURL(new RegExp(`\\?type=${cheapType}&max=${max}$`))
        await expect.poll(shownTitles).toEqual(expected(cheapType))
        const card = page.locator('.dev-list .card').filter({ has: page.getByRole('link', { name: mixed.title }) })
        await expect(card.locator('.card__price')).toHaveText(
          unitText(lang, 'oneUnitTypeMatches', { price: formatPriceShort(cheap.price, lang) }),
        )
        await shot(page, `development-list-type-budget-${size}`)
      })

      test('every home for sale filtered by budget and bedrooms: prices inside, count right, shareable', async ({
        page,
      }) => {
        const { UnitTypes } = await content(locale)
        const homes = UnitTypes.docs.filter((u) => u.project.kind === 'residential')
        const [min, max, beds] = [750_000_000, 3 * B, 3]
        const expected = homes.filter((u) => u.price >= min && u.price <= max && u.bedrooms >= beds)
        expect(expected.length).toBeGreaterThan(0)
        expect(expected.length).toBeLessThan(homes.length)

        await page.goto(`${prefix}/homes/`)
        await listReady(page)
        await expect(page.locator('.home-card')).toHaveCount(Math.min(12, homes.length))
        await page.locator('#list-budget-min').selectOption(String(min))
        await page.locator('#list-budget-max').selectOption(String(max))
        await page.locator('#list-beds').selectOption(String(beds))
        await page.locator('#homes-sort').selectOption('price-asc')
        await expect(page).toHaveURL(new RegExp(`\\?min=${min}&max=${max}&beds=${beds}&sort=price-asc$`))
        await listReady(page)
        const cards = page.locator('.home-card')
        await expect(cards).toHaveCount(Math.min(12, expected.length))
        await expect(page.locator('.dev-results__count')).toContainText(String(expected.length))
        // The count came into view as the results changed, as on the development lists.
        await expect(page.locator('.dev-results__count')).toBeInViewport()
        // Each shown price is one of the homes in the budget, cheapest first, with its instalment.
        const prices = [...expected.map((u) => u.price)].sort((a, b) => a - b)
        await expect(cards.locator('.card__price')).toHaveText(
          prices.slice(0, 12).map((p) => formatPriceShort(p, lang)),
        )
        await expect(cards.first().locator('.instalment')).toHaveText(instalmentText(prices[0], lang))
        await noSidewaysScroll(page)
        await page.locator('.dev-results').scrollIntoViewIfNeeded()
        await shot(page, `homes-budget-${size}`)
        expect(await seriousViolations(page)).toEqual([])

        await page.reload()
        await listReady(page)
        await expect(page.locator('#list-beds')).toHaveValue(String(beds))
        await expect(cards.locator('.card__price')).toHaveText(
          prices.slice(0, 12).map((p) => formatPriceShort(p, lang)),
        )

        // By property type too: the homes of that type within the same budget and bedrooms.
        const type = expected.find((u) => u.propertyType)!.propertyType!.slug
        const ofType = expected.filter((u) => u.propertyType?.slug === type)
        expect(ofType.length).toBeLessThan(expected.length)
        await page.locator('#homes-filter-type').selectOption(type)
        await expect(page).toHaveURL(new RegExp(`\\?type=${type}&min=${min}&max=${max}&beds=${beds}&sort=price-asc$`))
        await listReady(page)
        await expect(cards.locator('.card__price')).toHaveText(
          [...ofType.map((u) => u.price)].sort((a, b) => a - b).map((p) => formatPriceShort(p, lang)),
        )
      })

      test('homes for sale: a reversed budget is read the right way round and says so; no match offers the nearest homes and an enquiry with the choices written in', async ({
        page,
      }) => {
        const { UnitTypes } = await content(locale)
        const homes = UnitTypes.docs.filter((u) => u.project.kind === 'residential')
        const withinOneToThree = homes.filter((u) => u.price >= B && u.price <= 3 * B)
        expect(withinOneToThree.length).toBeGreaterThan(0)
        await page.goto(`${prefix}/homes/?min=${3 * B}&max=${B}&sort=price-asc`)
        await listReady(page)
        await expect(page.locator('.dev-results__note')).toHaveText(
          outcomeText(lang, 'budgetReversed', {
            min: formatPrice(B, 'IDR', lang),
            max: formatPrice(3 * B, 'IDR', lang),
          }),
        )
        await expect(page.locator('.dev-results__count')).toContainText(String(withinOneToThree.length))
        await expect(page.locator('.home-list .card__price').first()).toHaveText(
          formatPriceShort(Math.min(...withinOneToThree.map((u) => u.price)), lang),
        )

        // Up to 1 billion with 3 bedrooms: no home is both. The nearest: within the budget first
        // (fewest bedrooms short), then the least over it.
        const [max, beds] = [B, 3]
        expect(homes.some((u) => u.price <= max && u.bedrooms >= beds)).toBe(false)
        const gap = (u: Unit) => [u.price > max ? (u.price - max) / max : 0, Math.max(0, beds - u.bedrooms)]
        const nearestHomes = [...homes]
          .sort(
            (a, b) =>
              gap(a)[0] - gap(b)[0] ||
              gap(a)[1] - gap(b)[1] ||
              `${a.project.title} ${a.name}`.localeCompare(`${b.project.title} ${b.name}`),
          )
          .slice(0, 3)
        await page.goto(`${prefix}/homes/?max=${max}&beds=${beds}`)
        await listReady(page)
        await expect(page.locator('.dev-results__count')).toHaveText(homesText(lang, 'noMatch'))
        const nearest = page.locator('.dev-nearest')
        await expect(nearest.locator('#homes-nearest-heading')).toHaveText(homesText(lang, 'nearestHeading'))
        await expect(nearest.locator('h3.card__title')).toHaveText(nearestHomes.map((u) => u.name))
        await expect(nearest.locator('.card__price')).toHaveText(
          nearestHomes.map((u) => formatPriceShort(u.price, lang)),
        )
        await nearestOfferedWithEnquiry(page, nearest, `homes-nearest-${size}`, { lang, prefix, max, beds })
      })

      test('sorting all developments by price never mixes kinds of prices', async ({ page }) => {
        const { Projects } = await content(locale)
        const byTitle = new Map(Projects.docs.map((p) => [p.title, p]))
        const shown: Project[] = []
        for (let n = 1; n <= Math.ceil(Projects.docs.length / 9); n++) {
          await page.goto(`${prefix}/development/details/?sort=price-asc${n > 1 ? `&page=${n}` : ''}`)
          await listReady(page)
          await expect(page.locator('.dev-results__order')).toBeVisible()
          for (const title of await page.locator('.dev-list .card__title').allTextContents())
            shown.push(byTitle.get(title)!)
        }
        expect(shown).toHaveLength(Projects.docs.length)
        const priced = shown.filter((p) => p.priceRange.min != null)
        // Priced first, then those without a price.
        expect(shown.slice(0, priced.length)).toEqual(priced)
        const group = (p: Project) => priceKinds.indexOf(priceKindOf(p.kind, p.priceRange.note))
        for (let i = 1; i < priced.length; i++) {
          const [a, b] = [priced[i - 1], priced[i]]
          expect(group(a), `${a.title} before ${b.title}`).toBeLessThanOrEqual(group(b))
          if (group(a) === group(b)) expect(a.priceRange.min!).toBeLessThanOrEqual(b.priceRange.min!)
        }
        // Homes, commercial sales, per m², rents and nights are all there: sorting did group them.
        expect(new Set(priced.map(group)).size).toBeGreaterThanOrEqual(4)
        await page.goto(`${prefix}/development/details/?sort=price-asc`)
        await listReady(page)
        await page.locator('.dev-results').scrollIntoViewIfNeeded()
        await shot(page, `development-list-by-price-${size}`)
      })

      test('a card and a unit row show the monthly instalment from the KPR defaults', async ({ page }) => {
        const { Projects, UnitTypes } = await content(locale)
        await page.goto(`${prefix}/development/residential/`)
        await hydrated(page)
        const card = page.locator('.dev-list .card').first()
        const title = await card.locator('.card__title').textContent()
        const project = Projects.docs.find((p) => p.title === title)!
        await expect(card.locator('.instalment')).toHaveText(instalmentText(project.priceRange.min!, lang))
        // No instalment for a rent: a price per night is not financed.
        await page.goto(`${prefix}/development/hospitalities/`)
        await hydrated(page)
        const nightly = Projects.docs.find((p) => priceKindOf(p.kind, p.priceRange.note) === 'per-night')!
        await expect(
          page
            .locator('.dev-list .card', { has: page.getByRole('link', { name: nightly.title }) })
            .locator('.instalment'),
        ).toHaveCount(0)

        const unit = UnitTypes.docs.find((u) => u.project.kind === 'residential')!
        const development = Projects.docs.find((p) => p.id === unit.project.id)!
        await page.goto(`${prefix}${developmentPath(development.kind, development.slug)}`)
        await hydrated(page)
        const row = page.locator('.unit-table tr', {
          has: page.getByRole('rowheader', { name: unit.name, exact: true }),
        })
        await expect(row.locator('.instalment')).toHaveText(instalmentText(unit.price, lang))
        await row.locator('.instalment').scrollIntoViewIfNeeded()
        await shot(page, `unit-row-instalment-${size}`)
      })
    })
  }
}
