import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { emailHTML, escapeHtml, greeting, siteLink } from '../../email/messages'
import { cmsSettings } from '../../settings'
import { siteURL } from '../../utilities/site-url'
import { salesAddress } from '../Enquiries/delivery'
import { aboutLead } from '../../email/queue'
import { localeFrom, type Locale } from '@lestari/model'
import { visitCalendar } from '@lestari/model/visit-calendar'
import { scheduleOf } from './schedules'

/**
 * The emails of a site visit: to the buyer in their language (the confirmation and the reminder
 * the day before, each with the visit as a calendar file and the link that cancels it) and to the
 * development's sales address (a new visit, a cancelled one). All go through the email queue.
 */

type StoredVisit = {
  id: number
  createdAt: string
  project: number | { id: number; title?: string | null; salesEmail?: string | null }
  slotStart: string
  slotEnd?: string | null
  name: string
  phone: string
  email: string
  locale?: string | null
  enquiry?: number | { id: number } | null
}

/** A visit as its cancel link names it: its id, and when it was made. */
export type CancellableVisit = { id: number; createdAt: string }

/**
 * The cancel link's token: the visit's id and its creation time signed with the CMS's secret
 * (HMAC-SHA256), so nobody can make one. The time keeps a deleted visit's link from cancelling the
 * visit booked after it under the same id (SQLite gives a deleted highest id to the next row).
 */
export const cancelToken = ({ id, createdAt }: CancellableVisit) =>
  `${id}.${crypto
    .createHmac('sha256', cmsSettings.payloadSecret)
    .update(`site-visit-cancel:${id}@${Date.parse(createdAt)}`)
    .digest('base64url')}`

/** The id of the visit a token names, not yet checked (isCancelTokenOf); null for a token of another shape. */
export function visitIdOfToken(token: unknown): number | null {
  if (typeof token !== 'string' || !/^\d{1,12}\.[A-Za-z0-9_-]{43}$/.test(token)) return null
  return Number(token.split('.')[0])
}

/** Whether the token is the one the CMS made for this visit. */
export function isCancelTokenOf(token: string, visit: CancellableVisit): boolean {
  const expected = Buffer.from(cancelToken(visit))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/** "Monday, 30 November 2026, 10:00 WIB" / "Senin, 30 November 2026, 10.00 WIB", in the site's time zone. */
export function visitTime(start: Date, locale: Locale): string {
  const timeZone = cmsSettings.siteTimeZone
  const when = new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start)
  // The zone as Indonesians name it (WIB, WITA, WIT), in either language.
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value
  return zone ? `${when} ${zone}` : when
}

const labels = {
  en: { development: 'Development', when: 'When', where: 'Where', name: 'Name', phone: 'WhatsApp or phone' },
  id: { development: 'Proyek', when: 'Waktu', where: 'Lokasi', name: 'Nama', phone: 'WhatsApp atau telepon' },
}

async function loadVisit(req: PayloadRequest, id: number, locale: Locale) {
  const visit = (await req.payload.findByID({
    collection: 'site-visits',
    id,
    depth: 1,
    locale,
    overrideAccess: true,
    req,
  })) as unknown as StoredVisit
  const project = typeof visit.project === 'object' ? visit.project : null
  const projectId = project?.id ?? Number(visit.project)
  const schedule = await scheduleOf(req.payload, projectId, locale, req)
  const title = (project?.title ?? '').replace(/[\r\n]+/g, ' ')
  const start = new Date(visit.slotStart)
  const end = visit.slotEnd ? new Date(visit.slotEnd) : new Date(start.getTime() + 3_600_000)
  const address = schedule?.galleryAddress ?? ''
  const calendar = (cancelled = false) => ({
    filename: 'site-visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: visitCalendar({
      uid: `site-visit-${visit.id}@${new URL(siteURL()).hostname}`,
      start,
      end,
      summary: locale === 'id' ? `Kunjungan lokasi: ${title}` : `Site visit: ${title}`,
      location: address,
      cancelled,
    }),
  })
  const rows = (l: Locale): [string, string][] => [
    [labels[l].development, title],
    [labels[l].when, visitTime(start, l)],
    [labels[l].where, address],
    [labels[l].name, visit.name],
    [labels[l].phone, visit.phone],
  ]
  return { visit, project, title, start, calendar, rows }
}

