import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromiumPath, headlessShellPath } from '../tests/browser'
import { redisServerPath } from '../tests/e2e/redis'
import { seededSiteDir, testPostgresDir, testPostgresPort } from '../tests/e2e/stack'
import { aptInstall, type DebianPackage } from './lib/apt'
import { runCodeChecks, type CheckResult } from './lib/checks'
import { postgresPackage, stopLeftoverPostgres } from './lib/postgres'
import { printSummary, readReport, type SuiteCounts } from './lib/test-report'
import { installPhase, PhaseClock, timingLines } from './lib/test-timing'

/**
 * `npm test`: installs Debian's Chromium, Chromium's headless shell, Redis and PostgreSQL when
 * they are missing (one apt-get for all), then runs the code checks (`npm run lint`, `npm run format:check`, at a lower
 * priority while the main suite sets up) and every test: the main suite (unit and end-to-end, on
 * SQLite), then the PostgreSQL suite (the CMS's end-to-end specs on a throwaway PostgreSQL
 * server). A failed check does not stop the suites. It ends with the wall time of each phase, the
 * slowest spec files and the summary. Exits non-zero when anything fails.
 *
 *   npm test                         the code checks and both suites
 *   npm test -- <playwright args>    the main suite only, with those arguments (e.g. a spec file)
 *   npm run test:postgres [-- args]  the PostgreSQL suite only
 */

const chromiumPackage: DebianPackage = {
  name: 'chromium',
  installed: () => fs.existsSync(chromiumPath),
  hint: 'Install the "chromium" package, or set CHROME_PATH to a Chromium binary.',
}
const headlessShellPackage: DebianPackage = {
  name: 'chromium-headless-shell',
  installed: () => fs.existsSync(headlessShellPath),
  hint: 'Install the "chromium-headless-shell" package, or set HEADLESS_SHELL_PATH to a headless shell binary.',
}
/** The tests of several processes sharing state start their own Redis (tests/e2e/redis.ts). */
const redisPackage: DebianPackage = {
  name: 'redis-server',
  installed: () => fs.existsSync(redisServerPath),
  hint: 'Install the "redis-server" package, or set REDIS_SERVER_PATH to a redis-server binary.',
}

const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')
const clock = new PhaseClock()
// scripts/bootstrap.mjs says how long its install took, when it ran one.
if (process.env.BOOTSTRAP_INSTALL_SECONDS) clock.add(installPhase, Number(process.env.BOOTSTRAP_INSTALL_SECONDS))
const reports: SuiteCounts[] = []

async function suite(name: string, config: string, args: string[], report: string): Promise<boolean> {
  console.log(`\n▶ ${name}`)
  fs.rmSync(report, { force: true })
  const started = Date.now()
  const child = spawn(playwright, ['test', '-c', config, ...args], { stdio: 'inherit' })
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clock.add(name, (Date.now() - started) / 1000)
  console.log(`${status === 0 ? '✔' : '✘'} ${name}: ${status === 0 ? 'passed' : 'failed'}`)
  reports.push(readReport(name, report))
  return status === 0
}

const mainSuite = (args: string[]) =>
  suite('Main suite', 'tests/playwright.config.ts', args, 'tests/artifacts/report.json')

async function postgresSuite(args: string[]): Promise<boolean> {
  try {
    return await suite(
      'PostgreSQL suite',
      'tests/playwright.postgres.config.ts',
      args,
      'tests/artifacts/report-postgres.json',
    )
  } finally {
    // The suite's teardown stops its server; this covers a runner that was killed before it.
    stopLeftoverPostgres(testPostgresDir, testPostgresPort)
  }
}

async function main() {
  const args = process.argv.slice(2)
  const postgresOnly = args[0] === '--postgres'
  const both = !args.length
  clock.time('Install Debian packages (apt-get)', () =>
    aptInstall([
      chromiumPackage,
      headlessShellPackage,
      redisPackage,
      ...(postgresOnly || both ? [postgresPackage] : []),
    ]),
  )
  let passed: boolean
  let checks: CheckResult[] = []
  if (postgresOnly) {
    passed = await postgresSuite(args.slice(1))
  } else if (args.length) {
    passed = await mainSuite(args)
  } else {
    const started = Date.now()
    const checksDone = runCodeChecks().then((results) => {
      clock.add('Code checks (lint and format, beside the main suite)', (Date.now() - started) / 1000)
      return results
    })
    const main = await mainSuite([])
    checks = await checksDone
    // The PostgreSQL suite serves the main suite's first build of the same demo content (tests/e2e/global-setup.ts).
    process.env.TEST_SEEDED_SITE = seededSiteDir
    passed = (await postgresSuite([])) && main && checks.every((c) => c.passed)
  }
  for (const line of timingLines(clock, reports)) console.log(line)
  printSummary(reports, checks)
  process.exit(passed ? 0 : 1)
}

void main()
