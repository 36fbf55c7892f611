/**
 * A development's site plan (collection `site-plans`): a drawing whose shapes carry lot ids
 * (`id="lot-B-12"` draws lot B-12) and the list of its lots, each with a status that sales staff
 * keep true. The CMS checks the two against each other, keeps a copy of the drawing safe to inline
 * in a page, and answers the lots' statuses to anyone, live (lotStatusesPath).
 */

/** A lot's status; `notReleased` lots are not yet offered. */
export const lotStatuses = ['available', 'reserved', 'sold', 'notReleased'] as const
export type LotStatus = (typeof lotStatuses)[number]
export const isLotStatus = (value: unknown): value is LotStatus => (lotStatuses as readonly unknown[]).includes(value)

/** The status a new lot has until sales staff release it. */
export const newLotStatus: LotStatus = 'notReleased'

/** Where a lot faces. */
export const lotFacings = [
  'north',
  'northEast',
  'east',
  'southEast',
  'south',
  'southWest',
  'west',
  'northWest',
] as const
export type LotFacing = (typeof lotFacings)[number]

/** A lot's id: letters and digits in parts joined by hyphens ("B-12", "A1-07"). */
export const lotIdPattern = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/

/** The prefix of a drawing's element ids that draw lots. */
export const lotElementPrefix = 'lot-'
export const lotElementId = (lot: string) => `${lotElementPrefix}${lot}`
/** The lot an element id draws, or null for an element that draws none. */
export const lotOfElementId = (id: string): string | null =>
  id.startsWith(lotElementPrefix) && lotIdPattern.test(id.slice(lotElementPrefix.length))
    ? id.slice(lotElementPrefix.length)
    : null

/**
 * The lots drawn but not listed and listed but not drawn, each sorted; both empty when the
 * drawing and the list agree.
 */
export function lotMismatch(drawn: readonly string[], listed: readonly string[]) {
  const inList = new Set(listed)
  const inDrawing = new Set(drawn)
  const sort = (ids: string[]) => [...new Set(ids)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return {
    notListed: sort(drawn.filter((id) => !inList.has(id))),
    notDrawn: sort(listed.filter((id) => !inDrawing.has(id))),
  }
}

/** The lots listed twice or more, sorted. */
export const duplicateLots = (listed: readonly string[]): string[] =>
  [...new Set(listed.filter((id, i) => listed.indexOf(id) !== i))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )

/** The CMS's public answer of a development's lot statuses (no buyer data): GET lotStatusesPath?project=<id>. */
export const lotStatusesPath = '/api/site-plans/statuses'
export type LotStatusesAnswer = {
  project: number
  /** When the CMS read the statuses (ISO 8601). */
  at: string
  plans: { id: number; lots: Record<string, LotStatus> }[]
}
/** Seconds a browser or a cache may keep that answer. */
export const lotStatusesMaxAge = 5

/** How many lots are offered (available) of all lots listed: "12 of 48 lots left". */
export const lotsLeft = (statuses: Iterable<string | null | undefined>) => {
  let available = 0
  let total = 0
  for (const status of statuses) {
    total++
    if (status === 'available') available++
  }
  return { available, total }
}
