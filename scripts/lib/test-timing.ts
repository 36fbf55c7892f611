import os from 'node:os'
import type { SuiteCounts, TestRun } from './test-report'

/** A phase of `npm test` and its wall time. */
export interface Phase {
  name: string
  seconds: number
}

const seconds = (ms: number) => ms / 1000

/** The phases that `npm test` runs itself (install, apt, code checks, each suite as a whole), in order. */
export class PhaseClock {
  readonly phases: Phase[] = []
  readonly loadAtStart = os.loadavg()
  private readonly startedAt = Date.now()

  add(name: string, wallSeconds: number) {
    this.phases.push({ name, seconds: wallSeconds })
  }

  /** Runs `work` and records its wall time under `name`. */
  time<T>(name: string, work: () => T): T {
    const started = Date.now()
    try {
      return work()
    } finally {
      this.add(name, seconds(Date.now() - started))
    }
  }

  /** Seconds since `npm test`'s script started (the install before it is a phase of its own). */
  elapsed = () => seconds(Date.now() - this.startedAt)
}

const spanOf = (runs: TestRun[]) => ({
  start: Math.min(...runs.map((r) => r.start)),
  end: Math.max(...runs.map((r) => r.end)),
})

/**
 * A suite's phases, read from its report: its set-up (from the runner's start to its first test:
 * the global set-up's database, CMS and site build), each project from its first test's start to
 * its last test's end (projects that run at the same time overlap), and its teardown.
 */
export function suitePhases(suite: SuiteCounts): Phase[] {
  const runs = suite.runs ?? []
  if (!runs.length || suite.startedAt === undefined) return []
  const all = spanOf(runs)
  const projects = [...new Set(runs.map((r) => r.project))]
    .map((project) => ({ project, ...spanOf(runs.filter((r) => r.project === project)) }))
    .sort((a, b) => a.start - b.start)
  return [
    { name: `${suite.name}: set-up`, seconds: seconds(all.start - suite.startedAt) },
    ...projects.map((p) => ({ name: `${suite.name}: project ${p.project}`, seconds: seconds(p.end - p.start) })),
    ...(suite.durationMs === undefined
      ? []
      : [{ name: `${suite.name}: teardown`, seconds: seconds(suite.startedAt + suite.durationMs - all.end) }]),
  ]
}

/** The spec files whose tests took longest in all (retries included), across the suites. */
export function slowestSpecFiles(suites: SuiteCounts[], count = 10) {
  const totals = new Map<string, { suite: string; file: string; seconds: number; tests: number }>()
  for (const suite of suites)
    for (const run of suite.runs ?? []) {
      const key = `${suite.name}\u0000${run.file}`
      const entry = totals.get(key) ?? { suite: suite.name, file: run.file, seconds: 0, tests: 0 }
      entry.seconds += seconds(run.end - run.start)
      entry.tests++
      totals.set(key, entry)
    }
  return [...totals.values()].sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

const loadText = (load: number[]) => load.map((l) => l.toFixed(2)).join(' / ')

/** The table of where the time went, printed before the summary. */
export function timingLines(clock: PhaseClock, suites: SuiteCounts[]): string[] {
  const phases = [...clock.phases]
  // Each suite's set-up and projects, right after the phase of the suite as a whole.
  for (const suite of suites) {
    const at = phases.findIndex((p) => p.name === suite.name)
    phases.splice(at < 0 ? phases.length : at + 1, 0, ...suitePhases(suite).map((p) => ({ ...p, name: `  ${p.name}` })))
  }
  const width = Math.max(...phases.map((p) => p.name.length), 30)
  const row = (name: string, s: number) => `  ${name.padEnd(width)} ${s.toFixed(1).padStart(7)} s`
  const lines = [
    `\n▶ Where the time went (wall time; ${os.cpus().length} CPUs; load average over 1 / 5 / 15 min: ${loadText(clock.loadAtStart)} at the start, ${loadText(os.loadavg())} at the end)`,
    ...phases.map((p) => row(p.name, p.seconds)),
    row('Total', clock.elapsed() + (clock.phases.find((p) => p.name === installPhase)?.seconds ?? 0)),
  ]
  const slowest = slowestSpecFiles(suites)
  if (slowest.length) {
    lines.push('  The slowest spec files (their tests’ durations added up, on all workers):')
    for (const s of slowest)
      lines.push(
        `    ${`${s.file} (${s.suite}, ${s.tests} runs)`.padEnd(width + 1)} ${s.seconds.toFixed(1).padStart(6)} s`,
      )
  }
  return lines
}

/** The install that scripts/bootstrap.mjs ran before handing over, when it ran one. */
export const installPhase = 'Install dependencies (npm ci)'

/** apt-get's install of the Debian packages the tests need, when some were missing. */
export const aptPhase = 'Install Debian packages (apt-get)'
