import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { draftArticle } from './drafts'
import { extraStack } from './extra-stack'
import { startRedis } from './redis'
import { givenUpEmail } from './outbox'
import { startSmtp } from './smtp'
import { cmsQuery, adminToken, staffQuery, testSitePort } from './stack'

/**
 * Every email goes through the jobs queue, and jobs run once though several CMS processes run
 * them (cms/src/email/queue.ts, cms/src/jobs/runner.ts). Two CMS processes of this file's own share
 * one copy of the test database and one Redis, both run jobs, and send their emails to an SMTP
 * server of the test's own that first hangs, then refuses, then accepts. Nothing is published to
 * the site (these processes ask for no site build).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 })

const redisPort = testSitePort + 42
const smtpPort = testSitePort + 43
let smtp: Awaited<ReturnType<typeof startSmtp>>
let redis: Awaited<ReturnType<typeof startRedis>> | undefined

const settings = {
  // No CRM: the enquiries spec's CRM counts the deliveries it receives.
  crmWebhookURL: '',
}
const cmsEnv = {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  PAYLOAD_JOBS_AUTORUN: 'true',
  // A job left marked as running by a killed process is released after 5 s (the last test).
  JOBS_STALLED_AFTER_SECONDS: '5',
}
const first = extraStack({
  name: 'email-queue-a',
  sitePort: testSitePort + 44,
  cmsPort: testSitePort + 45,
  settings,
  cmsEnv,
})
const cmsA = first.settings.cmsURL
// The second process uses the first one's database.
const second = extraStack({
  name: 'email-queue-b',
  sitePort: testSitePort + 46,
  cmsPort: testSitePort + 47,
  settings: { ...settings, databaseURI: first.settings.databaseURI },
  cmsEnv,
})
const cmsB = second.settings.cmsURL
const processes = [first, second]

test.beforeAll(async () => {
  smtp = await startSmtp(smtpPort, 'stall')
  redis = await startRedis(redisPort)
  await first.copyDatabase()
  // The copy's jobs are the test stack's (its emails and deliveries): these processes run only their own.
  const db = createClient({ url: first.settings.databaseURI })
  await db.execute('DELETE FROM payload_jobs')
  db.close()
  await Promise.all(processes.map((p) => p.startCms()))
})

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.close()))
  await smtp?.close()
  await redis?.stop()
})

/** How long a call takes, and its result. */
async function timed<T>(call: () => Promise<T>) {
  const start = Date.now()
  const value = await call()
  return { value, ms: Date.now() - start }
}

/**
 * The editor's session, from one login: both processes share the database and the secret, so it is
 * good on both (two logins of one user at the same moment could drop one: docs/RELIABILITY.md).
 */
const staffHeaders = async () => ({ authorization: `JWT ${await adminToken(cmsA)}` })

/** The admin's dashboard as the editor sees it (server-rendered HTML). */
const dashboard = async (base: string) => (await fetch(`${base}/admin`, { headers: await staffHeaders() })).text()

/** Waits `ms` (to see that no second copy of an email follows the first). */
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The first development of the copied test database, by slug. */
const firstProject = async () =>
  (
    await cmsQuery<{ Projects: { docs: { id: number; title: string }[] } }>(
      '{ Projects(limit: 1, sort: "slug") { docs { id title } } }',
      {},
      cmsA,
    )
  ).Projects.docs[0]

/** A buyer's enquiry by phone about `project`, sent to the first process: the sales team's email is about it. */
const sendEnquiry = (project: number, name: string) =>
  cmsQuery<{ createEnquiry: { id: number } }>(
    'mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }',
    { d: { project, name, replyBy: 'phone', phone: '0812 3456 7890', consent: true, locale: 'en', page: '/' } },
    cmsA,
  )

/** A visitor's registration, sent to the second process: its confirmation email is about no lead. */
const register = (email: string, name: string) =>
  cmsQuery<{ createUser: { id: number } }>(
    'mutation($d: mutationUserInput!) { createUser(data: $d) { id } }',
    { d: { email, password: 'queued-pass-2026', name, roles: ['visitor'] } },
    cmsB,
  )

