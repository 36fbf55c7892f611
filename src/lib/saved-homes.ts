import {
  cleanSavedHomes,
  mergeSavedHomes,
  sameSavedHomes,
  type SavedHome,
  type SavedHomes,
} from '@lestari/model/saved-homes'
import { readStoredSelection, storeSelection } from './compare'
import { liveMutate } from './live'

export type { SavedHome, SavedHomes }
export type SavedKind = 'developments' | 'units'

/**
 * The developments and unit types a visitor saved (the heart), kept on the device in
 * localStorage, so they work offline and without an account. For a signed-in visitor the account
 * holds them too (the users field `savedHomes`): each change is sent to it, and on sign-in (and
 * on each page load of a session) device and account are merged. The compare choice travels with
 * them: it stays under compare.ts's own storage key.
 */
export const savedHomesKey = 'saved-homes'
/** Sent on window whenever the device's saved homes change (this tab, another tab or a sync). */
export const savedHomesEvent = 'saved-homes-change'

/**
 * What the device keeps: the lists, and the entries removed here that the account may still
 * hold (`kind:slug`), so that a merge does not bring them back; emptied once the account has the
 * device's lists.
 */
type DeviceHomes = SavedHomes & { removed: string[] }

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readDeviceHomes(): DeviceHomes {
  let stored: { removed?: unknown } | null = null
  try {
    stored = JSON.parse(storage()?.getItem(savedHomesKey) ?? 'null') as { removed?: unknown } | null
  } catch {
    // a damaged entry counts as none
  }
  const homes = cleanSavedHomes({ ...stored, compare: readStoredSelection(storage()) })
  const removed = Array.isArray(stored?.removed) ? stored.removed.filter((r) => typeof r === 'string') : []
  return { ...homes, removed }
}

function writeDeviceHomes({ developments, units, compare, removed }: DeviceHomes) {
  try {
    storage()?.setItem(savedHomesKey, JSON.stringify({ developments, units, removed }))
  } catch {
    // storage unavailable (private mode): the hearts still work until the page is left
  }
  storeSelection(storage(), compare)
  window.dispatchEvent(new Event(savedHomesEvent))
}

export const isSaved = (homes: SavedHomes, kind: SavedKind, slug: string) => homes[kind].some((h) => h.slug === slug)

const UPDATE_SAVED_HOMES = `mutation SaveHomes($id: Int!, $data: mutationUserUpdateInput!) { updateUser(id: $id, data: $data) { id } }`

/**
 * The account the device's lists are kept in: set when a sync starts, so that a heart tapped
 * before the page has re-rendered with the signed-in account still reaches the account; none
 * after signing out.
 */
let accountId: number | null = null
export function forgetAccount() {
  accountId = null
}

/** Waits before sending again a list the CMS did not take (busy, or the connection dropped). */
const resendDelays = [2_000, 10_000]
let sending: Promise<void> = Promise.resolve()

/**
 * Sends the device's lists, as they are when the send starts, to the account; sends run one after
 * another, so the last change is the one the account keeps. On success the device forgets its
 * removals. A send that fails is made again after a wait; after the last wait the device keeps
 * its lists for the next sync (the next page load of the session).
 */
function sendToAccount(id: number): Promise<void> {
  const run = sending.then(() => sendNow(id, 0))
  sending = run.catch(() => {})
  return run
}

async function sendNow(id: number, attempt: number): Promise<void> {
  if (accountId !== id) return
  const sent = cleanSavedHomes(readDeviceHomes())
  try {
    await liveMutate(UPDATE_SAVED_HOMES, { id, data: { savedHomes: sent } })
  } catch (error) {
    const delay = resendDelays[attempt]
    if (delay === undefined) throw error
    await new Promise((resolve) => setTimeout(resolve, delay))
    return sendNow(id, attempt + 1)
  }
  const now = readDeviceHomes()
  if (sameSavedHomes(cleanSavedHomes(now), sent)) writeDeviceHomes({ ...now, removed: [] })
}

/** Saves or unsaves one development or unit type on the device, and in the account when signed in. */
export async function toggleSaved(kind: SavedKind, home: SavedHome) {
  const device = readDeviceHomes()
  const key = `${kind}:${home.slug}`
  const next: DeviceHomes = isSaved(device, kind, home.slug)
    ? {
        ...device,
        [kind]: device[kind].filter((h) => h.slug !== home.slug),
        removed: [...device.removed, key].slice(-200),
      }
    : { ...device, [kind]: [home, ...device[kind]], removed: device.removed.filter((r) => r !== key) }
  writeDeviceHomes(next)
  // Offline or refused: the device keeps the change, and the next sync sends it.
  if (accountId != null) await sendToAccount(accountId).catch(() => {})
}

/**
 * Device and account merged: the device's entries first, then the account's, less what was
 * removed on this device since the last sync. The device's compare choice wins when it has one;
 * a device without one takes the account's.
 */
export function mergeDeviceAndAccount(device: DeviceHomes, account: unknown): SavedHomes {
  const stored = cleanSavedHomes(account)
  const kept = (kind: SavedKind) => stored[kind].filter((h) => !device.removed.includes(`${kind}:${h.slug}`))
  const merged = mergeSavedHomes(device, { developments: kept('developments'), units: kept('units'), compare: [] })
  return { ...merged, compare: device.compare.length ? device.compare : stored.compare }
}

/** After sign-in (and on each page load of a session): one list on the device and in the account. */
export async function syncSavedHomes(account: { id: number; savedHomes?: unknown }) {
  accountId = account.id
  const device = readDeviceHomes()
  const merged = mergeDeviceAndAccount(device, account.savedHomes)
  if (!sameSavedHomes(merged, cleanSavedHomes(device))) writeDeviceHomes({ ...merged, removed: device.removed })
  if (!sameSavedHomes(merged, cleanSavedHomes(account.savedHomes)) || device.removed.length)
    await sendToAccount(account.id)
}
