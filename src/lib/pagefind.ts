import { localeOf, type Lang } from './i18n'
import {
  affordableFilter,
  broadQueryKindOrder,
  homeQueryKindOrder,
  isBroadQuery,
  isSearchKind,
  queryAlternatives,
  searchKinds,
  searchPageSize,
  type SearchKind,
  type SynonymGroup,
} from './search'

/**
 * The site search in the browser: Pagefind's script and index from /pagefind/ (built with the
 * site, gatsby/search-index.ts), loaded when the search box is first focused (prepareSearch) or
 * searched, never bundled into the site's scripts. No call to the CMS: it works with the CMS down
 * and, once the index is on the device (src/service-worker/offline-fallback.js), offline.
 */
type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
type PagefindResult = { id: string; score: number; data(): Promise<PagefindData> }
type FilterCounts = Record<string, Record<string, number>>
type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  destroy(): Promise<void>
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>
  preload(term: string): Promise<void>
  filters(): Promise<FilterCounts>
  search(
    q: string | null,
    /** A value, or `{ any: [...] }` for pages with any of several. */
    options?: { filters?: Record<string, unknown> },
  ): Promise<{
    results: PagefindResult[]
    /** Each filter value's pages among the results. */
    filters: FilterCounts
    /** The same, for the query without its filters. */
    totalFilters: FilterCounts
  } | null>
}
/**
 * The index's entry file as the site reads it: the file of each language's page kinds, and the
 * delta of a release that went live after the index was written (gatsby/search-index.ts,
 * writeSearchDelta): the folder of an index of its changed and added pages, and the ids of the
 * index's pages it changed or removed.
 */
type IndexEntry = {
  page_kinds?: Record<string, string>
  delta?: Record<string, { path?: string; superseded: string[] }>
}

/**
 * Pagefind with a language's index loaded (with its delta merged in), the index's entry, its pages
 * of each kind, the pages a delta superseded, and (once prepared or asked for: pageKinds) the kind
 * of each page.
 */
type LoadedIndex = {
  lang: Lang
  pagefind: PagefindModule
  entry: IndexEntry
  /** The language's delta folder, when a release went live after its index. */
  delta?: string
  superseded: Set<string>
  pages: Record<SearchKind, number>
  kinds?: Promise<PageKinds>
  /** A search or its pages failed: the index may have been replaced since (staleIndex). */
  stale?: boolean
}
/** The kind of each page of the index by its Pagefind id: a page not listed is of `otherwise`. */
type PageKinds = { of: Map<string, SearchKind>; otherwise: SearchKind }

export type SearchHit = { kind: SearchKind; title: string; excerpt: string; path: string }

/**
 * A query's answer: how many pages match, of each kind, and the matches of the kind asked for,
 * loaded a page at a time: best first, or for a broad query kind by kind (`byKind`).
 */
export type SearchAnswer = {
  total: number
  counts: Record<SearchKind, number>
  found: number
  byKind: boolean
  hits(from: number, count: number): Promise<SearchHit[]>
  /**
   * An answer shown in two steps: this one lists only the pages that head the whole answer's list,
   * and this searches the whole answer. The search screen asks for it once they are shown, so that
   * its work waits for theirs. For a home word, the developments (its counts and `found` are
   * theirs); for a broad query (`byKind`), the site's own pages (its counts are the whole answer's).
   */
  complete?: () => Promise<SearchAnswer>
}

const indexURL = '/pagefind/'
const scriptURL = `${indexURL}pagefind.js`

const fetchJSON = async <T>(url: string): Promise<T> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return (await res.json()) as T
}
let loaded: Promise<LoadedIndex> | null = null

const sumOf = (counts: Record<SearchKind, number>) => searchKinds.reduce((sum, k) => sum + counts[k], 0)

const kindCounts = (counts: FilterCounts | undefined) =>
  Object.fromEntries(searchKinds.map((k) => [k, counts?.kind?.[k] ?? 0])) as Record<SearchKind, number>

