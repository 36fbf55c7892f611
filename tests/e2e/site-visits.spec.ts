import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { developmentPath, localizePath } from '../../src/lib/routes'
import { axeViolations } from './axe'
import { dueJobsRan, linkIn, mailsTo, queuedMailSent, waitForMail, type Mail } from './outbox'
import { cmsQuery, cmsURL, adminToken, newPhone, staffQuery } from './stack'
import { saveScreenshot } from './screenshots'
import { gql } from './visitors'

// A buyer on a phone.
test.use({ viewport: { width: 412, height: 860 }, bypassCSP: true })

type Project = { id: number; slug: string; title: string; kind: string }
type Slot = { start: string; end: string; free: number }
type Stored = {
  id: number
  name: string
  status: string
  place: number | null
  slotStart: string
  slotEnd: string
  locale: string
  email: string
  phone: string
  project: { id: number }
  enquiry: { id: number } | null
  reminderSentAt: string | null
}

/** The seeded developments, each test its own, so that their slots do not meet. */
const developments = async (): Promise<Project[]> =>
  (
    await cmsQuery<{ Projects: { docs: Project[] } }>(
      `{ Projects(limit: 100, sort: "slug") { docs { id slug title kind } } }`,
    )
  ).Projects.docs

const pagePathOf = (p: Project, lang: 'EN' | 'ID') =>
  localizePath(developmentPath(p.kind.replace(/_/g, '-'), p.slug), lang)

const slotsOf = async (project: Project) =>
  (
    await cmsQuery<{ siteVisitSlots: { slots: Slot[]; galleryAddress: string } }>(
      `query($p: Int!) { siteVisitSlots(project: $p, locale: "en") { galleryAddress slots { start end free } } }`,
      { p: project.id },
    )
  ).siteVisitSlots

const freeAt = async (project: Project, start: string) =>
  (await slotsOf(project)).slots.find((s) => s.start === start)?.free

const BOOK = `mutation($d: SiteVisitBookingInput!) { bookSiteVisit(data: $d) { id slotStart } }`
const booking = (project: Project, slot: Slot, name: string, extra: Record<string, unknown> = {}) => ({
  d: {
    idempotencyKey: `visit-${crypto.randomUUID()}`,
    project: project.id,
    slotStart: slot.start,
    name,
    phone: newPhone(),
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    consent: true,
    locale: 'en',
    ...extra,
  },
})

const storedByName = async (name: string) =>
  (
    await staffQuery<{ SiteVisits: { docs: Stored[] } }>(
      `query($n: String!) { SiteVisits(where: { name: { equals: $n } }, limit: 10) {
        docs { id name status place slotStart slotEnd locale email phone project { id } enquiry { id } reminderSentAt }
      } }`,
      { n: name },
    )
  ).SiteVisits.docs

/** The calendar file of an email, its folded lines joined, as property name and value. */
function calendarOf(mail: Mail) {
  const file = mail.attachments?.find((a) => a.filename.endsWith('.ics'))
  expect(file, `a calendar file in "${mail.subject}"`).toBeTruthy()
  expect(file!.contentType).toContain('text/calendar')
  const lines = file!.content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const properties = new Map(
    lines.map((line) => [line.slice(0, line.indexOf(':')).split(';')[0], line.slice(line.indexOf(':') + 1)]),
  )
  return { lines, properties }
}

const icsTime = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

function expectValidCalendar(mail: Mail, visit: { slotStart: string; slotEnd: string }, title: string) {
  const { lines, properties } = calendarOf(mail)
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  expect(lines).toContain('BEGIN:VEVENT')
  expect(properties.get('VERSION')).toBe('2.0')
  expect(properties.get('PRODID')).toBeTruthy()
  expect(properties.get('UID')).toMatch(/^site-visit-\d+@/)
  expect(properties.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/)
  expect(properties.get('DTSTART')).toBe(icsTime(visit.slotStart))
  expect(properties.get('DTEND')).toBe(icsTime(visit.slotEnd))
  expect(properties.get('SUMMARY')).toContain(title)
  expect(properties.get('LOCATION')).toContain('Marketing gallery')
  return properties
}

