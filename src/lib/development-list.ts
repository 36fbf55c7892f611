/**
 * Filtering, sorting and paging of a development list, kept pure so the browser, the static
 * build and the unit tests share one implementation. The state lives in the URL query string
 * (`?type=apartment&tag=investment&sort=price-asc&page=2`) so a filtered list can be shared
 * and survives a reload.
 */
export const sortOrders = ['name', 'price-asc', 'price-desc'] as const
export type SortOrder = (typeof sortOrders)[number]

export type ListState = { type: string; tag: string; sort: SortOrder; page: number }
export const defaultListState: ListState = { type: '', tag: '', sort: 'name', page: 1 }
export const developmentsPerPage = 9

/** The kind of item the list works on: what a development card needs to be filtered and sorted. */
export type ListItem = {
  title?: string | null
  priceRange?: { min?: number | null } | null
  propertyTypes?: readonly ({ slug?: string | null } | null)[] | null
  tags?: readonly ({ slug?: string | null } | null)[] | null
}

const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Reads the list state from a query string; anything malformed falls back to the default. */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search)
  const type = params.get('type') ?? ''
  const tag = params.get('tag') ?? ''
  const sort = params.get('sort') ?? ''
  const page = Number(params.get('page'))
  return {
    type: slugLike.test(type) ? type : '',
    tag: slugLike.test(tag) ? tag : '',
    sort: (sortOrders as readonly string[]).includes(sort) ? (sort as SortOrder) : 'name',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The query string of a list state, with defaults left out ('' when everything is default). */
export function listQuery(state: ListState): string {
  const params = new URLSearchParams()
  if (state.type) params.set('type', state.type)
  if (state.tag) params.set('tag', state.tag)
  if (state.sort !== 'name') params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

const hasSlug = (list: ListItem['tags'], slug: string) => Boolean(list?.some((x) => x?.slug === slug))

/** The items that match the type and tag filters, in the chosen order. */
export function filterAndSort<T extends ListItem>(
  items: readonly T[],
  state: Pick<ListState, 'type' | 'tag' | 'sort'>,
  locale = 'en',
): T[] {
  const matching = items.filter(
    (item) => (!state.type || hasSlug(item.propertyTypes, state.type)) && (!state.tag || hasSlug(item.tags, state.tag)),
  )
  const byName = (a: T, b: T) => (a.title ?? '').localeCompare(b.title ?? '', locale, { sensitivity: 'base' })
  const price = (item: T) => item.priceRange?.min ?? null
  return [...matching].sort((a, b) => {
    if (state.sort === 'name') return byName(a, b)
    const pa = price(a)
    const pb = price(b)
    // Developments without a published price come last, whatever the direction.
    if (pa === null || pb === null) return pa === pb ? byName(a, b) : pa === null ? 1 : -1
    return (state.sort === 'price-asc' ? pa - pb : pb - pa) || byName(a, b)
  })
}

/** One page of items; a page number past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, perPage = developmentsPerPage) {
  const numPages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), numPages)
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, numPages }
}

/** The distinct options (slug and title) of a facet over the items, sorted by title. */
export function facetOptions(
  lists: readonly (readonly ({ slug?: string | null; title?: string | null } | null)[] | null | undefined)[],
  locale = 'en',
) {
  const seen = new Map<string, { slug: string; title: string; count: number }>()
  for (const list of lists) {
    for (const entry of list ?? []) {
      if (!entry?.slug) continue
      const known = seen.get(entry.slug)
      if (known) known.count++
      else seen.set(entry.slug, { slug: entry.slug, title: entry.title ?? entry.slug, count: 1 })
    }
  }
  return [...seen.values()].sort((a, b) => a.title.localeCompare(b.title, locale))
}
