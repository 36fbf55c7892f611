import { expect, test } from '@playwright/test'
import { adminLogin, buildStatus, settled } from './build-status'
import { draftArticle } from './drafts'
import { cmsQuery, scheduleStepMinutes, siteURL, staffQuery } from './stack'

/**
 * Scheduled publishing as an editor does it: a draft article, "Schedule Publish" in the admin with
 * a time, then nothing else. The CMS runs due jobs every 5 s (cms/src/jobs/runner.ts); the job
 * publishes the article, which asks for a site build like any publish.
 * It publishes and rebuilds the site, so it runs with the editors' loop.
 */
test.describe.configure({ timeout: 600_000 })

test('a scheduled article stays off the site until its time, then goes live with a site build', async ({ page }) => {
  const slug = `scheduled-${Date.now()}`
  const title = `Scheduled article ${slug}`
  const createPost = await draftArticle({ slug, title, excerpt: 'Published by its schedule.' })
  expect(createPost._status).toBe('draft')
  const articleURL = `${siteURL}/news/${slug}/`
  try {
    const before = await settled()

    await adminLogin(page)
    // In English whatever language the editor's admin was left in (the live preview test edits in Indonesian).
    await page.goto(`/admin/collections/posts/${createPost.id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(title, { timeout: 60_000 })
    // The arrow beside "Publish changes" opens its menu.
    await page.locator('#action-save-popup .popup-button').click()
    await page.locator('#schedule-publish').click()
    const drawer = page.locator('.schedule-publish')
    await expect(drawer).toBeVisible()
    await drawer.locator('.schedule-publish__type').getByText('Publish', { exact: true }).click()
    await expect(drawer.locator('.schedule-publish__type input[type="radio"]').first()).toBeChecked()
    // The picker keeps times on its steps (a time between them is rounded down; one minute on the
    // test stack): the first step at least 30 s ahead, time enough to save the schedule and check
    // that nothing happens before it, typed as the picker shows dates, in the browser's time zone.
    const when = await page.evaluate((stepMinutes) => {
      const step = stepMinutes * 60_000
      const at = new Date(Math.ceil((Date.now() + 30_000) / step) * step)
      const month = at.toLocaleString('en-US', { month: 'short' })
      const hour = at.getHours() % 12 || 12
      const text = `${month} ${at.getDate()}, ${at.getFullYear()} ${hour}:${String(at.getMinutes()).padStart(2, '0')} ${at.getHours() < 12 ? 'AM' : 'PM'}`
      return { text, time: at.getTime() }
    }, scheduleStepMinutes)
    const picker = drawer.locator('.react-datepicker__input-container input')
    await picker.fill(when.text)
    await picker.press('Enter')
    await expect(picker).toHaveValue(when.text)
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Scheduled successfully.').first()).toBeVisible({ timeout: 30_000 })

    // Before its time: not published, not on the site, and no build asked for.
    const published = async () =>
      (
        await cmsQuery<{ Posts: { docs: unknown[] } }>(
          'query($s: String!) { Posts(where: { slug: { equals: $s } }) { docs { id } } }',
          { s: slug },
        )
      ).Posts.docs.length
    expect(Date.now(), 'the schedule was saved before its time').toBeLessThan(when.time)
    expect(await published()).toBe(0)
    expect((await fetch(articleURL)).status).toBe(404)
    expect((await buildStatus()).builds).toBe(before.builds)

    // At its time (the job runner looks every 5 s), it is published...
    await expect.poll(published, { timeout: 300_000, intervals: [2000] }).toBe(1)
    expect(Date.now()).toBeGreaterThanOrEqual(when.time)
    // ...which asked for a site build, and the build put the article on the site.
    await expect.poll(async () => (await fetch(articleURL)).status, { timeout: 300_000, intervals: [3000] }).toBe(200)
    expect(await (await fetch(articleURL)).text()).toContain(title)
    const after = await settled()
    expect(after.builds).toBeGreaterThan(before.builds)
    expect(after.lastFailure).toBeNull()
  } finally {
    await staffQuery('mutation($id: Int!) { deletePost(id: $id) { id } }', { id: createPost.id })
  }
})
