import { expect, test } from '@playwright/test'
import { ampValidator } from './amp-validator'
import { siteURL } from './stack'

/**
 * The demo article `record-marketing-sales-first-half` has, in its body, a picture from the media
 * library and internal links (links to documents) to two developments (cms/src/seed/steps.ts).
 */
const slug = 'record-marketing-sales-first-half'
const alt = {
  EN: 'Two-storey family homes with red-tiled roofs along a tree-lined street',
  ID: 'Rumah keluarga dua lantai beratap genteng merah di jalan yang rindang',
}

for (const [lang, prefix] of [
  ['EN', ''],
  ['ID', '/id'],
] as const) {
  test(`${lang}: an article's picture and links to developments inside its text render`, async ({ page }) => {
    const res = await page.goto(`${prefix}/news/${slug}/`)
    expect(res?.status()).toBe(200)
    const body = page.locator('.rich-text')
    const picture = body.locator('figure img')
    await expect(picture).toHaveAttribute('alt', alt[lang])
    await expect(picture).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{16}\/\S+ \d+w/)
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const link = body.getByRole('link', { name: 'Kirana Hills' })
    await expect(link).toHaveAttribute('href', `${prefix}/development/residential/kirana-hills/`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/development/residential/kirana-hills/$`))
    await expect(page.locator('h1')).toHaveText('Kirana Hills')
  })
}

test('the AMP version shows the picture inside the text as amp-img and stays valid AMP', async () => {
  const html = await (await fetch(`${siteURL}/news/${slug}/amp/`)).text()
  expect(html).toMatch(new RegExp(`<figure class="rich-text__figure"><amp-img[^>]*alt="${alt.EN}"`))
  expect(html).toContain('href="/development/residential/kirana-hills/"')
  const result = (await ampValidator()).validateString(html)
  expect(result.errors.filter((e) => e.severity === 'ERROR')).toEqual([])
})
