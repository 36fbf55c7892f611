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

/** Each baseline build against this run's: the verdicts, and whether any failed. */
export function compareBuilds(baseline: Baseline, results: BenchResults, index: number) {
  const speed = baseline.cpuIndex / index
  let failed = false
  const rows = baseline.builds.map((base) => {
    const now = results.builds.find((b) => b.items === baseline.items && b.kind === base.kind)
    if (!now || now.outcome !== 'ok') {
      failed = true
      return [
        base.kind,
        base.seconds.toFixed(1),
        '-',
        '-',
        '-',
        String(base.peakMB),
        '-',
        '-',
        now?.outcome ?? 'missing',
      ]
    }
    const expected = base.seconds * speed
    const slower = now.seconds / expected - 1
    const heavier = now.peakMB / base.peakMB - 1
    const verdict = [slower > tolerance ? 'slower' : '', heavier > tolerance ? 'heavier' : ''].filter(Boolean)
    if (verdict.length) failed = true
    const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`
    return [
      base.kind,
      base.seconds.toFixed(1),
      expected.toFixed(1),
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
