import { useMemo } from 'react'
import { Link } from 'gatsby'
import {
  defaultListState,
  developmentsPerPage,
  filterAndSort,
  isFiltered,
  listQuery,
  nearestMatches,
  paginate,
  unitMatch,
} from '../lib/development-list'
import { formatPriceShort, kindLabel, localeOf, translator } from '../lib/i18n'
import { listItemOf, type DevelopmentListData, type DevelopmentRecord } from '../lib/list-data'
import { developmentPath, kindSegment, localizePath } from '../lib/routes'
import { BudgetFields, ListOrder } from './BudgetFields'
import { AskSalesLink, budgetChoices, ReversedBudgetNote, useOutcomeIntoView } from './BudgetOutcome'
import { budgetFieldsStrings } from './BudgetFields.strings'
import { FacetSelect } from './FacetSelect'
import { useLanguage } from './LanguageProvider'
import { ListPager } from './ListPager'
import { ProjectCard } from './ProjectCard'
import { SaveButton } from './SaveButton'
import { useCards, useLastView, useListIndex, useListState } from './useListData'
import { developmentListStrings } from './DevelopmentList.strings'
import { listStrings } from './ListPager.strings'

const text = translator(developmentListStrings)
const listText = translator(listStrings)
const budgetText = translator(budgetFieldsStrings)

type Card = Queries.ProjectCardFragment

/** What the list shows: cards (or, for a card that could not be fetched, its record), the count, the pages. */
type View = { cards: (Card | DevelopmentRecord)[]; total: number; page: number; numPages: number }

/**
 * A development list: filter by property type, tag, budget and bedrooms, sort, page through. The page data holds
 * the first page in the default order, the facets and the count; any other state fetches the
 * list's index and the cards it shows (src/lib/list-data.ts). The state lives in the query
 * string; the static HTML (no query) shows the full first page, so the list works without
 * JavaScript.
 */
