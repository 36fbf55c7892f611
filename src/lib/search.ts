/**
 * Site search helpers, pure so they are unit-tested: the words of a query, the highlighting of
 * those words in titles, and the search index's excerpts as pieces. Both return pieces of text,
 * never HTML: React escapes them and marks the matches with <mark>.
 */
export const searchKinds = ['news', 'development', 'facility', 'page'] as const
export type SearchKind = (typeof searchKinds)[number]
export const isSearchKind = (value: unknown): value is SearchKind => (searchKinds as readonly unknown[]).includes(value)

export const searchMinLength = 2
export const searchDebounceMs = 150
/** Results shown for a query (the index ranks them). */
export const searchResultsShown = 20

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
