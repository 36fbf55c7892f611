import { visitPersonLimitTexts, type VisitPersonLimit } from '@lestari/model/site-visits'
import { visitCalendar } from '@lestari/model/visit-calendar'
import { formatter, type Lang } from './i18n'
import { refusals } from './live-errors'

/**
 * Site visits in the browser (the booking form, src/components/VisitBookingForm.tsx, and the
 * account's list, src/components/VisitHistory.tsx): the slots the CMS offers live, the enquiries
 * sent from this device, which a booking may be linked to, and how a visit's time and calendar
 * file are shown.
 */
export const VISIT_SLOTS = `
  query SiteVisitSlots($project: Int!, $locale: String) {
    siteVisitSlots(project: $project, locale: $locale) { timeZone galleryAddress slots { start end free } }
  }
`

export type VisitSlot = { start: string; end: string; free: number }
export type VisitSlots = { timeZone: string; galleryAddress: string | null; slots: VisitSlot[] }

/** localStorage: the idempotency key of the last enquiry sent from this device, per development. */
export const enquiryKeysKey = 'enquiry-keys'

const storedKeys = (): Record<string, string> => {
  try {
    const kept = JSON.parse(window.localStorage.getItem(enquiryKeysKey) ?? '{}') as unknown
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Remembers an enquiry about a development (sent, or kept to be sent), for the booking to link to. */
export function rememberEnquiry(project: number, key: string) {
  try {
    window.localStorage.setItem(enquiryKeysKey, JSON.stringify({ ...storedKeys(), [project]: key }))
  } catch {
    // storage full or refused: the booking simply offers no link
  }
}

export const enquiryKeyOf = (project: number): string | null =>
  typeof window === 'undefined' ? null : (storedKeys()[project] ?? null)

/** The open slots grouped by their date in the gallery's time zone ("YYYY-MM-DD"), in order. */
export function slotsByDate(slots: VisitSlot[], timeZone: string): [string, VisitSlot[]][] {
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const days = new Map<string, VisitSlot[]>()
  for (const slot of slots) {
    if (slot.free < 1) continue
    const date = dateOf.format(new Date(slot.start))
    days.set(date, [...(days.get(date) ?? []), slot])
  }
  return [...days]
}

/** One formatter per part, language and time zone, made once (src/lib/i18n.ts, `formatter`). */
const visitFormat = (part: 'day' | 'time', lang: Lang, timeZone: string) =>
  formatter(
    `visit ${part} ${lang} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(lang === 'ID' ? 'id-ID' : 'en-GB', {
        timeZone,
        ...(part === 'day'
          ? { weekday: 'long', day: 'numeric', month: 'long' }
          : { hour: '2-digit', minute: '2-digit' }),
      }),
  )

/** A visit's day as the buyer reads it, in the gallery's time zone: "Saturday 5 December". */
export const visitDay = (lang: Lang, timeZone: string, iso: string) =>
  visitFormat('day', lang, timeZone).format(new Date(iso))

/** A visit's time of day, in the gallery's time zone: "10:00". */
export const visitTime = (lang: Lang, timeZone: string, iso: string) =>
  visitFormat('time', lang, timeZone).format(new Date(iso))

/** A visit's start, day and time: "Saturday 5 December, 10:00". */
export const visitWhen = (lang: Lang, timeZone: string, iso: string) =>
  `${visitDay(lang, timeZone, iso)}, ${visitTime(lang, timeZone, iso)}`

/**
 * The link of "Add to calendar": the visit as a calendar file, the same event (by its id) as the
 * emails' when the CMS gave the id.
 */
export function visitCalendarHref(visit: {
  id: number | null
  start: Date
  end: Date
  summary: string
  location: string
}) {
  const calendar = visitCalendar({
    uid: `site-visit-${visit.id ?? visit.start.toISOString()}@${window.location.hostname}`,
    start: visit.start,
    end: visit.end,
    summary: visit.summary,
    location: visit.location,
  })
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`
}

/** A limit per person the CMS refused a booking by (cms/src/collections/SiteVisits/person-limits.ts). */
export type PersonLimit = {
  limit: VisitPersonLimit
  /** The visit it concerns: the one in that slot, or the next of the open ones. */
  start: string | null
  count: number
}

const personLimits = new Set<string>(Object.keys(visitPersonLimitTexts.en))

export function personLimitOf(error: unknown): PersonLimit | null {
  const refusal = refusals(error).find((r) => personLimits.has(String(r.visitLimit)))
  if (!refusal) return null
  return {
    limit: refusal.visitLimit as PersonLimit['limit'],
    start: typeof refusal.visitStart === 'string' ? refusal.visitStart : null,
    count: Number(refusal.visitCount) || 0,
  }
}
