import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { developmentListPath, developmentPath, localizePath } from '../../src/lib/routes'
import { cmsQuery, testTilePort } from './stack'
import { liveBuild } from './deploys'

type Located = { id: number; slug: string; title: string; location: { lat: number; lng: number } | null }
type Project = Located & { kind: string; nearbyFacilities: Located[] | null }

const projects = async (locale: 'en' | 'id') =>
  (
    await cmsQuery<{ Projects: { docs: Project[] } }>(
      `query($locale: LocaleInputType) {
    Projects(locale: $locale, limit: 100) { docs { id slug title kind location { lat lng } nearbyFacilities { id slug title location { lat lng } } } }
  }`,
      { locale },
    )
  ).Projects.docs

/** The files of Leaflet's chunk, as the site build named them. */
const leafletFiles = () => {
  const stats = JSON.parse(fs.readFileSync(path.join(liveBuild(), 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>
  }
  return stats.namedChunkGroups['block-map-leaflet'].assets
    .map((a) => `/${typeof a === 'string' ? a : a.name}`)
    .filter((f) => f.endsWith('.js'))
}

/** Opens a page and notes every request for Leaflet's chunk. */
async function openWatchingLeaflet(page: Page, url: string) {
  const files = leafletFiles()
  expect(files.length).toBeGreaterThan(0)
  const requested: string[] = []
  page.on('request', (r) => {
    if (files.includes(new URL(r.url()).pathname)) requested.push(r.url())
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  return requested
}

test('a development page shows the development and its nearby facilities on a map, loaded only on scroll', async ({
  page,
}) => {
  const all = await projects('en')
  const project = all.find((p) => p.location && (p.nearbyFacilities ?? []).filter((f) => f.location).length >= 2)
  expect(project, 'a seeded development with coordinates and nearby facilities').toBeTruthy()
  const facilities = project!.nearbyFacilities!.filter((f) => f.location)
  const requested = await openWatchingLeaflet(page, developmentPath(project!.kind.replace(/_/g, '-'), project!.slug))
  const map = page.locator('.development__map')
  await expect(map).toHaveAttribute('aria-label', `Map: ${project!.title}`)
  expect(requested, 'no Leaflet before the map is near the viewport').toEqual([])
  await expect(map.locator('.leaflet-container')).toHaveCount(0)

  await map.scrollIntoViewIfNeeded()
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1 + facilities.length)
  expect(requested.length).toBeGreaterThan(0)
  await expect(map.locator('.map-marker--development')).toHaveAttribute('title', project!.title)
  for (const f of facilities) await expect(map.locator(`.map-marker--facility[title="${f.title}"]`)).toHaveCount(1)
  const tile = map.locator('img.leaflet-tile-loaded').first()
  await expect(tile).toBeVisible()
  expect(await tile.getAttribute('src')).toMatch(new RegExp(`^http://localhost:${testTilePort}/tiles/`))
  // A marker's popup leads to the facility's page.
  await map.locator(`.map-marker--facility[title="${facilities[0].title}"]`).click()
  await expect(map.locator('.leaflet-popup-content a')).toHaveAttribute('href', `/facilities/${facilities[0].slug}/`)
})

for (const [lang, locale] of [
  ['EN', 'en'],
  ['ID', 'id'],
] as const) {
  test(`${lang}: the residential list shows one marker per development on one map`, async ({ page }) => {
    const residential = (await projects(locale)).filter((p) => p.kind === 'residential' && p.location)
    expect(residential.length).toBeGreaterThan(1)
    const requested = await openWatchingLeaflet(page, localizePath(developmentListPath('residential'), lang))
    expect(requested, 'no Leaflet before the map is near the viewport').toEqual([])
    const section = page.locator('.developments__map')
    await section.scrollIntoViewIfNeeded()
    const markers = section.locator('.leaflet-marker-icon.map-marker--development')
    await expect(markers).toHaveCount(residential.length)
    expect((await markers.evaluateAll((els) => els.map((e) => e.getAttribute('title')))).sort()).toEqual(
      residential.map((p) => p.title).sort(),
    )
    await markers.first().click()
    await expect(section.locator('.leaflet-popup-content a')).toHaveAttribute(
      'href',
      /\/development\/residential\/[^/]+\/$/,
    )
    if (lang === 'ID') await expect(section.locator('h2')).toHaveText('Di peta')
  })
}
