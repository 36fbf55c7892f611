/**
 * Lighthouse scores of a running site (`npm start` in another terminal), mobile settings
 * (Lighthouse's default: emulated phone, simulated slow 4G and CPU), Debian's Chromium:
 * home, a development list, a development with its location, a news article and compare unit.
 * Several runs per page; prints the median of each category and of LCP, TBT and CLS, the worst
 * run's performance and TBT, the CPU index's range, then every audit that kept accessibility,
 * best practices or SEO below 100.
 *
 *   npm run bench:lighthouse                   RUNS=3 by default; SITE_URL / SITE_PORT pick the site
 *   PAGES=/,/news/some-article/ npm run bench:lighthouse      other pages (paths on the site)
 *   CPU_SLOWDOWN=calibrated npm run bench:lighthouse         also each run at a calibrated slowdown
 *
 * CPU_SLOWDOWN=calibrated scores every page load twice: at Lighthouse's default 4x and at the
 * slowdown that takes this machine, as fast as its CPU index says it was during that load, to the
 * phone the 4x aims at (4x from the middle of Lighthouse's high-end desktop bracket, index 1,750;
 * Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"). Both come from the same saved
 * load (Lighthouse's gather and audit modes), as its throttling is simulated from that load.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Flags } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../tests/browser'
import { aptInstall, chromiumPackage } from '../scripts/lib/debian-packages.mjs'
import { loadEnv, readSettings } from '../scripts/lib/settings'
import { markdownTable, median, textTable } from './lib/table'

const site = readSettings(loadEnv()).siteURL
const runs = Number(process.env.RUNS || 3)
const calibrate = process.env.CPU_SLOWDOWN === 'calibrated'
if (process.env.CPU_SLOWDOWN && !calibrate) throw new Error('CPU_SLOWDOWN takes one value: calibrated')
/** Lighthouse's default slowdown, and the CPU index it is meant for (docs/throttling.md). */
const defaultSlowdown = 4
const indexOfDefault = 1750
/** The slowdown that brings a host of this CPU index to the phone the default aims at. */
const calibratedSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round((defaultSlowdown * benchmarkIndex) / indexOfDefault / 0.1) * 0.1)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const metrics = [
  ['largest-contentful-paint', 'LCP s', 1000],
  ['total-blocking-time', 'TBT ms', 1],
  ['cumulative-layout-shift', 'CLS', 1],
] as const

/** The paths of the site's sitemap, in its order. */
async function sitemapPaths(): Promise<string[]> {
  const res = await fetch(`${site}/sitemap.xml`)
  if (!res.ok) throw new Error(`No sitemap at ${site}/sitemap.xml (${res.status}): is the site running there?`)
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/** The pages to measure: PAGES, or one of each kind found on the site. */
async function pagesToMeasure(): Promise<[string, string][]> {
  if (process.env.PAGES) return process.env.PAGES.split(',').map((p) => [p, p])
  const paths = await sitemapPaths()
  const first = (what: string, pattern: RegExp) => {
    const found = paths.find((p) => pattern.test(p))
    if (!found) throw new Error(`The sitemap lists no ${what} (${pattern})`)
    return found
  }
  // A development page with its location block (address, coordinates and map link).
  let development: string | undefined
  for (const p of paths.filter((p) => /^\/development\/(?!details\/)[^/]+\/[^/]+\/$/.test(p))) {
    if ((await (await fetch(`${site}${p}`)).text()).includes('id="location-heading"')) {
      development = p
      break
    }
  }
  if (!development) throw new Error('No development page with a location was found in the sitemap')
  const compare = paths.find((p) => /^\/compare-unit\/[^/]+\/$/.test(p)) ?? '/compare-unit/'
  return [
    ['home', '/'],
    ['development list', first('development list', /^\/development\/residential\/$/)],
    ['development', development],
    ['news article', first('news article', /^\/news\/(?!category\/|page\/)[^/]+\/$/)],
    ['compare unit', compare],
  ]
}

type Audit = {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
}
type Run = {
  scores: Record<string, number>
  metrics: Record<string, number>
  benchmarkIndex: number
  slowdown: number
  failing: Audit[]
  slow: Audit[]
}

const counted = (audit: Audit) =>
  audit.score !== null && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual'

/** One run's result, scored at a CPU slowdown. */
function readResult(lhr: import('lighthouse').Result, url: string): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const audits = lhr.audits as Record<string, Audit>
  const failing = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((a) => counted(a) && a.score! < 1)
  // What costs performance: metrics short of good and diagnostics that flag a saving.
  const slow = lhr.categories.performance.auditRefs
    .map((ref) => audits[ref.id])
    .filter((a) => counted(a) && a.score! < 0.9)
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
    metrics: Object.fromEntries(metrics.map(([id]) => [id, audits[id].numericValue ?? NaN])),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? defaultSlowdown,
    failing,
    slow,
  }
}

