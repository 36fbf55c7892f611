import { expect, test } from '@playwright/test'
import { demoAdminEmail } from '@lestari/server-kit/demo-accounts'
import { adminLogin, buildStatus, settled } from './build-status'
import { draftArticle } from './drafts'
import { cmsQuery, scheduleStepMinutes, siteURL, staffQuery } from './stack'

/**
 * What the admin does by itself, in the editors' loop: a scheduled publish, which publishes and
 * rebuilds the site, and the dashboard, which asserts that its own enquiry is the newest one (an
 * end-to-end test running beside it could make that false).
 *
 * The scheduled article comes first in the editors' loop (this file's name sorts first, and
 * Playwright runs a worker's files in that order): most of its time is a wait for the time it was
 * scheduled at, which the PostgreSQL suite, starting beside the editors' loop, fills.
 */
test.describe.configure({ timeout: 600_000 })

/**
 * Scheduled publishing as an editor does it: a draft article, "Schedule Publish" in the admin with
 * a time, then nothing else. The CMS runs due jobs every 5 s (cms/src/jobs/runner.ts); the job
 * publishes the article, which asks for a site build like any publish.
 */
test('a scheduled article stays off the site until its time, then goes live with a site build', async ({ page }) => {
  const slug = `scheduled-${Date.now()}`
  const title = `Scheduled article ${slug}`
  const createPost = await draftArticle({ slug, title, excerpt: 'Published by its schedule.' })
  expect(createPost._status).toBe('draft')
  const articleURL = `${siteURL}/news/${slug}/`
  let live = false
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
    // ...which asked for a site build, and the build put the article on the site. If not, the
    // builder's state says whether the request came, and what became of its build.
    await expect
      .poll(async () => (await fetch(articleURL)).status, { timeout: 300_000, intervals: [3000] })
      .toBe(200)
      .catch(async (error: Error) => {
        const state = await buildStatus()
        throw new Error(
          `${error.message}\nPublished at ${new Date(when.time).toISOString()} or later; the builder's state: ${JSON.stringify(state)}`,
        )
      })
    expect(await (await fetch(articleURL)).text()).toContain(title)
    live = true
    const after = await settled()
    expect(after.builds).toBeGreaterThan(before.builds)
    expect(after.lastFailure).toBeNull()
  } finally {
    // A live article stays (tests/playwright.config.ts, "what the editors' loop
    // publishes stays"); one the test left scheduled must not go live during a later test.
    if (!live) await staffQuery('mutation($id: Int!) { deletePost(id: $id) { id } }', { id: createPost.id })
  }
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
  // The administrator sees both: the build state (content) and the leads (sales).
  await adminLogin(page, demoAdminEmail)
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