/** Pagefind with the index of a language (one index per language, by the pages' `<html lang>`). */
async function pagefindFor(lang: Lang): Promise<LoadedIndex> {
  const current = loaded && (await loaded.catch(() => null))
  if (current?.lang === lang && !current.stale) return current
  loaded = (async () => {
    const [pagefind, entry] = await Promise.all([
      import(/* webpackIgnore: true */ scriptURL) as Promise<PagefindModule>,
      fetchJSON<IndexEntry>(`${indexURL}pagefind-entry.json`),
    ])
    if (current) await current.pagefind.destroy()
    const options = { excerptLength: 24 }
    await pagefind.options(options)
    // Pagefind starts on the index of the page's <html lang> (its `language` option does not
    // override that). Right after a move to the other language's page, the attribute may still be
    // the last page's (the language provider sets it after the render), so the language is set first.
    document.documentElement.lang = localeOf(lang)
    await pagefind.init()
    const delta = entry.delta?.[localeOf(lang)]
    if (delta?.path) await pagefind.mergeIndex(`${indexURL}${delta.path}`, options)
    // Loads the filters' index: until then, Pagefind's answers count no page of any kind.
    const pages = kindCounts(await pagefind.filters())
    return { lang, pagefind, entry, delta: delta?.path, superseded: new Set(delta?.superseded), pages }
  })()
  loaded.catch(() => (loaded = null))
  return loaded
}

/**
 * Loads Pagefind and a language's index, with its pages' kinds, ahead of the first query (when
 * the search box is focused); failures wait for the search itself.
 */
export function prepareSearch(lang: Lang) {
  pagefindFor(lang)
    .then((index) => pageKinds(index))
    .catch(() => undefined)
}

/** Starts fetching the index's parts a query needs while the visitor is still typing (Pagefind's preload). */
export function preloadSearch(q: string, lang: Lang, synonyms: readonly SynonymGroup[]) {
  const alternatives = queryAlternatives(q, lang, synonyms)
  const queries = alternatives.queries.filter((query) => query)
  pagefindFor(lang)
    .then((index) => Promise.all(queries.map((query) => index.pagefind.preload(query))))
    .catch(() => undefined)
}

const hasAlternatives = ({ queries, affordable, homes }: ReturnType<typeof queryAlternatives>) =>
  queries.length > 1 || affordable || homes

/** The search index's file of the pages' kinds (gatsby/search-index.ts, pageKindsFile). */
type PageKindsFile = { otherwise: SearchKind; ids: Partial<Record<SearchKind, string[]>> }

/**
 * The kind of each page of the index (a search per kind would score and count a query's pages
 * again for each kind; a search without a query downloads the whole index): the index's file of
 * them, named in its entry file, and its delta's (which lists every page). Read once per index.
 */
function pageKinds(index: LoadedIndex): Promise<PageKinds> {
  index.kinds ??= (async () => {
    const kindsFile = async (folder: string, entry: IndexEntry) => {
      const file = entry.page_kinds?.[localeOf(index.lang)]
      if (!file) throw new Error(`The search index ${folder} names no page kinds for ${index.lang}`)
      return fetchJSON<PageKindsFile>(`${folder}${file}`)
    }
    const delta = index.delta && `${indexURL}${index.delta}`
    const files = await Promise.all([
      kindsFile(indexURL, index.entry),
      ...(delta ? [fetchJSON<IndexEntry>(`${delta}pagefind-entry.json`).then((entry) => kindsFile(delta, entry))] : []),
    ])
    const of = new Map<string, SearchKind>()
    for (const { ids } of files) for (const kind of searchKinds) for (const id of ids[kind] ?? []) of.set(id, kind)
    return { of, otherwise: files[0].otherwise }
  })()
  index.kinds.catch(() => (index.kinds = undefined))
  return index.kinds
}

const hitOf = (d: PagefindData): SearchHit => {
  const k = d.filters.kind?.[0]
  return { kind: isSearchKind(k) ? k : 'page', title: d.meta.title ?? '', excerpt: d.excerpt, path: d.url }
}

/** An answer whose list is `list` (its pages from..from+count as Pagefind results). */
const answerOf = (
  counts: Record<SearchKind, number>,
  found: number,
  byKind: boolean,
  list: (from: number, count: number) => Promise<PagefindResult[]>,
): SearchAnswer => ({
  total: sumOf(counts),
  counts,
  found,
  byKind,
  hits: async (from, count) => (await Promise.all((await list(from, count)).map((r) => r.data()))).map(hitOf),
})

/**
 * Marks the loaded index to be loaded again at the next search. A release replaces the live index
 * (its changes first, its whole index seconds later: gatsby/search-index.ts), and the files an
 * index loaded earlier asks for may be gone.
 */
function staleIndex() {
  void loaded?.then((index) => (index.stale = true)).catch(() => undefined)
}

/**
 * The kind a query's first search keeps: the first of a broad query's list, the site's own pages.
 * Pagefind scores each page a search returns against every page its words are found in, so a
 * search's cost is the product: for "lestari" at 10,000 items, kept to the site's own pages and
 * developments (1,500), it took 0.5 s in the index's worker on an emulated phone; kept to the
 * site's own pages (a few dozen), a few milliseconds. The counts of every kind come with it.
 */
