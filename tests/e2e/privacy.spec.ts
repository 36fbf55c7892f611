import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import * as tar from 'tar'
import { demoAdminEmail, demoSalesEmail } from '@lestari/server-kit/demo-accounts'
import type { PrivacyExport } from '@lestari/model/privacy'
import { backup, postgresProgram } from '../../scripts/lib/backup'
import { dueJobsRan, givenUpEmail, linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import { extraStack } from './extra-stack'
import {
  adminToken,
  cmsClientHeaders,
  cmsQuery,
  cmsURL,
  hydrated,
  newPhone,
  salesToken,
  siteURL,
  testDataDir,
  runSql,
  testDatabaseURI,
  testSettings,
  testSitePort,
} from './stack'
import { sqliteFile } from './tags'
import { confirmedVisitor, gql, loginOnSite } from './visitors'

/**
 * Buyers' data under UU PDP (docs/SECURITY.md, "Buyers' personal data (UU PDP)"): the privacy centre's copy
 * and erasure, consent withdrawal stopping the CRM delivery and the emails, and the staff access
 * record. Against the real CMS and the built site.
 */

type Project = { id: number; slug: string; title: string }
const projectBySlug = async (slug: string) =>
  (
    await cmsQuery<{ Projects: { docs: Project[] } }>(
      `query($s: String!) { Projects(where: { slug: { equals: $s } }, limit: 1) { docs { id slug title } } }`,
      { s: slug },
    )
  ).Projects.docs[0]

/** The last bookable slot of a development (days ahead, clear of the site-visit tests' slots). */
const lastSlot = async (project: Project) => {
  const { siteVisitSlots } = await cmsQuery<{ siteVisitSlots: { slots: { start: string; free: number }[] } }>(
    `query($p: Int!) { siteVisitSlots(project: $p, locale: "en") { slots { start free } } }`,
    { p: project.id },
  )
  const free = siteVisitSlots.slots.filter((s) => s.free > 0)
  return free[free.length - 1 - Math.floor(Math.random() * Math.min(6, free.length))]
}

const ENQUIRE = `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`
const BOOK = `mutation($d: SiteVisitBookingInput!) { bookSiteVisit(data: $d) { id } }`

async function enquire(project: Project, who: { name: string; phone: string; email?: string }, token?: string) {
  const answer = await gql(
    ENQUIRE,
    {
      d: {
        idempotencyKey: `privacy-${crypto.randomUUID()}`,
        project: project.id,
        name: who.name,
        replyBy: 'phone',
        phone: who.phone,
        ...(who.email ? { email: who.email } : {}),
        message: `A question from ${who.name}`,
        consent: true,
        locale: 'en',
        page: '/development/residential/vanya-lakeside-homes/',
      },
    },
    token,
  )
  expect(answer.errors).toBeUndefined()
  return (answer.data!.createEnquiry as { id: number }).id
}

async function book(project: Project, who: { name: string; phone: string; email: string }, token?: string) {
  const slot = await lastSlot(project)
  const answer = await gql(
    BOOK,
    {
      d: {
        idempotencyKey: `privacy-visit-${crypto.randomUUID()}`,
        project: project.id,
        slotStart: slot.start,
        ...who,
        consent: true,
        locale: 'en',
      },
    },
    token,
  )
  expect(answer.errors).toBeUndefined()
  return { id: (answer.data!.bookSiteVisit as { id: number }).id, slotStart: slot.start }
}

const rest = async (method: string, url: string, token: string, body?: unknown, base = cmsURL) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...cmsClientHeaders(),
      authorization: `JWT ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>
      } catch {
        return null
      }
    })(),
  }
}

const count = async (collection: 'enquiries' | 'site-visits', project: number) =>
  (await rest('GET', `/api/${collection}?where[project][equals]=${project}&limit=1&depth=0`, await adminToken())).json!
    .totalDocs as number

/**
 * Opens an admin page as a seeded staff account, by this worker's session of it set as the cookie a
 * login sets: a login of its own, beside the other specs' sessions of the same account, could drop
 * one of them (Payload keeps an account's sessions in one list).
 */
async function openAsStaff(page: Page, token: string, path: string) {
  await page.context().addCookies([{ name: 'payload-token', value: token, url: siteURL, httpOnly: true }])
  await page.goto(path)
}

/** `npm run backup` of the stack's CMS as it is now, its database as text (PostgreSQL's dump read back by pg_restore). */
async function databaseTextOfBackup() {
  const dir = fs.mkdtempSync(path.join(testDataDir, 'privacy-backup-'))
  try {
    const { archive, manifest } = await backup({ ...testSettings(), backupDir: dir })
    await tar.extract({ file: archive, cwd: dir, filter: (entry) => entry === manifest.database.file })
    const file = path.join(dir, manifest.database.file)
    return manifest.database.kind === 'sqlite'
      ? fs.readFileSync(file).toString('utf8')
      : execFileSync(postgresProgram('pg_restore'), ['--file=-', file], { maxBuffer: 512 * 1024 * 1024 }).toString()
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function download(page: Page, kind: 'json' | 'csv') {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-export="${kind}"]`).click()])
  return fs.readFileSync((await file.path())!, 'utf8')
}

