import { localeOf, type Lang } from './i18n'
import { isSearchKind, searchResultsShown, type SearchKind } from './search'

/**
 * The site search in the browser: Pagefind's script and index from /pagefind/ (built with the
 * site, gatsby/search-index.ts), loaded only when the search screen first searches, never
 * bundled into the site's scripts. No call to the CMS: it works with the CMS down and, once the
 * index is on the device (src/service-worker/offline-fallback.js), offline.
 */
type PagefindData = { url: string; excerpt: string; meta: { title?: string }; filters: Record<string, string[]> }
type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  destroy(): Promise<void>
  search(
    q: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>
}

export type SearchHit = { kind: SearchKind; title: string; excerpt: string; path: string }

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
    return { lang, pagefind }
  })()
  loaded.catch(() => (loaded = null))
  return (await loaded).pagefind
}

/** The best matches of a query in one language, optionally of one kind. */
export async function searchIndex(q: string, lang: Lang, kind?: SearchKind): Promise<SearchHit[]> {
  const pagefind = await pagefindFor(lang)
  const found = await pagefind.search(q, kind ? { filters: { kind } } : {})
  const data = await Promise.all((found?.results ?? []).slice(0, searchResultsShown).map((r) => r.data()))
  return data.map((d) => {
    const k = d.filters.kind?.[0]
    return { kind: isSearchKind(k) ? k : 'page', title: d.meta.title ?? '', excerpt: d.excerpt, path: d.url }
  })
}
