/**
 * The data of the long lists (developments, facilities), split so that a list page's own page
 * data does not grow with the number of items: the page data holds the first page of cards, the
 * facets and the count (the page context below); the build writes the rest as files of their
 * own (gatsby/list-data-build.ts), which the list fetches only when the visitor filters, sorts
 * or pages:
 *
 * - an index per list and language: one compact record per item, enough to filter, sort, page
 *   and put it on the map;
 * - a card per item and language: what its card shows.
 *
 * Each file's name holds a hash of its content, so a copy on the device (the service worker's,
 * the browser's) is never stale, and the page data names the index of its own build.
 */
import {
  facetOptions,
  filterAndSort,
  paginate,
  developmentsPerPage,
  defaultListState,
  type ListItem,
  type PriceKind,
} from './development-list'

/** One development in a list's index. */
export type DevelopmentRecord = {
  id: number
  slug: string
  kind: string
  title: string
  price: number | null
  /** What `price` is a price of (development-list's priceKindOf). */
  priceKind: PriceKind
  /**
   * Its unit types, when it has any: each one's sale price, bedrooms and property type (a slug,
   * when the CMS names one), cheapest first.
   */
  units?: [price: number, bedrooms: number, type?: string][]
  types: string[]
  tags: string[]
  /** Latitude and longitude, when known. */
  at?: [number, number]
  /** Address of its card (a DevelopmentCard file). */
  card: string
}

/** One facility in the facilities' index. */
export type FacilityRecord = { id: number; slug: string; title: string; category: string; card: string }

export type ListIndex<R> = { items: R[] }

type Facet = { slug: string; title: string; count: number }

/** What a development list's page context carries: the same size at 20 developments or 2,000. */
export type DevelopmentListData = {
  firstIds: number[]
  total: number
  types: Facet[]
  tags: Facet[]
  /** Some development of the list has unit types (the bedrooms filter is offered). */
  bedrooms: boolean
  listIndex: string
}

/** What the facilities page's context carries. */
/** The facilities page's context: its first page, its total and its categories (the chips) with their counts. */
export type FacilityListData = {
  firstIds: number[]
  total: number
  facilityCategories: Facet[]
  listIndex: string
}

export const facilitiesPerPage = 12

/** A record as the pure list functions (filterAndSort) take it. */
export const listItemOf = (r: DevelopmentRecord): ListItem & { record: DevelopmentRecord } => ({
  record: r,
  title: r.title,
  priceRange: { min: r.price },
  priceKind: r.priceKind,
  units: r.units?.map(([price, bedrooms, type]) => ({ price, bedrooms, type })) ?? null,
  propertyTypes: r.types.map((slug) => ({ slug })),
  tags: r.tags.map((slug) => ({ slug })),
})

/** A development as the build reads it: its record's fields with the titles of its facets. */
export type DevelopmentSource = Omit<DevelopmentRecord, 'types' | 'tags' | 'card' | 'priceKind'> & {
  propertyTypes: { slug: string; title: string }[]
  tags: { slug: string; title: string }[]
}

/** The page context of a development list (its first page in the default order, facets, count). */
export function developmentListData(
  items: readonly DevelopmentSource[],
  locale: string,
  listIndex: string,
): DevelopmentListData {
  const first = paginate(
    filterAndSort(
      // The default order asks for no budget or bedrooms, so the units play no part in it.
      items.map((i) => ({ ...i, priceRange: { min: i.price }, units: null })),
      defaultListState,
      locale,
    ),
    1,
    developmentsPerPage,
  )
  return {
    firstIds: first.items.map((i) => i.id),
    total: items.length,
    types: facetOptions(
      items.map((i) => i.propertyTypes),
      locale,
    ),
    tags: facetOptions(
      items.map((i) => i.tags),
      locale,
    ),
    bedrooms: items.some((i) => i.units?.length),
    listIndex,
  }
}

/**
 * One home for sale in the list of homes (/homes/): a unit type of a residential development,
 * with its development. The whole row is in the index (no card file): a row is small.
 */
export type HomeRecord = {
  id: number
  slug: string
  name: string
  bedrooms: number
  bathrooms: number
  buildingArea: number
  landArea: number | null
  price: number
  development: { title: string; slug: string; kind: string }
  /** Its property type (a slug), or its development's types when the CMS names none for it. */
  types: string[]
}

/** A home as the build reads it: its record's fields with the titles of its property types. */
export type HomeSource = Omit<HomeRecord, 'types'> & { propertyTypes: { slug: string; title: string }[] }

/**
 * What the list of homes' page context carries: its first page (the rows themselves), the count,
 * the property types of its homes (the filter's options).
 */
export type HomeListData = { first: HomeRecord[]; total: number; types: Facet[]; listIndex: string }

export const homesPerPage = 12

/** A home as the pure list functions (filterAndSort) take it: sorted by development, then name. */
export const homeItemOf = (r: HomeRecord): ListItem & { record: HomeRecord } => ({
  record: r,
  title: `${r.development.title} ${r.name}`,
  priceRange: { min: r.price },
  priceKind: 'home',
  bedrooms: r.bedrooms,
  propertyTypes: r.types.map((slug) => ({ slug })),
})

/** A home's record from what the build reads of it. */
export const homeRecordOf = ({ propertyTypes, ...home }: HomeSource): HomeRecord => ({
  ...home,
  types: propertyTypes.map((t) => t.slug),
})

/** The page context of the list of homes. */
export function homeListData(items: readonly HomeSource[], locale: string, listIndex: string): HomeListData {
  const records = items.map(homeRecordOf)
  const first = paginate(filterAndSort(records.map(homeItemOf), defaultListState, locale), 1, homesPerPage)
  return {
    first: first.items.map((i) => i.record),
    total: items.length,
    types: facetOptions(
      items.map((i) => i.propertyTypes),
      locale,
    ),
    listIndex,
  }
}

/** Facilities in the order the page shows them: by category, then by name. */
export function sortFacilities<T extends { title: string; category: string }>(
  items: readonly T[],
  locale: string,
): T[] {
  const compare = (a: string, b: string) => a.localeCompare(b, locale, { sensitivity: 'base' })
  return [...items].sort((a, b) => compare(a.category, b.category) || compare(a.title, b.title))
}

/** The page context of the facilities page; a facility without a category has no chip. */
export function facilityListData(
  items: readonly { id: number; title: string; category: string; categorySlug: string }[],
  locale: string,
  listIndex: string,
): FacilityListData {
  const sorted = sortFacilities(items, locale)
  const categories = new Map<string, Facet>()
  for (const i of sorted) {
    if (!i.categorySlug) continue
    const facet = categories.get(i.categorySlug) ?? { slug: i.categorySlug, title: i.category, count: 0 }
    facet.count++
    categories.set(i.categorySlug, facet)
  }
  return {
    firstIds: paginate(sorted, 1, facilitiesPerPage).items.map((i) => i.id),
    total: items.length,
    facilityCategories: [...categories.values()],
    listIndex,
  }
}

/** Items in the order of a list of ids (the first page, as the page context lists it). */
export function inOrderOf<T extends { remoteId?: number | null }>(ids: readonly number[], items: readonly T[]): T[] {
  const byId = new Map(items.map((i) => [i.remoteId, i]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
