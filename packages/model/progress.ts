/**
 * Construction progress (collection `progress-updates`): dated updates of a development or of one
 * cluster of it, each with how far building has come. Shared by the CMS (its emails link to the
 * timeline, the buyer's account asks for the latest update) and the site (the timeline).
 */

/** The id of the timeline's section on a development's page, which the emails link to. */
export const progressSectionId = 'construction-progress'

/** The most photos one update shows. */
export const progressPhotosMax = 6

/** A percentage as the site and the emails write it: a whole number from 0 to 100. */
export const wholePercent = (value: number | null | undefined): number =>
  Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? Number(value) : 0)))

type Dated = { project: number; date: string; id: number }

/**
 * The latest update of each development, in the order of `developments`; a development without
 * one is left out. Of two updates on the same day, the later made (higher id) is the latest.
 */
export function latestPerDevelopment<T extends Dated>(updates: readonly T[], developments: readonly number[]): T[] {
  const latest = new Map<number, T>()
  for (const update of updates) {
    const kept = latest.get(update.project)
    const newer =
      !kept ||
      Date.parse(update.date) > Date.parse(kept.date) ||
      (Date.parse(update.date) === Date.parse(kept.date) && update.id > kept.id)
    if (newer) latest.set(update.project, update)
  }
  return developments.flatMap((id) => (latest.has(id) ? [latest.get(id)!] : []))
}
