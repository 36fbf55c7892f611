import fs from 'node:fs'
import path from 'node:path'
import os from 'node:os'
import { chromium, expect, test } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../browser'
import { liveBuild } from './deploys'
import { axeViolations } from './axe'
import { controlled, hydrated } from './stack'

// axe-core is injected as an inline script (./axe), which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true })

/** One address of each template, found in the built site's sitemap. */
function templatePages(): [string, string][] {
  const sitemap = fs.readFileSync(path.join(liveBuild(), 'sitemap.xml'), 'utf8')
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1])
    .filter((p) => !p.startsWith('/id/'))
  const first = (re: RegExp) => {
    const found = paths.find((p) => re.test(p))
    if (!found) throw new Error(`No page in the sitemap matches ${re}`)
    return found
  }
  return [
    ['home', '/'],
    ['news list', '/news/'],
    ['news article', first(/^\/news\/(?!category\/)[^/]+\/$/)],
    ['development list', '/development/residential/'],
    ['homes for sale', '/homes/'],
    ['development detail', first(/^\/development\/residential\/[^/]+\/$/)],
    ['facility', first(/^\/facilities\/[^/]+\/$/)],
    ['partner', first(/^\/our-partners\/[^/]+\/$/)],
    ['access', first(/^\/access\/[^/]+\/$/)],
    ['compare unit', first(/^\/compare-unit\/[^/]+\/$/)],
    ['general page', '/about/'],
    ['sub page', first(/^\/about\/[^/]+\/$/)],
    ['terms', '/terms-and-conditions/'],
    ['social media', '/social-media/'],
    ['subscribe', '/subscribe/'],
    ['login', '/login/'],
    ['register', '/register/'],
    ['search', '/search/?q=lake'],
    ['not found', '/404/'],
  ]
}

/** Screens of a visitor's task, without the popup banner (gatsby/pages.ts utilityScreens). */
const taskScreens = ['login', 'register', 'search']

test.describe('axe-core finds no violations', () => {
  test.describe.configure({ timeout: 180_000 })
  for (const lang of ['EN', 'ID'] as const) {
    test(`on every template in ${lang}`, async ({ page }) => {
      const found: string[] = []
      for (const [name, url] of templatePages()) {
        const address = lang === 'ID' ? `/id${url}` : url
        await page.goto(address)
        await hydrated(page)
        // The popup banner is part of every page but the task screens (search, accounts): scanned too.
        if (!taskScreens.includes(name)) await expect(page.locator('.popup-banner')).toBeVisible()
        for (const v of await axeViolations(page)) found.push(`${name} ${address}: ${v}`)
      }
      expect(found).toEqual([])
    })
  }
})

test('every interactive element of the home page is reached by Tab and shows a visible focus', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const seen = new Set<string>()
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return {
        key: `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 40) ?? ''} ${Math.round(box.top + window.scrollY)}`,
        visible: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none',
        inView: box.width > 0 && box.height > 0,
      }
    })
    if (!focus) continue
    expect(focus.visible, `visible focus on ${focus.key}`).toBe(true)
    expect(focus.inView, `focused element is shown: ${focus.key}`).toBe(true)
    seen.add(focus.key)
  }
  // The skip link, the navigation, the language switch, content links and the banner's close button.
  const keys = [...seen].join('\n')
  expect(keys).toContain('Skip to content')
  expect(keys).toContain('BUTTON')
  expect(seen.size).toBeGreaterThan(10)
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/news/')
  await hydrated(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
})

test('the popup banner: on by default, closed by keyboard for the whole session, translated', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const banner = page.getByRole('complementary', { name: 'Vanya Lakeside Homes: new cluster now open' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'See the homes' })).toHaveAttribute(
    'href',
    '/development/residential/vanya-lakeside-homes/',
  )
  const close = banner.getByRole('button', { name: 'Close the announcement' })
  await close.focus()
  await page.keyboard.press('Enter')
  await expect(banner).toHaveCount(0)
  await expect(page.locator('main#main')).toBeFocused()
  expect(await page.evaluate(() => sessionStorage.getItem('bsd-popup-banner'))).toBe('off')
  // Stays closed on other pages and reloads of the session, in either language.
  await page.locator('header a[href="/news/"]').first().click()
  await expect(page.locator('main h1')).toHaveText('News')
  await expect(page.locator('.popup-banner')).toHaveCount(0)
  await page.goto('/id/')
  await hydrated(page)
  await expect(page.locator('.popup-banner')).toHaveCount(0)
  // A new session shows it again, in Indonesian on Indonesian pages; Esc closes it too.
  const fresh = await page.context().browser()!.newPage()
  await fresh.goto(page.url())
  await hydrated(fresh)
  const id = fresh.getByRole('complementary', { name: 'Vanya Lakeside Homes: klaster baru telah dibuka' })
  await expect(id).toBeVisible()
  await expect(id.getByRole('button', { name: 'Tutup pengumuman' })).toBeVisible()
  await id.getByRole('link', { name: 'Lihat rumahnya' }).focus()
  await fresh.keyboard.press('Escape')
  await expect(id).toHaveCount(0)
  await fresh.close()
})

/** WCAG relative luminance contrast of two #rrggbb colours. */
const contrast = (a: string, b: string) => {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

test('the brand orange is only paired with colours that pass WCAG AA', async ({ page }) => {
  const css = fs.readFileSync(path.join(process.cwd(), 'src', 'styles', 'global.css'), 'utf8')
  const vars = Object.fromEntries(
    [...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]),
  )
  expect(vars.brand).toBe('#f79226')
  // Text on orange buttons is ink; orange never carries white text; links use the darker orange.
  expect(contrast(vars.brand, vars.ink)).toBeGreaterThanOrEqual(4.5)
  expect(contrast(vars['brand-dark'], vars.paper)).toBeGreaterThanOrEqual(4.5)
  expect(contrast(vars['brand-dark'], vars.soft)).toBeGreaterThanOrEqual(4.5)
  expect(contrast(vars.brand, '#ffffff')).toBeLessThan(4.5) // why white on orange is never used
  // And in the browser: the computed colours of an orange button.
  await page.goto('/')
  await hydrated(page)
  const [fg, bg] = await page
    .locator('.popup-banner .button')
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
  const hex = (rgb: string) =>
    '#' +
    rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')
  expect(hex(bg)).toBe('#f79226')
  expect(contrast(hex(fg), hex(bg))).toBeGreaterThanOrEqual(4.5)
})

test('installable: Chromium reports no installability errors once the service worker runs', async ({ baseURL }) => {
  // Chromium never offers installation in an incognito profile, which Playwright's contexts are: use a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
    // The suite turns the worker off by default (tests/playwright.config.ts); it is what this test is about.
    serviceWorkers: 'allow',
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/')
  await hydrated(page)
  await controlled(page)
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    display: 'standalone',
    start_url: '/',
    theme_color: '#f79226',
    background_color: '#f79226',
  })
  const cdp = await context.newCDPSession(page)
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
    .toEqual([])
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
})