/** One load of the page: its result at the default slowdown and, when calibrating, at the calibrated one. */
async function measure(url: string): Promise<Run[]> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  // A fresh browser per run: no cache or service worker carried over from the previous one.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  const saved = calibrate ? fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')) : undefined
  const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: [...categories] }
  const score = async (extra: Flags = {}) => {
    const result = await lighthouse(url, { ...flags, ...extra })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return readResult(result.lhr, url)
  }
  try {
    if (!saved) return [await score()]
    await lighthouse(url, { ...flags, gatherMode: saved })
    const atDefault = await score({ auditMode: saved })
    const cpuSlowdownMultiplier = calibratedSlowdown(atDefault.benchmarkIndex)
    // Lighthouse refuses to score a saved load with settings other than the load's; the
    // simulated slowdown is applied only when scoring, so the saved settings take the new one.
    const artifactsFile = path.join(saved, 'artifacts.json')
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'))
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts))
    return [atDefault, await score({ auditMode: saved, throttling: { cpuSlowdownMultiplier } })]
  } finally {
    chrome.kill()
    if (saved) fs.rmSync(saved, { recursive: true, force: true })
  }
}

async function main() {
  aptInstall([chromiumPackage])
  console.log(`Lighthouse (mobile), ${runs} runs per page, ${site}, ${new Date().toISOString()}`)
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  const pages = await pagesToMeasure()
  const headers = [
    'page',
    'path',
    ...categories,
    ...metrics.map(([, label]) => label),
    'CPU index',
    'worst performance',
    'worst TBT ms',
    'CPU index range',
  ]
  const rows: string[][] = []
  const failures: string[] = []
  const slowAudits: string[] = []
  /** Audits flagged in any run, with how many runs flagged them. */
  const tally = (name: string, path: string, audits: Audit[], into: string[]) => {
    const seen = new Map<string, { audit: Audit; runs: number }>()
    for (const audit of audits) {
      const entry = seen.get(audit.id) ?? { audit, runs: 0 }
      entry.runs++
      seen.set(audit.id, entry)
    }
    for (const { audit, runs: n } of seen.values()) {
      into.push(
        `${name} (${path}): ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}, score ${audit.score}, ${n}/${runs} runs`,
      )
    }
  }
  /** The first of a load's results is at the default slowdown, the second at the calibrated one. */
  const slowdownLabel = (variant: number, results: Run[]) =>
    variant === 0 ? `${defaultSlowdown}x` : `calibrated ${median(results.map((r) => r.slowdown)).toFixed(1)}x`
  /** The median row of a page's runs at one slowdown. */
  const row = (name: string, path: string, results: Run[], slowdown: string) => [
    name,
    path,
    ...(calibrate ? [slowdown] : []),
    ...categories.map((c) => String(median(results.map((r) => r.scores[c])))),
    ...metrics.map(([id, , unit]) => {
      const value = median(results.map((r) => r.metrics[id])) / unit
      return id === 'cumulative-layout-shift' ? value.toFixed(3) : unit === 1000 ? value.toFixed(1) : value.toFixed(0)
    }),
    median(results.map((r) => r.benchmarkIndex)).toFixed(0),
    String(Math.min(...results.map((r) => r.scores.performance))),
    Math.max(...results.map((r) => r.metrics['total-blocking-time'])).toFixed(0),
    `${Math.min(...results.map((r) => r.benchmarkIndex)).toFixed(0)}-${Math.max(...results.map((r) => r.benchmarkIndex)).toFixed(0)}`,
  ]
  if (calibrate) headers.splice(2, 0, 'CPU slowdown')
  for (const [name, path] of pages) {
    const loads: Run[][] = []
    for (let i = 1; i <= runs; i++) {
      const scored = await measure(`${site}${path}`)
      loads.push(scored)
      for (const run of scored) {
        console.log(
          `  ${name} run ${i}, CPU index ${run.benchmarkIndex.toFixed(0)}, slowdown ${run.slowdown.toFixed(1)}x: ${categories.map((c) => `${c} ${run.scores[c]}`).join(', ')}, TBT ${run.metrics['total-blocking-time'].toFixed(0)} ms`,
        )
      }
    }
    for (let variant = 0; variant < loads[0].length; variant++) {
      const results = loads.map((scored) => scored[variant])
      const slowdown = slowdownLabel(variant, results)
      rows.push(row(name, path, results, slowdown))
      const label = calibrate ? `${name} at ${slowdown}` : name
      tally(
        label,
        path,
        results.flatMap((r) => r.failing),
        failures,
      )
      tally(
        label,
        path,
        results.flatMap((r) => r.slow),
        slowAudits,
      )
    }
  }
  console.log(`\nMedian of ${runs} runs (scores 0-100), and the worst run:\n${textTable(headers, rows, 2)}`)
  console.log(
    `\nAudits below 100 in accessibility, best practices or SEO:\n${failures.length ? failures.map((f) => `  ${f}`).join('\n') : '  none'}`,
  )
  console.log(
    `\nPerformance audits below 0.9:\n${slowAudits.length ? slowAudits.map((f) => `  ${f}`).join('\n') : '  none'}`,
  )
  console.log(
    '\n"CPU index": Lighthouse\'s benchmark of the machine during the runs (higher is faster); scores drop when other work shares the cores.',
  )
  console.log(`\nMarkdown:\n\n${markdownTable(headers, rows, 2)}\n`)
}

main().catch((error) => {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
})