const firstSearchKind = broadQueryKindOrder[0]

/**
 * Searches a query. One word or phrase: a first search restricted to the kind a broad query's
 * list starts with (firstSearchKind: cheap, as Pagefind scores only the pages it returns) counts
 * its pages of every kind and lists that kind's pages; then the list is searched as it is asked
 * for (the kind asked for, all kinds best first, or a broad query kind by kind: isBroadQuery, its
 * site's own pages shown first when the list's first page needs more). Several alternatives
 * (synonyms, src/lib/search.ts) or a price word: searchAlternatives.
 */
export function searchIndex(
  q: string,
  lang: Lang,
  synonyms: readonly SynonymGroup[],
  kind?: SearchKind,
): Promise<SearchAnswer> {
  // The same query again (Enter after the search as you type has asked for it) shares its
  // answer: the index's worker takes one search at a time, and would score it all again.
  const key = JSON.stringify([q, lang, kind ?? ''])
  if (lastSearch?.key !== key || lastSearch.synonyms !== synonyms) {
    // Asked once more of the index loaded again when the search or its pages fail: the index may
    // have been replaced since it was loaded (staleIndex).
    const search = () => searchOnce(q, lang, synonyms, kind)
    const answer = search().then(
      (first) => recovering(first, search),
      async () => recovering(await reloaded(search), search),
    )
    lastSearch = { key, synonyms, answer }
    answer.catch(() => lastSearch?.answer === answer && (lastSearch = null))
  }
  return lastSearch!.answer
}
let lastSearch: { key: string; synonyms: readonly SynonymGroup[]; answer: Promise<SearchAnswer> } | null = null

/** Asks a search of the index loaded again. */
async function reloaded<T>(search: () => Promise<T>): Promise<T> {
  staleIndex()
  await loaded?.catch(() => undefined)
  return search()
}

/**
 * An answer whose pages, when they fail to load, are asked of the same search of the index loaded
 * again, once; its whole answer (`complete`) likewise.
 */
function recovering(answer: SearchAnswer, again: () => Promise<SearchAnswer>): SearchAnswer {
  let fresh: Promise<SearchAnswer> | null = null
  const retried = () => (fresh ??= reloaded(again))
  const complete = answer.complete
  return {
    ...answer,
    hits: (from, count) => answer.hits(from, count).catch(async () => (await retried()).hits(from, count)),
    complete:
      complete &&
      (async () =>
        recovering(await complete(), async () => {
          const fresh = await again()
          return fresh.complete ? fresh.complete() : fresh
        })),
  }
}

async function searchOnce(
  q: string,
  lang: Lang,
  synonyms: readonly SynonymGroup[],
  kind?: SearchKind,
): Promise<SearchAnswer> {
  const index = await pagefindFor(lang)
  const alternatives = queryAlternatives(q, lang, synonyms)
  // With a delta, Pagefind's counts of each kind would count the pages it superseded: the pages
  // found are counted one by one, as for alternatives.
  if (hasAlternatives(alternatives) || index.delta || index.superseded.size)
    return searchAlternatives(index, alternatives, kind)
  const { queries } = alternatives
  const { pagefind, pages } = index
  const query = queries[0] || null
  const search = async (filters: Record<string, unknown>) => (await pagefind.search(query, { filters }))?.results ?? []

  const first = await pagefind.search(query, { filters: { kind: firstSearchKind } })
  const counts = kindCounts(first?.totalFilters)
  const searched = new Map<SearchKind, Promise<PagefindResult[]>>([
    [firstSearchKind, Promise.resolve(first?.results ?? [])],
  ])
  const ofKind = (k: SearchKind) => {
    if (!searched.has(k)) searched.set(k, search({ kind: k }))
    return searched.get(k)!
  }
  const total = sumOf(counts)
  const indexed = sumOf(pages)
  if (kind) return answerOf(counts, counts[kind], false, async (from, n) => (await ofKind(kind)).slice(from, from + n))
  if (!isBroadQuery(total, indexed)) {
    const all = search({})
    return answerOf(counts, total, false, async (from, n) => (await all).slice(from, from + n))
  }
  const byKind = answerOf(counts, total, true, async (from, n) => {
    const list: PagefindResult[] = []
    let start = 0
    for (const k of broadQueryKindOrder) {
      if (from + n > start && from < start + counts[k])
        list.push(...(await ofKind(k)).slice(Math.max(0, from - start), from + n - start))
      start += counts[k]
    }
    return list
  })
  // The site's own pages head the list: shown at once when there are some and the list's first
  // page needs more, which another kind's search (hundreds of milliseconds on a phone) then brings.
  const own = counts[firstSearchKind]
  if (!own || own >= Math.min(total, searchPageSize)) return byKind
  const ownPages = answerOf(counts, total, true, async (from, n) =>
    (await ofKind(firstSearchKind)).slice(from, from + n),
  )
  return {
    ...ownPages,
    hits: async (from, n) => {
      const hits = await ownPages.hits(from, n)
      // The rest of the list's first page is searched once these pages are loaded, not after the
      // screen has drawn them: the index's worker takes one task at a time, and a search started
      // before their fragments were in kept them waiting for it.
      void byKind.hits(0, searchPageSize).catch(() => undefined)
      return hits
    },
    complete: async () => byKind,
  }
}

