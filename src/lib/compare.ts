/**
 * The unit types a visitor compares on /compare-unit/: two to four, kept in the URL
 * (`?units=a,b`) and in localStorage so the choice survives a reload and a later visit.
 */
export const maxCompared = 4
export const minCompared = 2
export const compareStorageKey = 'compare-units'
/** The names of the chosen units, for the compare tray on any page (slug -> name). */
export const compareNamesKey = 'compare-unit-names'
/** Fired on window when the stored selection changes in this tab (the `storage` event tells the others). */
export const compareChangedEvent = 'site:compare-changed'

const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Unique, well-formed slugs, at most four, in their first order. */
export function cleanSelection(slugs: readonly unknown[], known?: ReadonlySet<string>): string[] {
  const out: string[] = []
  for (const slug of slugs) {
    if (typeof slug !== 'string' || !slugLike.test(slug) || out.includes(slug)) continue
    if (known && !known.has(slug)) continue // a unit no longer published
    out.push(slug)
    if (out.length === maxCompared) break
  }
  return out
}

/** The selection in a query string (`?units=a,b`), or null when the query does not name one. */
export function selectionFromQuery(search: string): string[] | null {
  const value = new URLSearchParams(search).get('units')
  return value === null ? null : cleanSelection(value.split(','))
}

/**
 * The query string of a selection. An empty selection is written as `?units=` only when the
 * page starts from a unit of its own, so that removing it is not undone by a reload.
 */
export const selectionQuery = (slugs: readonly string[], hasStart = false) =>
  slugs.length || hasStart ? `?units=${slugs.join(',')}` : ''

export function readStoredSelection(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(compareStorageKey) ?? '[]')
    return Array.isArray(parsed) ? cleanSelection(parsed) : []
  } catch {
    return []
  }
}

export function storeSelection(storage: Pick<Storage, 'setItem'> | undefined, slugs: readonly string[]) {
  try {
    storage?.setItem(compareStorageKey, JSON.stringify(slugs))
  } catch {
    // Storage may be unavailable (private mode); the URL still holds the choice.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(compareChangedEvent))
}

export function readUnitNames(storage: Pick<Storage, 'getItem'> | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(compareNamesKey) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Keeps the names of the chosen units (those of `names` in `selection`), dropping the others'. */
export function storeUnitNames(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  selection: readonly string[],
  names: Record<string, string>,
) {
  const all = { ...readUnitNames(storage), ...names }
  const kept = Object.fromEntries(selection.filter((slug) => all[slug]).map((slug) => [slug, all[slug]]))
  try {
    storage?.setItem(compareNamesKey, JSON.stringify(kept))
  } catch {
    // Without storage the tray shows the units by their address names.
  }
}

/**
 * The selection a page starts with: the URL's when it names one; otherwise the stored one, with
 * the page's own unit (on /compare-unit/{id}/) first.
 */
export function initialSelection(opts: {
  query: string[] | null
  stored: string[]
  start?: string | null
  known: ReadonlySet<string>
}): string[] {
  if (opts.query) return cleanSelection(opts.query, opts.known)
  const start = opts.start ? [opts.start] : []
  return cleanSelection([...start, ...opts.stored], opts.known)
}

/** Adds or removes one unit; adding a fifth is refused (the selection is returned unchanged). */
export function toggleUnit(selection: readonly string[], slug: string): string[] {
  if (selection.includes(slug)) return selection.filter((s) => s !== slug)
  return selection.length >= maxCompared ? [...selection] : [...selection, slug]
}
