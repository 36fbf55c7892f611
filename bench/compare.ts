/**
 * A guard against builds getting slower unnoticed: runs the scale bench at 1,000 items, one round
 * (bench/build-scale.ts: a cold build, an unchanged one and one after each editor's change), and
 * compares each build's seconds and peak memory with the committed baseline (bench/baseline.json).
 *
 * The machine's speed is measured before and after the bench with Lighthouse's CPU index (its
 * `computeBenchmarkIndex`, run in Node): the figures are compared only when the index is within
 * 20 % of the baseline's. A build is "slower" when it took more than 15 % longer than the
 * baseline's, or when one of its phases grew by more than a second and by half (bench/lib/baseline.ts),
 * "heavier" when its peak memory is more than 15 % over the baseline's. Exits 1 when
 * a build is slower, heavier or did not finish; 2 when the machine's index is too far from the
 * baseline's to compare (run it on a quieter machine, or update the baseline on this one).
 *
 *   npm run bench:compare                                   compare with bench/baseline.json
 *   npm run bench:compare -- --update-baseline "<why>"      measure, then write the baseline with that note
 *
 * It runs where bench:scale runs (.run/bench-scale/, the checkout's .cache/ and public/): not beside
 * another build in the same checkout. Not a test of `npm test`: a timed check fails on a busy machine.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// Lighthouse's measure of the machine, which its reports print as "CPU index" (docs/PERFORMANCE.md).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { rootDir } from '../scripts/lib/settings'
import type { BenchResults } from './lib/build-phases'
import { compareBuilds, comparableIndex, indexComparable, phaseGrowth, tolerance, type Baseline } from './lib/baseline'
import { median, textTable } from './lib/table'

const baselineFile = path.join(rootDir, 'bench', 'baseline.json')
const resultsFile = path.join(rootDir, '.run', 'bench-compare.json')
const items = 1000

const cpuIndex = () =>
  Math.round(
    median([1, 2, 3].map(() => (pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex())),
  )
const load = () => os.loadavg().map((l) => Number(l.toFixed(2)))

function runScaleBench(): Promise<void> {
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
  fs.rmSync(resultsFile, { force: true })
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'bench', 'build-scale.ts')], {
    cwd: rootDir,
    stdio: 'inherit',
    // Builds only, as the baseline's were: no publish-to-live runs, no search index between builds.
    env: {
      ...process.env,
      SIZES: String(items),
      ROUNDS: '1',
      PUBLISH_RUNS: '0',
      INDEX_EACH_RELEASE: '0',
      BENCH_RESULTS: resultsFile,
    },
  })
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:scale exited with ${code}`)))),
  )
}

async function main() {
  const updateAt = process.argv.indexOf('--update-baseline')
  const why = updateAt >= 0 ? process.argv[updateAt + 1] : undefined
  if (updateAt >= 0 && !why?.trim()) {
    console.error('Say why the baseline changes: npm run bench:compare -- --update-baseline "<why>"')
    process.exit(1)
  }
  const baseline = fs.existsSync(baselineFile) ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Baseline) : null
  if (!baseline && !why) {
    console.error(`No baseline (${path.relative(rootDir, baselineFile)}): make one with --update-baseline "<why>"`)
    process.exit(1)
  }

  const before = { index: cpuIndex(), load: load() }
  await runScaleBench()
  const after = { index: cpuIndex(), load: load() }
  const index = Math.round((before.index + after.index) / 2)
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as BenchResults
  const conditions = `CPU index ${before.index} before, ${after.index} after; load average ${before.load.join(' / ')} before, ${after.load.join(' / ')} after`

  if (why) {
    const unfinished = results.builds.filter((b) => b.outcome !== 'ok')
    if (unfinished.length) {
      console.error(`\n✖ Not a baseline: ${unfinished.map((b) => `${b.kind} ${b.outcome}`).join(', ')}`)
      process.exit(1)
    }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir, encoding: 'utf8' }).trim()
    const next: Baseline = {
      why: why.trim(),
      date: results.date,
      commit,
      cpuIndex: index,
      loadAverage: before.load,
      items,
      builds: results.builds
        .filter((b) => b.items === items)
        .map(({ kind, seconds, peakMB, phases }) => ({ kind, seconds, peakMB, phases })),
    }
    fs.writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`)
    console.log(`\n✔ Baseline written to ${path.relative(rootDir, baselineFile)} (${conditions})`)
    return
  }

  const base = baseline!
  console.log(
    `\n▶ Against the baseline of ${base.date.slice(0, 10)} (${base.commit}, CPU index ${base.cpuIndex}: ${base.why})\n  This run: ${conditions}`,
  )
  const { rows, failed } = compareBuilds(base, results)
  const headers = ['build', 'baseline s', 'now s', 'time', 'baseline MB', 'now MB', 'memory', 'verdict']
  console.log(
    `\n${textTable(headers, rows, 1)}\n  A build more than ${tolerance * 100} % slower or heavier than the baseline's fails, as does one with a phase ${phaseGrowth.seconds} s and ${phaseGrowth.share * 100} % slower than the baseline's.`,
  )
  if (!indexComparable(base, index)) {
    console.error(
      `\n✖ Not comparable: this machine's CPU index (${index}) is more than ${comparableIndex * 100} % away from the baseline's (${base.cpuIndex}). Run it on a quieter machine, or update the baseline on this one.`,
    )
    process.exit(2)
  }
  if (failed) {
    console.error('\n✖ A build is slower or heavier than the baseline, or did not finish (above).')
    process.exit(1)
  }
  console.log('\n✔ Every build within the baseline.')
}

main().catch((error) => {
  console.error(`\n✖ ${(error as Error).message}`)
  process.exit(1)
})