test('emails wait in the queue while the mail server hangs or refuses, and each arrives once when it accepts', async () => {
  const project = await firstProject()
  const visitor = `queued-${Date.now()}@example.com`
  const enquirySubject = new RegExp(`^New enquiry: ${project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  const confirmationSubject = /^Confirm your email for /

  // The mail server takes connections and never answers: both requests are answered at once.
  const enquiry = await timed(() => sendEnquiry(project.id, 'Queued Enquiry'))
  const registration = await timed(() => register(visitor, 'Queued Visitor'))
  expect(enquiry.value.createEnquiry.id).toBeGreaterThan(0)
  expect(registration.value.createUser).toBeTruthy()
  expect(enquiry.ms).toBeLessThan(5000)
  expect(registration.ms).toBeLessThan(5000)
  // A runner tried to deliver while the server hung, after both answers had gone back.
  await expect.poll(() => smtp.state.stalled, { timeout: 20_000 }).toBeGreaterThan(0)
  expect(smtp.state.received).toEqual([])

  // Then it refuses (451): the emails are tried again later, not lost, and staff see them waiting.
  smtp.state.mood = 'refuse'
  await expect.poll(() => smtp.state.refused, { timeout: 60_000 }).toBeGreaterThan(0)
  expect(smtp.state.received).toEqual([])
  await expect
    .poll(() => dashboard(cmsA), { timeout: 30_000 })
    .toMatch(/class="undelivered-emails.*2 emails are waiting/s)
  const queueState = async (headers = {}) => {
    const res = await fetch(`${cmsB}/api/email-deliveries`, { headers })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  expect(await queueState(await staffHeaders())).toEqual({ status: 200, body: { waiting: 2, failed: 0 } })
  expect((await queueState()).status).toBe(403)

  // Then it accepts: each email arrives, and only once.
  smtp.state.mood = 'accept'
  await expect
    .poll(() => smtp.state.received.filter((m) => enquirySubject.test(m.subject)).length, { timeout: 90_000 })
    .toBe(1)
  const sales = smtp.state.received.find((m) => enquirySubject.test(m.subject))!.to[0]
  await expect.poll(() => smtp.count(visitor, confirmationSubject), { timeout: 90_000 }).toBe(1)
  await pause(12_000)
  expect(smtp.count(sales, enquirySubject)).toBe(1)
  expect(smtp.count(visitor, confirmationSubject)).toBe(1)
  expect(smtp.state.received.filter((m) => enquirySubject.test(m.subject))).toHaveLength(1)
  // (The panel's words travel with the admin's strings on every page: its element tells it is shown.)
  expect(await dashboard(cmsB)).not.toContain('class="undelivered-emails')
  expect(await queueState(await staffHeaders())).toEqual({ status: 200, body: { waiting: 0, failed: 0 } })
})

test('a deleted lead takes its waiting emails with it, and other emails keep waiting', async () => {
  smtp.state.mood = 'refuse'
  const refused = smtp.state.refused
  const salesEmails = () => smtp.state.received.filter((m) => /^New enquiry: /.test(m.subject)).length
  const salesBefore = salesEmails()
  const stamp = Date.now()
  const { createEnquiry } = await sendEnquiry((await firstProject()).id, `Deleted Lead ${stamp}`)
  const visitor = `kept-${stamp}@example.com`
  await register(visitor, 'Kept Visitor')
  // Both were tried and refused: the sales team's email about the enquiry, and the visitor's confirmation.
  await expect.poll(() => smtp.state.refused - refused, { timeout: 60_000 }).toBeGreaterThanOrEqual(2)
  const queue = async () =>
    (await (await fetch(`${cmsA}/api/email-deliveries`, { headers: await staffHeaders() })).json()) as unknown
  expect(await queue()).toEqual({ waiting: 2, failed: 0 })

  const deleted = await fetch(`${cmsA}/api/enquiries/${createEnquiry.id}`, {
    method: 'DELETE',
    headers: await staffHeaders(),
  })
  expect(deleted.status).toBe(200)
  // The enquiry's email went with it at once (not tried again for minutes, its lead missing).
  expect(await queue()).toEqual({ waiting: 1, failed: 0 })
  smtp.state.mood = 'accept'
  await expect.poll(() => smtp.count(visitor, /^Confirm your email for /), { timeout: 90_000 }).toBe(1)
  await expect.poll(queue, { timeout: 10_000 }).toEqual({ waiting: 0, failed: 0 })
  expect(salesEmails()).toBe(salesBefore)
})

test('an email the queue gave up on is listed for staff, who can send it again', async () => {
  smtp.state.mood = 'accept'
  const to = `given-up-${Date.now()}@example.com`
  const subject = `Given up ${Date.now()}`
  const id = await givenUpEmail(first.settings.databaseURI, {
    message: { to, subject, text: 'Sent again by staff.' },
  })
  const page = await dashboard(cmsA)
  expect(page).toContain('class="undelivered-emails')
  expect(page).toContain(subject)
  expect(page).toContain(to)
  expect(page).toContain('Last error: Mail command failed: 451 Try again later')

  // Only staff may send it again.
  const retry = `${cmsA}/api/email-deliveries/${id}/retry`
  expect((await fetch(retry, { method: 'POST' })).status).toBe(403)
  const again = await fetch(retry, { method: 'POST', headers: await staffHeaders() })
  expect(again.status).toBe(200)
  await expect.poll(() => smtp.count(to, new RegExp(`^${subject}$`)), { timeout: 30_000 }).toBe(1)
  expect(await dashboard(cmsA)).not.toContain(subject)
  // Sent again once only: the failed one is gone.
  expect((await fetch(retry, { method: 'POST', headers: await staffHeaders() })).status).toBe(404)
  await pause(6_000)
  expect(smtp.count(to, new RegExp(`^${subject}$`))).toBe(1)
})

test('jobs run at the same moment by both processes and by requests are each run once', async () => {
  smtp.state.mood = 'accept'
  const run = `burst-${Date.now()}`
  const emails = Array.from({ length: 30 }, (_, n) => ({ to: `${run}-${n}@example.com`, subject: `Burst ${n}` }))
  // Thirty due deliveries at once, as thirty requests would queue them.
  const db = createClient({ url: first.settings.databaseURI })
  await db.execute({
    sql: `INSERT INTO payload_jobs (input, task_slug, queue) VALUES ${emails.map(() => "(?, 'deliverEmail', 'default')").join(', ')}`,
    args: emails.map((message) => JSON.stringify({ message: { ...message, text: 'One of thirty.' } })),
  })
  db.close()
  // Staff ask both processes to run the due jobs, three times each at the same moment, while
  // both runners keep looking every 5 s.
  const runNow = async (base: string) =>
    (await fetch(`${base}/api/payload-jobs/run?queue=default&limit=30`, { headers: await staffHeaders() })).status
  expect(await Promise.all([cmsA, cmsB, cmsA, cmsB, cmsA, cmsB].map(runNow))).toEqual(Array(6).fill(200))
  const arrived = () => emails.filter((e) => smtp.count(e.to, new RegExp(`^${e.subject}$`)) > 0).length
  await expect.poll(arrived, { timeout: 60_000 }).toBe(emails.length)
  await pause(6_000)
  expect(emails.map((e) => smtp.count(e.to, new RegExp(`^${e.subject}$`)))).toEqual(Array(emails.length).fill(1))
})

test('a scheduled publish runs once though both processes run jobs', async () => {
  const slug = `queued-schedule-${Date.now()}`
  const createPost = await draftArticle(
    { slug, title: `Scheduled once ${slug}`, excerpt: 'Published once by its schedule.' },
    cmsA,
  )
  expect(createPost._status).toBe('draft')

  // What the admin's "Schedule publish" stores (payload.jobs.queue): a job due a few seconds ahead.
  const db = createClient({ url: first.settings.databaseURI })
  const input = JSON.stringify({ type: 'publish', doc: { relationTo: 'posts', value: String(createPost.id) } })
  const jobsOfPost = async () =>
    (
      await db.execute({
        sql: `SELECT id, has_error FROM payload_jobs WHERE task_slug = 'schedulePublish' AND input = ?`,
        args: [input],
      })
    ).rows
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    await db.execute({
      sql: `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES (?, 'schedulePublish', 'default', ?)`,
      args: [input, new Date(Date.now() + 4000).toISOString()],
    })
    expect(await jobsOfPost()).toHaveLength(1)

    type Version = { version: { _status: string } }
    const publishedVersions = async () =>
      (
        await staffQuery<{ versionsPosts: { docs: Version[] } }>(
          'query($id: JSON!) { versionsPosts(where: { parent: { equals: $id } }, limit: 100) { docs { version { _status } } } }',
          { id: createPost.id },
          cmsB,
        )
      ).versionsPosts.docs.filter((v) => v.version._status === 'published').length
    await expect.poll(publishedVersions, { timeout: 60_000, intervals: [1000] }).toBe(1)
    // Both runners look every 5 s: a second run would have published again by now.
    await pause(12_000)
    expect(await publishedVersions()).toBe(1)
    // The job completed (completed jobs are removed) instead of failing.
    expect(await jobsOfPost()).toEqual([])
  } finally {
    db.close()
  }
})

test('an email whose process was killed while sending it is sent once by a process that is still running', async () => {
  // The server hangs: whichever process takes the email stays inside the attempt.
  smtp.state.mood = 'stall'
  const stalledBefore = smtp.state.stalled
  const visitor = `killed-${Date.now()}@example.com`
  await cmsQuery(
    'mutation($d: mutationUserInput!) { createUser(data: $d) { id } }',
    { d: { email: visitor, password: 'killed-pass-2026', name: 'Killed Sender', roles: ['visitor'] } },
    cmsA,
  )
  await expect.poll(() => smtp.state.stalled, { timeout: 20_000 }).toBeGreaterThan(stalledBefore)
  // Both die in the middle: the job stays marked as running, and the Redis lock held by its runner.
  await Promise.all(processes.map((p) => p.stopCms('SIGKILL')))
  smtp.state.mood = 'accept'
  await second.startCms()
  // The lock expires (15 s), the job, running for longer than 5 s, is released and sent.
  await expect.poll(() => smtp.count(visitor, /^Confirm your email for /), { timeout: 90_000 }).toBe(1)
  await pause(12_000)
  expect(smtp.count(visitor, /^Confirm your email for /)).toBe(1)
})
