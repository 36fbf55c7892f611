import { expect, test } from '@playwright/test'
import { demoAdminEmail } from '@lestari/server-kit/demo-accounts'
import { adminLogin } from './build-status'
import { cmsQuery } from './stack'

/**
 * The admin's dashboard: the site's build state and the newest submissions and enquiries. It
 * runs with the editors' loop: it asserts that its own enquiry is the newest one, which an
 * end-to-end test running beside it could make false.
 */
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