const adminLink = (id: number) => `${siteURL()}/admin/collections/site-visits/${id}`

function salesHTML(intro: string, rows: [string, string][], id: number) {
  return `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(intro)}</p>
<table cellpadding="4">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(adminLink(id))}">Open the visit in the CMS</a></p>
</body></html>`
}

/** A new booking: the buyer's confirmation and the sales team's notice. */
export async function sendVisitBookedEmails(req: PayloadRequest, id: number) {
  const first = await loadVisit(req, id, 'en')
  const locale = localeFrom(first.visit.locale)
  const { visit, title, start, calendar, rows } = locale === 'en' ? first : await loadVisit(req, id, locale)
  const cancelLink = siteLink('/visit/cancel/', locale, { token: cancelToken(visit) })
  await req.payload.sendEmail(
    aboutLead(
      { collection: 'site-visits', id },
      {
        to: visit.email,
        subject:
          locale === 'id'
            ? `Kunjungan lokasi Anda ke ${title}: ${visitTime(start, 'id')}`
            : `Your site visit to ${title}: ${visitTime(start, 'en')}`,
        html: emailHTML({
          greeting: greeting(locale, visit),
          text:
            locale === 'id'
              ? 'Kunjungan Anda ke galeri pemasaran sudah dipesan. Berkas kalender terlampir menambahkannya ke kalender Anda.'
              : 'Your visit to the marketing gallery is booked. The attached calendar file adds it to your calendar.',
          rows: rows(locale),
          link: cancelLink,
          action: locale === 'id' ? 'Batalkan kunjungan ini' : 'Cancel this visit',
          note:
            locale === 'id'
              ? 'Tidak bisa datang? Batalkan lewat tautan ini agar tempat Anda bisa dipakai orang lain.'
              : 'Cannot come? Cancel through this link so that someone else can have your place.',
        }),
        attachments: [calendar()],
      },
    ),
  )
  const sales = await salesAddress(req, first.project)
  if (!sales) return
  await req.payload.sendEmail(
    aboutLead(
      { collection: 'site-visits', id },
      {
        to: sales,
        subject: `New site visit: ${first.title}, ${visitTime(first.start, 'en')}`,
        html: salesHTML(
          'A buyer booked a site visit on the website.',
          [...first.rows('en'), ['Email', visit.email]],
          id,
        ),
        attachments: [first.calendar()],
      },
    ),
  )
}

/** The day before: the buyer's reminder, with the calendar file and the cancel link again. */
export async function sendVisitReminder(req: PayloadRequest, id: number, locale: Locale) {
  const { visit, title, start, calendar, rows } = await loadVisit(req, id, locale)
  await req.payload.sendEmail(
    aboutLead(
      { collection: 'site-visits', id },
      {
        to: visit.email,
        subject:
          locale === 'id'
            ? `Pengingat: kunjungan lokasi Anda ke ${title} besok`
            : `Reminder: your site visit to ${title} tomorrow`,
        html: emailHTML({
          greeting: greeting(locale, visit),
          text:
            locale === 'id'
              ? `Sampai jumpa besok, ${visitTime(start, 'id')}, di galeri pemasaran.`
              : `See you tomorrow, ${visitTime(start, 'en')}, at the marketing gallery.`,
          rows: rows(locale),
          link: siteLink('/visit/cancel/', locale, { token: cancelToken(visit) }),
          action: locale === 'id' ? 'Batalkan kunjungan ini' : 'Cancel this visit',
          note:
            locale === 'id'
              ? 'Tidak bisa datang? Beri tahu kami lewat tautan ini.'
              : 'Cannot come? Tell us through this link.',
        }),
        attachments: [calendar()],
      },
    ),
  )
}

/** The buyer cancelled: the sales team learns it, with the calendar file that removes the visit. */
export async function sendVisitCancelledEmail(req: PayloadRequest, id: number) {
  const { project, title, start, calendar, rows } = await loadVisit(req, id, 'en')
  const sales = await salesAddress(req, project)
  if (!sales) return
  await req.payload.sendEmail({
    to: sales,
    subject: `Site visit cancelled: ${title}, ${visitTime(start, 'en')}`,
    html: salesHTML('The buyer cancelled this site visit from the link in their email.', rows('en'), id),
    attachments: [calendar(true)],
  })
}
