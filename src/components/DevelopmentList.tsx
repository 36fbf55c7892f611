import { useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { graphql } from 'gatsby'
import {
  defaultListState, developmentsPerPage, facetOptions, filterAndSort, listQuery, paginate, parseListState,
  type ListState, type SortOrder,
} from '../lib/development-list'
import { localeOf, t } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { ProjectCard } from './ProjectCard'

export const query = graphql`
  fragment DevelopmentListItem on CMS_Project {
    ...ProjectCard
    propertyTypes { slug title }
    tags { slug title }
  }
`

type Item = Queries.DevelopmentListItemFragment

/**
 * A development list: filter by property type and tag, sort, page through, all over the
 * page's own data. The state lives in the query string; the static HTML (no query) shows the
 * full first page, so the list works without JavaScript.
 */
export function DevelopmentList({ items, pathname }: { items: readonly Item[]; pathname: string }) {
  const { lang } = useLanguage()
  const locale = localeOf(lang)
  // The static HTML and the first render in the browser show the default state; the query
  // string is read after mount so hydration matches the HTML.
  const [state, setState] = useState<ListState>(defaultListState)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const read = () => setState(parseListState(window.location.search))
    read()
    setReady(true)
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
  }, [])

  const update = useCallback(
    (next: ListState, push = false) => {
      setState(next)
      const url = `${pathname}${listQuery(next)}${window.location.hash}`
      if (push) window.history.pushState(window.history.state, '', url)
      else window.history.replaceState(window.history.state, '', url)
    },
    [pathname],
  )

  const types = useMemo(() => facetOptions(items.map((i) => i.propertyTypes), locale), [items, locale])
  const tags = useMemo(() => facetOptions(items.map((i) => i.tags), locale), [items, locale])
  const matching = useMemo(() => filterAndSort(items, state, locale), [items, state, locale])
  const { items: shown, page, numPages } = paginate(matching, state.page, developmentsPerPage)
  const from = matching.length ? (page - 1) * developmentsPerPage + 1 : 0
  const to = from ? from + shown.length - 1 : 0
  const filtered = Boolean(state.type || state.tag || state.sort !== 'name')

  const onSelect = (key: 'type' | 'tag' | 'sort') => (e: ChangeEvent<HTMLSelectElement>) =>
    update({ ...state, [key]: key === 'sort' ? (e.target.value as SortOrder) : e.target.value, page: 1 })

  const goTo = (n: number) => {
    update({ ...state, page: n }, true)
    document.getElementById('development-results')?.focus()
  }

  return (
    <div className="dev-list" data-ready={ready ? 'true' : undefined}>
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
          {matching.length ? t(lang, 'dvShowing', { from, to, total: matching.length }) : t(lang, 'dvNoResults')}
        </p>
      </div>
      <div className="grid">
        {shown.map((p) => <ProjectCard key={p.id} project={p} headingLevel={2} />)}
      </div>

      {numPages > 1 ? (
        <nav className="pagination dev-pagination" aria-label={t(lang, 'page')}>
          <ul>
            {page > 1 ? (
              <li><a rel="prev" href={`${pathname}${listQuery({ ...state, page: page - 1 })}`}
                onClick={(e) => { e.preventDefault(); goTo(page - 1) }}>{t(lang, 'previous')}</a></li>
            ) : null}
            {Array.from({ length: numPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <a href={`${pathname}${listQuery({ ...state, page: n })}`} aria-current={n === page ? 'page' : undefined}
                  aria-label={`${t(lang, 'page')} ${n}`}
                  onClick={(e) => { e.preventDefault(); goTo(n) }}>{n}</a>
              </li>
            ))}
            {page < numPages ? (
              <li><a rel="next" href={`${pathname}${listQuery({ ...state, page: page + 1 })}`}
                onClick={(e) => { e.preventDefault(); goTo(page + 1) }}>{t(lang, 'next')}</a></li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
