/**
 * Publish-to-live time of the editors' loop on a running site (`npm start` in another terminal):
 * the demo editor publishes a new title of the newest article, and the clock stops when the
 * served article shows it. Several runs; prints each and the median.
 *
 *   npm run bench:publish            (RUNS=3 by default)
 */
import { loadEnv, readSettings } from '../scripts/lib/settings'
import { editorToken, gql, publishPostTitle } from './lib/graphql'
import { median } from './lib/table'

const settings = readSettings(loadEnv())
const site = settings.siteURL
const runs = Number(process.env.RUNS || 3)

async function main() {
  const token = await editorToken(site, settings)
  const { Posts } = await gql<{ Posts: { docs: { id: number; slug: string; title: string }[] } }>(
    site, `{ Posts(locale: en, limit: 1, sort: "-publishedAt") { docs { id slug title } } }`,
  )
  const post = Posts.docs[0]
  const original = post.title.replace(/ \(bench \d+\)$/, '')
  const times: number[] = []
  for (let i = 1; i <= runs; i++) {
    const title = `${original} (bench ${Date.now()})`
    const started = performance.now()
    await publishPostTitle(site, token, post.id, title)
    for (;;) {
      const html = await (await fetch(`${site}/news/${post.slug}/`, { cache: 'no-store' })).text()
      if (html.includes(title)) break
      if (performance.now() - started > 300_000) throw new Error('The new title was not live after 5 minutes')
      await new Promise((r) => setTimeout(r, 250))
    }
    const seconds = (performance.now() - started) / 1000
    times.push(seconds)
    console.log(`run ${i}: published -> live in ${seconds.toFixed(1)} s`)
  }
  await publishPostTitle(site, token, post.id, original)
  const sorted = [...times].sort((a, b) => a - b)
  console.log(`\npublish-to-live, ${runs} runs on ${site} (${new Date().toISOString()}): median ${median(times).toFixed(1)} s, min ${sorted[0].toFixed(1)} s, max ${sorted[sorted.length - 1].toFixed(1)} s (target: under 30 s)`)
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
