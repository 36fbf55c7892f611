import { localeOf, type Lang } from './i18n'
import { affordableFilter, isSearchKind, queryAlternatives, searchKinds, type SearchKind } from './search'

/**
 * The site search in the browser: Pagefind's script and index from /pagefind/ (built with the
 * site, gatsby/search-index.ts), loaded when the search box is first focused (prepareSearch) or
 * searched, never bundled into the site's scripts. No call to the CMS: it works with the CMS down
 * and, once the index is on the device (src/service-worker/offline-fallback.js), offline.
 */
type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
type PagefindResult = { id: string; score: number; data(): Promise<PagefindData> }
type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  destroy(): Promise<void>
  preload(term: string): Promise<void>
  filters(): Promise<unknown>
  search(
    q: string | null,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[]; filters: Record<string, Record<string, number>> } | null>
}

export type SearchHit = { kind: SearchKind; title: string; excerpt: string; path: string }

/** A query's answer: how many pages match, of each kind, and the matches of the kind asked for, best first, loaded a page at a time. */
export type SearchAnswer = {
  total: number
  counts: Record<SearchKind, number>
  found: number
  hits(from: number, count: number): Promise<SearchHit[]>
}

const scriptURL = '/pagefind/pagefind.js'
let loaded: Promise<{ lang: Lang; pagefind: PagefindModule }> | null = null

/** Pagefind with the index of a language (one index per language, by the pages' `<html lang>`). */
async function pagefindFor(lang: Lang): Promise<PagefindModule> {
  const current = loaded && (await loaded.catch(() => null))
  if (current?.lang === lang) return current.pagefind
  loaded = (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ scriptURL)) as PagefindModule
    if (current) await pagefind.destroy()
    await pagefind.options({ language: localeOf(lang), excerptLength: 24 })
    await pagefind.init()
    // Loads the filters' index: until then, Pagefind's answers count no page of any kind.
    await pagefind.filters()
    return { lang, pagefind }
  })()
  loaded.catch(() => (loaded = null))
  return (await loaded).pagefind
}

/** Loads Pagefind and a language's index ahead of the first query (when the search box is focused); failures wait for the search itself. */
export function prepareSearch(lang: Lang) {
  pagefindFor(lang).catch(() => undefined)
}

/** Starts fetching the index's parts a query needs while the visitor is still typing (Pagefind's preload). */
export function preloadSearch(q: string, lang: Lang) {
  const queries = queryAlternatives(q, lang).queries.filter((query) => query)
  pagefindFor(lang)
    .then((pagefind) => Promise.all(queries.map((query) => pagefind.preload(query))))
    .catch(() => undefined)
}

/**
 * Searches every alternative of a query (its synonyms, src/lib/search.ts), a page found by two of
 * them once, so that the kinds' counts add up to the total.
 */
export async function searchIndex(q: string, lang: Lang, kind?: SearchKind): Promise<SearchAnswer> {
  const pagefind = await pagefindFor(lang)
  const { queries, affordable } = queryAlternatives(q, lang)
  const price: Record<string, string> = affordable ? { [affordableFilter.name]: affordableFilter.value } : {}
  const byScore = (a: PagefindResult, b: PagefindResult) => b.score - a.score
  /** The pages any alternative finds with these filters, each with its best score, best first; and Pagefind's count of each kind (of the first alternative). */
  const matching = async (filters: Record<string, string>) => {
    const answers = await Promise.all(
      queries.map((query) => pagefind.search(query || null, { filters: { ...price, ...filters } })),
    )
    const best = new Map<string, PagefindResult>()
    for (const result of answers.flatMap((a) => a?.results ?? [])) {
      if ((best.get(result.id)?.score ?? -Infinity) < result.score) best.set(result.id, result)
    }
    return { results: [...best.values()].sort(byScore), kinds: answers[0]?.filters.kind ?? {} }
  }
  let counts: Record<SearchKind, number>
  let shown: PagefindResult[]
  if (queries.length === 1) {
    // One query: Pagefind counts its pages of each kind (every indexed page has one kind).
    const all = await matching({})
    counts = Object.fromEntries(searchKinds.map((k) => [k, all.kinds[k] ?? 0])) as Record<SearchKind, number>
    shown = kind ? (await matching({ kind })).results : all.results
  } else {
    // Several: a page that two of them find counts once in its kind, so each kind is searched apart.
    const byKind = await Promise.all(searchKinds.map((k) => matching({ kind: k })))
    counts = Object.fromEntries(searchKinds.map((k, i) => [k, byKind[i].results.length])) as Record<SearchKind, number>
    shown = byKind
      .filter((_, i) => !kind || searchKinds[i] === kind)
      .flatMap((m) => m.results)
      .sort(byScore)
  }
  return {
    total: searchKinds.reduce((sum, k) => sum + counts[k], 0),
    counts,
    found: shown.length,
    hits: async (from, count) =>
      (await Promise.all(shown.slice(from, from + count).map((r) => r.data()))).map((d) => {
        const k = d.filters.kind?.[0]
        return { kind: isSearchKind(k) ? k : 'page', title: d.meta.title ?? '', excerpt: d.excerpt, path: d.url }
      }),
  }
}
