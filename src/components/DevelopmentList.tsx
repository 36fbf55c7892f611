import { useCallback, useMemo, type ChangeEvent } from 'react'
import { Link } from 'gatsby'
import {
  defaultListState, developmentsPerPage, filterAndSort, listQuery, paginate, parseListState,
  type ListState, type SortOrder,
} from '../lib/development-list'
import { kindLabel, localeOf, t } from '../lib/i18n'
import { listItemOf, type DevelopmentListData, type DevelopmentRecord } from '../lib/list-data'
import { developmentPath, kindSegment, localizePath } from '../lib/routes'
import { useLanguage } from './LanguageProvider'
import { ListPager } from './ListPager'
import { ProjectCard } from './ProjectCard'
import { useCards, useLastView, useListIndex, useQueryState } from './useListData'

type Card = Queries.ProjectCardFragment

/** What the list shows: cards (or, for a card that could not be fetched, its record), the count, the pages. */
type View = { cards: (Card | DevelopmentRecord)[]; total: number; page: number; numPages: number }

/**
 * A development list: filter by property type and tag, sort, page through. The page data holds
 * the first page in the default order, the facets and the count; any other state fetches the
 * list's index and the cards it shows (src/lib/list-data.ts). The state lives in the query
 * string; the static HTML (no query) shows the full first page, so the list works without
 * JavaScript.
 */
export function DevelopmentList({ first, data, pathname }: { first: readonly Card[]; data: DevelopmentListData; pathname: string }) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  const { state, setState, ready } = useQueryState<ListState>(parseListState, defaultListState)

  const update = useCallback(
    (next: ListState, push = false) => {
      setState(next)
      const url = `${pathname}${listQuery(next)}${window.location.hash}`
      if (push) window.history.pushState(window.history.state, '', url)
      else window.history.replaceState(window.history.state, '', url)
    },
    [pathname, setState],
  )

  const needsIndex = ready && (Boolean(state.type || state.tag) || state.sort !== 'name' || state.page > 1)
  const { index, failed } = useListIndex<DevelopmentRecord>(data.listIndex, needsIndex)
  const found = useMemo(() => (index ? filterAndSort(index.items.map(listItemOf), state, locale) : null), [index, state, locale])
  const wanted = needsIndex && found ? paginate(found, state.page, developmentsPerPage) : null
  const cards = useCards<Card>(wanted ? wanted.items.map((i) => i.record.card) : [])
  const firstView: View = { cards: [...first], total: data.total, page: 1, numPages: Math.max(1, Math.ceil(data.total / developmentsPerPage)) }
  let view: View | null = firstView
  if (needsIndex) {
    view = wanted && (cards || !wanted.items.length)
      ? { cards: wanted.items.map((i) => cards?.get(i.record.card) ?? i.record), total: found!.length, page: wanted.page, numPages: wanted.numPages }
      : null
  }
  const busy = !view && !failed
  const { cards: shown, total, page, numPages } = useLastView(view, firstView)
  const from = total ? (page - 1) * developmentsPerPage + 1 : 0
  const to = from ? from + shown.length - 1 : 0
  const filtered = Boolean(state.type || state.tag || state.sort !== 'name')
  const { types, tags } = data

  const onSelect = (key: 'type' | 'tag' | 'sort') => (e: ChangeEvent<HTMLSelectElement>) =>
    update({ ...state, [key]: key === 'sort' ? (e.target.value as SortOrder) : e.target.value, page: 1 })

  const goTo = (n: number) => {
    update({ ...state, page: n }, true)
    document.getElementById('development-results')?.focus()
  }

  return (
    <div className="dev-list" data-ready={ready && !busy ? 'true' : undefined} aria-busy={busy || undefined}>
      {/* Without JavaScript the form still submits (GET); with it, every change applies at once. */}
      <form className="dev-filters" method="get" action={pathname} aria-label={t(lang, 'dvFilters')}
        onSubmit={(e) => e.preventDefault()}>
        <div className="dev-filters__field">
          <label htmlFor="dev-filter-type">{t(lang, 'dvPropertyType')}</label>
          <select id="dev-filter-type" name="type" value={state.type} onChange={onSelect('type')}>
            <option value="">{t(lang, 'dvAny')}</option>
            {types.map((o) => <option key={o.slug} value={o.slug}>{o.title} ({o.count})</option>)}
          </select>
        </div>
        <div className="dev-filters__field">
          <label htmlFor="dev-filter-tag">{t(lang, 'dvTag')}</label>
          <select id="dev-filter-tag" name="tag" value={state.tag} onChange={onSelect('tag')}>
            <option value="">{t(lang, 'dvAny')}</option>
            {tags.map((o) => <option key={o.slug} value={o.slug}>{o.title} ({o.count})</option>)}
          </select>
        </div>
        <div className="dev-filters__field">
          <label htmlFor="dev-sort">{t(lang, 'dvSortBy')}</label>
          <select id="dev-sort" name="sort" value={state.sort} onChange={onSelect('sort')}>
            <option value="name">{t(lang, 'dvSortName')}</option>
            <option value="price-asc">{t(lang, 'dvSortPriceAsc')}</option>
            <option value="price-desc">{t(lang, 'dvSortPriceDesc')}</option>
          </select>
        </div>
        {ready ? (
          filtered ? (
            <button type="button" className="button button--ghost dev-filters__clear" onClick={() => update(defaultListState)}>
              {t(lang, 'dvClear')}
            </button>
          ) : null
        ) : (
          <button type="submit" className="button">{t(lang, 'dvApply')}</button>
        )}
      </form>

      <div id="development-results" tabIndex={-1} className="dev-results" aria-live="polite">
        <p className="dev-results__count">
          {total ? t(lang, 'dvShowing', { from, to, total }) : t(lang, 'dvNoResults')}
        </p>
        {failed ? <p className="dev-results__failed" role="alert">{t(lang, 'listFailed')}</p> : null}
      </div>
      <div className="grid">
        {shown.map((p) => ('card' in p ? <RecordCard key={p.id} record={p} /> : <ProjectCard key={p.id} project={p} headingLevel={2} />))}
      </div>

      <ListPager className="dev-pagination" page={page} numPages={numPages} onGo={goTo}
        hrefOf={(n) => `${pathname}${listQuery({ ...state, page: n })}`} />
    </div>
  )
}

/** A development whose card could not be fetched (offline, not kept on the device): its kind and name. */
function RecordCard({ record }: { record: DevelopmentRecord }) {
  const { lang } = useLanguage()
  return (
    <article className="card">
      <div className="card__body">
        <p className="eyebrow">{kindLabel(kindSegment(record.kind), lang)}</p>
        <h2 className="card__title"><Link to={localizePath(developmentPath(record.kind, record.slug), lang)}>{record.title}</Link></h2>
      </div>
    </article>
  )
}
