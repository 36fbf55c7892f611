import { expect, test, type Page, type Route } from '@playwright/test'
import { keptUploads } from '../../gatsby/offline-kit'
import { compareTrayStrings } from '../../src/components/CompareTray.strings'
import { enquiryFormStrings } from '../../src/components/EnquiryForm.strings'
import { mortgageOpenerStrings } from '../../src/components/MortgageOpener.strings'
import { formStrings } from '../../src/lib/form.strings'
import { formatPrice, translator, type Lang } from '../../src/lib/i18n'
import { formOutboxKey } from '../../src/lib/site-events'
import { developmentPath, localizePath } from '../../src/lib/routes'
import { chromiumArgs, chromiumPath } from '../browser'
import { developmentPageCase } from '../unit/mortgage-cases'
import { cmsQuery, controlled, hydrated, savedForOffline, staffQuery } from './stack'

// The service worker is what these tests are about (the suite turns it off elsewhere: tests/playwright.config.ts).
// In the whole browser: the headless shell loads a page's lazy pictures at once, where a phone's
// browser leaves those further down for later, and what the worker keeps of them is tested here.
// A trace of a failed try itself (not only of its retry): the phone tests below have failed now and
// then offline with their files kept, and the try that fails is the one to read.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  trace: 'retain-on-failure',
})

/**
 * A saved development page offline (src/lib/keep-offline.ts, src/service-worker/offline-fallback.js):
 * in headless Chromium against the built site and the real service worker.
 */
type Project = {
  id: number
  slug: string
  title: string
  kind: string
  gallery: unknown[]
  unitTypes: { docs: unknown[] }
}

const developmentToSave = async () => {
  const { Projects } = await cmsQuery<{ Projects: { docs: Project[] } }>(`{
    Projects(limit: 100, sort: "slug") { docs { id slug title kind gallery { caption } unitTypes { docs { id } } } }
  }`)
  // The last such development: tests/e2e/enquiries.spec.ts reads the first one's sales team emails.
  const found = Projects.docs.filter((p) => p.gallery.length >= 2 && p.unitTypes.docs.length >= 2).at(-1)
  expect(found, 'a seeded development with a gallery and unit types').toBeTruthy()
  return { ...found!, path: developmentPath(found!.kind.replace(/_/g, '-'), found!.slug) }
}

const keptPictures = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('site-pictures')).keys()).map((r) => r.url))

/** Waits until the worker has kept the page's pictures: their number has stopped growing. */
async function picturesSettled(page: Page) {
  let before = -1
  await expect
    .poll(
      async () => {
        const now = (await keptPictures(page)).length
        const settled = now > 0 && now === before
        before = now
        return settled
      },
      { intervals: [2_000], timeout: 60_000 },
    )
    .toBe(true)
}

/** Whether the device keeps a script whose file name starts with `name` (a webpack chunk). */
const trayText = translator(compareTrayStrings)

const keepsScript = (page: Page, name: string) =>
  page.evaluate(async (prefix) => {
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys())
        if (new URL(request.url).pathname.startsWith(`/${prefix}-`)) return true
    return false
  }, name)

test.describe.configure({ timeout: 180_000 })

