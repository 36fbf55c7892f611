import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { developmentPath } from '@lestari/model'
import { progressSectionId } from '@lestari/model/progress'
import { loginSession } from '../../bench/lib/graphql'
import { axeViolations } from './axe'
import { extraStack } from './extra-stack'
import { saveScreenshot } from './screenshots'
import { linkIn, mailsTo, readOutbox, tokenOf, waitForMail } from './outbox'
import { cmsClientHeaders, cmsURL, editorToken, hydrated, salesToken, siteURL, testSitePort } from './stack'
import { confirmedVisitor, gql, loginOnSite, type Gql } from './visitors'

/**
 * Construction progress (docs/FEATURES.md, "Construction progress"): the demo updates on the built
 * development pages in both languages and in a buyer's account, the access rules on the main
 * stack; publishing and its emails on a CMS of this file's own (a copy of the test database that
 * runs its jobs and asks for no site build), so that nothing is published to the shared site.
 */
test.use({ bypassCSP: true })

const kirana = developmentPath('residential', 'kirana-hills')
const timeline = `#${progressSectionId}`

/** Saves Kirana Hills with the heart in an account, as the site does for a signed-in visitor. */
async function saveKiranaHills(account: { id: number; token: string }, base = cmsURL) {
  const saved = await gql(
    `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }`,
    {
      id: account.id,
      d: { savedHomes: { developments: [{ slug: 'kirana-hills', title: 'Kirana Hills', path: kirana }], units: [] } },
    },
    account.token,
    base,
  )
  expect(saved.errors).toBeUndefined()
}

test('the development page shows its construction progress as a static timeline, newest first, in English and at /id/', async ({
  page,
}) => {
  // The timeline is in the HTML itself, in both languages: nothing has to run to show it.
  for (const [path, words] of [
    [kirana, ['Construction progress', 'Jalan Cempaka Indah paved', '20% built', 'Land cleared, roads marked out']],
    [`/id${kirana}`, ['Progres pembangunan', 'Jalan Cempaka Indah diaspal', '20% terbangun', 'Lahan dibersihkan']],
  ] as const) {
    const html = await (await fetch(`${siteURL}${path}`)).text()
    for (const word of words) expect(html, `${path}: ${word}`).toContain(word)
  }

  await page.goto(kirana)
  const section = page.locator(timeline)
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Construction progress')
  const items = section.locator('ol > li')
  await expect(items).toHaveCount(4)
  await expect(items.first().getByRole('heading', { level: 3 })).toHaveText('Jalan Cempaka Indah paved')
  await expect(items.first()).toContainText('Cluster Cempaka')
  await expect(items.first()).toContainText('20% built')
  await expect(items.first().locator('progress')).toHaveAttribute('value', '20')
  await expect(items.last().getByRole('heading', { level: 3 })).toHaveText('Land cleared, roads marked out')
  // Each date is machine-readable, newest first.
  const dates = await items.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))
  expect(dates).toHaveLength(4)
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect([...dates].sort().reverse()).toEqual(dates)
  // The photos come from the build's own copies, with their alternative text.
  const photos = section.locator('img')
  expect(await photos.count()).toBeGreaterThanOrEqual(4)
  for (const alt of await photos.evaluateAll((images) => images.map((i) => i.getAttribute('alt'))))
    expect(alt).toBeTruthy()
  await expect(photos.first()).toHaveAttribute('src', /^\/media\//)
  await hydrated(page)
  await section.scrollIntoViewIfNeeded()
  await saveScreenshot(page, 'construction-progress', 'timeline')
  expect(await axeViolations(page)).toEqual([])

  await page.goto(`/id${kirana}`)
  await expect(page.locator(timeline).getByRole('heading', { level: 2 })).toHaveText('Progres pembangunan')
  await expect(page.locator(`${timeline} ol > li`).first()).toContainText('Klaster Cempaka')
  await expect(page.locator(`${timeline} ol > li`).first()).toContainText('20% terbangun')

  // Another development's timeline holds its own update only; one without updates has no section.
  await page.goto(developmentPath('residential', 'lestari-sky-apartment'))
  await expect(page.locator(`${timeline} ol > li`)).toHaveCount(1)
  await expect(page.locator(timeline)).toContainText('The first tower reaches the 18th floor')
  await page.goto(developmentPath('residential', 'taman-anggrek-residence'))
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator(timeline)).toHaveCount(0)
})

