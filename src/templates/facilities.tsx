import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FacilityCard } from '../components/FacilityCard'
import { useLanguage } from '../components/LanguageProvider'
import { ListPager } from '../components/ListPager'
import { Seo } from '../components/Seo'
import { useCards, useLastView, useListIndex, useQueryState } from '../components/useListData'
import { facilityPage, facilityQueryString, parseFacilityQuery, type FacilityQuery } from '../lib/facility-list'
import { localeOf, translator } from '../lib/i18n'
import { facilitiesPerPage, inOrderOf, type FacilityListData, type FacilityRecord } from '../lib/list-data'
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
type View = { query: FacilityQuery; items: (Card | FacilityRecord)[]; continued: boolean }

/** The category a card or record is shown under. */
const categoryOf = (f: Card | FacilityRecord) => ('card' in f ? f.category : (f.category?.title ?? ''))

/**
 * /facilities/: the city's facilities by category, a page at a time, all of them or one category
 * (`?category=health`, chips that work without JavaScript as links). The page data holds the
 * first page of all; other pages and categories fetch the list's index and their cards
 * (src/lib/list-data.ts). Pages of all keep the order by category: a category that goes on from
 * the page before says so in its heading, and its chip shows it whole.
 */
export default function Facilities({ data, pageContext, location }: PageProps<Data, Context>) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  const { state: query, setState: setQuery, ready } = useQueryState(parseFacilityQuery, { category: '', page: 1 })
  const goTo = (next: FacilityQuery) => {
    setQuery(next)
    window.history.pushState(window.history.state, '', `${location.pathname}${facilityQueryString(next)}`)
    document.getElementById('facilities-results')?.focus()
  }

  const categories = pageContext.facilityCategories
  const counts = new Map<string, number>(categories.map((c) => [c.slug, c.count]))
  const chosen = categories.find((c) => c.slug === query.category) ?? null
  const total = chosen ? (counts.get(chosen.slug) ?? 0) : pageContext.total
  const numPages = Math.max(1, Math.ceil(total / facilitiesPerPage))
  const current = { category: chosen?.slug ?? '', page: Math.min(query.page, numPages) }
  const fromIndex = current.page > 1 || chosen !== null
  const { index, failed } = useListIndex<FacilityRecord>(pageContext.listIndex, fromIndex)
  const wanted = fromIndex && index ? facilityPage(index.items, chosen?.title ?? null, current.page, locale) : null
  const cards = useCards<Card>(wanted ? wanted.items.map((f) => f.card) : [])
  const firstView: View = {
    query: { category: '', page: 1 },
    items: inOrderOf(pageContext.firstIds, data.facilities.nodes),
    continued: false,
  }
  const view: View | null = !fromIndex
    ? firstView
    : wanted && cards
      ? { query: current, items: wanted.items.map((f) => cards.get(f.card) ?? f), continued: wanted.continued }
      : null
  const busy = !view && !failed
  const shown = useLastView(view, firstView)
  const shownCategories = [...new Set(shown.items.map(categoryOf))]
  const shownTotal = shown.query.category ? (counts.get(shown.query.category) ?? 0) : pageContext.total
  const from = shownTotal ? (shown.query.page - 1) * facilitiesPerPage + 1 : 0
  const chip = (slug: string, label: string) => (
    <li key={slug || 'all'}>
      <a
        href={`${location.pathname}${facilityQueryString({ category: slug, page: 1 })}`}
        aria-current={current.category === slug ? 'true' : undefined}
        onClick={(e) => {
          e.preventDefault()
          goTo({ category: slug, page: 1 })
        }}
      >
        {label}
      </a>
    </li>
  )

  return (
    <div
      className="container section facilities"
      data-ready={ready && !busy ? 'true' : undefined}
      aria-busy={busy || undefined}
    >
      <Breadcrumbs items={[{ label: text(lang, 'facilities') }]} />
      <h1>{text(lang, 'facilities')}</h1>
      <nav className="chips facility-categories" aria-label={text(lang, 'byCategory')}>
        <ul>
          {chip('', text(lang, 'allCategories', { total: pageContext.total }))}
          {categories.map((c) => chip(c.slug, `${c.title} (${c.count})`))}
        </ul>
      </nav>
      <div id="facilities-results" tabIndex={-1} aria-live="polite">
        <p className="dev-results__count">
          {text(lang, 'showingFacilities', {
            from,
            to: from ? from + shown.items.length - 1 : 0,
            total: shownTotal,
          })}
        </p>
        {failed ? <p role="alert">{listText(lang, 'restFailed')}</p> : null}
      </div>
      {shownCategories.map((category, i) => (
        <section key={category} aria-label={category || text(lang, 'facilities')}>
          {category ? <h2>{i === 0 && shown.continued ? text(lang, 'continued', { category }) : category}</h2> : null}
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
        page={shown.query.page}
        numPages={Math.max(1, Math.ceil(shownTotal / facilitiesPerPage))}
        onGo={(page) => goTo({ category: shown.query.category, page })}
        hrefOf={(page) => `${location.pathname}${facilityQueryString({ category: shown.query.category, page })}`}
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