test('a buyer downloads everything the site holds about them and nobody else’s, then deletes the account: their details are gone everywhere, the sales counts stay', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const project = await projectBySlug('vanya-lakeside-homes')
  const [buyer, other] = await Promise.all([confirmedVisitor('Putri Privasi'), confirmedVisitor('Other Buyer')])
  const phone = newPhone()
  const whatsapp = newPhone()
  const otherPhone = newPhone()
  const name = `Putri Privasi ${Date.now()}`
  const updated = await gql(
    `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }`,
    {
      id: buyer.id,
      d: {
        name,
        phone,
        whatsapp,
        savedHomes: {
          developments: [
            { slug: project.slug, title: project.title, path: '/development/residential/vanya-lakeside-homes/' },
          ],
          units: [],
          compare: [],
        },
      },
    },
    buyer.token,
  )
  expect(updated.errors).toBeUndefined()
  const enquiry = await enquire(project, { name, phone }, buyer.token)
  const visit = await book(project, { name, phone, email: buyer.email }, buyer.token)
  const subscribed = await gql(
    `mutation($e: String!, $p: String) { subscribe(email: $e, project: $p, locale: "id") }`,
    { e: buyer.email, p: project.slug },
  )
  expect(subscribed.data?.subscribe).toBe(true)
  const otherEnquiry = await enquire(
    project,
    { name: 'Other Buyer Person', phone: otherPhone, email: other.email },
    other.token,
  )
  const before = { enquiries: await count('enquiries', project.id), visits: await count('site-visits', project.id) }

  // The privacy centre, in both languages: what is held, and the copies.
  await loginOnSite(page, buyer.email, buyer.password)
  await expect(page.locator('[data-account="profile"]')).toBeVisible({ timeout: 30_000 })
  await page.goto('/id/profile/')
  await hydrated(page)
  await expect(page.locator('#privacy-title')).toHaveText('Data dan privasi Anda')
  await page.goto('/profile/')
  await hydrated(page)
  const centre = page.locator('[data-privacy-centre]')
  await expect(centre.locator('#privacy-title')).toHaveText('Your data and privacy')
  await expect(centre.locator('[data-held="enquiries"]')).toHaveText('1')
  await expect(centre.locator('[data-held="site-visits"]')).toHaveText('1')
  await expect(centre.locator('[data-held="subscriptions"]')).toHaveText('1')
  await expect(centre.locator('[data-held="saved-homes"]')).toHaveText('1 developments, 0 unit types')
  await expect(centre.locator('[data-consent="sales-contact"]')).toHaveAttribute('data-consent-active', 'yes')
  await expect(centre.locator('[data-consent="development-updates"]')).toHaveAttribute('data-consent-active', 'yes')

  const copy = JSON.parse(await download(page, 'json')) as PrivacyExport
  expect(copy.account).toMatchObject({ id: buyer.id, name, email: buyer.email, phone, whatsapp })
  expect(copy.enquiries.map((e) => e.id)).toEqual([enquiry])
  expect(copy.enquiries[0]).toMatchObject({ name, phone, development: project.title })
  expect(copy.siteVisits.map((v) => v.id)).toEqual([visit.id])
  expect(copy.subscriptions).toEqual([expect.objectContaining({ email: buyer.email, developments: [project.title] })])
  expect(copy.savedHomes?.developments).toEqual([expect.objectContaining({ slug: project.slug })])
  expect(copy.consents.map((c) => `${c.form}:${c.purpose}`).sort()).toEqual([
    'enquiry:sales-contact',
    'site-visit:sales-contact',
    'subscription:development-updates',
  ])
  const enquiryConsent = copy.consents.find((c) => c.form === 'enquiry')!
  expect(enquiryConsent).toMatchObject({ language: 'en', page: '/development/residential/vanya-lakeside-homes/' })
  expect(enquiryConsent.wordingVersion).toMatch(/^enquiry-/)
  const csv = await download(page, 'csv')
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"section","record","field","value"')
  for (const mine of [name, phone, whatsapp, buyer.email]) expect(csv).toContain(mine)
  // Nobody else's data, in either copy.
  for (const theirs of [other.email, otherPhone, 'Other Buyer Person']) {
    expect(JSON.stringify(copy.enquiries)).not.toContain(theirs)
    expect(csv).not.toContain(theirs)
  }
  // Without a session there is no copy at all.
  expect((await fetch(`${cmsURL}/api/privacy/export`)).status).toBe(401)

  // Emails about each buyer that the queue gave up on (the mail server refused them 12 times).
  await queuedMailSent()
  const marker = `given-up-${Date.now()}`
  const givenUp = {
    toSales: await givenUpEmail(testDatabaseURI, {
      message: { to: demoSalesEmail, subject: `${marker} notice`, text: `${name} ${phone}` },
      lead: { collection: 'enquiries', id: enquiry },
    }),
    toBuyer: await givenUpEmail(testDatabaseURI, {
      message: { to: `"${name}" <${buyer.email}>`, subject: `${marker} to buyer`, text: name },
    }),
    others: await givenUpEmail(testDatabaseURI, {
      message: { to: demoSalesEmail, subject: `${marker} other`, text: `Other Buyer Person ${otherPhone}` },
      lead: { collection: 'enquiries', id: otherEnquiry },
    }),
  }
  const givenUpLeft = async () =>
    (
      await runSql(
        testDatabaseURI,
        `SELECT id FROM payload_jobs WHERE id IN (?, ?, ?) ORDER BY id`,
        Object.values(givenUp),
      )
    ).map((row) => Number(row.id))

  // Deleting the account erases what is tied to it.
  const remove = page.locator('form[data-form="delete-account"]')
  await remove.getByLabel('Password').fill(buyer.password)
  await remove.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.locator('[data-farewell]')).toHaveText('Your account is deleted.')

  const admin = await adminToken()
  const storedEnquiry = (await rest('GET', `/api/enquiries/${enquiry}?depth=0`, admin)).json!
  expect(storedEnquiry).toMatchObject({ name: 'Erased', phone: null, email: null, message: null, project: project.id })
  expect(storedEnquiry.erasedAt).toBeTruthy()
  const storedVisit = (await rest('GET', `/api/site-visits/${visit.id}?depth=0`, admin)).json!
  expect(storedVisit).toMatchObject({ name: 'Erased', project: project.id, slotStart: visit.slotStart })
  for (const mine of [name, phone, whatsapp, buyer.email]) {
    for (const collection of ['enquiries', 'site-visits', 'subscribers', 'users', 'consents']) {
      const fields =
        collection === 'consents'
          ? ['email']
          : collection === 'subscribers'
            ? ['email', 'name']
            : ['name', 'email', 'phone']
      const where = fields.map((f, i) => `where[or][${i}][${f}][like]=${encodeURIComponent(mine)}`).join('&')
      const found = await rest('GET', `/api/${collection}?${where}&depth=0&limit=5`, admin)
      expect(found.status, `${collection} ${mine}`).toBe(200)
      expect(found.json!.totalDocs, `${collection} holds ${mine}`).toBe(0)
    }
    const graphql = await rest('POST', '/api/graphql', admin, {
      query: `query($q: String!) { Enquiries(where: { OR: [{ name: { like: $q } }, { email: { like: $q } }, { phone: { like: $q } }] }) { totalDocs } }`,
      variables: { q: mine },
    })
    expect(graphql.json).toMatchObject({ data: { Enquiries: { totalDocs: 0 } } })
  }
  const exported = await rest('GET', `/api/enquiries/export.csv?project=${project.id}`, admin)
  expect(exported.status).toBe(200)
  expect(exported.text).toContain(`"${enquiry}",`)
  for (const mine of [name, phone, buyer.email]) expect(exported.text).not.toContain(mine)
  // The other buyer's enquiry is untouched; the sales counts stay.
  expect((await rest('GET', `/api/enquiries/${otherEnquiry}?depth=0`, admin)).json).toMatchObject({ phone: otherPhone })
  expect({ enquiries: await count('enquiries', project.id), visits: await count('site-visits', project.id) }).toEqual(
    before,
  )

  // The emails about the buyer left in the queue went with the erasure; the other buyer's stays.
  expect(await givenUpLeft()).toEqual([givenUp.others])
  // A backup taken at once holds none of it, and still holds the other buyer's (the scan can
  // find a number, and the email the queue kept).
  try {
    const dump = await databaseTextOfBackup()
    expect(dump).toContain(otherPhone)
    expect(dump).toContain(`${marker} other`)
    for (const mine of [name, phone, whatsapp, buyer.email])
      expect(dump, `the backup holds ${mine}`).not.toContain(mine)
  } finally {
    await runSql(testDatabaseURI, `DELETE FROM payload_jobs WHERE id IN (?, ?, ?)`, Object.values(givenUp))
  }

  // The admin's record (its fields' values and text) and lists, as staff open them.
  const shown = async (view: string) => {
    const values = await page
      .locator('input, textarea')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement | HTMLTextAreaElement).value))
    const text = [await page.locator('body').innerText(), ...values].join('\n')
    for (const mine of [name, phone, buyer.email]) expect(text, `${view} shows ${mine}`).not.toContain(mine)
  }
  const record = `/admin/collections/enquiries/${enquiry}`
  await openAsStaff(page, admin, record)
  await expect(page.locator('input#field-name')).toHaveValue('Erased', { timeout: 30_000 })
  await shown(record)
  for (const list of [
    `/admin/collections/enquiries?limit=100&where[project][equals]=${project.id}`,
    `/admin/collections/site-visits?limit=100&where[project][equals]=${project.id}`,
  ]) {
    await page.goto(list)
    await expect(page.locator('.table')).toContainText('Erased')
    await shown(list)
  }
})

