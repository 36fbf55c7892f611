import { expect, test, type Page } from '@playwright/test'
import { formatPrice, t, translator, type Lang } from '../../src/lib/i18n'
import { developmentPath, localizePath, newsPath } from '../../src/lib/routes'
import { developmentPageCase } from '../unit/mortgage-cases'
import { hydrated, siteURL } from './stack'
import { whatsAppStrings } from '../../src/components/WhatsAppButton.strings'
import { mortgageOpenerStrings } from '../../src/components/MortgageOpener.strings'

const whatsAppText = translator(whatsAppStrings)
const mortgageOpenerText = translator(mortgageOpenerStrings)

// The visitor's journey on a phone: header, banner, WhatsApp, the KPR calculator, sharing and the
// structured data of the pages involved.
const phone = { width: 412, height: 860 }
/**
 * The phone header's bound: one row of 44 px touch targets, its padding and the 4 px brand border
 * fit in 72 px, under a twelfth of the screen (it was 156 px with the navigation in it).
 */
const maxHeaderHeight = 72
/** The popup banner may cover at most a quarter of the screen. */
const maxBannerHeight = phone.height / 4

const langs: Lang[] = ['EN', 'ID']
const kirana = developmentPath('residential', 'kirana-hills')
const hotel = developmentPath('hospitalities', 'lestari-grand-hotel')
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((s) => {
    const value = JSON.parse(s) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(value) ? value : [value]
  })

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  for (const lang of langs) {
    test(`a development page keeps the header and the banner small, and its menu works by keyboard (${lang})`, async ({
      page,
    }) => {
      await page.goto(localizePath(kirana, lang))
      await hydrated(page)
      const header = await page.locator('.site-header').boundingBox()
      expect(header!.height).toBeLessThanOrEqual(maxHeaderHeight)
      const banner = page.locator('.popup-banner')
      await expect(banner).toBeVisible()
      const box = await banner.boundingBox()
      expect(box!.height).toBeLessThanOrEqual(maxBannerHeight)
      // The banner has the bottom slot while the page is at its top; the WhatsApp button waits.
      expect(box!.y + box!.height).toBeLessThanOrEqual(phone.height)
      await expect(page.locator('.whatsapp-bar')).toBeHidden()
      // Search is one tap away.
      await expect(page.getByRole('link', { name: t(lang, 'search'), exact: true })).toHaveAttribute(
        'href',
        localizePath('/search/', lang),
      )

      // The menu: a disclosure button, closed at first, the navigation hidden.
      const menu = page.getByRole('button', { name: t(lang, 'menu') })
      const nav = page.getByRole('navigation', { name: t(lang, 'mainNavigation') })
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(menu).toHaveAttribute('aria-controls', 'site-menu')
      await expect(nav).toBeHidden()
      await menu.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      await expect(nav).toBeVisible()
      // The next Tab goes into the menu, and Escape closes it and gives focus back to the button.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('#site-menu'))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(nav).toBeHidden()
      await expect(menu).toBeFocused()
      // Space opens it too; following a link closes it.
      await page.keyboard.press(' ')
      await expect(nav).toBeVisible()
      expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(maxHeaderHeight)
      await nav.getByRole('link').first().click()
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
    })

    test(`WhatsApp opens a chat with the development's name, at the bottom of the screen while scrolling (${lang})`, async ({
      page,
    }) => {
      await page.goto(localizePath(kirana, lang))
      await hydrated(page)
      const link = page.locator('a[data-whatsapp]')
      const href = new URL((await link.getAttribute('href'))!)
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281280002026')
      expect(href.searchParams.get('text')).toBe(whatsAppText(lang, 'interestedIn', { name: 'Kirana Hills' }))
      // Scrolled down the page, it is still on the screen.
      await page.locator('#enquiry').scrollIntoViewIfNeeded()
      await expect(link).toBeInViewport()
      // A development with its own number overrides the site's.
      await page.goto(localizePath(hotel, lang))
      await hydrated(page)
      const own = new URL((await page.locator('a[data-whatsapp]').getAttribute('href'))!)
      expect(own.pathname).toBe('/6281190003030')
      expect(own.searchParams.get('text')).toContain('Lestari Grand Hotel')
    })
  }
})

