/**
 * Site search helpers, pure so they are unit-tested: the words of a query, the highlighting of
 * those words in titles, and the search index's excerpts as pieces. Both return pieces of text,
 * never HTML: React escapes them and marks the matches with <mark>.
 */
import {
  affordableWords,
  defaultSearchSynonyms,
  synonymGroupsFrom,
  type SynonymGroup,
} from '@lestari/model/search-words'
import type { Lang } from './i18n'

export { affordableWords, defaultSearchSynonyms, synonymGroupsFrom, type SynonymGroup }

export const searchKinds = ['news', 'development', 'facility', 'page'] as const
export type SearchKind = (typeof searchKinds)[number]
export const isSearchKind = (value: unknown): value is SearchKind => (searchKinds as readonly unknown[]).includes(value)

/**
 * The order of a broad query's list (broadQueryPages): the site's own pages (about, home loans),
 * then developments and facilities, then news.
 */
export const broadQueryKindOrder: readonly SearchKind[] = ['page', 'development', 'facility', 'news']

/**
 * A query found in more pages than this, or in more than half of a language's pages, is broad: a
 * word such as the city's name, in nearly every page, says little of which page is wanted. Its
 * list goes kind by kind (broadQueryKindOrder), each kind searched when the list reaches it, as
 * Pagefind's cost is in scoring every page a search returns (on an emulated phone, 0.4 s for 1,500
 * pages, 0.8 to 1.5 s for 10,000).
 */
export const broadQueryPages = 1000

/** Whether `found` pages of an index of `indexed` pages make a query broad (broadQueryPages). */
export const isBroadQuery = (found: number, indexed: number) => found > Math.min(broadQueryPages, indexed / 2)

export const searchMinLength = 2
export const searchDebounceMs = 150
/** Results loaded at a time (the index ranks them): the first page, then each "More results". */
export const searchPageSize = 10

/** The order of a home query's list (homeQuery): the developments first, then the rest best first. */
export const homeQueryKindOrder: readonly SearchKind[] = ['development']

/** Homes from this price (IDR, per unit) or less are affordable. */
export const affordableHomeMaxPrice = 1_000_000_000

/** The Pagefind filter the development template gives affordable homes (`data-pagefind-filter="price:affordable"`). */
export const affordableFilter = { name: 'price', value: 'affordable' } as const

/** Whether a development is a home whose price starts at affordableHomeMaxPrice or less. */
export function isAffordableHome(
  kind: string | null | undefined,
  price: { min?: number | null; currency?: string | null } | null | undefined,
): boolean {
  return kind === 'residential' && (price?.currency ?? 'IDR') === 'IDR' && price?.min != null
    ? price.min <= affordableHomeMaxPrice
    : false
}

/** At most this many queries are searched for one query with synonyms. */
export const maxQueryAlternatives = 8

/**
 * The words a word is searched as: itself and its synonyms, less those that another of them
 * begins ("homes" when "home" is there): Pagefind matches each word of a query as the start of a
 * word, so the shorter finds every page the longer does, and each alternative is one more search.
 */
function searchedAs(word: string, synonyms: readonly SynonymGroup[]): { choices: string[]; homes: boolean } {
  const group = synonyms.find((g) => g.words.includes(word))
  if (!group) return { choices: [word], homes: false }
  const all = [word, ...group.words.filter((w) => w !== word)]
  return { choices: all.filter((w) => !all.some((other) => other !== w && w.startsWith(other))), homes: !!group.homes }
}

/**
 * What to ask the index for a query: the queries to search, each word replaced in turn by its
 * synonyms (the query as typed first, unless a shorter synonym begins it; the editors' groups of
 * the page's language, which the search screen reads from the CMS at build time), and whether only
 * affordable homes are wanted. A query of price words only searches every affordable home: its one
 * query is empty.
 */
export function queryAlternatives(
  q: string,
  lang: Lang,
  synonyms: readonly SynonymGroup[] = defaultSearchSynonyms[lang],
): { queries: string[]; affordable: boolean; homes: boolean } {
  const words = q
    .toLocaleLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length > 0)
  const priceWords = affordableWords[lang]
  const searched = words.filter((w) => !priceWords.includes(w))
  let queries = [[] as string[]]
  let homes = false
  for (const word of searched) {
    const { choices, homes: homeWord } = searchedAs(word, synonyms)
    if (homeWord) homes = true
    queries = queries.flatMap((start) => choices.map((choice) => [...start, choice])).slice(0, maxQueryAlternatives)
  }
  return { queries: queries.map((w) => w.join(' ')), affordable: searched.length < words.length, homes }
}

/** The distinct words of a query, lower case, at most 8, longest first (so highlights prefer them). */
export function queryWords(q: string): string[] {
  const words = q
    .toLocaleLowerCase()
    .split(/[\s,.;:!?"'“”()[\]{}]+/u)
    .filter((w) => w.length > 0)
  return [...new Set(words)].slice(0, 8).sort((a, b) => b.length - a.length)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export type Piece = { text: string; match: boolean }

/** The text cut into pieces, the query's words (case-insensitive) marked as matches. */
export function highlight(text: string, q: string): Piece[] {
  const words = queryWords(q)
  if (!words.length || !text) return text ? [{ text, match: false }] : []
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu')
  const pieces: Piece[] = []
  let last = 0
  for (const m of text.matchAll(pattern)) {
    if (!m[0]) continue
    if (m.index > last) pieces.push({ text: text.slice(last, m.index), match: false })
    pieces.push({ text: m[0], match: true })
    last = m.index + m[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false })
  return pieces
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const decode = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name])

/**
 * A search index excerpt (Pagefind's: escaped text with the matches in <mark>) as pieces of text:
 * the <mark> elements become matches, any other markup is dropped and entities are decoded, so
 * nothing of it is ever rendered as HTML.
 */
export function excerptPieces(excerpt: string): Piece[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => ({ text: decode(part), match: part.startsWith('<mark>') }))
    .filter((p) => p.text)
}

/**
 * A CMS `where` that finds documents with any word of the query in any of the fields (the CMS's
 * `like` is case-insensitive). The site searches its own index; this is the search the CMS's API
 * still answers, which the site server rate-limits (scripts/lib/limits.ts).
 */
export function searchWhere(fields: string[], q: string, extra: Record<string, unknown>[] = []) {
  const words = queryWords(q).slice(0, 4)
  const any = { OR: words.flatMap((word) => fields.map((field) => ({ [field]: { like: word } }))) }
  return extra.length ? { AND: [any, ...extra] } : any
}