/** The booking form of a development page, once its slots and code have loaded. */
async function openForm(page: Page, path: string) {
  await page.goto(path)
  await page.locator('#visit').scrollIntoViewIfNeeded()
  const form = page.locator('form[data-form="site-visit"][data-ready]')
  await expect(form).toBeVisible()
  return form
}

test('a buyer books a visit in English: stored with its place, both emails carry a valid calendar file, and the cancel link frees the place', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = (await developments())[0]
  const form = await openForm(page, pagePathOf(project, 'EN'))
  expect(await axeViolations(page)).toEqual([])
  await expect(form).toContainText('Where: Marketing gallery')
  const name = `Budi Visit ${Date.now()}`
  const email = `budi.${Date.now()}@example.com`

  // Without a time: the field says so.
  await form.getByLabel(/Your name/).fill(name)
  await form.getByLabel(/WhatsApp or phone number/).fill(newPhone())
  await form.getByLabel(/Email address/).fill(email)
  await form.getByLabel(/I agree that the sales team may contact me/).check()
  await form.getByRole('button', { name: 'Book the visit' }).click()
  await expect(form.locator('#visit-slotStart-error')).toHaveText('Please choose one of the options.')

  // The second day offered, its first time.
  const day = form.getByLabel(/^Day/)
  const secondDay = await day.locator('option').nth(1).getAttribute('value')
  await day.selectOption(secondDay!)
  const time = form.getByRole('radio').first()
  const slotStart = (await time.getAttribute('value'))!
  const freeBefore = (await freeAt(project, slotStart))!
  await expect(form.getByText(`${freeBefore} places left`).first()).toBeVisible()
  await time.check()
  await saveScreenshot(page, 'site-visits', 'booking-form-en')
  await form.getByRole('button', { name: 'Book the visit' }).click()
  // The booking's round trip (the mutation, its place and its emails queued) has outlasted 10 s on a busy CI.
  const visit = page.locator('#visit')
  await expect(visit.getByRole('status')).toContainText(`Thank you, ${name}. Your visit on`, { timeout: 30_000 })
  await expect(visit.getByRole('status')).toContainText(email)
  // The form gave way to the booking: no live "Book the visit" button, but its calendar file, its
  // cancel link and a way to book another.
  await expect(visit.getByRole('button', { name: 'Book the visit' })).toHaveCount(0)
  await expect(page.locator('#visit-status')).toBeFocused()
  await expect(page.locator('.visit-bar')).toBeHidden()
  await saveScreenshot(page, 'site-visits', 'booking-done-en')
  const download = page.waitForEvent('download')
  await visit.getByRole('link', { name: 'Add to calendar' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('site-visit.ics')
  const ics = fs.readFileSync((await file.path())!, 'utf8')
  expect(ics).toContain(`DTSTART:${slotStart.replace(/[-:]/g, '').slice(0, 15)}Z`)
  expect(ics).toContain(`SUMMARY:Site visit: ${project.title}`)
  const cancelOnPage = await visit.getByRole('link', { name: 'Cancel this visit' }).getAttribute('href')

  const [stored] = await storedByName(name)
  expect(stored).toMatchObject({ status: 'booked', locale: 'en', email, project: { id: project.id } })
  expect(new Date(stored.slotStart).toISOString()).toBe(slotStart)
  expect(stored.place).toBeGreaterThanOrEqual(1)
  expect(await freeAt(project, slotStart)).toBe(freeBefore - 1)

  const buyerMail = await waitForMail(email, /^Your site visit to /)
  expect(buyerMail.subject).toContain(project.title)
  expectValidCalendar(buyerMail, stored, project.title)
  expect(buyerMail.html).toContain(name)
  const salesMail = await waitForMail(
    `sales.${project.slug}@lestari-city.example`,
    /^New site visit: /,
    1,
    15_000,
    (m) => m.html.includes(name),
  )
  expectValidCalendar(salesMail, stored, project.title)

  // A link the CMS did not sign cancels nothing.
  await page.goto(`/visit/cancel/?token=${stored.id}.${'A'.repeat(43)}`)
  await page.getByRole('button', { name: 'Cancel my visit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Please use the link in your confirmation email.',
  )
  expect((await storedByName(name))[0].status).toBe('booked')

  // The buyer's link, the same as the page gave: the visit is cancelled and its place freed.
  expect(new URL(linkIn(buyerMail, '/visit/cancel/')).search).toBe(new URL(cancelOnPage!, 'http://x').search)
  await page.goto(linkIn(buyerMail, '/visit/cancel/'))
  await page.getByRole('button', { name: 'Cancel my visit' }).click()
  await expect(page.getByRole('status')).toContainText('Your visit is cancelled.')
  await saveScreenshot(page, 'site-visits', 'visit-cancelled-en')
  expect(await axeViolations(page)).toEqual([])
  expect((await storedByName(name))[0]).toMatchObject({ status: 'cancelled', place: null })
  expect(await freeAt(project, slotStart)).toBe(freeBefore)
  const cancelled = await waitForMail(
    `sales.${project.slug}@lestari-city.example`,
    /^Site visit cancelled: /,
    1,
    15_000,
    (m) => m.html.includes(name),
  )
  expect(calendarOf(cancelled).properties.get('STATUS')).toBe('CANCELLED')
})

test('in Indonesian on a small phone, a booking made offline is kept, sent once back online, and confirmed in Indonesian in place of the form', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 640 })
  const project = (await developments())[1]
  const form = await openForm(page, pagePathOf(project, 'ID'))
  const name = `Siti Kunjungan ${Date.now()}`
  const email = `siti.${Date.now()}@example.com`
  // Written as Indonesians write a mobile number at home.
  const phone = newPhone().replace('+62 ', '0')
  await form.getByLabel(/Nama Anda/).fill(name)
  await form.getByLabel(/Nomor WhatsApp atau telepon/).fill(phone)
  await form.getByLabel(/Alamat email/).fill(email)
  await form.getByLabel(/Saya setuju tim penjualan/).check()
  await form.getByRole('radio').first().check()
  await saveScreenshot(page, 'site-visits', 'booking-form-id')
  expect(await axeViolations(page)).toEqual([])
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Pesan kunjungan' }).click()
  await expect(form.getByRole('alert')).toContainText('Anda sedang offline')
  expect(await storedByName(name)).toEqual([])
  await context.setOffline(false)
  const visit = page.locator('#visit')
  await expect(visit.getByRole('status')).toContainText(`Terima kasih, ${name}. Kunjungan Anda pada`)
  // The form gave way to the booking, as in English.
  await expect(visit.getByRole('button', { name: 'Pesan kunjungan', exact: true })).toHaveCount(0)
  await expect(page.locator('.visit-bar')).toBeHidden()
  await saveScreenshot(page, 'site-visits', 'booking-done-id-360')
  // Sent later from the device, the booking's cancel link is the email's.
  await expect(visit).toContainText('Untuk membatalkan, gunakan tautan di email konfirmasi.')
  await expect(visit.getByRole('link', { name: 'Tambahkan ke kalender' })).toBeVisible()
  const stored = await storedByName(name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ status: 'booked', locale: 'id', phone })
  const mail = await waitForMail(email, /^Kunjungan lokasi Anda ke /)
  expect(mail.html).toContain('Batalkan kunjungan ini')
  expect(calendarOf(mail).properties.get('SUMMARY')).toBe(`Kunjungan lokasi: ${project.title}`)
  expect(linkIn(mail, '/visit/cancel/')).toContain('/id/visit/cancel/?token=')
  // Sent once: a second send of the same key (a retry) answers with the stored visit.
  await queuedMailSent()
  expect(mailsTo(email)).toHaveLength(1)
})

