import { Link } from 'gatsby'
import { formatDate, localeOf, translator, type Lang } from '../lib/i18n'
import { developmentPath, localizePath } from '../lib/routes'
import { enquiryHistoryStrings } from './EnquiryHistory.strings'
import { useLiveAnswer } from './useLiveAnswer'

const text = translator(enquiryHistoryStrings)

/** The sales team's stages of an enquiry (cms/src/collections/Enquiries/stages.ts), as the buyer reads them. */
const statusKeys = {
  new: 'statusNew',
  contacted: 'statusContacted',
  visit_booked: 'statusVisitBooked',
  visited: 'statusVisited',
  booking: 'statusBooking',
  won: 'statusWon',
  lost: 'statusLost',
} as const

type SentEnquiry = {
  id: number
  createdAt: string
  status: keyof typeof statusKeys | null
  project: { title: string | null; slug: string | null; kind: string | null } | null
  unitType: { name: string | null } | null
}

/** The CMS answers a visitor with their own enquiries only (cms/src/collections/Enquiries). */
const MY_ENQUIRIES = `query MyEnquiries($locale: LocaleInputType) {
  Enquiries(sort: "-createdAt", limit: 50, locale: $locale) {
    docs { id createdAt status project { title slug kind } unitType { name } }
  }
}`

/** The signed-in visitor's enquiries: development, date and the status the sales team set. */
export function EnquiryHistory({ lang }: { lang: Lang }) {
  const { answer, problem } = useLiveAnswer<{ Enquiries: { docs: SentEnquiry[] } | null }>(
    MY_ENQUIRIES,
    { locale: localeOf(lang) },
    lang,
  )
  const enquiries = answer ? (answer.Enquiries?.docs ?? []) : null
  return (
    <section className="enquiry-history" aria-labelledby="enquiry-history-title">
      <h2 id="enquiry-history-title">{text(lang, 'yourEnquiries')}</h2>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : enquiries === null ? null : enquiries.length ? (
        <ul className="enquiry-history__list" data-enquiry-history>
          {enquiries.map((e) => (
            <li key={e.id} data-enquiry={e.id}>
              <strong>
                {e.project?.slug && e.project.kind ? (
                  <Link to={localizePath(developmentPath(e.project.kind, e.project.slug), lang)}>
                    {e.project.title}
                  </Link>
                ) : (
                  e.project?.title
                )}
                {e.unitType?.name ? ` · ${e.unitType.name}` : ''}
              </strong>
              <br />
              {text(lang, 'sentOn', { date: formatDate(e.createdAt, lang) })}
              <br />
              {text(lang, 'status')}:{' '}
              <span data-enquiry-status={e.status ?? 'new'}>{text(lang, statusKeys[e.status ?? 'new'])}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{text(lang, 'none')}</p>
      )}
    </section>
  )
}
