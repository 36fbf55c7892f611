import { expect, test, type Page } from '@playwright/test'
import { t } from '../../src/lib/i18n'
import { developmentListPath, developmentPath, localizePath, newsPath } from '../../src/lib/routes'
import { cmsQuery, hydrated } from './stack'

/**
 * Static parts (src/components/StaticPart.tsx) keep the server's HTML while the page is taken over
 * and render themselves only later: on a client-side navigation they must show the new page in
 * full, and their links must go through the router.
 */

type Win = Window & { ___navigate: (to: string) => void; __samePage?: boolean }

type Content = {
  Projects: { docs: { slug: string; kind: string; description: unknown; gallery: unknown[] | null; nearbyFacilities: unknown[] | null }[] }
  Posts: { docs: { slug: string; relatedProjects: unknown[] | null }[] }
}

const content = () =>
  cmsQuery<Content>(`{
    Projects(limit: 100) { docs { slug kind description gallery { caption } nearbyFacilities { id } } }
    Posts(limit: 100) { docs { slug relatedProjects { id } } }
  }`)

/** What a visitor reads and follows in each static part of the page, in page order. */
const staticParts = '.site-footer, nav[aria-label="Breadcrumb"], .hero, .development__overview, .rich-text, '
  + 'section[aria-labelledby="gallery-heading"], section[aria-labelledby="facilities-heading"], '
  + 'section[aria-labelledby="brochures-heading"], section[aria-labelledby="related-heading"], '
  + 'section[aria-labelledby="featured-heading"], section[aria-labelledby="news-heading"], .block-cover, '
  + '.main-nav, .slider__strip, .block-map__stats, .block-map__places, .block-development__facts'

const readParts = (page: Page) =>
  page.locator(staticParts).evaluateAll((parts) => parts.map((part) => ({
    name: `${part.tagName.toLowerCase()}.${part.className}`,
    text: (part as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
    links: [...part.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    current: [...part.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href')),
    pictures: part.querySelectorAll('img').length,
  })))

/** Open `from` from the server, then go to `to` through the router. */
async function navigateWithin(page: Page, from: string, to: string) {
  await page.goto(from)
  await hydrated(page)
  await page.evaluate(() => { (window as unknown as Win).__samePage = true })
  await page.evaluate((path) => (window as unknown as Win).___navigate(path), to)
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`))
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
}

test('static parts show the whole page after a client-side navigation, as the server renders it', async ({ page }) => {
  const { Projects, Posts } = await content()
  const project = Projects.docs.find((p) => p.description && p.gallery?.length && p.nearbyFacilities?.length)!
  const post = Posts.docs.find((p) => p.relatedProjects?.length)!
  expect(project, 'a demo development with a description, a gallery and nearby facilities').toBeTruthy()
  expect(post, 'a demo article with related developments').toBeTruthy()
  for (const [from, to] of [
    [localizePath(newsPath(post.slug), 'ID'), localizePath(developmentPath(project.kind, project.slug), 'ID')],
    [localizePath(developmentPath(project.kind, project.slug), 'EN'), localizePath(newsPath(post.slug), 'EN')],
    [localizePath(newsPath(post.slug), 'EN'), '/'],
  ]) {
    await page.goto(to)
    const served = await readParts(page)
    const title = await page.locator('main h1').innerText()
    await navigateWithin(page, from, to)
    // Preact renders the new page in one pass: once its title is there, so is the rest.
    await expect(page.locator('main h1')).toHaveText(title)
    const navigated = await readParts(page)
    expect(served.length, `static parts of ${to}`).toBeGreaterThan(3)
    expect(served.every((part) => part.text.length > 0)).toBe(true)
    expect(navigated, `static parts of ${to} reached from ${from}`).toEqual(served)
  }
})

test('links in static parts go through the router', async ({ page }) => {
  const { Projects } = await content()
  const project = Projects.docs.find((p) => p.nearbyFacilities?.length)!
  await page.goto(developmentPath(project.kind, project.slug))
  await hydrated(page)
  await page.evaluate(() => { (window as unknown as Win).__samePage = true })
  // A breadcrumb: the list of all developments.
  await page.locator(`nav[aria-label="Breadcrumb"] a[href="${developmentListPath('details')}"]`).click()
  await expect(page).toHaveURL(/\/development\/details\/$/)
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
  // A link of the footer, still the server's HTML on this page.
  await page.locator('.site-footer a[href="/news/"]').click()
  await expect(page).toHaveURL(/\/news\/$/)
  await expect(page.locator('main h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
  // A link of the main navigation, the server's HTML on a page opened from the server.
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => { (window as unknown as Win).__samePage = true })
  await page.locator('.main-nav a[href="/facilities/"]').click()
  await expect(page).toHaveURL(/\/facilities\/$/)
  await expect(page.locator('.main-nav a[aria-current="page"]')).toHaveAttribute('href', '/facilities/')
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
})

test('the footer follows a change of language', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('.site-footer')).toContainText(t('EN', 'followUs'))
  await page.evaluate(() => { (window as unknown as Win).__samePage = true })
  await page.getByRole('button', { name: new RegExp(t('EN', 'switchLanguage')) }).click()
  await expect(page).toHaveURL(/\/id\/$/)
  await expect(page.locator('.site-footer')).toContainText(t('ID', 'followUs'))
  await expect(page.locator('.site-footer a[href="/id/news/"]')).toHaveCount(1)
  await expect(page.locator('.site-footer a[href="/news/"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as Win).__samePage)).toBe(true)
})
