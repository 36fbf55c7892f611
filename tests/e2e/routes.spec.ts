import path from 'node:path'
import { expect, test } from '@playwright/test'
import { builtPages, templateName } from '../../bench/lib/page-weight'
import { sample, table } from './route-table'
import { screenshotDir } from './screenshots'
import { liveBuild } from './deploys'

/**
 * The page map (./route-table.ts): one sample route per template, with the CMS text it must
 * show. A template that the build uses but the table lacks fails the first test, so a new route
 * cannot go untested.
 */
/** Built by gatsby-plugin-offline for its own use, not a route of the page map. */
const notRoutes = new Set(['offline-app-shell'])

test('every template the build uses has a route in this table', () => {
  const names = builtPages(liveBuild()).map((p) => templateName(p.componentChunkName))
  const built = [...new Set(names)].filter((t) => !notRoutes.has(t))
  expect(built.length).toBeGreaterThan(15)
  expect(built.filter((t) => !table[t]).sort()).toEqual([])
})

for (const [lang, prefix, locale] of [
  ['EN', '', 'en'],
  ['ID', '/id', 'id'],
] as const) {
  test(`${lang}: every route of the table answers 200 with its own CMS content`, async ({ page }) => {
    test.setTimeout(180_000)
    const data = await sample(locale)
    for (const [template, route] of Object.entries(table)) {
      const { path: urlPath, text } = route(data, locale)
      const res = await page.goto(`${prefix}${urlPath}`)
      expect(res?.status(), `${template} ${prefix}${urlPath}`).toBe(200)
      await expect(page.locator('main, body').first(), `${template} ${prefix}${urlPath}`).toContainText(text)
    }
  })
}

test('every route fits a 360 px phone without sideways scrolling; screenshots at 390 and 1280 px for a person to look at', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const data = await sample('en')
  const overflowing: string[] = []
  for (const [template, route] of Object.entries(table)) {
    const { path: urlPath } = route(data, 'en')
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(urlPath)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 360) overflowing.push(`${template} ${urlPath}: ${width} px`)
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width: w, height: h })
      await page.screenshot({ path: path.join(screenshotDir, `${w}`, `${template}.png`) })
    }
  }
  expect(overflowing).toEqual([])
})
