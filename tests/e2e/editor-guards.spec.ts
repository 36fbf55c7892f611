import { expect, test } from '@playwright/test'
import { adminLogin } from './build-status'
import { cmsURL, adminToken, hydratedField, staffQuery } from './stack'

/**
 * The editors' guards in the admin that save nothing (tests/e2e/editor-loop-guards.spec.ts has
 * those that publish): a slug made from the title, Published At defaulting to now, prices with
 * separators, a development's unit list by name and price, a redirect to a missing page refused.
 */
test.use({ viewport: { width: 1366, height: 900 } })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await adminLogin(page)
})

test("a new article's slug follows its title as it is typed until the editor changes it; Published At is now", async ({
  page,
}) => {
  await page.goto('/admin/collections/posts/create')
  const title = page.locator('#field-title')
  const slug = page.locator('#field-slug')
  await hydratedField(title)
  await title.fill('Grand Opening of the Lake Park')
  await expect(slug).toHaveValue('grand-opening-of-the-lake-park')
  await title.fill('Grand Opening: Lake Park, Phase 2!')
  await expect(slug).toHaveValue('grand-opening-lake-park-phase-2')

  // Today, as the picker shows a day in English (11/26/2026).
  const today = new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' })
  await expect(page.locator('#field-publishedAt input')).toHaveValue(today)
  // No Indonesian title yet: the warning says what /id/ will show.
  await expect(page.locator('.english-only-warning')).toContainText('no Indonesian title')
  await page.screenshot({ path: test.info().outputPath('new-article.png') })

  // Changed by hand, the slug stays as the title changes again.
  await slug.fill('lake-park-opening')
  await title.fill('Grand Opening of the Lake Park, Phase 3')
  await expect(slug).toHaveValue('lake-park-opening')
})

test("prices are typed and shown with separators; a development's unit list names its unit types and their prices", async ({
  page,
}) => {
  const { UnitTypes } = await staffQuery<{
    UnitTypes: { docs: { id: number; name: string; price: number; project: { id: number } }[] }
  }>(
    `{ UnitTypes(limit: 1, sort: "price", where: { price: { greater_than: 999999 } }) { docs { id name price project { id } } } }`,
  )
  const unit = UnitTypes.docs[0]
  const grouped = (n: number) => n.toLocaleString('en-US')

  await page.goto(`/admin/collections/unit-types/${unit.id}`)
  const price = page.locator('#field-price')
  await expect(price).toHaveValue(grouped(unit.price))
  await hydratedField(price)
  await price.fill('')
  await price.pressSequentially('3800000000')
  await expect(price).toHaveValue('3,800,000,000')
  await page.screenshot({ path: test.info().outputPath('unit-type-price.png') })

  await page.goto(`/admin/collections/projects/${unit.project.id}`)
  const units = page.locator('#field-unitTypes')
  // The list loads after the form, slowly on a busy machine.
  await expect(units).toContainText(unit.name, { timeout: 60_000 })
  await expect(units).toContainText(grouped(unit.price))
  await expect(units).not.toContainText('<No Project>')
  await expect(units).not.toContainText(String(unit.price))
  await units.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('development-units.png') })
})

test('a redirect to a page the site does not have is refused, naming the path', async ({ page }) => {
  const missing = `/no-such-page-${Date.now()}/`
  const res = await fetch(`${cmsURL}/api/redirects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({ from: `/old-${Date.now()}/`, to: missing, permanent: true }),
  })
  expect(res.status).toBe(400)
  expect(JSON.stringify(await res.json())).toContain(`The site has no page at ${missing}`)

  await page.goto('/admin/collections/redirects/create')
  await page.locator('#field-from').fill(`/old-admin-${Date.now()}/`)
  await page.locator('#field-to').fill(missing)
  // The admin asks the CMS for the form's state after a change, and an answer that lands after the
  // refused save's replaces its field errors (seen on a busy machine: the 400 naming the path, then
  // the form's state, and no message under the field). The refused save is made again until its
  // message stays; each save is refused, so none can store the redirect.
  await expect(async () => {
    await expect(page, 'the redirect was stored').toHaveURL(/\/redirects\/create/, { timeout: 1_000 })
    await page.locator('#action-save').click()
    await expect(page.getByText(`The site has no page at ${missing}`).first()).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await page.screenshot({ path: test.info().outputPath('redirect-refused.png') })
  await expect(page).toHaveURL(/\/redirects\/create/)
})

// Refused only: a unit type stored for a published development would ask this stack for a site
// build. The seed stores each demo unit type with one of its development's types.
test("a unit type's property type must be one its development offers: another is refused, naming those it offers", async () => {
  const { Projects, PropertyTypes } = await staffQuery<{
    Projects: { docs: { id: number; propertyTypes: { id: number; title: string }[] }[] }
    PropertyTypes: { docs: { id: number; title: string }[] }
  }>(
    `{ Projects(limit: 100, where: { kind: { equals: commercial } }) { docs { id propertyTypes { id title } } }
       PropertyTypes(limit: 100) { docs { id title } } }`,
  )
  const development = Projects.docs.find((p) => p.propertyTypes.length > 1)!
  const notOffered = PropertyTypes.docs.find((t) => !development.propertyTypes.some((o) => o.id === t.id))!
  const name = `Guarded unit ${Date.now()}`
  const refused = await fetch(`${cmsURL}/api/unit-types`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({
      name,
      project: development.id,
      propertyType: notOffered.id,
      bedrooms: 0,
      bathrooms: 1,
      floors: 1,
      buildingArea: 20,
      price: 500_000_000,
    }),
  })
  expect(refused.status).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain(
    `Choose one of the development’s property types: ${development.propertyTypes.map((t) => t.title).join(', ')}.`,
  )
  const stored = await staffQuery<{ UnitTypes: { totalDocs: number } }>(
    `query($name: String) { UnitTypes(where: { name: { equals: $name } }) { totalDocs } }`,
    { name },
  )
  expect(stored.UnitTypes.totalDocs).toBe(0)
})
