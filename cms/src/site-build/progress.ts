/** The build state the admin reads from GET /api/site-build (the site server's build worker, or a hosting hook). */
export type BuildStatus = {
  state: 'idle' | 'building' | 'failed' | 'off' | 'requested' | 'unreachable' | 'unknown'
  liveSince?: string | null
  buildStartedAt?: string | null
  queued?: boolean
  lastFailure?: { at: string; reason: string } | null
}

/**
 * Where a change saved at `savedAt` (ISO, the CMS's clock) stands on the public site:
 * - `live`: a build went live after the save and nothing waits. The worker queues a request that
 *   arrives during a build for the next one, so the build that went live includes the change (the
 *   change's request reaches the worker a few milliseconds after the save);
 * - `building`: a build that started after the save is running, nothing waits behind it;
 * - `failed`: a build failed after the save;
 * - `requested`: a hosting service builds the site, which tells nothing more;
 * - `waiting`: the build that takes the change has not started yet (or the state is unknown);
 * - null: the site is not rebuilt from here (no build hook).
 */
export type PublishProgress = 'live' | 'building' | 'failed' | 'requested' | 'waiting'

const after = (iso: string | null | undefined, since: string) => Boolean(iso) && Date.parse(iso!) >= Date.parse(since)

export function publishProgress(status: BuildStatus | null, savedAt: string): PublishProgress | null {
  if (!status) return 'waiting'
  if (status.state === 'off') return null
  if (status.state === 'requested') return 'requested'
  if (status.state === 'failed' && after(status.lastFailure?.at, savedAt)) return 'failed'
  if (status.queued) return 'waiting'
  if (status.state === 'building' && after(status.buildStartedAt, savedAt)) return 'building'
  if (status.state === 'idle' && after(status.liveSince, savedAt)) return 'live'
  return 'waiting'
}

/**
 * What the document view shows, given what it showed before: once the change has been seen live it
 * stays live, since a later build (of someone else's change) cannot take it off the site.
 */
export const shownProgress = (seenLive: boolean, now: PublishProgress | null): PublishProgress | null =>
  seenLive ? 'live' : now
