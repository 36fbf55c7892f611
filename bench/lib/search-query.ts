import { chromium, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath, hydrated } from '../../tests/browser'
import { aptInstall, chromiumPackage } from '../../scripts/lib/debian-packages.mjs'
import { serveSite } from '../../scripts/lib/serve'
import { siteLogger } from '../../scripts/lib/request-log'
import { median } from './table'

export interface QueryTimes {
  /**
   * ms of each run's first query (Pagefind loads the index's parts it needs) until its first
   * results are shown: for a home word, its developments, before the whole answer is counted.
   */
  first: number[]
  /** ms of the same until its whole answer is shown (the same as `first` but for a home word). */
  firstWhole: number[]
  /** ms of each run's second query, a different word on the same page. */
  second: number[]
}

/**
 * The search screen's first and second query, in ms, in Chromium emulating a phone (Pixel 7,
 * 4x slower CPU, 150 ms round trips, 1.6 Mbit/s), `runs` times, each in a new browser context
 * (an empty cache, as a visitor's first search).
 */
export async function searchQueryTimes(options: {
  publicDir: string
  cmsURL: string
  port: number
  words: [string, string]
  runs: number
  /** The language's address prefix: '' for English, '/id' for Indonesian. */
  prefix?: string
}): Promise<QueryTimes> {
  aptInstall([chromiumPackage])
  const server = await serveSite({
    publicDir: options.publicDir,
    cmsURL: options.cmsURL,
    port: options.port,
    // The requests' lines would bury the figures.
    logger: siteLogger('warn'),
  })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const times: QueryTimes = { first: [], firstWhole: [], second: [] }
  try {
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'] })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      // The search screen as a visitor uses it: it opens with its box focused, which loads the
      // index (Pagefind's script, its wasm and the index's entry files); each query is then sent
      // with Enter and timed until its first results are shown (src/templates/search.tsx: the
      // `first` state, or `done`), and until its whole answer is (`done`).
      await page.goto(`http://localhost:${options.port}${options.prefix ?? ''}/search/`)
      await hydrated(page)
      await page.waitForFunction(() => document.activeElement?.id === 'search-q')
      await page.waitForLoadState('networkidle')
      const time = async (q: string) => {
        await page.locator('#search-q').fill(q)
        const started = performance.now()
        await page.locator('#search-q').press('Enter')
        await page
          .locator('[data-search-state="first"], [data-search-state="done"]', { hasText: q })
          .waitFor({ timeout: 60_000 })
        const shown = performance.now() - started
        await page.locator('[data-search-state="done"]', { hasText: q }).waitFor({ timeout: 60_000 })
        return { shown, whole: performance.now() - started }
      }
      const first = await time(options.words[0])
      times.first.push(first.shown)
      times.firstWhole.push(first.whole)
      times.second.push((await time(options.words[1])).shown)
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return times
}

/** "median (worst)" of some ms, as the benchmarks' tables show them. */
export const medianAndWorst = (values: number[]): string =>
  values.length ? `${median(values).toFixed(0)} (${Math.max(...values).toFixed(0)})` : '-'
