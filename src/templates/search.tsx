import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { graphql, Link, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { SimpleScreen, simpleScreenHead } from '../components/SimpleScreen'
import { formatNumber, localeOf, t, translator } from '../lib/i18n'
import { localizePath } from '../lib/routes'
import { preloadSearch, prepareSearch, searchIndex, type SearchAnswer, type SearchHit } from '../lib/pagefind'
import {
  excerptPieces,
  highlight,
  isSearchKind,
  searchDebounceMs,
  searchKinds,
  searchMinLength,
  searchPageSize,
  synonymGroupsFrom,
  type Piece,
  type SearchKind,
} from '../lib/search'
import { searchStrings } from './search.strings'

const text = translator(searchStrings)

function Marked({ pieces }: { pieces: Piece[] }) {
  return <>{pieces.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>
}

type State =
  | { kind: 'idle' }
  | { kind: 'short' }
  | { kind: 'searching'; q: string }
  | { kind: 'done'; q: string; answer: SearchAnswer; hits: SearchHit[] }
  // The first page of a home word's answer (its developments), while the rest is counted.
  | { kind: 'first'; q: string; answer: SearchAnswer; hits: SearchHit[] }
  | { kind: 'error'; q: string; message: string }

/**
 * /search/?q=...&kind=...: the query and the kind come from the address, so results can be shared
 * and reloaded. Typing searches as you go (debounced), keeps the address current and never loses
 * what was typed. Searches the site's own index (src/lib/pagefind.ts), never the CMS. The box is
 * focused when the screen opens without a query (the phone header's search link leads here), and
 * focusing it loads the index. Results come a page at a time under the true total and each
 * kind's count.
 */
export default function Search({ location, data }: PageProps<Queries.SearchSynonymsQuery>) {
  const { lang } = useLanguage()
  const synonyms = useMemo(() => synonymGroupsFrom(data.settings?.searchSynonyms, lang), [data, lang])
  const [q, setQ] = useState('')
  const [kind, setKind] = useState<SearchKind | ''>('')
  const [shown, setShown] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [loadingMore, setLoadingMore] = useState(false)
  const latest = useRef(0)
  const box = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const run = (query: string, only: SearchKind | '' = kind) => {
    const trimmed = query.trim()
    const params = new URLSearchParams()
    if (trimmed) params.set('q', trimmed)
    if (only) params.set('kind', only)
    // After the search is asked for: on a slow phone, rewriting the address takes tens of milliseconds.
    const { pathname } = window.location
    setTimeout(() => {
      if (window.location.pathname === pathname)
        window.history.replaceState(window.history.state, '', params.size ? `?${params}` : pathname)
    })
    if (trimmed.length < searchMinLength) {
      setShown(trimmed)
      return setState({ kind: trimmed ? 'short' : 'idle' })
    }
    const n = ++latest.current
    // The search is asked for first and "Searching…" drawn as a transition, after it: the index's
    // worker then scores while this thread draws, rather than after.
    const asked = searchIndex(trimmed, lang, synonyms, only || undefined)
    startTransition(() => {
      setShown(trimmed)
      setState({ kind: 'searching', q: trimmed })
    })
    const failed = () =>
      n === latest.current && setState({ kind: 'error', q: trimmed, message: text(lang, 'indexFailed') })
    const firstPage = async (answer: SearchAnswer) => ({ answer, hits: await answer.hits(0, searchPageSize) })
    asked.then(firstPage).then(({ answer, hits }) => {
      if (n !== latest.current) return
      const { complete } = answer
      setState({ kind: complete ? 'first' : 'done', q: trimmed, answer, hits })
      // The whole answer once the first page is on the screen: its work comes after the first page's.
      if (complete)
        requestAnimationFrame(() =>
          setTimeout(() => {
            complete()
              .then(firstPage)
              .then((whole) => n === latest.current && setState({ kind: 'done', q: trimmed, ...whole }), failed)
          }),
        )
    }, failed)
  }

  // The query of the address, once the page is interactive (the static HTML has none).
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const initial = params.get('q') ?? ''
    const only = params.get('kind')
    setQ(initial)
    if (isSearchKind(only)) setKind(only)
    if (initial.trim()) run(initial, isSearchKind(only) ? only : '')
    // In a frame of its own: after a move from another page, Gatsby's router focuses the page's
    // wrapper once the page's effects have run.
    else requestAnimationFrame(() => box.current?.focus())
    return () => clearTimeout(timer.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address's query is read once, when the page opens
  }, [])

  const onType = (value: string) => {
    setQ(value)
    if (value.trim().length >= searchMinLength) preloadSearch(value.trim(), lang, synonyms)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => run(value), searchDebounceMs)
  }

  const loadMore = async () => {
    if (state.kind !== 'done') return
    const n = latest.current
    setLoadingMore(true)
    try {
      const more = await state.answer.hits(state.hits.length, searchPageSize)
      if (n === latest.current) setState({ ...state, hits: [...state.hits, ...more] })
    } finally {
      setLoadingMore(false)
    }
  }

  const answered = state.kind === 'done' || state.kind === 'first' ? state : null
  const count = answered ? answered.answer.found : 0
  const otherLang = lang === 'ID' ? 'EN' : 'ID'
  const counts = state.kind === 'done' ? state.answer : null
  return (
    <SimpleScreen
      title={shown ? text(lang, 'resultsFor', { q: shown }) : t(lang, 'search')}
      intro={text(lang, 'intro')}
    >
      <form
        className="form search-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          clearTimeout(timer.current)
          run(q)
        }}
      >
        <p className="form__field">
          <label htmlFor="search-q">{t(lang, 'searchTheSite')}</label>
          <input
            ref={box}
            id="search-q"
            name="q"
            type="search"
            value={q}
            placeholder={text(lang, 'placeholder')}
            autoComplete="off"
            onChange={(e) => onType(e.target.value)}
            onFocus={() => prepareSearch(lang)}
          />
        </p>
        <div className="search-form__row">
          <p className="form__field">
            <label htmlFor="search-kind">{text(lang, 'show')}</label>
            <select
              id="search-kind"
              name="kind"
              value={kind}
              onChange={(e) => {
                const only = isSearchKind(e.target.value) ? e.target.value : ''
                setKind(only)
                clearTimeout(timer.current)
                run(q, only)
              }}
            >
              <option value="" data-count={counts?.total}>
                {counts
                  ? text(lang, 'kindCount', { kind: text(lang, 'allKinds'), count: formatNumber(counts.total, lang) })
                  : text(lang, 'allKinds')}
              </option>
              {searchKinds.map((k) => (
                <option key={k} value={k} data-count={counts?.counts[k]}>
                  {counts
                    ? text(lang, 'kindCount', {
                        kind: text(lang, `kind_${k}`),
                        count: formatNumber(counts.counts[k], lang),
                      })
                    : text(lang, `kind_${k}`)}
                </option>
              ))}
            </select>
          </p>
          <p>
            <button type="submit" className="button">
              {t(lang, 'search')}
            </button>
          </p>
        </div>
      </form>
      <div className="search-status" aria-live="polite" data-search-state={state.kind}>
        {state.kind === 'short' ? <p>{text(lang, 'tooShort', { min: searchMinLength })}</p> : null}
        {state.kind === 'searching' ? <p>{text(lang, 'searching')}</p> : null}
        {state.kind === 'error' ? (
          <p className="form__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'first' ? (
          <p data-total={count}>
            {text(lang, state.answer.byKind ? 'pagesFirst' : 'homesFirst', {
              count: formatNumber(count, lang),
              q: state.q,
            })}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          <p data-total={count}>
            {count === 0
              ? text(lang, 'noResults', { q: state.q })
              : count === 1
                ? text(lang, 'oneResult', { q: state.q })
                : text(lang, 'resultCount', { count: formatNumber(count, lang), q: state.q })}
          </p>
        ) : null}
        {state.kind === 'done' && count === 0 ? (
          // Each language has its own index: a word of the other language (a buyer on the English
          // site typing Indonesian) may be found there.
          <p>
            <Link
              to={`${localizePath('/search/', otherLang)}?${new URLSearchParams({ q: state.q })}`}
              hrefLang={localeOf(otherLang)}
              data-other-language
            >
              {text(lang, 'otherLanguage', { q: state.q })}
            </Link>
          </p>
        ) : null}
        {state.kind === 'done' && state.answer.byKind ? (
          <p className="search-status__note" data-by-kind>
            {text(lang, 'byKind', { q: state.q })}
          </p>
        ) : null}
      </div>
      {answered && count ? (
        <ol className="search-results">
          {answered.hits.map((hit) => (
            <li key={`${hit.kind}:${hit.path}`} className="search-result" data-kind={hit.kind}>
              <p className="eyebrow">{text(lang, `kind_${hit.kind}`)}</p>
              <h2 className="search-result__title">
                <Link to={hit.path}>
                  <Marked pieces={highlight(hit.title, answered.q)} />
                </Link>
              </h2>
              {hit.excerpt ? (
                <p className="search-result__text">
                  <Marked pieces={excerptPieces(hit.excerpt)} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {state.kind === 'done' && count > searchPageSize ? (
        <p className="search-more">
          <span>
            {text(lang, 'shownOf', { shown: formatNumber(state.hits.length, lang), count: formatNumber(count, lang) })}
          </span>{' '}
          {state.hits.length < count ? (
            <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
              {text(lang, 'moreResults')}
            </button>
          ) : null}
        </p>
      ) : null}
    </SimpleScreen>
  )
}

/** The editors' synonym groups of the page's language (site settings, Search tab). */
export const query = graphql`
  query SearchSynonyms($locale: String!) {
    settings: cmsSiteSetting(locale: { eq: $locale }) {
      searchSynonyms {
        words
        homes
      }
    }
  }
`

export const Head = simpleScreenHead((lang) => ({ title: t(lang, 'search'), intro: text(lang, 'intro') }))