test('withdrawing consent to be contacted stops the CRM delivery and the reminder email, and sales see “do not contact”', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const project = await projectBySlug('taman-anggrek-residence')
  const buyer = await confirmedVisitor('Withdrawing Buyer')
  const name = `Withdrawing Buyer ${Date.now()}`
  const phone = newPhone()
  const enquiry = await enquire(project, { name, phone }, buyer.token)
  // At once: the CRM delivery queued with the enquiry finds the consent withdrawn when it runs after
  // this. A first try before it fails (no test CRM answers, or enquiries.spec.ts's answers 503 to
  // other specs' enquiries), and its retry is withheld.
  const withdrawn = await rest('POST', '/api/privacy/consents', buyer.token, { purpose: 'sales-contact' })
  expect(withdrawn.json).toEqual({ purpose: 'sales-contact', withdrawn: 1 })
  expect((await rest('POST', '/api/privacy/consents', buyer.token, { purpose: 'anything' })).status).toBe(400)

  const cmsLog = path.join(testDataDir, 'cms.log')
  await expect
    .poll(() => fs.readFileSync(cmsLog, 'utf8').includes(`CRM delivery of enquiry ${enquiry} withheld`), {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(true)
  const sales = await salesToken()
  const seen = (await rest('GET', `/api/enquiries/${enquiry}?depth=0`, sales)).json!
  expect(seen.contactConsent).toBe('withdrawn')
  expect((await rest('GET', `/api/enquiries/${enquiry}?depth=0`, await adminToken())).json!.crmDeliveredAt).toBeNull()

  // A visit booked, then withdrawn (in the privacy centre): no reminder the day before.
  const visit = await book(project, { name, phone, email: buyer.email }, buyer.token)
  await waitForMail(buyer.email, /^Your site visit to /, 1, 30_000)
  await loginOnSite(page, buyer.email, buyer.password)
  await expect(page.locator('[data-account="profile"]')).toBeVisible({ timeout: 30_000 })
  await page.goto('/profile/')
  await hydrated(page)
  const contact = page.locator('[data-consent="sales-contact"]')
  await expect(contact).toHaveAttribute('data-consent-active', 'yes')
  await contact.getByRole('button', { name: 'Withdraw' }).click()
  await expect(contact.getByRole('status')).toContainText('Withdrawn.')
  await expect(contact).toHaveAttribute('data-consent-active', 'no')
  expect((await rest('GET', `/api/site-visits/${visit.id}?depth=0`, sales)).json!.contactConsent).toBe('withdrawn')
  const reminders = await rest('POST', '/api/site-visits/reminders', await adminToken(), {
    now: new Date(new Date(visit.slotStart).getTime() - 23 * 3_600_000).toISOString(),
  })
  expect(reminders.status).toBe(200)
  await dueJobsRan()
  await queuedMailSent()
  expect(mailsTo(buyer.email).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0)

  // The sales officer's list says so.
  await page.context().clearCookies()
  await page.setViewportSize({ width: 1366, height: 900 })
  await openAsStaff(page, sales, `/admin/collections/enquiries?where[name][equals]=${encodeURIComponent(name)}`)
  await expect(page.locator('table tbody tr')).toHaveCount(1, { timeout: 30_000 })
  await expect(page.locator('table tbody tr')).toContainText('Do not contact')
})

test('staff opening, exporting and changing a lead leave entries in the access record, which nobody can change or delete', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const project = await projectBySlug('nusa-asri-cluster')
  const name = `Recorded Lead ${Date.now()}`
  const enquiry = await enquire(project, { name, phone: newPhone() })
  const [sales, admin] = [await salesToken(), await adminToken()]

  // A sales officer opens it through REST and GraphQL, exports it and moves its stage.
  expect((await rest('GET', `/api/enquiries/${enquiry}`, sales)).status).toBe(200)
  const opened = await rest('POST', '/api/graphql', sales, { query: `{ Enquiry(id: ${enquiry}) { name } }` })
  expect(opened.json).toMatchObject({ data: { Enquiry: { name } } })
  const exported = await rest('GET', `/api/enquiries/export.csv?where[id][equals]=${enquiry}`, sales)
  expect(exported.text).toContain(name)
  expect((await rest('PATCH', `/api/enquiries/${enquiry}`, sales, { status: 'contacted' })).status).toBe(200)
  // An administrator opens it in the admin.
  await page.setViewportSize({ width: 1366, height: 900 })
  await openAsStaff(page, admin, `/admin/collections/enquiries/${enquiry}`)
  await expect(page.locator('#field-name')).toHaveValue(name, { timeout: 30_000 })

  const entriesOf = async () =>
    (
      await rest(
        'GET',
        `/api/staff-access?where[documentIds][like]=,${enquiry},&where[targetCollection][equals]=enquiries&sort=createdAt&limit=50&depth=0`,
        admin,
      )
    ).json!.docs as { id: number; staffEmail: string; action: string; via: string }[]
  await expect
    .poll(async () => (await entriesOf()).map((e) => `${e.staffEmail} ${e.action} ${e.via}`))
    .toEqual(
      expect.arrayContaining([
        `${demoSalesEmail} open rest`,
        `${demoSalesEmail} open graphql`,
        `${demoSalesEmail} export rest`,
        `${demoSalesEmail} update rest`,
        `${demoAdminEmail} open admin`,
      ]),
    )
  const [entry] = await entriesOf()

  // Administrators list and export it; nobody changes or deletes an entry, nor writes one.
  const csv = await rest('GET', `/api/staff-access/export.csv?where[documentIds][like]=,${enquiry},`, admin)
  expect(csv.status).toBe(200)
  expect(csv.text).toContain(`"${demoSalesEmail}","sales","export","enquiries",",${enquiry},"`)
  expect((await rest('GET', '/api/staff-access', sales)).status).toBe(403)
  expect((await rest('GET', '/api/staff-access/export.csv', sales)).status).toBe(403)
  for (const token of [admin, sales]) {
    expect(
      (await rest('PATCH', `/api/staff-access/${entry.id}`, token, { staffEmail: 'someone@example.com' })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/staff-access/${entry.id}`, token)).status).toBe(403)
    expect(
      (await rest('POST', '/api/staff-access', token, { action: 'open', targetCollection: 'enquiries' })).status,
    ).toBe(403)
    const mutation = await rest('POST', '/api/graphql', token, {
      query: `mutation { deleteStaffAccess(id: ${entry.id}) { id } }`,
    })
    expect(JSON.stringify(mutation.json)).toMatch(/not allowed|Cannot query field/)
  }
  expect((await entriesOf()).find((e) => e.id === entry.id)).toMatchObject({ staffEmail: entry.staffEmail })
})

test('someone without an account gets the copy and the erasure of their address’s data through an emailed link, which reaches nobody else’s data and works once', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const project = await projectBySlug('lestari-sky-apartment')
  const stamp = Date.now()
  const mine = { name: `Anon Pembeli ${stamp}`, phone: newPhone(), email: `anon.pembeli.${stamp}@example.com` }
  const theirs = { name: `Anon Other ${stamp}`, phone: newPhone(), email: `anon.other.${stamp}@example.com` }
  const enquiry = await enquire(project, mine)
  const visit = await book(project, mine)
  expect(
    (await gql(`mutation($e: String!) { subscribe(email: $e, locale: "en") }`, { e: mine.email })).data?.subscribe,
  ).toBe(true)
  const otherEnquiry = await enquire(project, theirs)

  // The request, on the privacy page in Indonesian (the footer of every page links to it): the same
  // answer whatever the address.
  await page.goto('/id/')
  await hydrated(page)
  await page.locator('.site-footer').getByRole('link', { name: 'Data dan privasi Anda' }).click()
  await expect(page).toHaveURL(/\/id\/privacy\/$/)
  await hydrated(page)
  await page.getByLabel('Alamat email Anda').fill(mine.email)
  await page.getByRole('button', { name: 'Kirimi saya tautan' }).click()
  await expect(page.locator('[data-privacy-notice="ok"]')).toContainText(mine.email)
  const mail = await waitForMail(mine.email, /^Permintaan data pribadi Anda/, 1, 30_000)
  const link = linkIn(mail, '/id/privacy/?token=')
  const token = tokenOf(link, 'token')
  // Asked again within the hour: no second email (the first link stays valid).
  const again = await fetch(`${cmsURL}/api/privacy/requests`, {
    method: 'POST',
    headers: { ...cmsClientHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: mine.email.toUpperCase() }),
  })
  expect(again.status).toBe(202)
  await queuedMailSent()
  expect(mailsTo(mine.email).filter((m) => /data pribadi|personal data/i.test(m.subject))).toHaveLength(1)

  await page.goto(link)
  await hydrated(page)
  const copy = JSON.parse(await download(page, 'json')) as PrivacyExport
  expect(copy.account).toBeNull()
  expect(copy.enquiries.map((e) => e.id)).toEqual([enquiry])
  expect(copy.siteVisits.map((v) => v.id)).toEqual([visit.id])
  expect(copy.subscriptions.map((s) => s.email)).toEqual([mine.email])
  expect(JSON.stringify(copy)).not.toContain(theirs.email)
  expect(JSON.stringify(copy)).not.toContain(theirs.phone)
  const csv = await download(page, 'csv')
  expect(csv).toContain(mine.phone)
  expect(csv).not.toContain(theirs.phone)

  await page.getByRole('button', { name: 'Hapus data saya' }).click()
  await expect(page.locator('[data-privacy-notice="ok"]')).toContainText(
    '1 pertanyaan dan 1 kunjungan lokasi dihapus datanya, 1 langganan dihapus',
  )
  const admin = await adminToken()
  expect((await rest('GET', `/api/enquiries/${enquiry}?depth=0`, admin)).json).toMatchObject({
    name: 'Erased',
    phone: null,
    email: null,
  })
  expect((await rest('GET', `/api/site-visits/${visit.id}?depth=0`, admin)).json).toMatchObject({ name: 'Erased' })
  const subscribers = await rest(
    'GET',
    `/api/subscribers?where[email][equals]=${encodeURIComponent(mine.email)}`,
    admin,
  )
  expect(subscribers.json!.totalDocs).toBe(0)
  // Nobody else's data was touched.
  expect((await rest('GET', `/api/enquiries/${otherEnquiry}?depth=0`, admin)).json).toMatchObject({
    name: theirs.name,
    email: theirs.email,
  })
  // The link is used up; a link not sent by the CMS does nothing either.
  for (const t of [token, 'f'.repeat(64)]) {
    const erase = await fetch(`${cmsURL}/api/privacy/requests/erase`, {
      method: 'POST',
      headers: { ...cmsClientHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ token: t }),
    })
    expect(erase.status).toBe(404)
    expect((await fetch(`${cmsURL}/api/privacy/requests/export?token=${t}`)).status).toBe(404)
  }
})

test(
  'the retention job anonymises an expired enquiry once, with two CMS processes running it at the same moment',
  sqliteFile,
  async () => {
    test.setTimeout(240_000)
    const project = await projectBySlug('gading-walk')
    const name = `Expired Lead ${Date.now()}`
    const expired = await enquire(project, { name, phone: newPhone() })
    const sold = await enquire(project, { name: `Sold Lead ${Date.now()}`, phone: newPhone() })
    expect((await rest('PATCH', `/api/enquiries/${sold}`, await salesToken(), { status: 'won' })).status).toBe(200)

    // Two CMS processes on one copy of the database, each running jobs.
    const first = extraStack({
      name: 'retention-a',
      sitePort: testSitePort + 68,
      cmsPort: testSitePort + 66,
      cmsEnv: { PAYLOAD_JOBS_AUTORUN: 'true' },
    })
    const second = extraStack({
      name: 'retention-b',
      sitePort: testSitePort + 69,
      cmsPort: testSitePort + 67,
      settings: { databaseURI: first.settings.databaseURI },
      cmsEnv: { PAYLOAD_JOBS_AUTORUN: 'true' },
      ownDatabase: false,
    })
    try {
      await first.copyDatabase()
      await Promise.all([first.startCms(), second.startCms()])
      const [a, b] = [first.settings.cmsURL, second.settings.cmsURL]
      const eligible = async (base: string) =>
        (
          await cmsQuery<{ Enquiries: { totalDocs: number } }>(
            `{ Enquiries(where: { AND: [{ status: { not_in: [booking, won] } }, { erasedAt: { exists: false } }] }) { totalDocs } }`,
            {},
            base,
            await adminToken(base),
          )
        ).Enquiries.totalDocs
      const due = await eligible(a)
      expect(due).toBeGreaterThan(0)
      // Both run it as at 25 months from now, at once.
      const now = new Date(Date.now() + 25 * 31 * 24 * 3_600_000).toISOString()
      const run = async (base: string) => {
        const res = await fetch(`${base}/api/privacy/retention`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken(base)}` },
          body: JSON.stringify({ now }),
        })
        expect(res.status).toBe(202)
      }
      await Promise.all([run(a), run(b)])
      const reports = () =>
        [first.cmsLog, second.cmsLog].flatMap((file) =>
          [
            ...fs
              .readFileSync(file, 'utf8')
              .matchAll(/Retention: (\d+) enquiries and (\d+) site visits anonymised \(as at ([^)]+)\)/g),
          ]
            .filter((m) => m[3] === now)
            .map((m) => Number(m[1])),
        )
      await expect.poll(() => reports().length, { timeout: 120_000, intervals: [1000] }).toBe(2)
      // Each expired enquiry was anonymised by one run only; the sold one is kept.
      expect(reports().reduce((sum, n) => sum + n, 0)).toBe(due)
      expect(await eligible(a)).toBe(0)
      const stored = (await rest('GET', `/api/enquiries/${expired}?depth=0`, await adminToken(a), undefined, a)).json!
      expect(stored).toMatchObject({ name: 'Erased', phone: null, project: project.id })
      expect(
        (await rest('GET', `/api/enquiries/${sold}?depth=0`, await adminToken(a), undefined, a)).json,
      ).toMatchObject({ status: 'won', name: expect.stringMatching(/^Sold Lead/) })
      // The test stack's own database is untouched.
      expect((await rest('GET', `/api/enquiries/${expired}?depth=0`, await adminToken())).json).toMatchObject({ name })
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  },
)
