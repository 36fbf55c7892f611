import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FacilityCard } from '../components/FacilityCard'
import { useLanguage } from '../components/LanguageProvider'
import { ListPager } from '../components/ListPager'
import { Seo } from '../components/Seo'
import { useCards, useLastView, useListIndex, useQueryState } from '../components/useListData'
import { paginate } from '../lib/development-list'
import { localeOf, translator } from '../lib/i18n'
import {
  facilitiesPerPage,
  inOrderOf,
  parsePage,
  sortFacilities,
  type FacilityListData,
  type FacilityRecord,
} from '../lib/list-data'
import type { PageContext } from '../lib/page-context'
import { facilityPath, localizePath } from '../lib/routes'
import { facilityStrings } from './facilities.strings'
import { listStrings } from '../components/ListPager.strings'
import '../styles/developments.css'

const text = translator(facilityStrings)
const listText = translator(listStrings)

type Data = Queries.FacilitiesQuery
type Card = Queries.FacilityCardFragment
type Context = PageContext & FacilityListData
/** A page of the list: cards (or, for a card that could not be fetched, its record). */
type View = { page: number; items: (Card | FacilityRecord)[] }

/** The category a card or record is shown under. */
const categoryOf = (f: Card | FacilityRecord) => ('card' in f ? f.category : (f.category?.title ?? ''))

/**
 * /facilities/: the city's facilities by category, a page at a time. The page data holds the
 * first page; other pages (`?page=2`) fetch the list's index and their cards (src/lib/list-data.ts).
 */
export default function Facilities({ data, pageContext, location }: PageProps<Data, Context>) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  const { state: page, setState: setPage, ready } = useQueryState(parsePage, 1)
  const goTo = (n: number) => {
    setPage(n)
    window.history.pushState(window.history.state, '', `${location.pathname}${n > 1 ? `?page=${n}` : ''}`)
    document.getElementById('facilities-results')?.focus()
  }

  const numPages = Math.max(1, Math.ceil(pageContext.total / facilitiesPerPage))
  const current = Math.min(page, numPages)
  const { index, failed } = useListIndex<FacilityRecord>(pageContext.listIndex, current > 1)
  const wanted =
    current > 1 && index ? paginate(sortFacilities(index.items, locale), current, facilitiesPerPage).items : null
  const cards = useCards<Card>(wanted ? wanted.map((f) => f.card) : [])
  const firstPage = inOrderOf(pageContext.firstIds, data.facilities.nodes)
  const firstView: View = { page: 1, items: firstPage }
  const view: View | null =
    current === 1
      ? firstView
      : wanted && cards
        ? { page: current, items: wanted.map((f) => cards.get(f.card) ?? f) }
        : null
  const busy = !view && !failed
  const shown = useLastView(view, firstView)
  const categories = [...new Set(shown.items.map(categoryOf))]
  const from = pageContext.total ? (shown.page - 1) * facilitiesPerPage + 1 : 0

  return (
    <div
      className="container section facilities"
      data-ready={ready && !busy ? 'true' : undefined}
      aria-busy={busy || undefined}
    >
      <Breadcrumbs items={[{ label: text(lang, 'facilities') }]} />
      <h1>{text(lang, 'facilities')}</h1>
      <div id="facilities-results" tabIndex={-1} aria-live="polite">
        <p className="dev-results__count">
          {text(lang, 'showingFacilities', {
            from,
            to: from ? from + shown.items.length - 1 : 0,
            total: pageContext.total,
          })}
        </p>
        {failed ? <p role="alert">{listText(lang, 'restFailed')}</p> : null}
      </div>
      {categories.map((category) => (
        <section key={category} aria-label={category || text(lang, 'facilities')}>
          {category ? <h2>{category}</h2> : null}
          <div className="grid">
            {shown.items
              .filter((f) => categoryOf(f) === category)
              .map((f) =>
                'card' in f ? (
                  // A facility whose card could not be fetched (offline, not kept on the device): its name.
                  <article key={f.id} className="card card--small">
                    <div className="card__body">
                      <h3 className="card__title">
                        <Link to={localizePath(facilityPath(f.slug), lang)}>{f.title}</Link>
                      </h3>
                    </div>
                  </article>
                ) : (
                  <FacilityCard key={f.id} facility={f} />
                ),
              )}
          </div>
        </section>
      ))}
      <ListPager
        className="facilities-pagination"
        page={shown.page}
        numPages={numPages}
        onGo={goTo}
        hrefOf={(n) => `${location.pathname}${n > 1 ? `?page=${n}` : ''}`}
      />
    </div>
  )
}

export const query = graphql`
  query Facilities($locale: String!, $firstIds: [Int]) {
    facilities: allCmsFacility(filter: { locale: { eq: $locale }, remoteId: { in: $firstIds } }) {
      nodes {
        remoteId
        ...FacilityCard
      }
    }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, Context>) {
  return <Seo title={text(pageContext.lang, 'facilities')} path={location.pathname} />
}
