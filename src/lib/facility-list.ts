import { paginate } from './development-list'
import { facilitiesPerPage, sortFacilities } from './list-data'

/** What a facilities address asks for: `?category=health&page=2`; anything else is all, page 1. */
export type FacilityQuery = { category: string; page: number }

export function parseFacilityQuery(search: string): FacilityQuery {
  const params = new URLSearchParams(search)
  const page = Number(params.get('page'))
  return { category: params.get('category') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 }
}

export function facilityQueryString({ category, page }: FacilityQuery): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * One page of the facilities, by category then name, of one category (its title) or of all:
 * `continued` is true when the page's first category began on the page before, so that its
 * heading can say so.
 */
export function facilityPage<T extends { title: string; category: string }>(
  items: readonly T[],
  categoryTitle: string | null,
  page: number,
  locale: string,
) {
  const sorted = sortFacilities(
    categoryTitle === null ? items : items.filter((i) => i.category === categoryTitle),
    locale,
  )
  const shown = paginate(sorted, page, facilitiesPerPage)
  const before = sorted[(shown.page - 1) * facilitiesPerPage - 1]
  return { ...shown, continued: Boolean(before && before.category === shown.items[0]?.category) }
}