test('in Indonesian, a buyer who already holds that time is told so on the form, their number respelled', async ({
  page,
}) => {
  const project = (await developments())[4]
  const form = await openForm(page, pagePathOf(project, 'ID'))
  const time = form.getByRole('radio').first()
  const slotStart = (await time.getAttribute('value'))!
  const phone = newPhone()
  const first = await gql(
    BOOK,
    booking(project, { start: slotStart, end: slotStart, free: 1 }, `Dua Kali ${Date.now()}`, { phone }),
  )
  expect(first.errors).toBeUndefined()
  await form.getByLabel(/Nama Anda/).fill('Dua Kali')
  await form.getByLabel(/Nomor WhatsApp atau telepon/).fill(phone.replace('+62 ', '0').replace(/ /g, '-'))
  await form.getByLabel(/Alamat email/).fill(`dua.kali.${Date.now()}@example.com`)
  await form.getByLabel(/Saya setuju tim penjualan/).check()
  await time.check()
  await form.getByRole('button', { name: 'Pesan kunjungan' }).click()
  const when = new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(slotStart))
  await expect(form.getByRole('alert')).toContainText(`Anda sudah memiliki kunjungan pada ${when}`)
  await expect(form.getByRole('alert')).toContainText('batalkan melalui tautan di email konfirmasinya')
  await saveScreenshot(page, 'site-visits', 'booking-refused-id')
  // The answers stay for the buyer to change.
  await expect(form.getByLabel(/Nama Anda/)).toHaveValue('Dua Kali')
})