test('offline, a visited development page shows every picture, its calculator computes and its enquiry waits for the connection, then reaches the CMS', async ({
  page,
  context,
}) => {
  const project = await developmentToSave()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  // A first visit that lands on the development page, as from a link in a chat: the page loads
  // before the worker is in control, and the visitor reads only its top.
  await page.goto(project.path)
  await hydrated(page)
  await controlled(page)
  // Some of its pictures are further down, not loaded by the browser yet.
  expect(await page.evaluate(() => Array.from(document.images).filter((i) => !i.currentSrc).length)).toBeGreaterThan(0)
  await picturesSettled(page)
  await expect.poll(() => keepsScript(page, 'enquiry-form'), { timeout: 30_000 }).toBe(true)
  await expect.poll(() => keepsScript(page, 'mortgage-calculator'), { timeout: 30_000 }).toBe(true)
  // The compare tray's code, which this page never loaded (no unit was chosen): the kit's.
  await expect.poll(() => keepsScript(page, 'compare-tray'), { timeout: 30_000 }).toBe(true)
  await savedForOffline(page, project.path)

  // Only the worker's copies answer from now on, not the browser's HTTP cache.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await context.setOffline(true)
  await page.goto(project.path)
  await expect(page.locator('main h1')).toHaveText(project.title)
  await hydrated(page)

  // Every picture, scrolled into view as the visitor reads down the page.
  const images = await page.locator('img:visible').all()
  expect(images.length).toBeGreaterThan(3)
  for (const image of images) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)), {
        message: `${await image.getAttribute('src')} shown offline`,
      })
      .toBeGreaterThan(0)
  }

  // The KPR calculator opens and computes.
  await page.getByRole('button', { name: 'Open the calculator' }).click()
  const calculator = page.locator('.kpr__calculator')
  await expect(calculator).toBeVisible()
  const { input, fixed, floating } = developmentPageCase
  for (const [field, value] of Object.entries(input))
    await calculator.locator(`input[name="${field}"]`).fill(String(value))
  const shown = (what: string) => calculator.locator(`[data-kpr="${what}"]`)
  await expect(shown('fixed')).toHaveText(formatPrice(fixed, 'IDR', 'EN'))
  await expect(shown('floating')).toHaveText(formatPrice(floating, 'IDR', 'EN'))

  // A unit chosen for comparison brings up the compare tray.
  // textContent: a section below the first screen is not laid out until it nears it (global.css).
  const unit =
    (await page.locator('.unit-table tbody tr').first().locator('.unit-table__name').textContent())?.trim() ?? ''
  await page.getByRole('button', { name: trayText('EN', 'addToCompare', { name: unit }), exact: true }).click()
  await expect(page.getByRole('complementary', { name: trayText('EN', 'tray') })).toBeVisible()

  // The enquiry form: shown, and its enquiry kept on the device, which the buyer is told.
  await page.locator('#enquiry').scrollIntoViewIfNeeded()
  const form = page.locator('form[data-form="enquiry"][data-ready]')
  await expect(form).toBeVisible()
  const name = `Offline buyer ${Date.now()}`
  await form.getByLabel(/Your name/).fill(name)
  await form.getByRole('radio', { name: 'WhatsApp' }).check()
  await form.getByLabel(/Phone or WhatsApp number/).fill('+62 812 5555 0101')
  await form.getByLabel(/I agree that the sales team may contact me/).check()
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  // (Whether the browser knew it was offline before sending or found out by sending.)
  await expect(form.getByRole('alert')).toContainText('saved on this device and will be sent')

  // Back online, it goes out by itself and reaches the CMS once.
  await context.setOffline(false)
  await expect(form.getByRole('status')).toContainText(`Thank you, ${name}.`)
  const { Enquiries } = await staffQuery<{ Enquiries: { docs: { page: string; project: { id: number } }[] } }>(
    `query($n: String!) { Enquiries(where: { name: { equals: $n } }) { docs { page project { id } } } }`,
    { n: name },
  )
  expect(Enquiries.docs).toEqual([{ page: project.path, project: { id: project.id } }])
  expect(errors).toEqual([])
})

for (const { lang, viewport } of [
  { lang: 'EN' as Lang, viewport: { width: 412, height: 860 } },
  { lang: 'ID' as Lang, viewport: { width: 360, height: 640 } },
])
  test.describe(`on a ${viewport.width}x${viewport.height} phone in ${lang}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true })
    const formText = translator(enquiryFormStrings)
    const messages = translator(formStrings)

    test('a saved development page keeps its calculator and enquiry form offline; the enquiry is sent once when back online', async ({
      page,
      context,
    }) => {
      const project = await developmentToSave()
      const path = localizePath(project.path, lang)
      // What the page says when it cannot render offline names the resource it could not load.
      const consoleLines: string[] = []
      page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
      page.on('requestfailed', (request) =>
        consoleLines.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`),
      )
      await page.goto(path)
      await hydrated(page)
      await controlled(page)
      // The form's and the calculator's code come with the worker's kit (gatsby/offline-kit.ts).
      await expect.poll(() => keepsScript(page, 'enquiry-form'), { timeout: 30_000 }).toBe(true)
      await expect.poll(() => keepsScript(page, 'mortgage-calculator'), { timeout: 30_000 }).toBe(true)
      await savedForOffline(page, path)

      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.clearBrowserCache')
      await cdp.detach()
      await context.setOffline(true)
      await page.goto(path)
      await hydrated(page).catch((error: Error) => {
        throw new Error(`${error.message}\nThe page's console:\n${consoleLines.join('\n')}`)
      })

      await page.getByRole('button', { name: translator(mortgageOpenerStrings)(lang, 'openCalculator') }).click()
      await expect(page.locator('.kpr__calculator')).toBeVisible()

      await page.locator('#enquiry').scrollIntoViewIfNeeded()
      const form = page.locator('form[data-form="enquiry"][data-ready]')
      await expect(form).toBeVisible()
      const name = `Offline phone buyer ${lang} ${Date.now()}`
      await form.getByLabel(formText(lang, 'yourName')).fill(name)
      await form.getByRole('radio', { name: formText(lang, 'replyByWhatsApp') }).check()
      await form.getByLabel(formText(lang, 'phone')).fill('+62 812 5555 0303')
      await form.getByLabel(formText(lang, 'consent')).check()
      await form.getByRole('button', { name: formText(lang, 'sendEnquiry') }).click()
      // (Whether the browser knew it was offline before sending or found out by sending.)
      const keptMessages = (['keptOffline', 'keptAfterNetworkError'] as const).map((key) =>
        messages(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      await expect(form.getByRole('alert')).toHaveText(new RegExp(keptMessages.join('|')))
      await page.screenshot({ path: test.info().outputPath(`offline-enquiry-${lang}-${viewport.width}.png`) })

      await context.setOffline(false)
      await expect(form.getByRole('status')).toContainText(name)
      // Once: nothing is left kept, and a later page load (which sends what is kept) sends nothing.
      const kept = () =>
        page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], formOutboxKey)
      expect(await kept(), 'kept after it was sent').toEqual([])
      const sentAgain: string[] = []
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/')) sentAgain.push(r.url())
      })
      await page.reload()
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      expect(sentAgain, 'sent by the later page load').toEqual([])
      expect(await kept(), 'kept after the later page load').toEqual([])
      const { Enquiries } = await staffQuery<{ Enquiries: { docs: { page: string }[] } }>(
        `query($n: String!) { Enquiries(where: { name: { equals: $n } }) { docs { page } } }`,
        { n: name },
      )
      expect(Enquiries.docs).toEqual([{ page: path }])
    })
  })

