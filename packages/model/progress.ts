/**
 * Construction progress (collection `progress-updates`): dated updates of a development or of one
 * cluster of it, each with how far building has come. Shared by the CMS (its fields and emails)
 * and the site (the timeline, and the latest progress in a buyer's account).
 */

/** The id of the timeline's section on a development's page, which the emails link to. */
export const progressSectionId = 'construction-progress'

/** The most photos one update shows. */
export const progressPhotosMax = 6

/** A percentage as the site and the emails write it: a whole number from 0 to 100. */
export const wholePercent = (value: number | null | undefined): number =>
  Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? Number(value) : 0)))