test('two buyers booking the last place of a slot at the same moment: exactly one gets it', async () => {
  const project = (await developments())[2]
  const slot = (await slotsOf(project)).slots.find((s) => s.free === 3)!
  const stamp = Date.now()
  // An enquiry sent before from the same device links to the booking by its key.
  const enquiryKey = `enquiry-${crypto.randomUUID()}`
  const enquiry = await gql(`mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`, {
    d: {
      project: project.id,
      name: `Early Buyer ${stamp}`,
      replyBy: 'phone',
      phone: '+62 812 1111 2222',
      consent: true,
      idempotencyKey: enquiryKey,
    },
  })
  const enquiryId = (enquiry.data?.createEnquiry as { id: number }).id
  for (const n of [1, 2]) {
    const answer = await gql(BOOK, booking(project, slot, `Early Buyer ${n} ${stamp}`, n === 1 ? { enquiryKey } : {}))
    expect(answer.errors).toBeUndefined()
  }
  expect((await storedByName(`Early Buyer 1 ${stamp}`))[0].enquiry).toEqual({ id: enquiryId })
  // The linked enquiry moved on in the sales pipeline.
  const { Enquiry } = await staffQuery<{ Enquiry: { status: string } }>(
    `query($id: Int!) { Enquiry(id: $id) { status } }`,
    {
      id: enquiryId,
    },
  )
  expect(Enquiry.status).toBe('visit_booked')
  expect(await freeAt(project, slot.start)).toBe(1)

  const answers = await Promise.all(
    ['A', 'B'].map((who) => gql(BOOK, booking(project, slot, `Last Place ${who} ${stamp}`))),
  )
  const won = answers.filter((a) => a.data?.bookSiteVisit)
  const lost = answers.filter((a) => a.errors?.length)
  expect(won).toHaveLength(1)
  expect(lost).toHaveLength(1)
  // Refused on the slot, with the words the form shows (src/lib/live-errors.ts reads them).
  const refusal = lost[0].errors![0].extensions as { data?: { errors?: { path: string; message: string }[] } }
  expect(refusal.data?.errors).toEqual([{ path: 'slotStart', message: expect.stringContaining('This slot is full') }])
  expect(await freeAt(project, slot.start)).toBe(0)
  const query = new URLSearchParams({
    'where[project][equals]': String(project.id),
    'where[slotStart][equals]': slot.start,
    'where[status][equals]': 'booked',
    depth: '0',
  })
  const held = (await (
    await fetch(`${cmsURL}/api/site-visits?${query}`, { headers: { authorization: `JWT ${await adminToken()}` } })
  ).json()) as { docs: { place: number }[] }
  expect(held.docs.map((d) => d.place).sort()).toEqual([1, 2, 3])

  // Anonymous callers neither read the visits nor create one past the booking's rules.
  expect((await fetch(`${cmsURL}/api/site-visits`)).status).toBe(403)
  const direct = await fetch(`${cmsURL}/api/site-visits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      project: project.id,
      slotStart: slot.start,
      name: 'x',
      phone: '0812345678',
      email: 'x@example.com',
    }),
  })
  expect(direct.status).toBe(403)

  // Sales staff adding a visit in the admin (a buyer who phoned): the full slot refuses it too; an
  // hour the schedule does not offer is theirs to arrange, and the buyer gets the confirmation.
  const byStaff = async (slotStart: string, name: string) =>
    fetch(`${cmsURL}/api/site-visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
      body: JSON.stringify({
        project: project.id,
        slotStart,
        status: 'booked',
        name,
        phone: '+62 812 5555 0000',
        email: `phoned.${stamp}@example.com`,
        locale: 'en',
      }),
    })
  const full = await byStaff(slot.start, `Phoned Full ${stamp}`)
  expect(full.status).toBe(400)
  expect(await full.text()).toContain('This slot is full')
  const evening = new Date(new Date(slot.start).getTime() + 11 * 60 * 60 * 1000).toISOString()
  expect((await byStaff(evening, `Phoned Evening ${stamp}`)).status).toBe(201)
  expect((await storedByName(`Phoned Evening ${stamp}`))[0].place).toBeGreaterThanOrEqual(1)
  const confirmation = await waitForMail(`phoned.${stamp}@example.com`, /^Your site visit to /)
  expect(confirmation.html).toContain(`Phoned Evening ${stamp}`)
})

