/**
 * Publish-to-live time of the editors' loop on a running site (`npm start` in another terminal).
 * Two modes:
 *   title        the demo editor publishes a new title of the newest article; the clock stops
 *                when the served article shows it (and, printed apart, when search finds it and
 *                when the release's whole search index is live: bench/lib/publish-live.ts)
 *   new-article  the editor publishes a new article (a copy of the newest under a new slug) in
 *                English, then in Indonesian; the clock stops when both served pages show it.
 *                The articles are deleted afterwards (one more build).
 * Several runs; prints each and the median.
 *
 *   npm run bench:publish                    (RUNS=3 by default)
 *   npm run bench:publish -- new-article
 */
import { loadEnv, readSettings } from '../scripts/lib/settings'
import { deleteDocument, editorToken, publishCopy } from './lib/graphql'
import { newestPost, timeTitlePublishes, type PublishTimes } from './lib/publish-live'
import { median } from './lib/table'

const settings = readSettings(loadEnv())
const site = settings.siteURL
const runs = Number(process.env.RUNS || 3)
const mode = process.argv[2] === 'new-article' ? 'new-article' : 'title'
/** The targets of docs/PERFORMANCE.md: a title at 10,000 items, a new article at any size. */
const targets = { title: 'under 30 s at 10,000 items', 'new-article': 'under 20 s' } as const

/** Waits until the address serves a page containing `text`; throws 5 minutes after `started`. */
async function live(urlPath: string, text: string, started: number) {
  for (;;) {
    const html = await (await fetch(`${site}${urlPath}`, { cache: 'no-store' })).text()
    if (html.includes(text)) return
    if (performance.now() - started > 300_000) throw new Error(`${urlPath} did not show "${text}" after 5 minutes`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function main() {
  const token = await editorToken(site, settings)
  const post = await newestPost(site)
  const times: number[] = []
  if (mode === 'title') {
    const runsTimed = await timeTitlePublishes({
      siteURL: site,
      cmsURL: site,
      buildSecret: settings.buildSecret,
      token,
      post,
      runs,
      log: console.log,
    })
    for (const run of runsTimed) {
      if (run.live === null) throw new Error(`/news/${post.slug}/ did not show the new title within 5 minutes`)
      times.push(run.live)
    }
    for (const [what, pick] of [
      ['found by search', (run: PublishTimes) => run.found],
      ['whole search index live', (run: PublishTimes) => run.searched],
    ] as const) {
      const seconds = runsTimed.map(pick).filter((n): n is number => n !== null)
      if (seconds.length)
        console.log(`${what}: median ${median(seconds).toFixed(1)} s, max ${Math.max(...seconds).toFixed(1)} s`)
    }
  } else {
    const created: number[] = []
    for (let i = 1; i <= runs; i++) {
      const stamp = Date.now()
      const started = performance.now()
      const slug = `bench-article-${stamp}`
      const title = { en: `Bench article ${stamp}`, id: `Artikel bench ${stamp}` }
      created.push(await publishCopy(site, token, { collection: 'posts', fromId: post.id, slug, title }))
      await live(`/news/${slug}/`, title.en, started)
      await live(`/id/news/${slug}/`, title.id, started)
      const seconds = (performance.now() - started) / 1000
      times.push(seconds)
      console.log(`run ${i} (${mode}): published -> live in ${seconds.toFixed(1)} s`)
    }
    for (const id of created) await deleteDocument(site, token, 'posts', id)
  }
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `\npublish-to-live (${mode}), ${runs} runs on ${site} (${new Date().toISOString()}): median ${median(times).toFixed(1)} s, min ${sorted[0].toFixed(1)} s, max ${sorted[sorted.length - 1].toFixed(1)} s (target: ${targets[mode]})`,
  )
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
