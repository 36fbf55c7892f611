/**
 * Site search helpers, pure so they are unit-tested: the words of a query, the ranking of the
 * CMS's matches and the highlighting of those words in titles and snippets. Highlighting returns
 * pieces of text, never HTML: React escapes them and marks the matches with <mark>.
 */
export type SearchKind = 'news' | 'development' | 'facility' | 'page'

export type SearchHit = { kind: SearchKind; title: string; text: string; path: string; date?: string | null }

export const searchMinLength = 2
export const searchDebounceMs = 250

/** The distinct words of a query, lower case, at most 8, longest first (so highlights prefer them). */
export function queryWords(q: string): string[] {
  const words = q.toLocaleLowerCase().split(/[\s,.;:!?"'“”()[\]{}]+/u).filter((w) => w.length > 0)
  return [...new Set(words)].slice(0, 8).sort((a, b) => b.length - a.length)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordStart = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u').test(text)

const kindWeight: Record<SearchKind, number> = { development: 3, page: 2, facility: 2, news: 1 }

/** A hit's score for a query: title matches weigh most, whole words more than parts of words. */
export function scoreHit(hit: Pick<SearchHit, 'kind' | 'title' | 'text'>, q: string): number {
  const words = queryWords(q)
  if (!words.length) return 0
  const title = hit.title.toLocaleLowerCase()
  const text = hit.text.toLocaleLowerCase()
  const phrase = q.trim().toLocaleLowerCase()
  let score = 0
  if (phrase && title === phrase) score += 60
  else if (phrase && title.startsWith(phrase)) score += 40
  else if (phrase && words.length > 1 && title.includes(phrase)) score += 30
  for (const word of words) {
    if (wordStart(title, word)) score += 20
    else if (title.includes(word)) score += 8
    if (wordStart(text, word)) score += 5
    else if (text.includes(word)) score += 2
  }
  // Every word found somewhere outranks a partial match.
  if (words.every((w) => title.includes(w) || text.includes(w))) score += 10
  return score + kindWeight[hit.kind]
}

/** Hits with a score, best first; ties keep the CMS's order (news newest first). */
export function rankHits<T extends Pick<SearchHit, 'kind' | 'title' | 'text'>>(hits: T[], q: string): T[] {
  return hits
    .map((hit, index) => ({ hit, index, score: scoreHit(hit, q) }))
    .filter((h) => h.score > kindWeight[h.hit.kind])
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((h) => h.hit)
}

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
    if (m.index! > last) pieces.push({ text: text.slice(last, m.index), match: false })
    pieces.push({ text: m[0], match: true })
    last = m.index! + m[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false })
  return pieces
}

/** A snippet of about `length` characters around the first match, with ellipses where cut. */
export function snippet(text: string, q: string, length = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const lower = clean.toLocaleLowerCase()
  const first = Math.min(...queryWords(q).map((w) => lower.indexOf(w)).filter((i) => i >= 0), Number.POSITIVE_INFINITY)
  const start = Number.isFinite(first) ? Math.max(0, Math.min(first - Math.floor(length / 3), clean.length - length)) : 0
  const cut = clean.slice(start, start + length)
  return `${start > 0 ? '…' : ''}${cut}${start + length < clean.length ? '…' : ''}`
}

/**
 * A CMS `where` that finds documents with any word of the query in any of the fields (the CMS's
 * `like` is case-insensitive); ranking then puts documents that match more, and better, first.
 */
export function searchWhere(fields: string[], q: string, extra: Record<string, unknown>[] = []) {
  const words = queryWords(q).slice(0, 4)
  const any = { OR: words.flatMap((word) => fields.map((field) => ({ [field]: { like: word } }))) }
  return extra.length ? { AND: [any, ...extra] } : any
}