test("a buyer's account shows the latest progress of the developments they saved, in the page's language", async ({
  page,
}) => {
  const buyer = await confirmedVisitor('Progress Buyer')
  await saveKiranaHills(buyer)
  await expect(await loginOnSite(page, buyer.email, buyer.password)).toBeHidden({ timeout: 15_000 })
  await page.goto('/profile/')
  const followed = page.locator('[data-followed-progress] > li')
  await expect(followed).toHaveCount(1)
  await expect(followed).toContainText('Kirana Hills')
  await expect(followed).toContainText('Jalan Cempaka Indah paved')
  await expect(followed).toContainText('20% built')
  await expect(followed.getByRole('link')).toHaveAttribute('href', `${kirana}${timeline}`)
  await followed.scrollIntoViewIfNeeded()
  await saveScreenshot(page, 'construction-progress', 'account')
  await page.goto('/id/profile/')
  await expect(page.locator('[data-followed-progress] > li')).toContainText('20% terbangun')
  await expect(page.locator('[data-followed-progress] > li')).toContainText('Jalan Cempaka Indah diaspal')
})

test('anonymous callers, visitors and sales staff cannot write progress updates; a draft is never public', async () => {
  const { Projects } = (await gql(`{ Projects(where: { slug: { equals: "kirana-hills" } }) { docs { id } } }`))
    .data as { Projects: { docs: { id: number }[] } }
  const project = Projects.docs[0].id
  const body = { title: `Draft progress ${Date.now()}`, project, percent: 70, summary: 'Not yet public.' }
  const rest = async (method: string, url: string, token?: string, data?: unknown) => {
    const res = await fetch(`${cmsURL}/api${url}`, {
      method,
      headers: {
        ...cmsClientHeaders(),
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...(data ? { 'content-type': 'application/json' } : {}),
      },
      body: data ? JSON.stringify(data) : undefined,
    })
    return { status: res.status, body: (await res.json()) as { doc?: { id: number }; docs?: { id: number }[] } }
  }
  const visitor = await confirmedVisitor('Progress Writer')
  for (const token of [undefined, visitor.token, await salesToken()])
    expect((await rest('POST', '/progress-updates', token, { ...body, _status: 'published' })).status).toBe(403)
  const created = await gql(`mutation($d: mutationProgressUpdateInput!) { createProgressUpdate(data: $d) { id } }`, {
    d: { ...body, date: new Date().toISOString() },
  })
  expect(created.errors?.[0].message).toMatch(/not allowed/i)

  // A draft (stored as a draft: no site build, no email) is the editor's alone.
  const editor = await editorToken()
  const draft = await rest('POST', '/progress-updates?draft=true', editor, { ...body, _status: 'draft' })
  expect(draft.status).toBe(201)
  const id = draft.body.doc!.id
  try {
    for (const token of [undefined, visitor.token]) {
      expect([403, 404]).toContain((await rest('GET', `/progress-updates/${id}`, token)).status)
      expect([403, 404]).toContain((await rest('GET', `/progress-updates/${id}?draft=true`, token)).status)
      const list = await rest('GET', `/progress-updates?limit=100&draft=true&depth=0`, token)
      expect(list.body.docs!.map((d) => d.id)).not.toContain(id)
      expect(list.body.docs!.length).toBeGreaterThanOrEqual(5)
      const { data } = await gql(`{ ProgressUpdates(limit: 100, draft: true) { docs { id } } }`, {}, token)
      expect(
        (data as { ProgressUpdates: { docs: { id: number }[] } }).ProgressUpdates.docs.map((d) => d.id),
      ).not.toContain(id)
    }
    expect((await rest('GET', `/progress-updates/${id}?draft=true`, editor)).status).toBe(200)
    expect((await rest('PATCH', `/progress-updates/${id}?draft=true`, visitor.token, { percent: 1 })).status).toBe(403)
  } finally {
    expect((await rest('DELETE', `/progress-updates/${id}`, editor)).status).toBe(200)
  }
})

