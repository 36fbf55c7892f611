import {
  isLotStatus,
  lotElementPrefix,
  lotStatusesPath,
  type LotStatus,
  type LotStatusesAnswer,
} from '@lestari/model/site-plans'

/**
 * A development's site plan in the browser: its drawing (inlined by the page, src/components/SitePlan.tsx)
 * made into lot buttons, and the lots' statuses asked of the CMS live and kept on the device for
 * offline visits.
 */

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The CMS's drawing (cms/src/collections/SitePlans/drawing.ts writes every attribute as
 * `name="value"`) with each lot's element a button: its lot, status and label, and one lot in the
 * page's tab order (the others are reached with the arrow keys). The drawing itself is a group
 * named `name`.
 */
export function lotButtons(
  markup: string,
  name: string,
  lots: ReadonlyMap<string, { status: string; label: string }>,
): string {
  let first = true
  const lotId = new RegExp(` id="${lotElementPrefix}([A-Z0-9-]+)"`, 'g')
  return markup
    .replace(/^<svg /, `<svg role="group" aria-label="${escapeAttribute(name)}" `)
    .replace(lotId, (whole, lot: string) => {
      const shown = lots.get(lot)
      if (!shown) return whole
      const tabIndex = first ? 0 : -1
      first = false
      return `${whole} data-lot="${lot}" data-status="${shown.status}" role="button" tabindex="${tabIndex}" aria-label="${escapeAttribute(shown.label)}"`
    })
}

/** Statuses by lot, of every plan of a development. */
export type LotStatuses = Record<string, LotStatus>
export type KeptStatuses = { at: string; lots: LotStatuses }

const storageKey = (project: number) => `site:lot-statuses:${project}`

/** Every lot of the CMS's answer, whichever plan draws it. */
const lotsOf = (answer: LotStatusesAnswer): LotStatuses =>
  Object.assign({}, ...answer.plans.map((plan) => plan.lots)) as LotStatuses

/** The statuses this device last had from the CMS for `project`, or null. */
export function keptStatuses(project: number, storage: Pick<Storage, 'getItem'> | null): KeptStatuses | null {
  try {
    const kept = JSON.parse(storage?.getItem(storageKey(project)) ?? 'null') as KeptStatuses | null
    if (!kept || typeof kept.at !== 'string' || Number.isNaN(Date.parse(kept.at))) return null
    if (typeof kept.lots !== 'object' || !kept.lots || !Object.values(kept.lots).every(isLotStatus)) return null
    return kept
  } catch {
    return null
  }
}

const localStorageOrNull = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The statuses as the CMS has them now, kept on the device; throws when it cannot be reached. */
export async function liveStatuses(project: number): Promise<KeptStatuses> {
  const res = await fetch(`${lotStatusesPath}?project=${project}`)
  if (!res.ok) throw new Error(`The CMS answered HTTP ${res.status} for the lots' statuses`)
  const answer = (await res.json()) as LotStatusesAnswer
  const kept = { at: answer.at, lots: lotsOf(answer) }
  try {
    localStorageOrNull()?.setItem(storageKey(project), JSON.stringify(kept))
  } catch {
    // A full or refused storage: the statuses still show, only not offline.
  }
  return kept
}

export const storedStatuses = (project: number) => keptStatuses(project, localStorageOrNull())
