/**
 * The site search's first and second query on a built site, as a new visitor on an emulated phone
 * meets them (Chromium: Pixel 7, 4x slower CPU, 150 ms round trips, 1.6 Mbit/s), RUNS times (5
 * unless set), each run in a new browser context. Prints every run, the median and the worst,
 * and the machine's load before and after.
 *
 *   npm run bench:search                    the site in public/ (after `npm start`, `npm test` or bench:scale)
 *   npm run bench:search -- path/to/site    another built site (a release folder)
 *   RUNS=9 WORDS=rumah,kantor npm run bench:search
 *   LANG_PREFIX=/id WORDS=rumah,kantor npm run bench:search   the Indonesian search screen
 *
 * `npm run bench:scale` times the same queries after building the site at 1,000 to 10,000 items.
 */
import os from 'node:os'
import path from 'node:path'
import { medianAndWorst, searchQueryTimes } from './lib/search-query'

const publicDir = path.resolve(process.argv[2] ?? 'public')
const runs = Math.max(1, Number(process.env.RUNS || 5))
const words = (process.env.WORDS || 'lestari,warehouses').split(',') as [string, string]
const prefix = process.env.LANG_PREFIX === '/id' ? '/id' : ''
// The search needs no CMS; the server is given one only to proxy /api/ as the site's server does.
const cmsURL = process.env.CMS_URL || 'http://localhost:3000'
const port = Number(process.env.BENCH_SEARCH_PORT || 9209)
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

async function main() {
  if (words.length !== 2 || words.some((w) => !w.trim())) {
    console.error('WORDS takes two words, for example WORDS=rumah,kantor')
    process.exit(1)
  }
  const before = load()
  const times = await searchQueryTimes({ publicDir, cmsURL, port, words, runs, prefix })
  console.log(`Site search on an emulated phone, ${publicDir}${prefix}/search/, ${new Date().toISOString()}`)
  console.log(`${os.cpus().length} cores, Node ${process.version}, load average ${before} before, ${load()} after`)
  console.log(`first query "${words[0]}" ms: ${times.first.map((t) => t.toFixed(0)).join(', ')}`)
  console.log(`first query "${words[0]}", whole answer, ms: ${times.firstWhole.map((t) => t.toFixed(0)).join(', ')}`)
  console.log(`next query "${words[1]}" ms: ${times.second.map((t) => t.toFixed(0)).join(', ')}`)
  console.log(`first query median (worst): ${medianAndWorst(times.first)} ms`)
  console.log(`first query's whole answer median (worst): ${medianAndWorst(times.firstWhole)} ms`)
  console.log(`next query median (worst): ${medianAndWorst(times.second)} ms`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
