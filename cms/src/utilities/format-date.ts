/**
 * Dates and times in the admin: in the site's time zone (SITE_TIME_ZONE, Asia/Jakarta by default:
 * cmsSettings.siteTimeZone), day before month ("26 Nov 2026, 14:05"), in the admin's language.
 * Server components pass the time zone from the settings; client components get it from them.
 */
export type AdminLanguage = 'en' | 'id'

const intlLocale = (language: string | undefined) => (language === 'id' ? 'id-ID' : 'en-GB')

const parse = (value: Date | string | null | undefined): Date | null => {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

type Moment = Date | string | null | undefined

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** A moment in the time zone and the admin's language with these parts; '' for no date. */
const formatIn =
  (parts: Intl.DateTimeFormatOptions) =>
  (value: Moment, timeZone: string, language?: AdminLanguage | string): string => {
    const date = parse(value)
    return date ? new Intl.DateTimeFormat(intlLocale(language), { ...parts, timeZone }).format(date) : ''
  }

/** "26 Nov 2026, 14:05" (English) or "26 Nov 2026, 14.05" (Indonesian). */
export const formatDateTime = formatIn({ ...day, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "26 Nov 2026": the day alone. */
export const formatDay = formatIn(day)

/** The day a time falls on in the time zone, as YYYY-MM-DD (for "today" and date filters). */
export function dayInTimeZone(value: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(value)
}

/** Payload's own date columns and pickers (admin.dateFormat, date-fns): day before month too. */
export const adminDateFormat = 'd MMM yyyy, HH:mm'

/** How far the time zone's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/** The moment the day of `at` began in the time zone (midnight there). */
export function startOfDay(at: Date, timeZone: string): Date {
  const [year, month, dayOfMonth] = dayInTimeZone(at, timeZone).split('-').map(Number)
  const midnightAsUTC = Date.UTC(year, month - 1, dayOfMonth)
  return new Date(midnightAsUTC - offsetAt(new Date(midnightAsUTC), timeZone))
}

/** The zone's short name at a moment as Indonesians write it (WIB, WITA, WIT), else its offset ("GMT+8"). */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  return (
    new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** "26 Nov 2026, 14:05 WIB": a time staff read outside the admin (emails, exports), with its zone. */
export function formatDateTimeWithZone(value: Moment, timeZone: string, language?: AdminLanguage | string): string {
  const date = parse(value)
  return date ? `${formatDateTime(date, timeZone, language)} ${zoneName(timeZone, date)}` : ''
}

/** "2026-11-26T14:05:00+07:00": the moment in ISO 8601 with the zone's offset, for a spreadsheet or another system. */
export function isoInTimeZone(value: Moment, timeZone: string): string {
  const date = parse(value)
  if (!date) return ''
  const offset = offsetAt(date, timeZone)
  const wall = new Date(Math.floor(date.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19)
  const minutes = Math.abs(offset / 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${wall}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
