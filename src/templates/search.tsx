import { useEffect, useRef, useState } from 'react'
import { Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { liveErrorText } from '../lib/live-errors'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { localeOf, t, type Lang } from '../lib/i18n'
import { liveQuery } from '../lib/live'
import { developmentPath, facilityPath, localizePath, newsPath, pagePath } from '../lib/routes'
import { highlight, rankHits, searchDebounceMs, searchMinLength, searchWhere, snippet, type SearchHit } from '../lib/search'

const SEARCH = `
  query SiteSearch($locale: LocaleInputType!, $posts: Post_where, $projects: Project_where, $facilities: Facility_where, $pages: Page_where) {
    Posts(where: $posts, locale: $locale, limit: 20, sort: "-publishedAt") { docs { id title slug excerpt publishedAt } }
    Projects(where: $projects, locale: $locale, limit: 20) { docs { id title slug kind summary } }
    Facilities(where: $facilities, locale: $locale, limit: 20) { docs { id title slug summary } }
    Pages(where: $pages, locale: $locale, limit: 20) { docs { id title slug intro parent { slug } } }
  }
`

type Doc = { id: number; title: string | null; slug: string | null }
type Result = {
  Posts: { docs: (Doc & { excerpt: string | null; publishedAt: string | null })[] } | null
  Projects: { docs: (Doc & { kind: string | null; summary: string | null })[] } | null
  Facilities: { docs: (Doc & { summary: string | null })[] } | null
  Pages: { docs: (Doc & { intro: string | null; parent: { slug: string | null } | null })[] } | null
}

/** Asks the CMS for published documents in the page's language that contain the query's words. */
async function searchSite(q: string, lang: Lang): Promise<SearchHit[]> {
  const data = await liveQuery<Result>(SEARCH, {
    locale: localeOf(lang),
    posts: searchWhere(['title', 'excerpt'], q),
    projects: searchWhere(['title', 'summary', 'address'], q),
    facilities: searchWhere(['title', 'summary'], q),
    pages: searchWhere(['title', 'intro'], q, [{ noindex: { not_equals: true } }]),
  })
  const hits: SearchHit[] = [
    ...(data.Projects?.docs ?? []).map((d) => ({ kind: 'development' as const, title: d.title ?? '', text: d.summary ?? '', path: developmentPath(d.kind, d.slug!) })),
    ...(data.Pages?.docs ?? []).map((d) => ({ kind: 'page' as const, title: d.title ?? '', text: d.intro ?? '', path: d.slug === 'home' ? '/' : pagePath(d.slug!, d.parent?.slug) })),
    ...(data.Facilities?.docs ?? []).map((d) => ({ kind: 'facility' as const, title: d.title ?? '', text: d.summary ?? '', path: facilityPath(d.slug!) })),
    ...(data.Posts?.docs ?? []).map((d) => ({ kind: 'news' as const, title: d.title ?? '', text: d.excerpt ?? '', path: newsPath(d.slug!), date: d.publishedAt })),
  ]
  return rankHits(hits.filter((h) => h.path && h.title), q)
}

function Marked({ text, q }: { text: string; q: string }) {
  return <>{highlight(text, q).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>
}

type State = { kind: 'idle' } | { kind: 'short' } | { kind: 'searching'; q: string } | { kind: 'done'; q: string; hits: SearchHit[] } | { kind: 'error'; q: string; message: string }

/**
 * /search/?q=...: the query comes from the address, so results can be shared and reloaded. Typing
 * searches as you go (debounced), keeps the address current and never loses what was typed.
 */
export default function Search({ location }: { location: { search: string } }) {
  const { lang } = useLanguage()
  const [q, setQ] = useState('')
  const [shown, setShown] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const run = (query: string) => {
    const trimmed = query.trim()
    setShown(trimmed)
    const url = trimmed ? `?q=${encodeURIComponent(trimmed)}` : window.location.pathname
    window.history.replaceState(window.history.state, '', url)
    if (!trimmed) return setState({ kind: 'idle' })
    if (trimmed.length < searchMinLength) return setState({ kind: 'short' })
    const n = ++latest.current
    setState({ kind: 'searching', q: trimmed })
    searchSite(trimmed, lang).then(
      (hits) => n === latest.current && setState({ kind: 'done', q: trimmed, hits }),
      (error) => n === latest.current && setState({ kind: 'error', q: trimmed, message: liveErrorText(lang, error) }),
    )
  }

  // The query of the address, once the page is interactive (the static HTML has none).
  useEffect(() => {
    const initial = new URLSearchParams(location.search).get('q') ?? ''
    setQ(initial)
    if (initial.trim()) run(initial)
    return () => clearTimeout(timer.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onType = (value: string) => {
    setQ(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => run(value), searchDebounceMs)
  }

  const count = state.kind === 'done' ? state.hits.length : 0
  return (
    <SimpleScreen title={shown ? t(lang, 'searchResultsFor', { q: shown }) : t(lang, 'search')} intro={t(lang, 'searchIntro')}>
      <form className="form search-form" role="search" onSubmit={(e) => { e.preventDefault(); clearTimeout(timer.current); run(q) }}>
        <p className="form__field">
          <label htmlFor="search-q">{t(lang, 'searchLabel')}</label>
          <input id="search-q" name="q" type="search" value={q} placeholder={t(lang, 'searchPlaceholder')} autoComplete="off"
            onChange={(e) => onType(e.target.value)} />
        </p>
        <p><button type="submit" className="button">{t(lang, 'search')}</button></p>
      </form>
      <div className="search-status" aria-live="polite" data-search-state={state.kind}>
        {state.kind === 'short' ? <p>{t(lang, 'srTooShort', { min: searchMinLength })}</p> : null}
        {state.kind === 'searching' ? <p>{t(lang, 'srSearching')}</p> : null}
        {state.kind === 'error' ? <p className="form__error" role="alert">{state.message}</p> : null}
        {state.kind === 'done' ? (
          <p>{count === 0 ? t(lang, 'srNoResults', { q: state.q }) : count === 1 ? t(lang, 'srCountOne', { q: state.q }) : t(lang, 'srCount', { count, q: state.q })}</p>
        ) : null}
      </div>
      {state.kind === 'done' && count ? (
        <ol className="search-results">
          {state.hits.map((hit) => (
            <li key={`${hit.kind}:${hit.path}`} className="search-result" data-kind={hit.kind}>
              <p className="eyebrow">{t(lang, `srKind_${hit.kind}`)}</p>
              <h2 className="search-result__title"><Link to={localizePath(hit.path, lang)}><Marked text={hit.title} q={state.q} /></Link></h2>
              {hit.text ? <p className="search-result__text"><Marked text={snippet(hit.text, state.q)} q={state.q} /></p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </SimpleScreen>
  )
}

export const Head = simpleScreenHead('search', 'searchIntro')