test("a deleted visit's cancel link cancels nothing, not the visit booked after it under the same id", async () => {
  const project = (await developments())[1]
  const slot = (await slotsOf(project)).slots.find((s) => s.free >= 1)!
  const stamp = Date.now()
  const book = (name: string) =>
    gql(
      `mutation($d: SiteVisitBookingInput!) { bookSiteVisit(data: $d) { id cancelToken } }`,
      booking(project, slot, name),
    )
  const first = await book(`Deleted Booking ${stamp}`)
  expect(first.errors).toBeUndefined()
  const { id, cancelToken } = first.data!.bookSiteVisit as { id: number; cancelToken: string }
  const deleted = await fetch(`${cmsURL}/api/site-visits/${id}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${await adminToken()}` },
  })
  expect(deleted.status).toBe(200)
  // On SQLite the next visit stored gets the deleted one's id (the highest, once deleted, is given
  // again), unless another spec books in between; on PostgreSQL, never.
  const next = await book(`Next Booking ${stamp}`)
  expect(next.errors).toBeUndefined()
  const nextId = (next.data!.bookSiteVisit as { id: number }).id
  const cancelled = await gql(`mutation($t: String!) { cancelSiteVisit(token: $t) }`, { t: cancelToken })
  expect(cancelled.data?.cancelSiteVisit, `the link of visit ${id}, the next visit ${nextId}`).toBe(false)
  expect((await storedByName(`Next Booking ${stamp}`))[0]).toMatchObject({ id: nextId, status: 'booked' })
})

test('the reminder job sends the day-before email once, when its clock reaches the day before', async () => {
  test.setTimeout(120_000)
  const project = (await developments())[3]
  // A slot more than two days ahead: booked well before its day-before reminder.
  const slot = (await slotsOf(project)).slots.find((s) => new Date(s.start).getTime() > Date.now() + 50 * 3_600_000)!
  const name = `Reminded Buyer ${Date.now()}`
  const answer = await gql(BOOK, booking(project, slot, name))
  expect(answer.errors).toBeUndefined()
  const email = booking(project, slot, name).d.email
  await waitForMail(email, /^Your site visit to /)
  const moveClockTo = async (hoursBefore: number) => {
    const res = await fetch(`${cmsURL}/api/site-visits/reminders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
      body: JSON.stringify({ now: new Date(new Date(slot.start).getTime() - hoursBefore * 3_600_000).toISOString() }),
    })
    expect(res.status).toBe(200)
  }
  // Two days before: too early.
  await moveClockTo(48)
  await dueJobsRan()
  await queuedMailSent()
  expect(mailsTo(email).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0)
  // The day before: the reminder, with its calendar file; the job run again sends no second one.
  await moveClockTo(23)
  const reminder = await waitForMail(email, /^Reminder: your site visit to /, 1, 30_000)
  const [stored] = await storedByName(name)
  expect(stored.reminderSentAt).not.toBeNull()
  expectValidCalendar(reminder, stored, project.title)
  await moveClockTo(22)
  await dueJobsRan()
  await queuedMailSent()
  expect(mailsTo(email).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(1)
})
