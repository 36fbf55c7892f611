import { expect, test } from '@playwright/test'
import { cmsQuery } from './stack'

type Page = { slug: string; title: string; parent: { slug: string; title: string } | null }
const pages = (locale: 'en' | 'id') =>
  cmsQuery<{ Pages: { docs: Page[] } }>(
    `query($locale: LocaleInputType) { Pages(locale: $locale, limit: 100) { docs { slug title parent { slug title } } } }`,
    { locale },
  ).then((r) => r.Pages.docs.filter((p) => p.slug !== 'home'))

for (const [lang, prefix, locale] of [
  ['EN', '', 'en'],
  ['ID', '/id', 'id'],
] as const) {
  test(`${lang}: every general page and sub page of the CMS is built at its path, with breadcrumbs`, async ({
    page,
  }) => {
    const docs = await pages(locale)
    expect(docs.length).toBeGreaterThanOrEqual(6)
    expect(docs.some((d) => d.parent)).toBe(true)
    for (const doc of docs) {
      const urlPath = `${prefix}${doc.parent ? `/${doc.parent.slug}` : ''}/${doc.slug}/`
      const res = await page.goto(urlPath)
      expect(res?.status(), urlPath).toBe(200)
      await expect(page.locator('h1')).toHaveText(doc.title)
      const crumbs = page.locator('.breadcrumbs li')
      await expect(crumbs.last()).toHaveText(doc.title)
      if (doc.parent) {
        await expect(crumbs.nth(1)).toHaveText(doc.parent.title)
        await expect(crumbs.nth(1).locator('a')).toHaveAttribute('href', `${prefix}/${doc.parent.slug}/`)
      }
    }
  })

  test(`${lang}: terms and conditions lists its sections and each entry jumps to its heading`, async ({ page }) => {
    await page.goto(`${prefix}/terms-and-conditions/`)
    const entries = page.locator('.terms__toc li a')
    const headings = page.locator('.rich-text h2')
    expect(await entries.count()).toBeGreaterThanOrEqual(3)
    await expect(entries).toHaveText(await headings.allTextContents())
    const target = await entries.nth(1).getAttribute('href')
    await expect(page.locator(`[id="${target!.slice(1)}"]`)).toHaveText((await headings.nth(1).textContent()) as string)
  })
}

test('thank-you and the experiment sandbox: both are kept out of search engines (and the site search), and shown', async ({
  page,
}) => {
  // The thank-you page confirms a form sent: nothing a search should lead to.
  for (const path of ['/experiment/', '/thank-you/']) {
    await page.goto(path)
    await expect(page.locator('h1')).not.toBeEmpty()
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
  }
})
