import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromiumPath } from '../tests/browser'
import { redisServerPath } from '../tests/e2e/redis'
import { testPostgresDir, testPostgresPort } from '../tests/e2e/stack'
import { aptInstall } from './lib/apt'
import { runCodeChecks, type CheckResult } from './lib/checks'
import { printSummary, readReport, type SuiteCounts } from './lib/test-report'
import { ensurePostgres, stopLeftoverPostgres } from './lib/postgres'

/**
 * `npm test`: installs Debian's Chromium, Redis and PostgreSQL when they are missing, then runs the code
 * checks (`npm run lint`, `npm run format:check`) and every test: the main suite (unit and
 * end-to-end, on SQLite), then the PostgreSQL suite (the CMS's end-to-end specs on a throwaway
 * PostgreSQL server). A failed check does not stop the suites. Exits non-zero when anything fails.
 *
 *   npm test                         the code checks and both suites
 *   npm test -- <playwright args>    the main suite only, with those arguments (e.g. a spec file)
 *   npm run test:postgres [-- args]  the PostgreSQL suite only
 */
function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return
  console.log(`▶ Install Chromium (apt-get), none at ${chromiumPath}`)
  aptInstall('chromium', 'Install the "chromium" package, or set CHROME_PATH to a Chromium binary.')
}

/** The tests of several processes sharing state start their own Redis (tests/e2e/redis.ts). */
function ensureRedisServer() {
  if (fs.existsSync(redisServerPath)) return
  console.log(`▶ Install Redis (apt-get), none at ${redisServerPath}`)
  aptInstall('redis-server', 'Install the "redis-server" package, or set REDIS_SERVER_PATH to a redis-server binary.')
}

const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')

const reports: SuiteCounts[] = []

function suite(name: string, config: string, args: string[], report: string): boolean {
  console.log(`\n▶ ${name}`)
  fs.rmSync(report, { force: true })
  const result = spawnSync(playwright, ['test', '-c', config, ...args], { stdio: 'inherit' })
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name}: ${result.status === 0 ? 'passed' : 'failed'}`)
  reports.push(readReport(name, report))
  return result.status === 0
}

const mainSuite = (args: string[]) =>
  suite('Main suite', 'tests/playwright.config.ts', args, 'tests/artifacts/report.json')

function postgresSuite(args: string[]): boolean {
  ensurePostgres()
  try {
    return suite(
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

ensureChromium()
ensureRedisServer()
const args = process.argv.slice(2)
let passed: boolean
let checks: CheckResult[] = []
if (args[0] === '--postgres') {
  passed = postgresSuite(args.slice(1))
} else if (args.length) {
  passed = mainSuite(args)
} else {
  checks = runCodeChecks()
  const main = mainSuite([])
  passed = postgresSuite([]) && main && checks.every((c) => c.passed)
}
printSummary(reports, checks)
process.exit(passed ? 0 : 1)
