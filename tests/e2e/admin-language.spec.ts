import { expect, test, type Page } from '@playwright/test'
import { adminFormLogin } from './build-status'
import { saveScreenshot } from './screenshots'
import { cmsURL, adminToken, siteURL } from './stack'

/**
 * The admin in Indonesian (Payload's own translation and the site's texts, cms/src/i18n), chosen
 * in the admin's one language setting, which is also the account's language for emails.
 */
test.describe.configure({ timeout: 180_000 })

/** An administrator of its own, so that its language does not change the admin of other tests' accounts. */
async function newAdministrator() {
  const email = `admin-language-${Date.now()}@example.com`
  const password = 'admin-language-pass-2026'
  const res = await fetch(`${cmsURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({ email, password, name: 'Sari Admin', roles: ['admin'], _verified: true }),
  })
  expect(res.status).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  return { email, password, id: doc.id }
}

const accountLanguage = async (id: number) => {
  const res = await fetch(`${cmsURL}/api/users/${id}?depth=0`, {
    headers: { authorization: `JWT ${await adminToken()}` },
  })
  return ((await res.json()) as { language?: string }).language
}

/** Picks a language in the admin's own setting (Account → Language). */
async function chooseLanguage(page: Page, label: string) {
  await page.goto('/admin/account')
  await page.locator('#language-select').click()
  await page.getByRole('option', { name: label }).click()
}

test.use({ viewport: { width: 1366, height: 900 } })

test('an administrator switches the admin to Bahasa Indonesia: Payload and the site’s own parts speak it, and the account’s language follows', async ({
  page,
}) => {
  const admin = await newAdministrator()
  await adminFormLogin(page, admin.email, admin.password)
  const dashboard = page.locator('.site-dashboard')
  await expect(dashboard).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(dashboard.locator('.site-dashboard__enquiries h3')).toHaveText('Newest enquiries')
  await expect(dashboard.locator('.site-build-status strong')).toHaveText('Public site')
  await saveScreenshot(page, 'admin-language', 'dashboard-en', { fullPage: true })

  // One language setting: the account page has the admin's own, not a second "Language" field.
  await page.goto('/admin/account')
  await expect(page.locator('#language-select')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Language of emails from the site')).toHaveCount(0)

  await chooseLanguage(page, 'Bahasa Indonesia')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id', { timeout: 30_000 })
  // The account's language (that of its emails from the site) follows the admin's.
  await expect.poll(() => accountLanguage(admin.id), { timeout: 30_000 }).toBe('id')

  // The dashboard: Payload's own words and the site's panels, dates as Indonesian writes them.
  await page.goto('/admin')
  await expect(dashboard.locator('.site-dashboard__enquiries h3')).toHaveText('Pertanyaan terbaru', {
    timeout: 60_000,
  })
  await expect(dashboard.locator('.site-dashboard__submissions h3')).toHaveText('Kiriman formulir terbaru')
  await expect(dashboard.locator('.site-build-status strong')).toHaveText('Situs publik')
  await expect(dashboard.getByRole('button', { name: 'Bangun ulang situs' })).toBeVisible()
  await expect(dashboard.locator('.site-build-status__live')).toContainText(
    /^Tayang sejak \d{1,2} \w{3} \d{4}, \d\d\.\d\d\.$/,
  )
  await expect(page.locator('.step-nav')).toContainText('Dasbor')
  // Each collection's card names it in Indonesian, in its heading and its buttons.
  await expect(page.getByRole('link', { name: 'Buat Berita baru' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tampilkan semua Berita' })).toBeVisible()
  // The navigation: the site's collections and groups by their Indonesian names.
  const nav = page.locator('nav')
  await expect(nav.getByText('Konten', { exact: true }).first()).toBeAttached()
  await expect(nav.locator('#nav-posts')).toHaveText('Berita')
  await expect(nav.locator('#nav-projects')).toHaveText('Pengembangan')
  await saveScreenshot(page, 'admin-language', 'dashboard-id', { fullPage: true })

  // The dashboard's panels wear the admin's theme: dark on the dark theme, with the text readable.
  const brightness = (selector: string, property: 'backgroundColor' | 'color') =>
    page
      .locator(selector)
      .first()
      .evaluate((el, name) => {
        const [r, g, b] = getComputedStyle(el)[name].match(/\d+/g)!.map(Number)
        return (r + g + b) / 3
      }, property)
  expect(await brightness('.site-dashboard .site-build-status', 'backgroundColor')).toBeGreaterThan(200)
  await page.context().addCookies([{ name: 'payload-theme', value: 'dark', url: siteURL }])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(dashboard.locator('.site-build-status strong')).toHaveText('Situs publik', { timeout: 60_000 })
  expect(await brightness('.site-dashboard .site-build-status', 'backgroundColor')).toBeLessThan(60)
  expect(await brightness('.site-dashboard .site-build-status', 'color')).toBeGreaterThan(180)
  await saveScreenshot(page, 'admin-language', 'dashboard-id-dark', { fullPage: true })
  await page.context().clearCookies({ name: 'payload-theme' })

  // A collection list: Payload's controls and the site's column names.
  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('heading', { name: 'Berita' }).first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'Buat Berita baru' })).toContainText('Buat Baru')
  await expect(page.getByRole('button', { name: 'Urutkan berdasarkan Judul Naik' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Kolom' })).toBeVisible()
  await expect(page.locator('table thead')).toContainText('Judul')
  await saveScreenshot(page, 'admin-language', 'posts-list-id')

  // A price is grouped as Indonesian writes it.
  const units = await fetch(`${cmsURL}/api/unit-types?limit=1&depth=0&where[price][greater_than]=999999`, {
    headers: { authorization: `JWT ${await adminToken()}` },
  })
  const [unit] = ((await units.json()) as { docs: { id: number; price: number }[] }).docs
  await page.goto(`/admin/collections/unit-types/${unit.id}`)
  await expect(page.locator('#field-price')).toHaveValue(unit.price.toLocaleString('id-ID'), { timeout: 60_000 })
  expect(unit.price.toLocaleString('id-ID')).toContain('.')

  // Another browser without a choice of its own opens the admin in the account's language.
  const other = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1366, height: 900 } })
  const second = await other.newPage()
  await adminFormLogin(second, admin.email, admin.password)
  await expect(second.locator('html')).toHaveAttribute('lang', 'id', { timeout: 60_000 })
  await other.close()

  // Back to English: both settings again.
  await chooseLanguage(page, 'English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 30_000 })
  await expect.poll(() => accountLanguage(admin.id), { timeout: 30_000 }).toBe('en')
})

test("another account's page shows its language of emails, named as such", async ({ page }) => {
  const admin = await newAdministrator()
  const { id } = await newAdministrator()
  await adminFormLogin(page, admin.email, admin.password)
  await page.goto(`/admin/collections/users/${id}`)
  await expect(page.getByText('Language of emails from the site', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText("A staff member's own follows the admin's language")).toBeVisible()
})

/**
 * What the Indonesian admin's sales views must not show: the English labels, values and help texts
 * these views once showed (issue 46), matched as whole texts of labels, column headings, chosen
 * values, descriptions and the locale switcher.
 */
const englishInSalesViews = [
  'Development',
  'Unit type',
  'Unit Type',
  'Reply by',
  'Message',
  'Consent',
  'The visitor agreed to be contacted.',
  'Language',
  'Page',
  'Sent by account',
  'Booked from account',
  'whatsapp',
  'phone',
  'en',
  'id',
  'English',
  'Delivered to the CRM',
]

test('the Indonesian admin shows the sales views (enquiries, site visits, schedules) with no English label or raw value', async ({
  page,
}) => {
  const admin = await newAdministrator()
  const headers = { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` }
  const project = (
    (await (await fetch(`${cmsURL}/api/projects?limit=1&depth=0`, { headers })).json()) as { docs: { id: number }[] }
  ).docs[0]
  const enquiry = await fetch(`${cmsURL}/api/enquiries`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      project: project.id,
      name: 'Rina Label',
      replyBy: 'whatsapp',
      phone: '+62 812 7777 0001',
      message: 'Apakah masih ada unit?',
      consent: true,
      locale: 'en',
      page: '/contact/',
    }),
  })
  expect(enquiry.status).toBe(201)
  const enquiryId = ((await enquiry.json()) as { doc: { id: number } }).doc.id
  const visit = await fetch(`${cmsURL}/api/site-visits`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      project: project.id,
      slotStart: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      name: 'Rina Label',
      phone: '+62 812 7777 0001',
      email: `rina-label-${Date.now()}@example.com`,
      locale: 'en',
      consent: true,
    }),
  })
  expect(visit.status).toBe(201)
  const visitId = ((await visit.json()) as { doc: { id: number } }).doc.id

  await adminFormLogin(page, admin.email, admin.password)
  await chooseLanguage(page, 'Bahasa Indonesia')
  await expect(page.locator('html')).toHaveAttribute('lang', 'id', { timeout: 30_000 })
  const views = [
    ['enquiries', '/admin/collections/enquiries', 'table'],
    ['enquiry', `/admin/collections/enquiries/${enquiryId}`, '#field-name'],
    ['site-visits', '/admin/collections/site-visits', 'table'],
    ['site-visit', `/admin/collections/site-visits/${visitId}`, '#field-name'],
    ['visit-schedules', '/admin/collections/visit-schedules', 'table'],
  ] as const
  for (const [view, path, ready] of views) {
    await page.goto(path)
    await expect(page.locator(ready).first()).toBeVisible({ timeout: 60_000 })
    const texts = await page
      .locator(
        'main :is(label, th, .field-label, .field-description, .rs__single-value, .cell-locale, .cell-replyBy), .localizer',
      )
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s*\*$/, '').trim()))
    const english = texts.filter((text) =>
      englishInSalesViews.some((word) => text === word || text.endsWith(`: ${word}`)),
    )
    expect(english, `English in ${path}`).toEqual([])
    await saveScreenshot(page, 'admin-language', `sales-${view}-id`, { fullPage: true })
  }
})
