import { Link } from 'gatsby'
import type { VisitStatus } from '@lestari/model/site-visits'
import { localeOf, translator, type Lang } from '../lib/i18n'
import { developmentPath, localizePath, visitCancelPath } from '../lib/routes'
import { visitCalendarHref, visitWhen } from '../lib/visit-booking'
import { visitBookingStrings } from './VisitBooking.strings'
import { visitHistoryStrings } from './VisitHistory.strings'
import { useLiveAnswer } from './useLiveAnswer'

const text = translator(visitHistoryStrings)
const bookingText = translator(visitBookingStrings)

/** A visit's stage as the buyer reads it. */
const statusKeys = {
  booked: 'statusBooked',
  visited: 'statusVisited',
  noShow: 'statusNoShow',
  cancelled: 'statusCancelled',
} as const satisfies Record<VisitStatus, string>

type MyVisit = {
  id: number
  slotStart: string
  slotEnd: string | null
  status: VisitStatus
  development: { title: string | null; slug: string | null; kind: string | null } | null
  galleryAddress: string | null
  /** Only while the visit is booked and still ahead. */
  cancelToken: string | null
}

/** The CMS answers a signed-in buyer with the visits booked from their account only (cms/src/collections/SiteVisits/booking.ts). */
const MY_VISITS = `query MySiteVisits($locale: String) {
  mySiteVisits(locale: $locale) {
    timeZone
    visits { id slotStart slotEnd status development { title slug kind } galleryAddress cancelToken }
  }
}`

function VisitItem({ lang, visit, timeZone }: { lang: Lang; visit: MyVisit; timeZone: string }) {
  const { development } = visit
  const title = development?.title ?? ''
  const ahead = visit.cancelToken !== null
  const start = new Date(visit.slotStart)
  const end = visit.slotEnd ? new Date(visit.slotEnd) : new Date(start.getTime() + 3_600_000)
  const status = visit.status === 'booked' && !ahead ? 'statusOver' : statusKeys[visit.status]
  return (
    <li data-visit={visit.id}>
      <strong>
        {development?.slug && development.kind ? (
          <Link to={localizePath(developmentPath(development.kind, development.slug), lang)}>{title}</Link>
        ) : (
          title
        )}
      </strong>
      <br />
      <time dateTime={visit.slotStart}>{visitWhen(lang, timeZone, visit.slotStart)}</time>
      {visit.galleryAddress ? (
        <>
          <br />
          {visit.galleryAddress}
        </>
      ) : null}
      <br />
      {text(lang, 'status')}: <span data-visit-status={visit.status}>{text(lang, status)}</span>
      {visit.cancelToken ? (
        <span className="visit-history__actions">
          <a
            className="button button--ghost"
            download="site-visit.ics"
            href={visitCalendarHref({
              id: visit.id,
              start,
              end,
              summary: bookingText(lang, 'calendarSummary', { title }),
              location: visit.galleryAddress ?? '',
            })}
          >
            {bookingText(lang, 'addToCalendar')}
          </a>
          <Link
            className="button button--ghost"
            to={`${localizePath(visitCancelPath, lang)}?${new URLSearchParams({ token: visit.cancelToken })}`}
          >
            {bookingText(lang, 'cancelVisit')}
          </Link>
        </span>
      ) : null}
    </li>
  )
}

/**
 * The signed-in buyer's site visits: the upcoming ones first (soonest first, with "Add to calendar"
 * and "Cancel"), then the past and cancelled ones (latest first); development names in the page's
 * language, times in the gallery's time zone.
 */
export function VisitHistory({ lang }: { lang: Lang }) {
  const { answer: data, problem } = useLiveAnswer<{ mySiteVisits: { timeZone: string; visits: MyVisit[] } }>(
    MY_VISITS,
    { locale: localeOf(lang) },
    lang,
  )
  const answer = data?.mySiteVisits ?? null
  const upcoming = answer?.visits.filter((v) => v.cancelToken !== null).reverse() ?? []
  const past = answer?.visits.filter((v) => v.cancelToken === null) ?? []
  const list = (visits: MyVisit[], kind: 'upcoming' | 'past') =>
    visits.length ? (
      <>
        <h3>{text(lang, kind)}</h3>
        <ul className="visit-history__list" data-visit-list={kind}>
          {visits.map((visit) => (
            <VisitItem key={visit.id} lang={lang} visit={visit} timeZone={answer!.timeZone} />
          ))}
        </ul>
      </>
    ) : null
  return (
    <section className="visit-history" aria-labelledby="visit-history-title">
      <h2 id="visit-history-title">{text(lang, 'yourVisits')}</h2>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : answer === null ? null : answer.visits.length ? (
        <>
          {list(upcoming, 'upcoming')}
          {list(past, 'past')}
        </>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
