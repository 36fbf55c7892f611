import { expect, test, type Page } from '@playwright/test'
import { t, translator, type Lang } from '../../src/lib/i18n'
import { developmentPath, facilitiesPath, localizePath, newsPath } from '../../src/lib/routes'
import { enquiryFormStrings } from '../../src/components/EnquiryForm.strings'
import { mortgageCalculatorStrings } from '../../src/components/MortgageCalculator.strings'
import { mortgageOpenerStrings } from '../../src/components/MortgageOpener.strings'
import { accountStrings } from '../../src/templates/accounts.strings'
import { axeViolations } from './axe'
import { clientHeaders, hydrated, newClientAddress } from './stack'

const enquiryText = translator(enquiryFormStrings)
const calculatorText = translator(mortgageCalculatorStrings)
const openerText = translator(mortgageOpenerStrings)
const accountText = translator(accountStrings)

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true })

// The phone layout (issue 33, item 3) on a small and a common phone, in both languages.
const phones = [
  { width: 360, height: 640 },
  { width: 412, height: 860 },
]
const langs: Lang[] = ['EN', 'ID']
const kirana = developmentPath('residential', 'kirana-hills')

/**
 * The height of the screen that fixed and sticky elements cover: the union of their vertical
 * spans on the screen, so that two side by side in one slot count once.
 */
const barsHeight = (page: Page) =>
  page.evaluate(() => {
    const spans: [number, number][] = []
    for (const el of document.querySelectorAll('body *')) {
      const { position } = getComputedStyle(el)
      if (position !== 'fixed' && position !== 'sticky') continue
      const box = el.getBoundingClientRect()
      const top = Math.max(0, box.top)
      const bottom = Math.min(window.innerHeight, box.bottom)
      if (box.width > 0 && bottom > top) spans.push([top, bottom])
    }
    spans.sort((a, b) => a[0] - b[0])
    let covered = 0
    let reached = 0
    for (const [top, bottom] of spans) {
      if (bottom <= reached) continue
      covered += bottom - Math.max(top, reached)
      reached = bottom
    }
    return covered
  })

/** The boxes of the fixed elements on the screen. */
const fixedBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).position === 'fixed')
      .map((el) => el.getBoundingClientRect().toJSON() as DOMRect)
      .filter((box) => box.width > 0 && box.height > 0),
  )

/** True when the centre of the element is the element itself (or inside it) to a tap: nothing covers it. */
const tappable = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([selector, index]) => {
      const el = document.querySelectorAll(selector as string)[index as number] as HTMLElement
      const box = el.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return !!hit && (el === hit || el.contains(hit))
    },
    [selector, index] as const,
  )

/** A phone screenshot to look at, when PHONE_SHOTS names a folder. */
const shot = async (page: Page, name: string) => {
  if (process.env.PHONE_SHOTS)
    await page.screenshot({ path: `${process.env.PHONE_SHOTS}/${name.replace(/\s+/g, '-')}.png` })
}

const noAxeViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([])

