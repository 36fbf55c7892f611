import { useMemo } from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { AddToCompare } from '../components/AddToCompare'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FacetSelect } from '../components/FacetSelect'
import { BudgetFields, ListOrder } from '../components/BudgetFields'
import { AskSalesLink, budgetChoices, ReversedBudgetNote, useOutcomeIntoView } from '../components/BudgetOutcome'
import { Instalment } from '../components/Instalment'
import { useLanguage } from '../components/LanguageProvider'
import { ListPager } from '../components/ListPager'
import { SaveButton } from '../components/SaveButton'
import { Seo } from '../components/Seo'
import { useLastView, useListIndex, useListState } from '../components/useListData'
import {
  defaultListState,
  filterAndSort,
  isFiltered,
  listQuery,
  nearestMatches,
  paginate,
} from '../lib/development-list'
import { formatNumber, formatPriceShort, kindLabel, localeOf, translator } from '../lib/i18n'
import { homeItemOf, homesPerPage, type HomeListData, type HomeRecord } from '../lib/list-data'
import type { PageContext } from '../lib/page-context'
import { allDevelopments, compareUnitPath, developmentListPath, developmentPath, localizePath } from '../lib/routes'
import { listStrings } from '../components/ListPager.strings'
import { homesStrings } from './homes.strings'
import '../styles/developments.css'

const text = translator(homesStrings)
const listText = translator(listStrings)

type Context = PageContext & HomeListData
type View = { homes: HomeRecord[]; total: number; page: number; numPages: number }

/**
 * /homes/: every home for sale (the unit types of the residential developments), filtered by
 * property type, budget and bedrooms, sorted, a page at a time. The page data holds the first page in the
 * default order; any other state fetches the list's index, which holds the rows themselves
 * (src/lib/list-data.ts). The state lives in the query string, as on the development lists.
 */
export default function Homes({ pageContext, location }: PageProps<object, Context>) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  const pathname = location.pathname
  const { state, update, ready } = useListState(pathname)

  const needsIndex = ready && (isFiltered(state) || state.page > 1)
  const { index, failed } = useListIndex<HomeRecord>(pageContext.listIndex, needsIndex)
  const found = useMemo(
    () => (index ? filterAndSort(index.items.map(homeItemOf), state, locale) : null),
    [index, state, locale],
  )
  // Nothing meets the budget and bedrooms: the homes nearest to them, offered instead.
  const near = useMemo(
    () => (index && found && !found.length ? nearestMatches(index.items.map(homeItemOf), state) : []),
    [index, found, state],
  )
  const firstView: View = {
    homes: pageContext.first,
    total: pageContext.total,
    page: 1,
    numPages: Math.max(1, Math.ceil(pageContext.total / homesPerPage)),
  }
  let view: View | null = firstView
  if (needsIndex) {
    const wanted = found ? paginate(found, state.page, homesPerPage) : null
    view = wanted
      ? { homes: wanted.items.map((i) => i.record), total: found!.length, page: wanted.page, numPages: wanted.numPages }
      : null
  }
  const busy = !view && !failed
  const { homes, total, page, numPages } = useLastView(view, firstView)
  const from = total ? (page - 1) * homesPerPage + 1 : 0
  const to = from ? from + homes.length - 1 : 0
  const results = useOutcomeIntoView(ready, busy, state)

  const goTo = (n: number) => {
    update({ ...state, page: n }, true)
    document.getElementById('homes-results')?.focus()
  }

  return (
    <div className="container section developments homes">
      <Breadcrumbs
        items={[
          { label: kindLabel(allDevelopments, lang), to: developmentListPath(allDevelopments) },
          { label: text(lang, 'homesForSale') },
        ]}
      />
      <h1>{text(lang, 'homesForSale')}</h1>
      <p>{text(lang, 'intro')}</p>
      <div className="dev-list" data-ready={ready && !busy ? 'true' : undefined} aria-busy={busy || undefined}>
        {/* Without JavaScript the form still submits (GET); with it, every change applies at once. */}
        <form
          className="dev-filters"
          method="get"
          action={pathname}
          aria-label={text(lang, 'filterHomes')}
          onSubmit={(e) => e.preventDefault()}
        >
          <FacetSelect
            id="homes-filter-type"
            name="type"
            facet="propertyType"
            value={state.type}
            options={pageContext.types}
            onChange={(type) => update({ ...state, type, page: 1 })}
          />
          <BudgetFields state={state} onChange={(key, value) => update({ ...state, [key]: value, page: 1 })} />
          <ListOrder
            id="homes-sort"
            sort={state.sort}
            nameLabel={text(lang, 'sortByName')}
            onSort={(sort) => update({ ...state, sort, page: 1 })}
            ready={ready}
            filtered={isFiltered(state)}
            onClear={() => update(defaultListState)}
          />
        </form>

        <div id="homes-results" ref={results} tabIndex={-1} className="dev-results" aria-live="polite">
          <ReversedBudgetNote state={state} />
          <p className="dev-results__count">
            {total ? text(lang, 'showingHomes', { from, to, total }) : text(lang, 'noMatch')}
          </p>
          {failed ? (
            <p className="dev-results__failed" role="alert">
              {listText(lang, 'restFailed')}
            </p>
          ) : null}
        </div>
        <ul className="grid home-list">
          {homes.map((home) => (
            <HomeCard key={home.id} home={home} />
          ))}
        </ul>
        {!busy && !total && near.length ? (
          <section className="dev-nearest" aria-labelledby="homes-nearest-heading">
            <h2 id="homes-nearest-heading">{text(lang, 'nearestHeading')}</h2>
            <ul className="grid home-list">
              {near.map(({ item }) => (
                <HomeCard key={item.record.id} home={item.record} headingLevel={3} />
              ))}
            </ul>
            <AskSalesLink
              choices={[
                ...budgetChoices(lang, state),
                pageContext.types.find((t) => t.slug === state.type)?.title ?? '',
              ]}
            />
          </section>
        ) : null}
        <ListPager
          className="dev-pagination"
          page={page}
          numPages={numPages}
          onGo={goTo}
          hrefOf={(n) => `${pathname}${listQuery({ ...state, page: n })}`}
        />
      </div>
    </div>
  )
}

/** One home: its name, development, facts, price and monthly instalment, "Add to compare" and its heart. */
function HomeCard({ home, headingLevel = 2 }: { home: HomeRecord; headingLevel?: 2 | 3 }) {
  const { lang } = useLanguage()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const development = localizePath(developmentPath(home.development.kind, home.development.slug), lang)
  return (
    <li className="card home-card">
      <div className="card__body">
        <Heading className="card__title">{home.name}</Heading>
        <p className="home-card__development">
          <Link to={development}>{text(lang, 'inDevelopment', { development: home.development.title })}</Link>
        </p>
        <p>
          {text(lang, 'facts', {
            bedrooms: home.bedrooms,
            bathrooms: home.bathrooms,
            area: formatNumber(home.buildingArea, lang),
          })}
        </p>
        <p className="card__price">{formatPriceShort(home.price, lang)}</p>
        <Instalment price={home.price} as="p" />
        <p className="home-card__actions">
          <AddToCompare slug={home.slug} name={home.name} />
          <SaveButton
            kind="units"
            home={{
              slug: home.slug,
              title: `${home.name} · ${home.development.title}`,
              path: compareUnitPath(home.slug),
            }}
          />
        </p>
      </div>
    </li>
  )
}

export function Head({ location, pageContext }: HeadProps<object, Context>) {
  const { lang } = pageContext
  return <Seo title={text(lang, 'homesForSale')} description={text(lang, 'intro')} path={location.pathname} />
}
