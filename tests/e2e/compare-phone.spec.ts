import { expect, test, type Page } from '@playwright/test'
import { compareTrayStrings } from '../../src/components/CompareTray.strings'
import { compareStrings } from '../../src/components/CompareUnits.strings'
import { translator, type Lang } from '../../src/lib/i18n'
import { localizePath } from '../../src/lib/routes'
import { axeViolations } from './axe'
import { hydrated } from './stack'

/**
 * Compare on a phone (src/components/AddToCompare.tsx, CompareTray.tsx, CompareUnits.tsx,
 * UnitTypesTable.tsx): units chosen from a development's unit table, the tray that follows the
 * visitor, and a comparison that fits the phone's width.
 */
const trayText = translator(compareTrayStrings)
const compareText = translator(compareStrings)
const development = '/development/residential/kirana-hills/'

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true })

test.beforeEach(async ({ page }) => {
  // The popup banner is closed, as a visitor closes it once a session.
  await page.addInitScript(() => window.sessionStorage.setItem('bsd-popup-banner', 'off'))
})

/** The document is exactly as wide as the screen: nothing to swipe sideways. */
const documentFitsWidth = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)

/** The element is inside the screen's width (it may be further down the page). */
async function withinWidth(page: Page, selector: string) {
  const width = page.viewportSize()!.width
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.map((e) => {
      const box = e.getBoundingClientRect()
      return { left: box.left, right: box.right, shown: box.width > 0 && box.height > 0 }
    }),
  )
  expect(boxes.length, selector).toBeGreaterThan(0)
  for (const box of boxes) {
    expect(box.shown, selector).toBe(true)
    expect(box.left, selector).toBeGreaterThanOrEqual(0)
    expect(box.right, selector).toBeLessThanOrEqual(width)
  }
}

const phones = [
  { width: 412, height: 860 },
  { width: 360, height: 640 },
]

for (const viewport of phones)
  for (const lang of ['EN', 'ID'] as Lang[]) {
    test.describe(`${viewport.width}x${viewport.height} in ${lang}`, () => {
      test.use({ viewport, isMobile: true, hasTouch: true })

      test("the unit table's cards show each unit's price and buttons in the screen's width", async ({ page }) => {
        await page.goto(localizePath(development, lang))
        await hydrated(page)
        await expect(page.locator('.unit-table tbody tr').first()).toBeVisible()
        await documentFitsWidth(page)
        for (const part of ['.unit-table__name', '.unit-table__price', '.add-to-compare', '.unit-table__enquire'])
          await withinWidth(page, part)
        await page.locator('.unit-table').scrollIntoViewIfNeeded()
        await page.screenshot({ path: test.info().outputPath(`unit-cards-${lang}-${viewport.width}.png`) })
      })

      test('two units from the table go to the tray, which opens their comparison without sideways scrolling', async ({
        page,
      }) => {
        await page.goto(localizePath(development, lang))
        await hydrated(page)
        const rows = page.locator('.unit-table tbody tr')
        // textContent: the table is below the first screen, not laid out yet (global.css), so it has no innerText.
        const names = [
          (await rows.nth(0).locator('.unit-table__name').textContent())?.trim() ?? '',
          (await rows.nth(1).locator('.unit-table__name').textContent())?.trim() ?? '',
        ]
        const tray = page.getByRole('complementary', { name: trayText(lang, 'tray') })
        await expect(tray).toHaveCount(0)
        for (const name of names) {
          const add = page.getByRole('button', { name: trayText(lang, 'addToCompare', { name }), exact: true })
          await add.click()
          await expect(add).toHaveAttribute('aria-pressed', 'true')
        }
        await expect(tray).toBeVisible()
        const toggle = tray.getByRole('button', { name: trayText(lang, 'toggle', { n: 2 }) })
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(tray.locator('li > span')).toHaveText(names)
        await withinWidth(page, '.compare-tray')
        await page.screenshot({ path: test.info().outputPath(`tray-${lang}-${viewport.width}.png`) })
        expect(await axeViolations(page)).toEqual([])

        // The tray follows the visitor to another page.
        await page.goto(localizePath('/news/', lang))
        await hydrated(page)
        await tray.getByRole('link', { name: trayText(lang, 'compare'), exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${localizePath('/compare-unit/', lang)}\\?units=kirana-hills-`))
        await expect(page.locator('.compare[data-ready]')).toBeVisible()
        await expect(page.locator('.compare__table thead .compare__unit-name')).toHaveText(names)
        // The comparison first, the list to choose from after it; no tray on the comparison itself.
        const top = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().top)
        expect(await top('.compare__result')).toBeLessThan(await top('.compare__chooser'))
        await expect(page.locator('.compare__result')).toBeInViewport()
        await expect(tray).toHaveCount(0)
        await documentFitsWidth(page)
        await withinWidth(page, '.compare__table tbody td')
        await page.screenshot({ path: test.info().outputPath(`compare-${lang}-${viewport.width}.png`) })
        expect(await axeViolations(page)).toEqual([])
      })

      test('ticking a unit on the comparison page brings the comparison into view', async ({ page }) => {
        await page.goto(localizePath('/compare-unit/kirana-hills-aster/', lang))
        await hydrated(page)
        await expect(page.locator('.compare[data-ready]')).toBeVisible()
        await expect(page.locator('.compare__hint')).toHaveText(compareText(lang, 'chooseAtLeastTwo'))
        const other = page.locator('.compare__group input[type="checkbox"]:not(:checked)').last()
        await other.scrollIntoViewIfNeeded()
        await expect(page.locator('.compare__result h2')).not.toBeInViewport()
        await other.check()
        await expect(page.locator('.compare__table thead .compare__unit-name')).toHaveCount(2)
        await expect(page.locator('.compare__result h2')).toBeInViewport()
        await documentFitsWidth(page)
      })
    })
  }

test('a unit removed in the tray is no longer chosen on the page; a fifth unit cannot be added', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 })
  const tray = page.getByRole('complementary', { name: trayText('EN', 'tray') })
  await page.goto('/development/residential/taman-anggrek-residence/')
  await hydrated(page)
  const adds = page.locator('.add-to-compare')
  await adds.nth(0).click()
  await expect(tray).toBeVisible()
  await page.goto(development)
  await hydrated(page)
  expect(await adds.count()).toBe(3)
  for (let n = 0; n < 3; n++) await adds.nth(n).click()
  await page.goto('/development/residential/taman-anggrek-residence/')
  await hydrated(page)
  await expect(adds.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(adds.nth(1)).toBeDisabled()
  await tray.getByRole('button', { name: trayText('EN', 'toggle', { n: 4 }) }).click()
  await expect(tray).toContainText(trayText('EN', 'full'))
  const first = await page.locator('.unit-table__name').first().innerText()
  await tray.getByRole('button', { name: trayText('EN', 'remove', { name: first }) }).click()
  await expect(adds.nth(0)).toHaveAttribute('aria-pressed', 'false')
  await expect(adds.nth(1)).toBeEnabled()
  await expect(tray.locator('li')).toHaveCount(3)
})