test('the pictures the worker keeps are capped: past the cap, the least recently used go first', async ({ page }) => {
  const project = await developmentToSave()
  await page.goto(project.path)
  await hydrated(page)
  await controlled(page)
  const picture = await page.evaluate(
    () => new URL(Array.from(document.images).find((i) => i.complete && i.currentSrc)!.currentSrc).pathname,
  )
  // The same small file under as many addresses as the cap allows, and a few more; the first one used again on the way.
  await page.evaluate(
    async ({ picture, count }) => {
      for (let n = 0; n < count; n++) {
        await fetch(`${picture}?n=${n}`)
        if (n === 10) await fetch(`${picture}?n=0`)
      }
    },
    { picture, count: keptUploads + 5 },
  )
  await expect.poll(async () => (await keptPictures(page)).length).toBeLessThanOrEqual(keptUploads)
  const kept = (await keptPictures(page)).map((url) => new URL(url).search)
  expect(kept).toContain('?n=0')
  expect(kept).toContain(`?n=${keptUploads + 4}`)
  expect(kept).not.toContain('?n=1')
})

test.describe('a part whose code cannot load', () => {
  // No worker: its copies would answer for the blocked scripts.
  test.use({ serviceWorkers: 'block' })

  test('leaves the rest of the page in place: the contact link instead of the enquiry form, a message instead of the calculator', async ({
    page,
  }) => {
    const project = await developmentToSave()
    await page.route(/\/(enquiry-form|mortgage-calculator)-[^/]*\.js$/, (route) => route.abort('internetdisconnected'))
    await page.goto(project.path)
    await hydrated(page)
    const formFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/enquiry-form-'))
    await page.locator('#enquiry').scrollIntoViewIfNeeded()
    await formFailed
    await page.getByRole('button', { name: 'Open the calculator' }).click()
    await expect(page.locator('.kpr').getByRole('alert')).toHaveText(
      'The calculator could not be loaded. Please try again when you are online.',
    )
    await expect(page.locator('#enquiry').getByRole('link', { name: 'Contact our sales team' })).toBeVisible()
    await expect(page.locator('form[data-form="enquiry"]')).toHaveCount(0)
    await expect(page.locator('main h1')).toHaveText(project.title)
  })
})

test.describe('an enquiry whose request finds no connection while the browser says it is online', () => {
  test.use({ serviceWorkers: 'block' })

  test('is kept, the buyer is told, and it goes out by itself a few seconds later', async ({ page }) => {
    const project = await developmentToSave()
    await page.goto(project.path)
    await hydrated(page)
    await page.locator('#enquiry').scrollIntoViewIfNeeded()
    const form = page.locator('form[data-form="enquiry"][data-ready]')
    await expect(form).toBeVisible()
    const name = `Poor connection buyer ${Date.now()}`
    await form.getByLabel(/Your name/).fill(name)
    await form.getByRole('radio', { name: 'Phone call' }).check()
    await form.getByLabel(/Phone or WhatsApp number/).fill('+62 812 5555 0202')
    await form.getByLabel(/I agree that the sales team may contact me/).check()
    const cut = (route: Route) => route.abort('connectionfailed')
    await page.route('**/api/graphql', cut)
    await form.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(form.getByRole('alert')).toContainText('the connection failed. It is saved on this device')
    // No `online` event comes (the browser was online all along), no click: the retry sends it.
    await page.unroute('**/api/graphql', cut)
    await expect(form.getByRole('status')).toContainText(`Thank you, ${name}.`, { timeout: 15_000 })
    const { Enquiries } = await staffQuery<{ Enquiries: { docs: { replyBy: string }[] } }>(
      `query($n: String!) { Enquiries(where: { name: { equals: $n } }) { docs { replyBy } } }`,
      { n: name },
    )
    expect(Enquiries.docs).toEqual([{ replyBy: 'phone' }])
  })
})