/** The filters of a query with a price word: affordable homes only. */
const priceFilters = (affordable: boolean): Record<string, string> =>
  affordable ? { [affordableFilter.name]: affordableFilter.value } : {}

/** A search of the index, less the pages its delta superseded. */
async function searchLive(
  index: LoadedIndex,
  query: string | null,
  filters: Record<string, unknown>,
): Promise<{ results: PagefindResult[] } | null> {
  const answer = await index.pagefind.search(query, { filters })
  if (!answer || !index.superseded.size) return answer
  return { results: answer.results.filter((result) => !index.superseded.has(result.id)) }
}

/** Each page the alternatives' searches found, once, with its best score. */
function bestOf(answers: ({ results: PagefindResult[] } | null)[]): PagefindResult[] {
  const best = new Map<string, PagefindResult>()
  for (const result of answers.flatMap((a) => a?.results ?? [])) {
    if ((best.get(result.id)?.score ?? -Infinity) < result.score) best.set(result.id, result)
  }
  return [...best.values()]
}

/**
 * Searches every alternative of a query (its synonyms): searchAllAlternatives. For a home word
 * the developments come first, and scoring every page its alternatives find takes seconds on a
 * phone at 10,000 items (news mention homes too), so the developments are searched first, each
 * alternative kept to them (Pagefind scores only the pages a filter keeps): when some are found,
 * that answer comes at once, and the whole one, which lists them first, when asked for (`complete`).
 */
async function searchAlternatives(
  index: LoadedIndex,
  alternatives: ReturnType<typeof queryAlternatives>,
  kind?: SearchKind,
): Promise<SearchAnswer> {
  const { queries, affordable, homes } = alternatives
  if (homes && !kind) {
    const filters = priceFilters(affordable)
    const first = homeQueryKindOrder[0]
    const results = bestOf(
      await Promise.all(queries.map((query) => searchLive(index, query || null, { ...filters, kind: first }))),
    ).sort((a, b) => b.score - a.score)
    if (results.length) {
      const counts = Object.fromEntries(searchKinds.map((k) => [k, k === first ? results.length : 0])) as Record<
        SearchKind,
        number
      >
      return {
        ...answerOf(counts, results.length, false, async (from, n) => results.slice(from, from + n)),
        complete: () => searchAllAlternatives(index, alternatives),
      }
    }
  }
  return searchAllAlternatives(index, alternatives, kind)
}

/**
 * Every alternative of a query searched once, over all kinds, a page found by two of them once,
 * so that the kinds' counts add up to the total, each page given its kind from pageKinds; with a
 * price word, affordable homes only; with a home word, the developments first
 * (homeQueryKindOrder).
 */
async function searchAllAlternatives(
  index: LoadedIndex,
  { queries, affordable, homes }: ReturnType<typeof queryAlternatives>,
  kind?: SearchKind,
): Promise<SearchAnswer> {
  const filters = priceFilters(affordable)
  const [kinds, answers] = await Promise.all([
    pageKinds(index),
    Promise.all(queries.map((query) => searchLive(index, query || null, filters))),
  ])
  const found = bestOf(answers).map((r) => ({ r, k: kinds.of.get(r.id) ?? kinds.otherwise }))
  const counts = Object.fromEntries(searchKinds.map((k) => [k, 0])) as Record<SearchKind, number>
  for (const { k } of found) counts[k]++
  const first = (k: SearchKind) => (homes && homeQueryKindOrder.includes(k) ? 0 : 1)
  const shown = found
    .filter(({ k }) => !kind || k === kind)
    .sort((a, b) => first(a.k) - first(b.k) || b.r.score - a.r.score)
    .map(({ r }) => r)
  return answerOf(counts, shown.length, false, async (from, n) => shown.slice(from, from + n))
}