for (const phone of phones) {
  for (const lang of langs) {
    const tag = `${phone.width}x${phone.height} ${lang}`
    test.describe(tag, () => {
      test.use({ viewport: phone })

      test('the fixed bars take at most a fifth of the screen, the site name is whole, the end of the page is clear', async ({
        page,
      }) => {
        await page.goto(localizePath(kirana, lang))
        await hydrated(page)
        const limit = phone.height / 5
        // At the top: the header and the announcement; the announcement has the bottom slot, its
        // title whole (not cut by its line clamp) and its link a 44 px target.
        await expect(page.locator('.popup-banner')).toBeVisible()
        const title = page.locator('.popup-banner__title')
        expect(
          await title.evaluate((el) => el.scrollHeight - el.clientHeight),
          await title.innerText(),
        ).toBeLessThanOrEqual(1)
        const link = await page.locator('.popup-banner .button').boundingBox()
        expect(Math.min(link!.width, link!.height)).toBeGreaterThanOrEqual(44)
        await expect(page.locator('.whatsapp-bar')).toBeHidden()
        expect(await barsHeight(page)).toBeLessThanOrEqual(limit)
        await shot(page, `development-top-${tag}`)
        // Scrolled on: the announcement has left, the round WhatsApp button is in reach.
        await page.locator('#enquiry').scrollIntoViewIfNeeded()
        await expect(page.locator('.popup-banner')).toBeHidden()
        await expect(page.locator('a[data-whatsapp]')).toBeInViewport()
        expect(await barsHeight(page)).toBeLessThanOrEqual(limit)
        await shot(page, `development-scrolled-${tag}`)
        // A unit chosen to compare: its tray shares the bottom slot with the WhatsApp button.
        await page.locator('.add-to-compare').first().click()
        await page.locator('#enquiry').scrollIntoViewIfNeeded()
        const tray = page.locator('.compare-tray')
        await expect(tray).toBeInViewport()
        expect(await tappable(page, '.compare-tray__compare', 0)).toBe(true)
        expect(await tappable(page, 'a[data-whatsapp]', 0)).toBe(true)
        expect(await barsHeight(page)).toBeLessThanOrEqual(limit)
        await shot(page, `development-tray-${tag}`)
        // The footer's last line is under no fixed bar at the end of the page.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const last = await page.locator('.site-footer__copy').boundingBox()
        expect(last!.y + last!.height).toBeLessThanOrEqual(phone.height)
        for (const box of await fixedBoxes(page))
          expect(box.top >= last!.y + last!.height || box.bottom <= last!.y).toBe(true)
        await shot(page, `development-end-${tag}`)
        // The site's name is neither cut nor under the header's buttons.
        const name = await page.locator('.brand span').evaluate((span) => {
          const next = span.closest('.brand')!.nextElementSibling!.getBoundingClientRect()
          return {
            fits: span.scrollWidth <= span.clientWidth,
            ellipsis: getComputedStyle(span).textOverflow === 'ellipsis',
            clear: span.getBoundingClientRect().right <= next.left,
          }
        })
        expect(name).toEqual({ fits: true, ellipsis: false, clear: true })
      })

      test('every item of the menu is tappable, scrolled to, above the bars', async ({ page }) => {
        await page.goto(localizePath(kirana, lang))
        await hydrated(page)
        await page.getByRole('button', { name: t(lang, 'menu') }).click()
        const menu = page.locator('#site-menu')
        await expect(menu).toBeVisible()
        // The menu ends on the screen and scrolls when it is taller.
        const sizes = await menu.evaluate((el) => ({
          bottom: el.getBoundingClientRect().bottom,
          scrolls: el.scrollHeight <= el.clientHeight || getComputedStyle(el).overflowY === 'auto',
        }))
        expect(sizes.bottom).toBeLessThanOrEqual(phone.height)
        expect(sizes.scrolls).toBe(true)
        const items = '#site-menu a, #site-menu input, #site-menu button'
        const count = await page.locator(items).count()
        expect(count).toBeGreaterThan(5)
        for (let i = 0; i < count; i++) {
          const item = page.locator(items).nth(i)
          await item.scrollIntoViewIfNeeded()
          expect(
            await tappable(page, items, i),
            `${(await item.textContent()) || (await item.getAttribute('name'))}`,
          ).toBe(true)
        }
        // The last one, "Log in", is under the visitor's finger.
        await expect(page.locator(items).last()).toHaveText(t(lang, 'login'))
        await shot(page, `menu-end-${tag}`)
        await noAxeViolations(page)
      })

      test("the enquiry's confirmation is shown in view, with the focus", async ({ page }) => {
        await page.goto(localizePath(kirana, lang))
        await hydrated(page)
        await page.locator('#enquiry').scrollIntoViewIfNeeded()
        const form = page.locator('form[data-form="enquiry"][data-ready]')
        await expect(form).toBeVisible()
        const name = `Phone buyer ${phone.width} ${lang} ${Date.now()}`
        await form.locator('#enquiry-name').fill(name)
        await form.getByRole('radio', { name: enquiryText(lang, 'replyByWhatsApp') }).check()
        await form.locator('#enquiry-phone').fill('+62 812 5555 0102')
        await form.locator('#enquiry-consent').check()
        await form.getByRole('button', { name: enquiryText(lang, 'sendEnquiry') }).click()
        const status = form.getByRole('status')
        await expect(status).toContainText(name)
        await expect(page.locator('#enquiry-status')).toBeFocused()
        // Whole on the screen, between the header and the bottom slot.
        const box = (await page.locator('#enquiry-status').boundingBox())!
        const header = (await page.locator('.site-header').boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height - (await barsBelow(page)))
        await shot(page, `enquiry-sent-${tag}`)
        await noAxeViolations(page)
      })

      test('the KPR money fields are grouped as typed, parsed back, and Calculate shows the result', async ({
        page,
      }) => {
        await page.goto(localizePath(kirana, lang))
        await hydrated(page)
        await page.getByRole('button', { name: openerText(lang, 'openCalculator') }).click()
        const calculator = page.locator('.kpr__calculator')
        const price = calculator.locator('input[name="price"]')
        const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ID' ? '.' : ',')
        await expect(price).toHaveValue(group('1250000000'))
        await expect(calculator.locator('input[name="downPayment"]')).toHaveValue(group('250000000'))
        // Typed digit by digit, grouped as it goes.
        await price.fill('')
        await price.pressSequentially('1500000000')
        await expect(price).toHaveValue(group('1500000000'))
        // A digit typed in the middle: the caret stays after it; Backspace takes it away again.
        await price.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3)) // after "1,5"
        await page.keyboard.type('2')
        await expect(price).toHaveValue(group('15200000000'))
        expect(await price.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4) // after "15,2"
        await page.keyboard.press('Backspace')
        await expect(price).toHaveValue(group('1500000000'))
        expect(await price.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3)
        // The value parsed back: 1,500,000,000 less the 250,000,000 down payment.
        await expect(calculator.locator('[data-kpr="loan"]')).toContainText(group('1250000000'))
        await calculator.getByRole('button', { name: calculatorText(lang, 'calculate') }).click()
        const result = calculator.locator('.kpr__result')
        await expect(result).toBeFocused()
        const box = (await result.boundingBox())!
        expect(box.y).toBeGreaterThanOrEqual(0)
        expect(box.y + Math.min(box.height, 120)).toBeLessThanOrEqual(phone.height - (await barsBelow(page)))
        await shot(page, `kpr-result-${tag}`)
        await noAxeViolations(page)
      })

      test('nothing fixed covers a field being filled in; map pins stay under the header; hearts are whole tap targets; long words wrap', async ({
        page,
      }) => {
        await page.goto(localizePath(kirana, lang))
        await hydrated(page)
        // Every field of the calculator and the enquiry form, focused in turn: on the screen, under
        // nothing fixed or sticky (the header, the bottom slot's buttons).
        await page.getByRole('button', { name: openerText(lang, 'openCalculator') }).click()
        await expect(page.locator('.kpr__calculator input[name="price"]')).toBeVisible()
        await page.locator('#enquiry').scrollIntoViewIfNeeded()
        await expect(page.locator('form[data-form="enquiry"][data-ready]')).toBeVisible()
        const fields = page.locator(
          ':is(.kpr__calculator, form[data-form="enquiry"]) :is(input:not([type="hidden"]), select, textarea, button)',
        )
        const count = await fields.count()
        expect(count).toBeGreaterThan(8)
        for (let i = 0; i < count; i++) {
          const field = fields.nth(i)
          if (!(await field.isVisible())) continue
          // From elsewhere (the calculator focuses its first field when it opens): focus scrolls only when it moves.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
          await field.focus()
          // Polled: the page scrolls smoothly to a field that takes the focus.
          await expect
            .poll(
              () =>
                field.evaluate((el) => {
                  const box = el.getBoundingClientRect()
                  const found: string[] = []
                  if (box.top < 0 || box.bottom > window.innerHeight) found.push('off the screen')
                  for (const other of document.querySelectorAll('body *')) {
                    const { position, display, visibility } = getComputedStyle(other)
                    if (
                      (position !== 'fixed' && position !== 'sticky') ||
                      display === 'none' ||
                      visibility === 'hidden'
                    )
                      continue
                    if (other.contains(el)) continue
                    const o = other.getBoundingClientRect()
                    if (
                      o.width &&
                      o.height &&
                      o.left < box.right &&
                      o.right > box.left &&
                      o.top < box.bottom &&
                      o.bottom > box.top
                    )
                      found.push(`${other.tagName.toLowerCase()}.${[...other.classList].join('.')}`)
                  }
                  return found
                }),
              { message: `${(await field.getAttribute('name')) ?? (await field.textContent())} (${i}) is covered` },
            )
            .toEqual([])
        }
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

        // The hearts on the unit types' cards and the page: 44 x 44 px at least.
        for (const box of await page
          .locator('.save-button')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.width).toBeGreaterThanOrEqual(44)
          expect(box.height).toBeGreaterThanOrEqual(44)
        }

        // A map pin scrolled under the sticky header stays under it.
        // (The map loads once it is near the screen.)
        await page.locator('.development__map').scrollIntoViewIfNeeded()
        const marker = page.locator('.development__map .leaflet-marker-icon').first()
        await expect(marker).toBeVisible({ timeout: 30_000 })
        await marker.scrollIntoViewIfNeeded()
        const header = (await page.locator('.site-header').boundingBox())!
        const pin = (await marker.boundingBox())!
        await page.mouse.wheel(0, pin.y + pin.height / 2 - (header.y + header.height / 2))
        await expect
          .poll(() =>
            marker.evaluate((el) => {
              const box = el.getBoundingClientRect()
              const header = document.querySelector('.site-header')!
              const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
              const under = header.getBoundingClientRect()
              return box.top + box.height / 2 < under.bottom && box.top + box.height / 2 > under.top
                ? header.contains(at)
                : 'not under the header yet'
            }),
          )
          .toBe(true)

        // A long address in a confirmation wraps within the screen (registered from an address of
        // its own, to leave the suite's registrations their budget).
        await page.setExtraHTTPHeaders(clientHeaders(newClientAddress()))
        await page.goto(localizePath('/register/', lang))
        await hydrated(page)
        const email = `a.very.long.address.for.a.buyer.${phone.width}.${Date.now()}@lestari-city-residences.example`
        const register = page.locator('form[data-form="register"]')
        await register.getByLabel(accountText(lang, 'name')).fill('Panjang')
        await register.getByLabel(accountText(lang, 'email')).fill(email)
        await register.getByLabel(accountText(lang, 'password'), { exact: true }).fill('long-address-2026')
        await register.getByLabel(accountText(lang, 'passwordRepeat')).fill('long-address-2026')
        await register.getByRole('button', { name: accountText(lang, 'createAccount') }).click()
        const confirmation = page.getByRole('status').filter({ hasText: email })
        await expect(confirmation).toBeVisible({ timeout: 15_000 })
        expect(await confirmation.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(phone.width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
        await shot(page, `register-long-email-${tag}`)
      })

      test('a news article shows its lead paragraph once', async ({ page }) => {
        await page.goto(localizePath(newsPath('car-free-day'), lang))
        const lead = (await page.locator('.lead').textContent())!.trim()
        expect(lead.length).toBeGreaterThan(20)
        const same = await page
          .locator('main p')
          .evaluateAll((ps, lead) => ps.filter((p) => p.textContent?.trim() === lead).length, lead)
        expect(same).toBe(1)
        await shot(page, `news-article-${tag}`)
      })

      test('facilities are filtered by category, in the address', async ({ page }) => {
        await page.goto(localizePath(facilitiesPath, lang))
        await hydrated(page)
        const chips = page.locator('.facility-categories a')
        await expect(chips.first()).toHaveAttribute('aria-current', 'true')
        const chip = chips.nth(1)
        const [, title, count] = (await chip.textContent())!.match(/^(.*) \((\d+)\)$/)!
        await chip.click()
        await expect(page).toHaveURL(/\?category=[a-z0-9-]+$/)
        await expect(chip).toHaveAttribute('aria-current', 'true')
        const eyebrows = page.locator('.facilities .card .eyebrow')
        await expect(eyebrows).toHaveCount(Number(count))
        expect(new Set(await eyebrows.allTextContents())).toEqual(new Set([title]))
        await expect(page.locator('.facilities h2')).toHaveText([title])
        await shot(page, `facilities-category-${tag}`)
        await noAxeViolations(page)
        // The address alone shows the same list.
        await page.reload()
        await hydrated(page)
        await expect(eyebrows).toHaveCount(Number(count))
        await expect(chip).toHaveAttribute('aria-current', 'true')
        // And "All" shows every category again.
        await chips.first().click()
        await expect(page).toHaveURL(new RegExp(`${facilitiesPath}$`))
        expect((await page.locator('.facilities h2').count()) > 1).toBe(true)
      })
    })
  }
}

/** The height of the fixed elements that touch the bottom of the screen. */
const barsBelow = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('body *')]
        .filter((el) => getComputedStyle(el).position === 'fixed')
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.height > 0 && box.bottom >= window.innerHeight - 16)
        .map((box) => window.innerHeight - box.top),
    ),
  )
