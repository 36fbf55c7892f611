import { expect, test } from '@playwright/test'
import { developmentPath } from '@lestari/model'
import { progressSectionId } from '@lestari/model/progress'
import { settled } from './build-status'
import { linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import { cmsClientHeaders, cmsURL, editorToken, siteURL } from './stack'
import { gql } from './visitors'

/**
 * Construction progress from the admin's API to the served site (docs/FEATURES.md, "Construction
 * progress"): an editor publishes an update in both languages; the rebuilt development page shows
 * it on its timeline in English and at /id/, and the development's confirmed subscriber gets one
 * email. A real build: with the editors' loop.
 */
test.describe.configure({ timeout: 420_000 })

const kirana = developmentPath('residential', 'kirana-hills')

const rest = async (method: string, url: string, token: string, data: unknown) => {
  const res = await fetch(`${cmsURL}/api${url}`, {
    method,
    headers: { ...cmsClientHeaders(), authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  return { status: res.status, body: (await res.json()) as { doc: { id: number; _status: string } } }
}

const timelineOf = async (path: string) => {
  const html = await (await fetch(`${siteURL}${path}`)).text()
  const start = html.indexOf(`id="${progressSectionId}"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
}

test("a published progress update reaches the development's timeline in both languages and its subscriber once", async () => {
  await settled()
  const email = `progress-loop-${Date.now()}@example.com`
  const subscribed = await gql(`mutation($e: String!, $p: String) { subscribe(email: $e, project: $p) }`, {
    e: email,
    p: 'kirana-hills',
  })
  expect(subscribed.data?.subscribe).toBe(true)
  const confirmation = await waitForMail(email, /Confirm your .* subscription/)
  const confirmed = await gql(`mutation($t: String!) { confirmSubscription(token: $t) }`, {
    t: tokenOf(linkIn(confirmation, '/subscribe/'), 'confirm'),
  })
  expect(confirmed.data?.confirmSubscription).toBe(true)

  const { Projects } = (await gql(`{ Projects(where: { slug: { equals: "kirana-hills" } }) { docs { id } } }`))
    .data as { Projects: { docs: { id: number }[] } }
  const editor = await editorToken()
  const title = { en: `Show unit handed over ${Date.now()}`, id: `Unit contoh diserahkan ${Date.now()}` }
  const created = await rest('POST', '/progress-updates?draft=true&locale=en', editor, {
    _status: 'draft',
    project: Projects.docs[0].id,
    date: new Date().toISOString(),
    percent: 85,
    title: title.en,
    summary: 'The show unit of Cluster Aster is finished and open to visitors.',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.doc.id
  expect(
    (
      await rest('PATCH', `/progress-updates/${id}?draft=true&locale=id`, editor, {
        title: title.id,
        summary: 'Unit contoh Klaster Aster sudah selesai dan terbuka untuk pengunjung.',
      })
    ).status,
  ).toBe(200)
  const published = await rest('PATCH', `/progress-updates/${id}?locale=en`, editor, { _status: 'published' })
  expect(published.body.doc._status).toBe('published')

  const mail = await waitForMail(email, /^Construction progress at Kirana Hills: 85%$/, 1, 30_000)
  expect(mail.text).toContain(title.en)

  // The build the publish asked for puts it first on the timeline, in both languages.
  await expect
    .poll(async () => (await timelineOf(kirana)).includes(title.en), { timeout: 300_000, intervals: [2000] })
    .toBe(true)
  await settled()
  const english = await timelineOf(kirana)
  expect(english.indexOf(title.en)).toBeLessThan(english.indexOf('Jalan Cempaka Indah paved'))
  expect(english).toContain('85% built')
  const indonesian = await timelineOf(`/id${kirana}`)
  expect(indonesian).toContain(title.id)
  expect(indonesian).toContain('85% terbangun')
  expect(indonesian).toContain('Unit contoh Klaster Aster sudah selesai')

  // One email, the build done (saving again sends none: tests/e2e/construction-progress.spec.ts).
  await queuedMailSent()
  expect(mailsTo(email).filter((m) => /Construction progress/.test(m.subject))).toHaveLength(1)
})
