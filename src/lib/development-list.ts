/**
 * Filtering, sorting and paging of a development list (and of the list of homes), kept pure so
 * the browser, the static build and the unit tests share one implementation. The state lives in
 * the URL query string (`?type=apartment&tag=investment&min=500000000&max=2000000000&beds=2&sort=price-asc&page=2`)
 * so a filtered list can be shared and survives a reload.
 */
export const sortOrders = ['name', 'price-asc', 'price-desc'] as const
export type SortOrder = (typeof sortOrders)[number]

/**
 * `min` and `max`: the budget, a sale price in rupiah (0: no bound); `beds`: at least that many
 * bedrooms (0: any).
 */
export type ListState = {
  type: string
  tag: string
  min: number
  max: number
  beds: number
  sort: SortOrder
  page: number
}
export const defaultListState: ListState = { type: '', tag: '', min: 0, max: 0, beds: 0, sort: 'name', page: 1 }
export const developmentsPerPage = 9

/** The budgets offered (rupiah): from 250 million to 10 billion. */
export const budgetSteps = [250e6, 500e6, 750e6, 1e9, 1.5e9, 2e9, 3e9, 5e9, 10e9]
/** The bedroom counts offered: "1+" to "4+". */
export const bedroomSteps = [1, 2, 3, 4]

/**
 * What a price is a price of. The CMS stores a development's "from" price as a number with a
 * free-text note in each language ("per unit", "per m²", "per night", "per desk per month"...)
 * and a unit type's price as the sale price of that unit; so the kind is read from the note, and
 * a sale price is a home's in a residential development, a commercial property's elsewhere.
 * Prices of different kinds are never compared (see filterAndSort).
 */
export const priceKinds = [
  'home',
  'property',
  'per-m2',
  'per-month',
  'per-m2-month',
  'per-desk-month',
  'per-night',
] as const
export type PriceKind = (typeof priceKinds)[number]
/** The kinds a budget (a sale price) applies to. */
export const salePriceKinds: readonly PriceKind[] = ['home', 'property']

export function priceKindOf(developmentKind: string | null | undefined, note: string | null | undefined): PriceKind {
  const text = (note ?? '').toLowerCase()
  const perMonth = /month|bulan/.test(text)
  const perArea = /m²|m2|sqm/.test(text)
  if (/night|malam/.test(text)) return 'per-night'
  if (/desk|meja/.test(text)) return 'per-desk-month'
  if (perMonth) return perArea ? 'per-m2-month' : 'per-month'
  if (perArea) return 'per-m2'
  return developmentKind === 'residential' ? 'home' : 'property'
}

/**
 * A unit type as the filters read it: its sale price, its bedrooms and, when the CMS names one,
 * its property type (a slug); without one it counts as each of its development's types.
 */
export type UnitItem = { price: number; bedrooms: number; type?: string | null }

/** The kind of item the list works on: what a development card needs to be filtered and sorted. */
export type ListItem = {
  title?: string | null
  kind?: string | null
  priceRange?: { min?: number | null; note?: string | null } | null
  /** What its price is a price of; read from `kind` and the price's note when absent. */
  priceKind?: PriceKind
  /** Its bedrooms, for an item that is one home (a development's come from its units). */
  bedrooms?: number | null
  /**
   * A development's unit types: when it has any, the budget and bedrooms judge each unit on its
   * own, and the development matches when one unit meets them all at once, and the property type
   * when one is chosen too.
   */
  units?: readonly UnitItem[] | null
  propertyTypes?: readonly ({ slug?: string | null } | null)[] | null
  tags?: readonly ({ slug?: string | null } | null)[] | null
}

const priceKindOfItem = (item: ListItem) => item.priceKind ?? priceKindOf(item.kind, item.priceRange?.note)

