import { expect, test, type Page } from '@playwright/test'
import { facilityDetailsStrings } from '../../src/components/FacilityDetails.strings'
import { locationStrings } from '../../src/components/LocationDetails.strings'
import { broadQueryKindOrder, searchKinds } from '../../src/lib/search'
import { axeViolations } from './axe'
import { saveScreenshot } from './screenshots'
import { cmsClientHeaders, cmsQuery, cmsURL, editorToken, hydrated, siteURL } from './stack'

/**
 * The search screen on a phone, in both languages, from the build's index (gatsby/search-index.ts,
 * src/lib/pagefind.ts, src/templates/search.tsx): each page's own words only, fields apart,
 * paging under a true total, Indonesian words as typed, and the box focused when it opens.
 */
test.use({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true })

const languages = [
  { lang: 'EN', prefix: '', cheapHomes: 'cheap homes', recreation: 'recreation' },
  { lang: 'ID', prefix: '/id', cheapHomes: 'rumah murah', recreation: 'rekreasi' },
] as const

/** Opens the search screen at a query and waits for its answer. */
async function search(page: Page, address: string) {
  await page.goto(address)
  await hydrated(page)
  await expect(page.locator('[data-search-state="done"]')).toBeVisible({ timeout: 30_000 })
  return page.locator('.search-result h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

type StateSeen = { state: string; links: string[]; kinds: string[] }

/** Records each state the search screen shows, with its results' links and kinds (statesSeen). */
const recordStates = (page: Page) =>
  page.addInitScript(() => {
    const seen: { state: string; links: string[]; kinds: string[] }[] = []
    Object.assign(window, { searchStatesSeen: seen })
    new MutationObserver(() => {
      const state = document.querySelector('[data-search-state]')?.getAttribute('data-search-state') ?? ''
      const results = [...document.querySelectorAll('.search-result')]
      const links = results.map((r) => r.querySelector('h2 a')?.getAttribute('href') ?? '')
      const last = seen.at(-1)
      if (last?.state !== state || last.links.join() !== links.join())
        seen.push({ state, links, kinds: results.map((r) => r.getAttribute('data-kind') ?? '') })
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })

/** The states recordStates saw, and the last first step with results. */
async function statesSeen(page: Page) {
  const seen = await page.evaluate(() => (window as unknown as { searchStatesSeen: StateSeen[] }).searchStatesSeen)
  return { seen, first: seen.filter((s) => s.state === 'first' && s.links.length).at(-1) }
}

/** The pages of each kind that the kind menu says the query found. */
const kindCounts = async (page: Page) =>
  Object.fromEntries(
    await Promise.all(
      searchKinds.map(async (k) => [
        k,
        Number(await page.locator(`#search-kind option[value="${k}"]`).getAttribute('data-count')),
      ]),
    ),
  ) as Record<(typeof searchKinds)[number], number>

for (const { lang, prefix, cheapHomes, recreation } of languages) {
  test.describe(`search on a phone in ${lang}`, () => {
    test('"KPR" finds a page about home loans or homes first, and no industrial estate or office tower in the top 3', async ({
      page,
    }) => {
      const links = await search(page, `${prefix}/search/?q=KPR`)
      expect(links.length).toBeGreaterThan(0)
      expect(links[0]).toMatch(/\/(news|development\/residential|our-partners|about)\//)
      for (const link of links.slice(0, 3)) expect(link).not.toMatch(/\/development\/(industrial|office|commercial)\//)
    })

    test('"rumah", a buyer\'s word for a home, lists developments first, and "thank you" finds no confirmation page', async ({
      page,
    }) => {
      // What the screen showed before its whole answer: the developments alone, at once.
      await recordStates(page)
      const links = await search(page, `${prefix}/search/?q=rumah`)
      expect(links.length).toBeGreaterThan(0)
      expect(links[0]).toMatch(/\/development\//)
      expect(links[0]).not.toMatch(/\/facilities\//)
      const { seen, first } = await statesSeen(page)
      expect(first, `the states shown: ${JSON.stringify(seen.map((s) => s.state))}`).toBeTruthy()
      expect(new Set(first!.kinds)).toEqual(new Set(['development']))
      // The whole answer keeps them at the head of its list, in the same order.
      expect(links.slice(0, first!.links.length)).toEqual(first!.links)
      await expect(page.locator('[data-search-state="done"] [data-total]')).toHaveText(
        new RegExp(`^${lang === 'EN' ? '\\d+ results for “rumah”' : '\\d+ hasil untuk “rumah”'}$`),
      )
      // Its synonyms' pages, each counted once in its own kind (src/lib/pagefind.ts, pageKinds).
      const total = Number(await page.locator('[data-total]').getAttribute('data-total'))
      const counts = await kindCounts(page)
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(total)
      expect(counts.development).toBeGreaterThan(0)
      expect(counts.news).toBeGreaterThan(0)
      for (const kind of ['development', 'news'] as const) {
        await page.locator('#search-kind').selectOption(kind)
        await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(counts[kind]))
        await expect(page.locator(`.search-result[data-kind="${kind}"]`)).toHaveCount(Math.min(counts[kind], 10))
        await expect(page.locator(`.search-result:not([data-kind="${kind}"])`)).toHaveCount(0)
      }
      await search(page, `${prefix}/search/?q=rumah`)
      // Excerpts quote the page's content, not its buttons or its generic headings.
      for (const excerpt of await page.locator('.search-result__text').allInnerTexts())
        expect(excerpt).not.toMatch(lang === 'EN' ? /\b(Save|Overview)\b/ : /\b(Simpan|Ringkasan)\b/)
      const thanks = await search(page, `${prefix}/search/?q=${lang === 'EN' ? 'thank you' : 'terima kasih'}`)
      for (const link of thanks) expect(link).not.toMatch(/\/thank-you\/$/)
    })

    test("a word found only in the other language offers that language's search, which finds it", async ({ page }) => {
      // The international school's page: "sekolah" on the Indonesian one, "bilingual" on the English one.
      const q = lang === 'EN' ? 'sekolah' : 'bilingual'
      expect(await search(page, `${prefix}/search/?q=${q}`)).toEqual([])
      await page.locator('a[data-other-language]').click()
      await expect(page).toHaveURL(new RegExp(`${lang === 'EN' ? '/id' : ''}/search/\\?q=${q}$`))
      // The address changes before the other language's page is shown (its search state is then its own).
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'EN' ? 'id' : 'en')
      await expect(page.locator('[data-search-state="done"]')).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('.search-result').first()).toBeVisible()
    })

    test('labels and values stay apart in the excerpts, and boilerplate is not in them', async ({ page }) => {
      const labels = [
        ...Object.values(facilityDetailsStrings[lang]),
        locationStrings[lang].address,
        locationStrings[lang].coordinates,
      ] as string[]
      for (const q of [recreation, 'lestari']) {
        await search(page, `${prefix}/search/?q=${q}`)
        // A word of a few pages is listed best first over all kinds, without the broad query's note.
        if (q === recreation) await expect(page.locator('[data-by-kind]')).toHaveCount(0)
        const excerpts = await page.locator('.search-result__text').allInnerTexts()
        expect(excerpts.length).toBeGreaterThan(0)
        for (const excerpt of excerpts) {
          for (const label of labels) expect(excerpt).not.toMatch(new RegExp(`${label}[\\p{L}\\p{N}-]`, 'u'))
          expect(excerpt).not.toMatch(/-?\d+\.\d{5}, \d+\.\d{5}/)
        }
      }
      await page.screenshot({ path: test.info().outputPath(`search-${lang}.png`) })
    })

    test('the total is the sum of the kinds, pages load on demand to the last, and the kind is in the address', async ({
      page,
    }) => {
      await recordStates(page)
      const headOfList = await search(page, `${prefix}/search/?q=lestari`)
      const total = Number(await page.locator('[data-total]').getAttribute('data-total'))
      expect(total).toBeGreaterThan(10)
      // A broad query shows the site's own pages, which head its list, at once, under the whole
      // answer's total; the other kinds follow them.
      const { seen, first } = await statesSeen(page)
      expect(first, `the states shown: ${JSON.stringify(seen.map((s) => s.state))}`).toBeTruthy()
      expect(new Set(first!.kinds)).toEqual(new Set(['page']))
      expect(first!.links.length).toBeLessThan(10)
      expect(headOfList.slice(0, first!.links.length)).toEqual(first!.links)
      expect(headOfList).toHaveLength(10)
      await expect(page.locator('[data-search-state="done"]')).toContainText(String(total))
      const counts = Object.values(await kindCounts(page))
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total)
      await expect(page.locator('#search-kind option[value=""]')).toHaveAttribute('data-count', String(total))

      await expect(page.locator('.search-result')).toHaveCount(10)
      const more = page.locator('.search-more button')
      while (await more.isVisible()) {
        const shown = await page.locator('.search-result').count()
        await more.click()
        await expect(page.locator('.search-result')).toHaveCount(Math.min(shown + 10, total))
      }
      await expect(page.locator('.search-result')).toHaveCount(total)
      const links = await page.locator('.search-result h2 a').evaluateAll((a) => a.map((l) => l.getAttribute('href')))
      expect(new Set(links).size).toBe(total)
      // The city's name is in most pages: a broad query, listed kind by kind, and the visitor is told why.
      await expect(page.locator('[data-by-kind]')).toBeVisible()
      const kinds = await page
        .locator('.search-result')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))
      const places = kinds.map((k) => broadQueryKindOrder.indexOf(k as (typeof broadQueryKindOrder)[number]))
      expect(places).not.toContain(-1)
      expect(places).toEqual([...places].sort((a, b) => a - b))
      await page.screenshot({ path: test.info().outputPath(`search-paged-${lang}.png`), fullPage: false })

      const developments = counts[searchKinds.indexOf('development')]
      await page.locator('#search-kind').selectOption('development')
      await expect(page).toHaveURL(/[?&]kind=development/)
      await expect(page.locator('[data-total]')).toHaveAttribute('data-total', String(developments))
      await expect(page.locator('.search-result[data-kind="development"]')).toHaveCount(Math.min(developments, 10))
      await expect(page.locator('.search-result:not([data-kind="development"])')).toHaveCount(0)
    })

    test(`"${cheapHomes}" finds affordable homes`, async ({ page }) => {
      const links = await search(page, `${prefix}/search/?q=${encodeURIComponent(cheapHomes)}`)
      expect(links.length).toBeGreaterThan(0)
      expect(links.every((l) => l.startsWith(`${prefix}/development/residential/`))).toBe(true)
    })

    test('the search box is focused when the search opens from the header', async ({ page }) => {
      await page.goto(`${prefix}/`)
      await hydrated(page)
      await page.locator('.header-search-link').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/search/$`))
      await hydrated(page)
      await expect(page.locator('#search-q')).toBeFocused()
      await page.screenshot({ path: test.info().outputPath(`search-open-${lang}.png`) })
    })

    test("the search screen searches with the editors' synonym groups of its language, as the CMS holds them", async ({
      request,
    }) => {
      const locale = lang.toLowerCase()
      const cms = await cmsQuery<{ SiteSetting: { searchSynonyms: { words: string; homes: boolean | null }[] } }>(
        `query ($locale: LocaleInputType) { SiteSetting(locale: $locale, fallbackLocale: none) { searchSynonyms { words homes } } }`,
        { locale },
      )
      const pageData = await (await request.get(`${siteURL}/page-data${prefix}/search/page-data.json`)).json()
      expect(cms.SiteSetting.searchSynonyms.length).toBeGreaterThan(3)
      expect(pageData.result.data.settings.searchSynonyms).toEqual(cms.SiteSetting.searchSynonyms)
    })

    test.describe('axe', () => {
      // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
      test.use({ bypassCSP: true })
      test('no serious or critical violations on the search screen with results', async ({ page }) => {
        await search(page, `${prefix}/search/?q=lestari`)
        const found = (await axeViolations(page)).filter((v) => /\((serious|critical)\)/.test(v))
        expect(found).toEqual([])
      })
    })
  })
}

test("an Indonesian word from the editors' own synonym group finds the English pages of its English synonym", async ({
  page,
}) => {
  // The seeded English list adds "river, rivers, riverside, sungai" to the built-in groups; no
  // English page says "sungai".
  const links = await search(page, '/search/?q=sungai')
  expect(links.length).toBeGreaterThan(0)
  await expect(page.locator('.search-result h2').first()).toContainText(/river/i)
})

/** The field messages of a Payload validation error. */
const fieldErrors = (body: { errors?: { data?: { errors?: { message: string }[] } }[] }) =>
  (body.errors ?? [])
    .flatMap((e) => e.data?.errors ?? [])
    .map((e) => e.message)
    .join('\n')

test('the CMS refuses a synonym group it could not search with, names why, and keeps the list', async ({ request }) => {
  const token = await editorToken()
  const before = await cmsQuery<{ SiteSetting: { searchSynonyms: { words: string }[] } }>(
    `{ SiteSetting(locale: id, fallbackLocale: none) { searchSynonyms { words } } }`,
  )
  for (const [words, why] of [
    ['rumah', /at least two words/],
    ['rumah, murah', /"murah" is a price word/],
    ['rumah, rumah susun', /"rumah susun" is more than one word/],
  ] as const) {
    const response = await request.post(`${cmsURL}/api/globals/site-settings?locale=id`, {
      headers: { Authorization: `JWT ${token}`, ...cmsClientHeaders() },
      data: { searchSynonyms: [...before.SiteSetting.searchSynonyms.slice(1), { words, homes: true }] },
    })
    expect(response.status(), words).toBe(400)
    expect(fieldErrors(await response.json())).toMatch(why)
  }
  const twice = await request.post(`${cmsURL}/api/globals/site-settings?locale=id`, {
    headers: { Authorization: `JWT ${token}`, ...cmsClientHeaders() },
    data: { searchSynonyms: [{ words: 'rumah, hunian' }, { words: 'Rumah, house' }] },
  })
  expect(twice.status()).toBe(400)
  expect(fieldErrors(await twice.json())).toMatch(/"rumah" is in more than one group/)
  const after = await cmsQuery<typeof before>(
    `{ SiteSetting(locale: id, fallbackLocale: none) { searchSynonyms { words } } }`,
  )
  expect(after).toEqual(before)
})

for (const { lang, prefix } of languages) {
  test(`at 360x640 the first result is in the first screen, under no banner or floating button (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await search(page, `${prefix}/search/?q=rumah`)
    const first = page.locator('.search-result').first()
    // Its title whole and the start of its excerpt.
    await expect(first.locator('h2')).toBeInViewport({ ratio: 1 })
    await expect(first.locator('.search-result__text')).toBeInViewport()
    // The promotional banner stays off task screens; whatever is fixed on the screen leaves the first result's link clear.
    await expect(page.locator('.popup-banner')).toHaveCount(0)
    const link = first.locator('h2 a')
    const box = (await link.boundingBox())!
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.search-result h2 a') !== null,
      { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 },
    )
    expect(onTop).toBe(true)
    await saveScreenshot(page, 'search', `360x640-rumah-${lang}`)
  })
}
