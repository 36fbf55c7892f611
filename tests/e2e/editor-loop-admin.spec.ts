import { expect, test, type Page } from '@playwright/test'
import { adminLogin, settled } from './build-status'
import { cmsQuery, siteURL, staffQuery } from './stack'

/**
 * The admin is the site's own: the brand's logo, name and favicon from the site settings, nothing
 * loaded from elsewhere, and a dashboard with the site's build state and the newest submissions
 * and enquiries. Renaming the brand rebuilds the site, so this file runs with the editors' loop.
 */
test.describe.configure({ mode: 'serial', timeout: 360_000 })

const origin = new URL(siteURL).origin

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
  (await cmsQuery<{ SiteSetting: { brandName: string } }>('{ SiteSetting { brandName } }')).SiteSetting.brandName

const renameBrand = (name: string) =>
  staffQuery<{ updateSiteSetting: { brandName: string } }>(
    'mutation($n: String!) { updateSiteSetting(data: { brandName: $n }) { brandName } }',
    { n: name },
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

  await adminLogin(page)
  const icon = page.locator('.brand-icon').first()
  await expect(icon).toHaveAttribute('alt', name, { timeout: 60_000 })
  // The account's avatar in the header, and every other picture, load.
  await page.waitForLoadState('networkidle')
  expect(await brokenImages(page)).toEqual([])

  // A new name in the settings shows in the admin at the next page, without a restart.
  const renamed = `Lestari Kota ${Date.now()}`
  await renameBrand(renamed)
  try {
    await page.reload()
    await expect(page.locator('.brand-icon').first()).toHaveAttribute('alt', renamed, { timeout: 60_000 })
    await expect(page).toHaveTitle(new RegExp(`· ${renamed}$`))
    const visitor = await browser.newContext()
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
  // Renaming asked for site builds: let them finish before the next test of the editors' loop.
  expect((await settled()).lastFailure).toBeNull()
})

test("the dashboard shows the site's build state and the newest form submission and enquiry, as text", async ({
  page,
}) => {
  const stamp = Date.now()
  const { Forms } = await cmsQuery<{ Forms: { docs: { id: number; title: string }[] } }>(
    '{ Forms(where: { slug: { equals: "contact" } }, locale: en) { docs { id title } } }',
  )
  const submitter = `Dewi <b>${stamp}</b>`
  await cmsQuery('mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }', {
    data: {
      form: Forms.docs[0].id,
      locale: 'en',
      page: '/experiment/',
      data: {
        name: submitter,
        email: `dewi.${stamp}@example.com`,
        phone: '+62 812 3456 7890',
        topic: 'buying',
        message: 'A show unit?',
        consent: true,
      },
    },
  })
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number; title: string }[] } }>(
    '{ Projects(limit: 1, sort: "slug", locale: en) { docs { id title } } }',
  )
  const enquirer = `Budi <img src=x onerror=alert(1)> ${stamp}`
  await cmsQuery('mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }', {
    d: {
      project: Projects.docs[0].id,
      name: enquirer,
      replyBy: 'phone',
      phone: '0812 0000 1111',
      consent: true,
      locale: 'en',
      page: '/',
    },
  })

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await adminLogin(page)
  await page.goto('/admin')
  const dashboard = page.locator('.site-dashboard')
  await expect(dashboard).toBeVisible({ timeout: 60_000 })

  // The newest enquiry and submission come first, their visitors' text shown as text.
  const enquiry = dashboard.locator('.site-dashboard__enquiries li').first()
  await expect(enquiry).toContainText(`${enquirer} · ${Projects.docs[0].title}`)
  await expect(enquiry.locator('img')).toHaveCount(0)
  const submission = dashboard.locator('.site-dashboard__submissions li').first()
  await expect(submission).toContainText(Forms.docs[0].title)
  await expect(submission).toContainText(`name: ${submitter}`)
  await expect(submission.locator('b')).toHaveCount(0)
  expect(dialogs).toEqual([])
  // Each opens the document in the admin.
  await enquiry.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/enquiries\/\d+$/)
  await expect(page.locator('#field-name')).toHaveValue(enquirer, { timeout: 60_000 })

  // The build state of the public site, from the site server's build worker.
  await page.goto('/admin')
  await expect(dashboard.locator('.site-build-status__live')).toContainText('Live since', { timeout: 30_000 })
  await expect(dashboard.getByRole('button', { name: 'Rebuild the site' })).toBeVisible()
})
