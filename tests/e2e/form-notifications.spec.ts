import { expect, test } from '@playwright/test'
import { readOutbox } from './outbox'
import { cmsQuery, siteURL } from './stack'

/**
 * The demo contact form emails every answer to info@lestari-city.example, with the visitor's
 * email as the reply-to address (its notification settings in the CMS, cms/src/seed/content/site.ts).
 */
test("a form submission is emailed to the form's recipients with the answers, escaped, and the visitor as reply-to", async () => {
  const { Forms } = await cmsQuery<{ Forms: { docs: { id: number }[] } }>(
    `{ Forms(where: { slug: { equals: "contact" } }) { docs { id } } }`,
  )
  const marker = `note-${Date.now()}`
  const visitor = `${marker}@example.com`
  await cmsQuery(`mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`, {
    data: {
      form: Forms.docs[0].id,
      locale: 'en',
      page: '/contact/',
      data: {
        name: '<b>Sari</b> & co',
        email: visitor,
        topic: 'buying',
        message: `${marker}\n<script>alert(1)</script>`,
        consent: true,
      },
    },
  })
  await expect
    .poll(() => readOutbox().filter((m) => m.text.includes(marker)).length, { timeout: 15_000, intervals: [250] })
    .toBe(1)
  const mail = readOutbox().find((m) => m.text.includes(marker))!
  expect(mail.to).toEqual(['info@lestari-city.example'])
  expect(mail.subject).toBe('Website contact form')
  expect(mail.replyTo).toEqual([visitor])
  expect(mail.text).toContain('Full name: <b>Sari</b> & co')
  expect(mail.text).toContain(`Email: ${visitor}`)
  expect(mail.text).toContain('Topic: buying')
  expect(mail.text).toContain(`Sent from ${siteURL}/contact/`)
  expect(mail.html).toContain('&lt;b&gt;Sari&lt;/b&gt; &amp; co')
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(mail.html).not.toMatch(/<script|<b>Sari/)
})
