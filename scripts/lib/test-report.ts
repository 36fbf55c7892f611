import fs from 'node:fs'
import type { CheckResult } from './checks'

/** The parts of Playwright's JSON report that the closing summary reads. */
interface JsonSuite {
  title: string
  specs?: {
    title: string
    file: string
    line: number
    tests: {
      projectName: string
      status: string
      results: { error?: { message?: string }; startTime?: string; duration?: number }[]
    }[]
  }[]
  suites?: JsonSuite[]
}

/** One run of one test: its file and project, and when it ran (ms since the epoch). */
export interface TestRun {
  file: string
  project: string
  start: number
  end: number
}

export interface SuiteCounts {
  name: string
  passed: number
  failed: number
  flaky: number
  skipped: number
  /** One line per test that failed or passed only on a retry. */
  problems: string[]
  /** Set when the suite left no report (it crashed before reporting). */
  missing?: string
  /** Every run of every test (retries too), for the phase table. */
  runs?: TestRun[]
  /** When the runner started and how long it ran, as its report says. */
  startedAt?: number
  durationMs?: number
}

/** The terminal's colour codes. */
// eslint-disable-next-line no-control-regex -- they start with the escape character
const colourCodes = /\u001b\[[0-9;]*m/g
const firstLine = (text = '') =>
  text
    .replace(colourCodes, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim() ?? ''

/**
 * Counts a suite's results from its JSON report, so that `npm test` can end with one summary of
 * both suites: the main suite's failures would otherwise scroll away under the PostgreSQL suite.
 */
export function readReport(name: string, file: string): SuiteCounts {
  const counts: SuiteCounts = { name, passed: 0, failed: 0, flaky: 0, skipped: 0, problems: [] }
  if (!fs.existsSync(file)) return { ...counts, missing: `no report at ${file}` }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    suites: JsonSuite[]
    errors?: { message?: string }[]
    stats?: { startTime?: string; duration?: number }
  }
  counts.runs = []
  if (report.stats?.startTime) counts.startedAt = Date.parse(report.stats.startTime)
  counts.durationMs = report.stats?.duration
  for (const error of report.errors ?? []) counts.problems.push(`✘ outside any test: ${firstLine(error.message)}`)
  const walk = (suite: JsonSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const r of test.results)
          if (r.startTime && r.duration !== undefined) {
            const start = Date.parse(r.startTime)
            counts.runs!.push({ file: spec.file, project: test.projectName, start, end: start + r.duration })
          }
        const where = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}`
        if (test.status === 'expected') counts.passed++
        else if (test.status === 'skipped') counts.skipped++
        else if (test.status === 'flaky') {
          counts.flaky++
          counts.problems.push(
            `⚠ flaky (passed on a retry): ${where}: ${firstLine(test.results.find((r) => r.error)?.error?.message)}`,
          )
        } else {
          counts.failed++
          counts.problems.push(`✘ ${where}: ${firstLine(test.results.at(-1)?.error?.message)}`)
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report.suites) walk(suite, [])
  return counts
}

/** The closing summary: the code checks, then each suite; its last line counts the tests and names the failed checks. */
export function printSummary(suites: SuiteCounts[], checks: CheckResult[] = []) {
  console.log('\n▶ Summary')
  for (const c of checks) console.log(`  ${c.name}: ${c.passed ? 'passed' : `failed (\`${c.command}\` shows why)`}`)
  for (const s of suites) {
    console.log(
      `  ${s.name}: ${s.missing ?? `${s.passed} passed, ${s.failed} failed, ${s.flaky} flaky, ${s.skipped} skipped`}`,
    )
    for (const line of s.problems) console.log(`    ${line}`)
  }
  const sum = (key: 'passed' | 'failed' | 'flaky' | 'skipped') => suites.reduce((n, s) => n + s[key], 0)
  const failedChecks = checks.filter((c) => !c.passed).map((c) => `${c.name} failed`)
  console.log(
    `${sum('passed') + sum('flaky')} passed, ${sum('failed')} failed (${sum('flaky')} flaky, ${sum('skipped')} skipped)${failedChecks.map((f) => `; ${f}`).join('')}`,
  )
}
