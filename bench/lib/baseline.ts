/** The committed baseline of bench:compare (bench/baseline.json) and the comparison of a run with it. */
import type { BenchResults } from './build-phases'

/** How much slower or heavier than the baseline a build may be. */
export const tolerance = 0.15

export type BaselineBuild = { kind: string; seconds: number; peakMB: number }
export type Baseline = {
  why: string
  date: string
  commit: string
  cpuIndex: number
  loadAverage: number[]
  items: number
  builds: BaselineBuild[]
}

/**
 * How far apart this machine's CPU index and the baseline's may be for their seconds to be compared:
 * a build's time does not follow the index closely (it measures one thread of JavaScript; a build
 * also waits on files and uses both cores), so the seconds are compared as they are, between
 * machines (or hours) of about the same index.
 */
export const comparableIndex = 0.2

/** Whether a run at CPU index `index` can be compared with the baseline. */
export const indexComparable = (baseline: Baseline, index: number) =>
  Math.abs(index / baseline.cpuIndex - 1) <= comparableIndex

/** Each baseline build against this run's: the verdicts, and whether any failed. */
export function compareBuilds(baseline: Baseline, results: BenchResults) {
  let failed = false
  const rows = baseline.builds.map((base) => {
    const now = results.builds.find((b) => b.items === baseline.items && b.kind === base.kind)
    if (!now || now.outcome !== 'ok') {
      failed = true
      return [base.kind, base.seconds.toFixed(1), '-', '-', String(base.peakMB), '-', '-', now?.outcome ?? 'missing']
    }
    const slower = now.seconds / base.seconds - 1
    const heavier = now.peakMB / base.peakMB - 1
    const verdict = [slower > tolerance ? 'slower' : '', heavier > tolerance ? 'heavier' : ''].filter(Boolean)
    if (verdict.length) failed = true
    const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`
    return [
      base.kind,
      base.seconds.toFixed(1),
      now.seconds.toFixed(1),
      percent(slower),
      String(base.peakMB),
      String(now.peakMB),
      percent(heavier),
      verdict.join(', ') || 'ok',
    ]
  })
  return { rows, failed }
}
