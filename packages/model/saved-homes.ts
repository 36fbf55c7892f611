/**
 * A visitor's saved homes: the developments and unit types they marked with a heart, and the unit
 * types they chose to compare. Kept on the device (src/lib/saved-homes.ts) and, for a signed-in
 * visitor, in their account (the users field `savedHomes`). No imports, so the site uses it as it is.
 */
export type SavedHome = { slug: string; title: string; path: string }
export type SavedHomes = { developments: SavedHome[]; units: SavedHome[]; compare: string[] }

export const savedHomesLimits = { items: 100, compare: 4, title: 200, path: 300 } as const

export const noSavedHomes = (): SavedHomes => ({ developments: [], units: [], compare: [] })

const slugLike = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const sitePath = /^\/[a-z0-9/#_-]*$/

function cleanList(value: unknown): SavedHome[] {
  const out: SavedHome[] = []
  for (const item of Array.isArray(value) ? value : []) {
    const { slug, title, path } = (item ?? {}) as Record<string, unknown>
    if (typeof slug !== 'string' || !slugLike.test(slug) || out.some((s) => s.slug === slug)) continue
    if (typeof title !== 'string' || !title.trim() || typeof path !== 'string' || !sitePath.test(path)) continue
    if (path.length > savedHomesLimits.path) continue
    out.push({ slug, title: title.trim().slice(0, savedHomesLimits.title), path })
    if (out.length === savedHomesLimits.items) break
  }
  return out
}

/** Only well-formed entries, each once, within the limits (whatever a browser or an API caller sent). */
export function cleanSavedHomes(value: unknown): SavedHomes {
  const v = (value ?? {}) as Record<string, unknown>
  const compare = (Array.isArray(v.compare) ? v.compare : []).filter(
    (slug, i, all): slug is string => typeof slug === 'string' && slugLike.test(slug) && all.indexOf(slug) === i,
  )
  return {
    developments: cleanList(v.developments),
    units: cleanList(v.units),
    compare: compare.slice(0, savedHomesLimits.compare),
  }
}

/** Both lists in one: the first's entries first, then the second's that the first lacks. */
export function mergeSavedHomes(first: SavedHomes, second: SavedHomes): SavedHomes {
  return cleanSavedHomes({
    developments: [...first.developments, ...second.developments],
    units: [...first.units, ...second.units],
    compare: [...first.compare, ...second.compare],
  })
}

export const sameSavedHomes = (a: SavedHomes, b: SavedHomes) => JSON.stringify(a) === JSON.stringify(b)
