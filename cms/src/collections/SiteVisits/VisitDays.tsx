import { localeFrom } from '@lestari/model'
import type { I18nClient } from '@payloadcms/translations'
import { bookingTranslations } from '../../i18n/booking'
import { cmsSettings } from '../../settings'
import { startOfDay } from '../../utilities/format-date'

const dayMs = 24 * 60 * 60 * 1000

/** The list's address for the visits starting in [from, to), soonest first (latest first for `sort`). */
const listOf = (from: Date | null, to?: Date, sort = 'slotStart') => {
  const query = new URLSearchParams(
    from
      ? { 'where[and][0][slotStart][greater_than_equal]': from.toISOString() }
      : { 'where[slotStart][exists]': 'true' },
  )
  if (to) query.set('where[and][1][slotStart][less_than]', to.toISOString())
  query.set('sort', sort)
  return `?${query}`
}

/**
 * Above the site visits' list: the sales team's days at a click (today's visits, tomorrow's, from
 * today on, which the list opens with, the last seven days, and all visits, past included), each
 * the list filtered to its dates in the site's time zone.
 */
export function VisitDays({ i18n }: { i18n?: I18nClient }) {
  const text = bookingTranslations[localeFrom(i18n?.language)]
  const timeZone = cmsSettings.siteTimeZone
  const today = startOfDay(new Date(), timeZone)
  const tomorrow = new Date(today.getTime() + dayMs)
  const links: [string, string][] = [
    [text.today, listOf(today, tomorrow)],
    [text.tomorrow, listOf(tomorrow, new Date(tomorrow.getTime() + dayMs))],
    [text.upcoming, listOf(today)],
    [text.lastWeek, listOf(new Date(today.getTime() - 7 * dayMs), today, '-slotStart')],
    [text.allVisits, listOf(null, undefined, '-slotStart')],
  ]
  return (
    <nav
      aria-label={text.visitDays}
      style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', margin: '0 0 1rem', padding: '0 var(--gutter-h)' }}
    >
      {links.map(([label, href]) => (
        <a key={label} href={href} className="btn btn--style-pill btn--size-small">
          {label}
        </a>
      ))}
    </nav>
  )
}