for (const lang of langs) {
  test(`the KPR calculator loads on demand and shows the instalments worked by hand (${lang})`, async ({ page }) => {
    const calculatorScripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') calculatorScripts.push(r.url())
    })
    await page.goto(localizePath(kirana, lang))
    await hydrated(page)
    const before = calculatorScripts.length
    await expect(page.locator('.kpr__calculator')).toHaveCount(0)
    await page.getByRole('button', { name: mortgageOpenerText(lang, 'openCalculator') }).click()
    const calculator = page.locator('.kpr__calculator')
    await expect(calculator).toBeVisible()
    // Its code came with the click.
    expect(calculatorScripts.length).toBeGreaterThan(before)
    // Prefilled from the first unit type's price in the CMS (Type Aster, 1,250,000,000).
    await expect(calculator.locator('input[name="price"]')).toHaveValue(
      lang === 'ID' ? '1.250.000.000' : '1,250,000,000',
    )
    const { input, fixed, floating } = developmentPageCase
    for (const [name, value] of Object.entries(input))
      await calculator.locator(`input[name="${name}"]`).fill(String(value))
    const shown = (what: string) => async () => text(await calculator.locator(`[data-kpr="${what}"]`).textContent())
    await expect.poll(shown('loan')).toBe(text(formatPrice(800_000_000, 'IDR', lang)))
    await expect.poll(shown('fixed')).toBe(text(formatPrice(fixed, 'IDR', lang)))
    await expect.poll(shown('floating')).toBe(text(formatPrice(floating, 'IDR', lang)))
    expect(await shown('fixed')()).toMatch(lang === 'ID' ? /^Rp 6\.750\.855$/ : /^IDR 6,750,855$/)
  })

  test(`structured data and share links of a development and an article (${lang})`, async ({ page, request }) => {
    await page.goto(localizePath(kirana, lang))
    const url = `${siteURL}${localizePath(kirana, lang)}`
    let data = await jsonLd(page)
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item?: string }[]
    }
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2, 3, 4])
    expect(crumbs.itemListElement[0].item).toBe(`${siteURL}${localizePath('/', lang)}`)
    expect(crumbs.itemListElement[3].name).toBe('Kirana Hills')
    const products = data.filter((d) => d['@type'] === 'Product') as {
      name: string
      offers: { price: number; priceCurrency: string; url: string }
    }[]
    const asterName = `${lang === 'ID' ? 'Tipe' : 'Type'} Aster 6x15 · Kirana Hills`
    expect(products.map((p) => p.name)).toContain(asterName)
    const aster = products.find((p) => p.name === asterName)!
    expect(aster.offers).toMatchObject({ '@type': 'Offer', price: 1_250_000_000, priceCurrency: 'IDR' })
    expect(aster.offers.url).toBe(`${siteURL}${localizePath('/compare-unit/kirana-hills-aster/', lang)}`)
    // One separator between crumbs: drawn once, by one stylesheet.
    const separators = await page
      .locator('.breadcrumbs li')
      .evaluateAll((items) =>
        items.map(
          (li) =>
            [getComputedStyle(li, '::before').content, getComputedStyle(li, '::after').content].filter(
              (c) => c !== 'none' && c !== 'normal',
            ).length,
        ),
      )
    expect(separators).toEqual([0, 1, 1, 1])
    await expectShareLinks(page, url)

    const article = localizePath(newsPath('car-free-day'), lang)
    await page.goto(article)
    data = await jsonLd(page)
    const news = data.find((d) => d['@type'] === 'NewsArticle') as {
      publisher: { logo: { '@type': string; url: string } }
    }
    expect(news.publisher.logo['@type']).toBe('ImageObject')
    expect(news.publisher.logo.url).toMatch(/^https?:\/\//)
    const logo = await request.get(new URL(news.publisher.logo.url).pathname)
    expect(logo.status()).toBe(200)
    expect(logo.headers()['content-type']).toContain('image/png')
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
    await expectShareLinks(page, `${siteURL}${article}`)
  })
}

async function expectShareLinks(page: Page, url: string) {
  const share = page.locator('.share')
  const hrefs = await share.locator('a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.map((h) => new URL(h).hostname)).toEqual(['wa.me', 'www.facebook.com', 'x.com', 'www.linkedin.com'])
  for (const href of hrefs) expect(decodeURIComponent(href)).toContain(url)
  // Copy link: the Clipboard API, and a visible confirmation.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await hydrated(page)
  await share.getByRole('button').click()
  await expect(share.getByRole('status')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
}

test("the footer's phone link has no spaces; the WhatsApp link is the site's number", async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.site-footer a[href^="tel:"]')).toHaveAttribute('href', 'tel:+622155500000')
  await expect(page.locator('.site-footer a[href^="https://wa.me/"]')).toHaveAttribute(
    'href',
    'https://wa.me/6281280002026',
  )
})

test('on a wide screen the navigation is in the header and the menu button is not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(localizePath(kirana, 'EN'))
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.locator('#header-search-q')).toBeVisible()
})
