import { expect, test } from '@playwright/test'
import { compareBuilds, grownPhases, indexComparable, type Baseline } from '../../bench/lib/baseline'
import {
  buildPhases,
  gatsbyPhases,
  timedSteps,
  type BenchResults,
  type BuildResult,
} from '../../bench/lib/build-phases'

// A rebuild's log as Gatsby 5.16 prints it (shortened), with the site's own timers.
const log = `success compile gatsby files - 5.598s
success load gatsby config - 0.551s
success load plugins - 1.351s
success onPreInit - 0.123s
success delete worker cache from previous builds - 0.009s
success initialize cache - 0.194s
success copy gatsby files - 0.238s
success Compiling Gatsby Functions - 0.901s
success onPreBootstrap - 0.278s
success createSchemaCustomization - 1.300s
success fetching Page - 1.255s
success fetching Post - 1.450s
success Sourcing the CMS - 3.294s - everything (Post 60, Page 16)
success Checking for changed pages - 0.000s
success source and transform nodes - 3.495s
success building schema - 0.344s
success createPages - 1.452s
success createPagesStatefully - 0.036s
success Checking for changed pages - 0.000s
success onPreExtractQueries - 0.002s
success extract queries from components - 2.633s
success write out redirect data - 0.009s
success Build manifest and related icons - 0.148s
success onPostBootstrap - 0.150s
info bootstrap finished - 20.4s
success write out requires - 0.015s
success Building production JavaScript and CSS bundles - 27.515s
success Building HTML renderer - 25.577s
success Execute page configs - 0.076s
success Caching Webpack compilations - 0.001s
success run queries in workers - 1.667s - 471/471 282.57/s
success Merge worker state - 0.007s
success Rewriting compilation hashes - 0.005s
success Writing page-data.json and slice-data.json files to public directory - 0.189s - 468/468 2477.55/s
success Building static HTML for pages - 3.455s - 468/468 135.47/s
success stitching slices - 0.320s
success Generating TypeScript types - 0.440s
success post-build: sitemap, robots.txt and feeds - 0.012s
success post-build: redirect files - 0.004s
success post-build: offline kit - 0.080s
success onPostBuild - 0.132s
success a step of a newer Gatsby - 0.500s
`

test("a rebuild's queries, run in Gatsby's main process, count as its page queries", () => {
  const rebuild = `success Execute page configs - 0.021s
success run static queries - 0.015s - 2/2 133.33/s
success run page queries - 0.062s - 7/7 112.90/s
success Writing page-data.json and slice-data.json files to public directory - 0.101s - 7/7 69.31/s
`
  const { phases, unknown } = buildPhases(timedSteps(rebuild))
  expect(phases['page queries']).toBeCloseTo(0.021 + 0.015 + 0.062, 3)
  expect(unknown).toEqual({})
})

test("a build's timers add up to Gatsby's phases, with the site's own steps apart and nested fetches in neither", () => {
  const { phases, site, unknown } = buildPhases(timedSteps(log))
  expect(phases['start-up']).toBeCloseTo(5.598 + 0.551 + 1.351 + 0.123 + 0.009 + 0.194 + 0.238 + 0.901 + 0.278, 3)
  // The CMS's fetches and its sourcing run inside "source and transform nodes": not added again.
  expect(phases.sourcing).toBeCloseTo(1.3 + 3.495, 3)
  expect(phases['create pages']).toBeCloseTo(1.452 + 0.036, 3)
  expect(phases['query extraction']).toBeCloseTo(0.002 + 2.633 + 0.009 + 0.148 + 0.15 + 0.015, 3)
  expect(phases.webpack).toBeCloseTo(27.515 + 25.577 + 0.001, 3)
  expect(phases['page queries']).toBeCloseTo(0.076 + 1.667 + 0.007, 3)
  expect(phases['page data']).toBeCloseTo(0.005 + 0.189, 3)
  expect(phases.HTML).toBeCloseTo(3.455 + 0.32, 3)
  expect(phases.types).toBeCloseTo(0.44, 3)
  expect(phases.onPostBuild).toBeCloseTo(0.132, 3)
  expect(Object.keys(phases)).toEqual(gatsbyPhases.map((p) => p.phase))
  expect(site).toEqual({
    'CMS sourcing': 3.294,
    'sitemap and feeds': 0.012,
    redirects: 0.004,
    'search index': 0,
    'offline kit': 0.08,
  })
  // A step no table knows is named, not dropped.
  expect(unknown).toEqual({ 'a step of a newer Gatsby': 0.5 })
})

test('bench:compare fails a build 15 % slower or heavier than the baseline, or unfinished, at a CPU index within 20 % of its', () => {
  const baseline: Baseline = {
    why: 'test',
    date: '2026-11-29T00:00:00.000Z',
    commit: 'abc1234',
    cpuIndex: 1000,
    loadAverage: [0.5, 0.5, 0.5],
    items: 1000,
    builds: [
      { kind: 'cold', seconds: 100, peakMB: 2000 },
      { kind: 'title edit', seconds: 20, peakMB: 1000 },
    ],
  }
  const run = (cold: number, edit: number, editMB = 1000, outcome: BuildResult['outcome'] = 'ok'): BenchResults => ({
    date: '2026-11-29T01:00:00.000Z',
    machine: 'test',
    rounds: 1,
    builds: [
      { items: 1000, kind: 'cold', outcome: 'ok', seconds: cold, peakMB: 2000, phases: {} },
      { items: 1000, kind: 'title edit', outcome, seconds: edit, peakMB: editMB, phases: {} },
    ],
  })
  expect(indexComparable(baseline, 1190)).toBe(true)
  expect(indexComparable(baseline, 810)).toBe(true)
  expect(indexComparable(baseline, 1250)).toBe(false)
  expect(indexComparable(baseline, 700)).toBe(false)
  expect(compareBuilds(baseline, run(100, 20)).failed).toBe(false)
  const slow = compareBuilds(baseline, run(100, 23.5))
  expect(slow.failed).toBe(true)
  expect(slow.rows[1].at(-1)).toBe('slower')
  expect(slow.rows[0].at(-1)).toBe('ok')
  expect(compareBuilds(baseline, run(114, 22.9)).failed).toBe(false)
  expect(compareBuilds(baseline, run(100, 20, 1200)).rows[1].at(-1)).toBe('heavier')
  expect(compareBuilds(baseline, run(100, 20, 1000, 'timeout')).rows[1].at(-1)).toBe('timeout')
})

test('bench:compare names a phase that grew by over a second and by half, even when the whole build is within its margin', () => {
  const base = { 'start-up': 3.2, webpack: 2.7, onPostBuild: 0.1, HTML: 1.6 }
  // A 4 s step added to onPostBuild, on a faster hour that took a second off the other phases.
  expect(grownPhases(base, { 'start-up': 2.9, webpack: 2.6, onPostBuild: 4.2, HTML: 1.3 })).toEqual([
    'onPostBuild +4.1 s',
  ])
  // Noise: under a second, or under half of a long phase.
  expect(grownPhases(base, { 'start-up': 4.1, webpack: 3.9, onPostBuild: 0.6, HTML: 2.3 })).toEqual([])
  expect(grownPhases({ webpack: 40 }, { webpack: 55 })).toEqual([])
  // A phase the baseline did not have counts from 0.
  expect(grownPhases(base, { ...base, 'a new phase': 1.5 })).toEqual(['a new phase +1.5 s'])
  expect(grownPhases(undefined, { webpack: 99 })).toEqual([])
})