const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Reads the list state from a query string; anything malformed falls back to the default. */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search)
  const type = params.get('type') ?? ''
  const tag = params.get('tag') ?? ''
  const sort = params.get('sort') ?? ''
  const page = Number(params.get('page'))
  const count = (name: string) => {
    const value = Number(params.get(name))
    return Number.isSafeInteger(value) && value > 0 ? value : 0
  }
  return {
    type: slugLike.test(type) ? type : '',
    tag: slugLike.test(tag) ? tag : '',
    min: count('min'),
    max: count('max'),
    beds: count('beds'),
    sort: (sortOrders as readonly string[]).includes(sort) ? (sort as SortOrder) : 'name',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The query string of a list state, with defaults left out ('' when everything is default). */
export function listQuery(state: ListState): string {
  const params = new URLSearchParams()
  if (state.type) params.set('type', state.type)
  if (state.tag) params.set('tag', state.tag)
  if (state.min) params.set('min', String(state.min))
  if (state.max) params.set('max', String(state.max))
  if (state.beds) params.set('beds', String(state.beds))
  if (state.sort !== 'name') params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Whether a list state differs from the default in anything but its page. */
export const isFiltered = (state: ListState) =>
  Boolean(state.type || state.tag || state.min || state.max || state.beds || state.sort !== 'name')

const hasSlug = (list: ListItem['tags'], slug: string) => Boolean(list?.some((x) => x?.slug === slug))

type Budget = Pick<ListState, 'min' | 'max'>
type UnitFilters = Budget & Pick<ListState, 'beds' | 'type'>

/** Whether a budget was given the wrong way round ("from" above "up to"). */
export const isReversedBudget = ({ min, max }: Budget) => Boolean(min && max && min > max)

/** The budget as the filters apply it: a reversed one read the right way round. */
export const budgetOf = (budget: Budget): Budget =>
  isReversedBudget(budget) ? { min: budget.max, max: budget.min } : { min: budget.min, max: budget.max }

const priceWithin = (price: number, budget: Budget) => {
  const { min, max } = budgetOf(budget)
  return price >= min && (!max || price <= max)
}

/** Whether an item's price is a sale price within the budget (any item when there is no budget). */
export function withinBudget(item: ListItem, budget: Budget): boolean {
  if (!budget.min && !budget.max) return true
  const price = item.priceRange?.min ?? null
  return price !== null && salePriceKinds.includes(priceKindOfItem(item)) && priceWithin(price, budget)
}

const unitFiltersOf = (state: Partial<UnitFilters>): UnitFilters => ({
  min: state.min ?? 0,
  max: state.max ?? 0,
  beds: state.beds ?? 0,
  type: state.type ?? '',
})
/** Whether a budget or bedrooms is asked: what only a unit type (or a home) can meet. */
const asksForUnits = ({ min, max, beds }: UnitFilters) => Boolean(min || max || beds)

/** Whether a unit of the item is of the property type (any unit when none is chosen). */
const unitOfType = (item: ListItem, unit: UnitItem, type: string) =>
  !type || (unit.type ? unit.type === type : hasSlug(item.propertyTypes, type))

/**
 * The unit types of a development that meet the budget, the bedrooms and the property type
 * together (all of them when none is asked).
 */
export const matchingUnits = (item: ListItem, state: Partial<UnitFilters>): UnitItem[] => {
  const filters = unitFiltersOf(state)
  return (item.units ?? []).filter(
    (u) => priceWithin(u.price, filters) && u.bedrooms >= filters.beds && unitOfType(item, u, filters.type),
  )
}

/** What a development card says of its units under a budget or bedrooms: how many match, from what price. */
export type UnitMatch = { count: number; min: number }

/** The card's summary of the matching unit types; null when no budget or bedrooms is asked or the item has no units. */
export function unitMatch(item: ListItem, state: Partial<UnitFilters>): UnitMatch | null {
  if (!asksForUnits(unitFiltersOf(state)) || !item.units?.length) return null
  const prices = matchingUnits(item, state).map((u) => u.price)
  return prices.length ? { count: prices.length, min: Math.min(...prices) } : null
}

/**
 * Whether an item meets the budget and bedrooms: a development with unit types when one unit
 * meets them and the property type all at once; any other item by its own sale price and bedrooms.
 * A property type alone is the development's (meetsFacets): it may offer one without listing its units.
 */
function meetsUnitFilters(item: ListItem, filters: UnitFilters): boolean {
  if (!asksForUnits(filters)) return true
  if (item.units?.length) return matchingUnits(item, filters).length > 0
  return withinBudget(item, filters) && (!filters.beds || (item.bedrooms ?? 0) >= filters.beds)
}

/**
 * The items that match the filters, in the chosen order. By price, items are grouped by what
 * their price is a price of (homes, then commercial property, per m², rents...: priceKinds'
 * order) and sorted within each group; those without a published price come last.
 */
export function filterAndSort<T extends ListItem>(
  items: readonly T[],
  state: Pick<ListState, 'type' | 'tag' | 'sort'> & Partial<Pick<ListState, 'min' | 'max' | 'beds'>>,
  locale = 'en',
): T[] {
  const filters = unitFiltersOf(state)
  const matching = items.filter((item) => meetsFacets(item, state) && meetsUnitFilters(item, filters))
  const byName = (a: T, b: T) => (a.title ?? '').localeCompare(b.title ?? '', locale, { sensitivity: 'base' })
  // Under a budget or bedrooms, a development is priced by its cheapest matching unit (what its card shows).
  const price = (item: T) => unitMatch(item, filters)?.min ?? item.priceRange?.min ?? null
  const group = (item: T) => (price(item) === null ? priceKinds.length : priceKinds.indexOf(priceKindOfItem(item)))
  return [...matching].sort((a, b) => {
    if (state.sort === 'name') return byName(a, b)
    const byGroup = group(a) - group(b)
    if (byGroup) return byGroup
    const pa = price(a) ?? 0
    const pb = price(b) ?? 0
    return (state.sort === 'price-asc' ? pa - pb : pb - pa) || byName(a, b)
  })
}

const meetsFacets = (item: ListItem, state: Pick<ListState, 'type' | 'tag'>) =>
  (!state.type || hasSlug(item.propertyTypes, state.type)) && (!state.tag || hasSlug(item.tags, state.tag))

/** An item close to what was asked, with the unit type (or its own price) that comes closest. */
export type NearMatch<T> = { item: T; unit: UnitItem }

/**
 * When nothing meets the budget and bedrooms: the items nearest to them (property type and
 * feature still hold), nearest first by price (how far outside the budget, as a share of it),
 * then by bedrooms short, each with its closest unit type. Empty when no budget or bedrooms is asked.
 */
export function nearestMatches<T extends ListItem>(
  items: readonly T[],
  state: Pick<ListState, 'type' | 'tag'> & Partial<UnitFilters>,
  count = 3,
): NearMatch<T>[] {
  const filters = unitFiltersOf(state)
  if (!asksForUnits(filters)) return []
  const { min, max } = budgetOf(filters)
  const priceGap = (price: number) => (price < min ? (min - price) / min : max && price > max ? (price - max) / max : 0)
  const distance = (u: UnitItem) => [priceGap(u.price), Math.max(0, filters.beds - u.bedrooms)] as const
  const closer = (a: readonly number[], b: readonly number[]) => a[0] - b[0] || a[1] - b[1]
  const near: (NearMatch<T> & { gap: readonly number[] })[] = []
  for (const item of items) {
    if (!meetsFacets(item, state)) continue
    const own = item.priceRange?.min
    const units: UnitItem[] = item.units?.length
      ? item.units.filter((u) => unitOfType(item, u, state.type))
      : own != null && salePriceKinds.includes(priceKindOfItem(item))
        ? [{ price: own, bedrooms: item.bedrooms ?? 0 }]
        : []
    if (!units.length) continue
    const unit = units.reduce((best, u) => (closer(distance(u), distance(best)) < 0 ? u : best))
    near.push({ item, unit, gap: distance(unit) })
  }
  return near
    .sort((a, b) => closer(a.gap, b.gap) || (a.item.title ?? '').localeCompare(b.item.title ?? ''))
    .slice(0, count)
    .map(({ item, unit }) => ({ item, unit }))
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