export function DevelopmentList({
  first,
  data,
  pathname,
}: {
  first: readonly Card[]
  data: DevelopmentListData
  pathname: string
}) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  const { state, update, ready } = useListState(pathname)

  const needsIndex = ready && (isFiltered(state) || state.page > 1)
  const { index, failed } = useListIndex<DevelopmentRecord>(data.listIndex, needsIndex)
  const found = useMemo(
    () => (index ? filterAndSort(index.items.map(listItemOf), state, locale) : null),
    [index, state, locale],
  )
  const wanted = needsIndex && found ? paginate(found, state.page, developmentsPerPage) : null
  // Nothing meets the budget and bedrooms: the developments nearest to them, offered instead.
  const near = useMemo(
    () => (index && found && !found.length ? nearestMatches(index.items.map(listItemOf), state) : []),
    [index, found, state],
  )
  const cards = useCards<Card>([
    ...(wanted ? wanted.items.map((i) => i.record.card) : []),
    ...near.map((n) => n.item.record.card),
  ])
  const firstView: View = {
    cards: [...first],
    total: data.total,
    page: 1,
    numPages: Math.max(1, Math.ceil(data.total / developmentsPerPage)),
  }
  let view: View | null = firstView
  if (needsIndex) {
    view =
      wanted && (cards || !wanted.items.length)
        ? {
            cards: wanted.items.map((i) => cards?.get(i.record.card) ?? i.record),
            total: found!.length,
            page: wanted.page,
            numPages: wanted.numPages,
          }
        : null
  }
  const busy = !view && !failed
  const { cards: shown, total, page, numPages } = useLastView(view, firstView)
  const from = total ? (page - 1) * developmentsPerPage + 1 : 0
  const to = from ? from + shown.length - 1 : 0
  const filtered = isFiltered(state)
  const { types, tags } = data
  const records = useMemo(() => new Map(index?.items.map((r) => [r.slug, r]) ?? []), [index])
  const matchOf = (slug: string | null) => {
    const record = slug == null ? undefined : records.get(slug)
    return record ? unitMatch(listItemOf(record), state) : null
  }

  const onSelect = (key: 'type' | 'tag') => (value: string) => update({ ...state, [key]: value, page: 1 })

  const results = useOutcomeIntoView(ready, busy, state)

  const goTo = (n: number) => {
    update({ ...state, page: n }, true)
    document.getElementById('development-results')?.focus()
  }

  return (
    <div className="dev-list" data-ready={ready && !busy ? 'true' : undefined} aria-busy={busy || undefined}>
      {/* Without JavaScript the form still submits (GET); with it, every change applies at once. */}
      <form
        className="dev-filters"
        method="get"
        action={pathname}
        aria-label={text(lang, 'filterDevelopments')}
        onSubmit={(e) => e.preventDefault()}
      >
        <FacetSelect
          id="dev-filter-type"
          name="type"
          facet="propertyType"
          value={state.type}
          options={types}
          onChange={onSelect('type')}
        />
        <FacetSelect
          id="dev-filter-tag"
          name="tag"
          facet="feature"
          value={state.tag}
          options={tags}
          onChange={onSelect('tag')}
        />
        <BudgetFields
          state={state}
          onChange={(key, value) => update({ ...state, [key]: value, page: 1 })}
          bedrooms={data.bedrooms}
        />
        <ListOrder
          id="dev-sort"
          sort={state.sort}
          nameLabel={text(lang, 'sortByName')}
          onSort={(sort) => update({ ...state, sort, page: 1 })}
          ready={ready}
          filtered={filtered}
          onClear={() => update(defaultListState)}
        />
      </form>

      <div id="development-results" ref={results} tabIndex={-1} className="dev-results" aria-live="polite">
        <ReversedBudgetNote state={state} />
        <p className="dev-results__count">
          {total ? text(lang, 'showingDevelopments', { from, to, total }) : text(lang, 'noMatch')}
        </p>
        {state.sort !== 'name' ? <p className="dev-results__order">{budgetText(lang, 'byPriceKind')}</p> : null}
        {failed ? (
          <p className="dev-results__failed" role="alert">
            {listText(lang, 'restFailed')}
          </p>
        ) : null}
      </div>
      <div className="grid">
        {shown.map((p) =>
          'card' in p ? (
            <RecordCard key={p.id} record={p} />
          ) : (
            <ProjectCard key={p.id} project={p} headingLevel={2} match={matchOf(p.slug)} />
          ),
        )}
      </div>
      {!busy && !total && near.length ? (
        <section className="dev-nearest" aria-labelledby="dev-nearest-heading">
          <h2 id="dev-nearest-heading">{text(lang, 'nearestHeading')}</h2>
          <div className="grid">
            {near.map(({ item, unit }) => {
              const card = cards?.get(item.record.card)
              return (
                <div key={item.record.id} className="dev-nearest__item">
                  {card ? <ProjectCard project={card} /> : <RecordCard record={item.record} headingLevel={3} />}
                  <p className="dev-nearest__unit">
                    {text(lang, nearestUnitKey(unit.bedrooms), {
                      beds: unit.bedrooms,
                      price: formatPriceShort(unit.price, lang),
                    })}
                  </p>
                </div>
              )
            })}
          </div>
          <AskSalesLink
            choices={[
              ...budgetChoices(lang, state),
              data.types.find((t) => t.slug === state.type)?.title ?? '',
              data.tags.find((t) => t.slug === state.tag)?.title ?? '',
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
  )
}

/** The words for a nearest development's closest unit type, by its bedrooms. */
const nearestUnitKey = (bedrooms: number) =>
  bedrooms === 0 ? 'nearestUnitNoBedrooms' : bedrooms === 1 ? 'nearestUnitOneBedroom' : 'nearestUnit'

/** A development whose card could not be fetched (offline, not kept on the device): its kind, name and heart. */
function RecordCard({ record, headingLevel = 2 }: { record: DevelopmentRecord; headingLevel?: 2 | 3 }) {
  const { lang } = useLanguage()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const path = developmentPath(record.kind, record.slug)
  return (
    <article className="card card--record">
      <SaveButton kind="developments" home={{ slug: record.slug, title: record.title, path }} />
      <div className="card__body">
        <p className="eyebrow">{kindLabel(kindSegment(record.kind), lang)}</p>
        <Heading className="card__title">
          <Link to={localizePath(path, lang)}>{record.title}</Link>
        </Heading>
      </div>
    </article>
  )
}