test.describe('publishing an update', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  const stack = extraStack({
    name: 'construction-progress',
    sitePort: testSitePort + 81,
    cmsPort: testSitePort + 82,
    // No CRM: the enquiries spec's CRM counts the deliveries it receives.
    settings: { crmWebhookURL: '' },
    cmsEnv: { PAYLOAD_JOBS_AUTORUN: 'true' },
  })
  const base = stack.settings.cmsURL

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
    (await gql(query, variables, token, base)) as { data: T; errors?: Gql['errors'] }
  const rest = async (method: string, url: string, token: string, data?: unknown) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { ...cmsClientHeaders(), authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: data ? JSON.stringify(data) : undefined,
    })
    return { status: res.status, body: (await res.json()) as { doc: { id: number; _status: string } } }
  }
  const login = async (email: string, password = 'lestari-demo-2026') => {
    const { session } = await loginSession(base, email, password, cmsClientHeaders())
    if (!session) throw new Error(`${email} could not log in`)
    return session
  }

  /** Once every job of the stack (the announcements, then their emails) has run: the outbox holds all it sent. */
  const jobsDone = async () => {
    const db = createClient({ url: stack.settings.databaseURI })
    try {
      await db.execute('PRAGMA busy_timeout = 5000')
      const pending = async () =>
        Number(
          (
            await db.execute(
              "SELECT count(*) AS n FROM payload_jobs WHERE task_slug IN ('announceProgressUpdate', 'deliverEmail')",
            )
          ).rows[0].n,
        )
      await expect.poll(pending, { timeout: 60_000, intervals: [500] }).toBe(0)
    } finally {
      db.close()
    }
  }

  const run = Date.now()
  const address = (who: string) => `progress-${who}-${run}@example.com`
  /** Subscribes an address to a development's updates through the site's mutation; confirms it unless told not to. */
  const subscribe = async (who: string, project: string, locale: 'en' | 'id', confirm = true) => {
    const email = address(who)
    const { data } = await call<{ subscribe: boolean }>(
      `mutation($e: String!, $n: String, $p: String, $l: String) { subscribe(email: $e, name: $n, project: $p, locale: $l) }`,
      { e: email, n: who, p: project, l: locale },
    )
    expect(data.subscribe).toBe(true)
    const mail = await waitForMail(email, /subscription|langganan/)
    const token = tokenOf(linkIn(mail, '/subscribe/'), 'confirm')
    if (confirm) {
      const { data: confirmed } = await call<{ confirmSubscription: boolean }>(
        `mutation($t: String!) { confirmSubscription(token: $t) }`,
        { t: token },
      )
      expect(confirmed.confirmSubscription).toBe(true)
    }
    return email
  }
  const progressMails = (email: string) => mailsTo(email).filter((m) => /progress|progres/i.test(m.subject))

  let editor: string
  let project: number
  let firstUpdate: number

  test.beforeAll(async () => {
    await stack.copyDatabase()
    // The copy's jobs are the test stack's: this CMS runs only its own.
    const db = createClient({ url: stack.settings.databaseURI })
    await db.execute('DELETE FROM payload_jobs')
    db.close()
    await stack.startCms()
    editor = (await login('editor@lestari-city.example')).token
    const { data } = await call<{ Projects: { docs: { id: number }[] } }>(
      `{ Projects(where: { slug: { equals: "kirana-hills" } }) { docs { id } } }`,
    )
    project = data.Projects.docs[0].id
  })

  test.afterAll(async () => {
    await stack.close()
  })

  /** A new update of Kirana Hills in both languages, stored as a draft, then published by `publishes` requests at once. */
  async function publishUpdate(percent: number, title: { en: string; id: string }, publishes = 1) {
    const draft = await rest('POST', '/progress-updates?draft=true&locale=en', editor, {
      _status: 'draft',
      project,
      cluster: 'Cluster Aster',
      date: new Date().toISOString(),
      percent,
      title: title.en,
      summary: 'Windows and doors are in on block A.',
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const id = draft.body.doc.id
    const translated = await rest('PATCH', `/progress-updates/${id}?draft=true&locale=id`, editor, {
      cluster: 'Klaster Aster',
      title: title.id,
      summary: 'Jendela dan pintu blok A sudah terpasang.',
    })
    expect(translated.status).toBe(200)
    const published = await Promise.all(
      Array.from({ length: publishes }, () =>
        rest('PATCH', `/progress-updates/${id}?locale=en`, editor, { _status: 'published' }),
      ),
    )
    for (const answer of published) expect(answer.body.doc._status).toBe('published')
    return id
  }

  test("the first publish emails the development's confirmed subscribers once, each in their language, through the queue", async () => {
    const english = await subscribe('english', 'kirana-hills', 'en')
    const indonesian = await subscribe('indonesian', 'kirana-hills', 'id')
    const unconfirmed = await subscribe('unconfirmed', 'kirana-hills', 'en', false)
    const elsewhere = await subscribe('elsewhere', 'taman-anggrek-residence', 'en')
    await jobsDone()

    // Three publishes of the same update at the same moment.
    firstUpdate = await publishUpdate(75, { en: 'Windows and doors in', id: 'Jendela dan pintu terpasang' }, 3)
    const en = await waitForMail(english, /^Construction progress at Kirana Hills: 75%$/)
    const id = await waitForMail(indonesian, /^Progres pembangunan Kirana Hills: 75%$/)
    await jobsDone()

    expect(progressMails(english)).toHaveLength(1)
    expect(progressMails(indonesian)).toHaveLength(1)
    expect(progressMails(unconfirmed)).toHaveLength(0)
    expect(progressMails(elsewhere)).toHaveLength(0)
    expect(en.text).toContain('Update: Windows and doors in')
    expect(en.text).toContain('Cluster: Cluster Aster')
    expect(en.text).toContain('Progress: 75%')
    expect(en.text).toContain('Windows and doors are in on block A.')
    expect(linkIn(en, progressSectionId)).toBe(`${stack.settings.siteURL}${kirana}${timeline}`)
    const unsubscribeToken = /\/subscribe\/\?unsubscribe=([0-9a-f]+)/.exec(en.text)?.[1]
    expect(unsubscribeToken).toHaveLength(48)
    expect(id.text).toContain('Kabar: Jendela dan pintu terpasang')
    expect(id.text).toContain('Klaster: Klaster Aster')
    expect(id.text).toContain('Jendela dan pintu blok A sudah terpasang.')
    expect(linkIn(id, progressSectionId)).toBe(`${stack.settings.siteURL}/id${kirana}${timeline}`)

    // Saved again, unpublished and published again: nothing more is sent.
    expect((await rest('PATCH', `/progress-updates/${firstUpdate}?locale=en`, editor, { percent: 76 })).status).toBe(
      200,
    )
    const unpublished = await rest('PATCH', `/progress-updates/${firstUpdate}?locale=en`, editor, { _status: 'draft' })
    expect(unpublished.body.doc._status).toBe('draft')
    const again = await rest('PATCH', `/progress-updates/${firstUpdate}?locale=en`, editor, { _status: 'published' })
    expect(again.body.doc._status).toBe('published')
    await jobsDone()
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    await jobsDone()
    expect(progressMails(english)).toHaveLength(1)
    expect(progressMails(indonesian)).toHaveLength(1)

    // Whoever unsubscribes gets no later update; the others do.
    const { data } = await call<{ unsubscribe: boolean }>(`mutation($t: String!) { unsubscribe(token: $t) }`, {
      t: unsubscribeToken,
    })
    expect(data.unsubscribe).toBe(true)
    await publishUpdate(80, { en: 'Roofs on block B', id: 'Atap blok B' })
    await waitForMail(indonesian, /^Progres pembangunan Kirana Hills: 80%$/)
    await jobsDone()
    expect(progressMails(english)).toHaveLength(1)
    expect(progressMails(indonesian)).toHaveLength(2)
    expect(progressMails(elsewhere)).toHaveLength(0)
    // The demo updates were never announced, and are not now.
    expect(readOutbox().filter((m) => /Jalan Cempaka Indah/.test(m.text))).toEqual([])
  })

  test("the buyer's account asks live for the latest published update of the developments they saved or enquired about", async () => {
    const visitor = await login('visitor@lestari-city.example')
    await saveKiranaHills(visitor, base)
    const { data } = await call<{ Projects: { docs: { id: number }[] } }>(
      `{ Projects(where: { slug: { equals: "lestari-sky-apartment" } }) { docs { id } } }`,
    )
    const enquiry = await call(
      `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`,
      {
        d: {
          idempotencyKey: `progress-${run}`,
          project: data.Projects.docs[0].id,
          name: 'Sari',
          replyBy: 'phone',
          phone: '0812 1111 2222',
          consent: true,
          locale: 'en',
          page: '/',
        },
      },
      visitor.token,
    )
    expect(enquiry.errors).toBeUndefined()

    const query = `query($l: String) { myDevelopmentProgress(locale: $l) { development { slug kind title } title percent cluster date } }`
    type Answer = { myDevelopmentProgress: { development: { slug: string }; title: string; percent: number }[] }
    const latest = async (locale: 'en' | 'id', slug: string, token?: string) =>
      (await call<Answer>(query, { l: locale }, token)).data.myDevelopmentProgress.find(
        (entry) => entry.development.slug === slug,
      )
    expect(await latest('en', 'kirana-hills', visitor.token)).toMatchObject({ title: 'Roofs on block B', percent: 80 })
    expect(await latest('id', 'kirana-hills', visitor.token)).toMatchObject({ title: 'Atap blok B' })
    expect(await latest('en', 'lestari-sky-apartment', visitor.token)).toMatchObject({
      title: 'The first tower reaches the 18th floor',
      percent: 40,
    })

    // A draft over an update is not shown; anonymous callers and staff get nothing.
    const draft = await rest('PATCH', `/progress-updates/${firstUpdate}?locale=en&draft=true`, editor, {
      date: new Date(Date.now() + 86_400_000).toISOString(),
      title: 'Not yet public',
    })
    expect(draft.status).toBe(200)
    expect(await latest('en', 'kirana-hills', visitor.token)).toMatchObject({ title: 'Roofs on block B' })
    expect((await call<Answer>(query, { l: 'en' })).data.myDevelopmentProgress).toEqual([])
    expect((await call<Answer>(query, { l: 'en' }, editor)).data.myDevelopmentProgress).toEqual([])
  })
})
