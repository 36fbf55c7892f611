/**
 * The editors' loop timed on a running site server with its site builder (as `npm start` runs
 * them): the demo editor publishes a new English title of a news post through the CMS, and the
 * clock reads, from the publish, when the site server had the CMS's build request, when the build
 * began, when the served article showed the title, when search found it (the release's changes
 * indexed apart, or its whole index) and when the whole search index of that release was live (the
 * build worker's state: a rebuild goes live before its index).
 */
import type { BuildStatus } from '../../scripts/lib/builder'
import { buildPath } from '../../scripts/lib/serve'
import { gql, publishPostTitle } from './graphql'

/** Seconds from the publish to each step of one run; null when it did not come within the time limit. */
export type PublishTimes = {
  asked: number | null
  started: number | null
  live: number | null
  found: number | null
  searched: number | null
}

/** The newest published news post in English, whose title the runs change. */
export async function newestPost(base: string): Promise<{ id: number; slug: string; title: string }> {
  const { Posts } = await gql<{ Posts: { docs: { id: number; slug: string; title: string }[] } }>(
    base,
    `{ Posts(locale: en, limit: 1, sort: "-publishedAt") { docs { id slug title } } }`,
  )
  return Posts.docs[0]
}

type Options = {
  /** The site server (with its builder) and the CMS that the title is published through. */
  siteURL: string
  cmsURL: string
  buildSecret: string
  token: string
  post: { id: number; slug: string; title: string }
  runs: number
  /** Each run's limit (300 s unless set). */
  timeoutMs?: number
  log?: (line: string) => void
}

/** Times `runs` title publishes, one after another, each once the one before has its search index; restores the title. */
export async function timeTitlePublishes(o: Options): Promise<PublishTimes[]> {
  const status = async () => {
    const res = await fetch(`${o.siteURL}${buildPath}`, { headers: { 'x-site-build-secret': o.buildSecret } })
    if (!res.ok) throw new Error(`The build worker's state: HTTP ${res.status} from ${o.siteURL}${buildPath}`)
    return (await res.json()) as BuildStatus
  }
  const original = o.post.title.replace(/ \(bench \d+\)$/, '')
  const results: PublishTimes[] = []
  try {
    for (let run = 1; run <= o.runs; run++) {
      const before = await status()
      const title = `${original} (bench ${Date.now()})`
      const started = performance.now()
      const since = () => (performance.now() - started) / 1000
      await publishPostTitle(o.cmsURL, o.token, o.post.id, title)
      const times: PublishTimes = { asked: null, started: null, live: null, found: null, searched: null }
      while (times.searched === null && performance.now() - started < (o.timeoutMs ?? 300_000)) {
        // The server publishing a release of 100,000 files answers late, and may drop a kept-alive
        // connection: a failed request is asked again at the next turn (the limit still holds).
        const now = await status().catch(() => null)
        if (!now) {
          await new Promise((r) => setTimeout(r, 250))
          continue
        }
        if (times.asked === null && now.requests > before.requests) times.asked = since()
        if (times.started === null && (now.state === 'building' || now.builds > before.builds)) times.started = since()
        if (times.live === null) {
          const html = await fetch(`${o.siteURL}/news/${o.post.slug}/`, { cache: 'no-store' })
            .then((res) => res.text())
            .catch(() => '')
          if (html.includes(title.replace(/'/g, '&#x27;'))) times.live = since()
        }
        // A build's release goes live (state idle, `builds` counted) with its index to follow.
        if (times.live !== null && now.builds > before.builds && now.state === 'idle' && !now.queued) {
          if (now.search === 'failed') throw new Error(`The search index failed: ${now.searchFailure?.reason}`)
          if (times.found === null && now.searchFindsChanges) times.found = since()
          if (now.search === 'current') times.searched = since()
        }
        if (now.state === 'failed') throw new Error(`The site build failed: ${now.lastFailure?.reason}`)
        if (times.searched === null) await new Promise((r) => setTimeout(r, 250))
      }
      results.push(times)
      const s = (n: number | null) => (n === null ? 'not within the limit' : `${n.toFixed(1)} s`)
      o.log?.(
        `run ${run}: build asked ${s(times.asked)}, begun ${s(times.started)}, title served ${s(times.live)}, found by search ${s(times.found)}, whole search index live ${s(times.searched)}`,
      )
    }
  } finally {
    await publishPostTitle(o.cmsURL, o.token, o.post.id, original)
  }
  return results
}
