import { expect, test, type Page } from '@playwright/test'
import { adminFormLogin } from './build-status'
import { extraStack } from './extra-stack'
import { cmsQuery, staffQuery, testSitePort } from './stack'

/**
 * The admin is the site's own: the brand's logo, name and favicon from the site settings, and
 * nothing loaded from elsewhere. Renaming the brand would rebuild the test stack's whole site, so
 * it is tried on a CMS of this file's own, on a copy of the test database, that asks for no build.
 */
test.describe.configure({ timeout: 180_000 })

const stack = extraStack({ name: 'admin-brand', sitePort: testSitePort + 57, cmsPort: testSitePort + 58 })
const cmsURL = stack.settings.cmsURL
test.use({ baseURL: stack.settings.siteURL })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await stack.copyDatabase()
  await stack.startCms()
  await stack.serve({ trustProxy: stack.settings.trustProxy, proxySecret: stack.settings.proxySecret })
})

test.afterAll(() => stack.close())

const origin = new URL(stack.settings.siteURL).origin

/** Every request the page makes that leaves the site's origin, and every image that fails. */
function watch(page: Page) {
  const foreign: string[] = []
  const failed: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(url)
  })
  // An aborted request (the admin's router drops a prefetch when it navigates) is not a broken resource.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${request.url()} ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      failed.push(`${response.url()} ${response.status()}`)
  })
  return { foreign, failed }
}

/** Images on the page that did not load (a broken avatar, a missing logo). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src),
  )

const brandName = async () =>
  (await cmsQuery<{ SiteSetting: { brandName: string } }>('{ SiteSetting { brandName } }', {}, cmsURL)).SiteSetting
    .brandName

const renameBrand = (name: string) =>
  staffQuery<{ updateSiteSetting: { brandName: string } }>(
    'mutation($n: String!) { updateSiteSetting(data: { brandName: $n }) { brandName } }',
    { n: name },
    cmsURL,
  )

async function expectBrand(page: Page, name: string) {
  const logo = page.locator('.brand-logo')
  await expect(logo).toContainText(name, { timeout: 60_000 })
  // The logo picture is the one uploaded in the settings, served from the site's own origin.
  const img = logo.locator('img')
  await expect(img).toHaveAttribute('src', /^\/api\/media\/file\//)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  await expect(page).toHaveTitle(new RegExp(`· ${name}$`))
  // The favicon is the brand's logo, not Payload's.
  const favicon = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(favicon).toBe(await img.getAttribute('src'))
}

test('the admin shows the brand of the site settings, loads nothing from elsewhere and has no broken image', async ({
  page,
  browser,
}) => {
  const seen = watch(page)
  const name = await brandName()
  expect(name).toBe('Lestari City')

  await page.goto('/admin/login')
  await expectBrand(page, name)
  expect(await brokenImages(page)).toEqual([])

  // Signed in through that form, on this file's own stack.
  await adminFormLogin(page, stack.settings.editorEmail, stack.settings.editorPassword)
  const icon = page.locator('.brand-icon').first()
  await expect(icon).toHaveAttribute('alt', name, { timeout: 60_000 })
  // The account's avatar in the header, and every other picture, load.
  await page.waitForLoadState('networkidle')
  expect(await brokenImages(page)).toEqual([])

  // A new name in the settings shows in the admin at the next page, without a restart.
  const renamed = `Lestari Kota ${Date.now()}`
  await renameBrand(renamed)
  // Its own database on SQLite; on PostgreSQL (one database for all) the name is put back.
  try {
    await page.reload()
    await expect(page.locator('.brand-icon').first()).toHaveAttribute('alt', renamed, { timeout: 60_000 })
    await expect(page).toHaveTitle(new RegExp(`· ${renamed}$`))
    const visitor = await browser.newContext({ baseURL: stack.settings.siteURL })
    const login = await visitor.newPage()
    const seenAtLogin = watch(login)
    await login.goto('/admin/login')
    await expectBrand(login, renamed)
    expect(seenAtLogin.foreign).toEqual([])
    expect(seenAtLogin.failed).toEqual([])
    await visitor.close()
  } finally {
    await renameBrand(name)
  }
  expect(seen.foreign).toEqual([])
  expect(seen.failed).toEqual([])
})
