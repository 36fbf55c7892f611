import type { I18nClient } from '@payloadcms/translations'
import { bookingTranslations } from '../../i18n/booking'
import { cmsSettings } from '../../settings'
import { zonedDate, zonedInstant } from './slots'

const dayMs = 24 * 60 * 60 * 1000

/** The list's address for the visits starting in [from, to), soonest first. */
const listOf = (from: Date, to?: Date) => {
  const query = new URLSearchParams({ 'where[and][0][slotStart][greater_than_equal]': from.toISOString() })
  if (to) query.set('where[and][1][slotStart][less_than]', to.toISOString())
  query.set('sort', 'slotStart')
  return `?${query}`
}

/**
 * Above the site visits' list: the sales team's days at a click (today's visits, tomorrow's, all
 * upcoming), each the list filtered to its dates in the site's time zone and sorted by start.
 */
export function VisitDays({ i18n }: { i18n?: I18nClient }) {
  const text = bookingTranslations[i18n?.language === 'id' ? 'id' : 'en']
  const timeZone = cmsSettings.siteTimeZone
  const today = zonedInstant(zonedDate(new Date(), timeZone), 0, timeZone)
  const tomorrow = new Date(today.getTime() + dayMs)
  const links: [string, string][] = [
    [text.today, listOf(today, tomorrow)],
    [text.tomorrow, listOf(tomorrow, new Date(tomorrow.getTime() + dayMs))],
    [text.upcoming, listOf(new Date())],
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
