/** The committed baseline of bench:compare (bench/baseline.json) and the comparison of a run with it. */
import type { BenchResults } from './build-phases'

/** How much slower or heavier than the baseline a build may be. */
export const tolerance = 0.15

export type BaselineBuild = {
  kind: string
  seconds: number
  peakMB: number
  /** Seconds per Gatsby phase (bench/lib/build-phases.ts). */
  phases?: Record<string, number>
}

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
 * A phase that grew by more than this many seconds and by more than half is named as slower, whatever
 * the whole build's time: a regression in one step shows there even when a faster hour of the
 * machine hides it in the total.
 */
export const phaseGrowth = { seconds: 1, share: 0.5 }

/** The phases of `now` that grew past phaseGrowth over the baseline's, with their growth. */
export function grownPhases(base: Record<string, number> | undefined, now: Record<string, number>): string[] {
  if (!base) return []
  return Object.entries(now)
    .filter(([phase, seconds]) => {
      const before = base[phase] ?? 0
      return seconds - before > phaseGrowth.seconds && seconds > before * (1 + phaseGrowth.share)
    })
    .map(([phase, seconds]) => `${phase} +${(seconds - (base[phase] ?? 0)).toFixed(1)} s`)
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
    const grown = grownPhases(base.phases, now.phases)
    const verdict = [
      slower > tolerance ? 'slower' : '',
      grown.length ? `slower in ${grown.join(', ')}` : '',
      heavier > tolerance ? 'heavier' : '',
    ].filter(Boolean)
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
