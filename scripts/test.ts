import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { chromiumPath, headlessShellPath } from '../tests/browser'
import { redisServerPath } from '../tests/e2e/redis'
import {
  seededAddressesFile,
  seededSiteDir,
  testCmsPort,
  testPostgresDir,
  testPostgresPort,
  testSitePort,
} from '../tests/e2e/stack'
import { aptInstall, type DebianPackage } from './lib/apt'
import { atPriority, fileAppears, runCodeChecks, type CheckResult } from './lib/checks'
import { postgresPackage, stopLeftoverPostgres } from './lib/postgres'
import { printSummary, readReport, type SuiteCounts } from './lib/test-report'
import { installPhase, PhaseClock, timingLines } from './lib/test-timing'

/**
 * `npm test`: installs Debian's Chromium, Chromium's headless shell, Redis and PostgreSQL when
 * they are missing (one apt-get for all), then runs the code checks (`npm run lint`, `npm run format:check`, at a lower
 * priority while the main suite sets up) and every test: the main suite (unit and end-to-end, on
 * SQLite) and, from the start of its editors' loop, the PostgreSQL suite beside it (the CMS's
 * end-to-end specs on a throwaway PostgreSQL server, on ports of its own, its output lines marked
 * `[postgres]`). A failed check does not stop the suites. It ends with the wall time of each phase, the
 * slowest spec files and the summary. Exits non-zero when anything fails.
 *
 *   npm test                         the code checks and both suites
 *   npm test -- <playwright args>    the main suite only, with those arguments (e.g. a spec file), no dependencies
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
/** The production units are checked by systemd's own verifier (tests/unit/deploy.spec.ts). */
const systemdPackage: DebianPackage = {
  name: 'systemd',
  installed: () => fs.existsSync('/usr/bin/systemd-analyze'),
  hint: 'Install the "systemd" package (for systemd-analyze).',
}

const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')
const clock = new PhaseClock()
// scripts/bootstrap.mjs says how long its install took, when it ran one.
if (process.env.BOOTSTRAP_INSTALL_SECONDS) clock.add(installPhase, Number(process.env.BOOTSTRAP_INSTALL_SECONDS))
const reports: SuiteCounts[] = []

/**
 * How a suite runs: its environment beside this one's, a prefix for its output lines when it runs
 * beside another suite, and a lower CPU priority (niceness) for it and every process it starts.
 */
interface SuiteOptions {
  env?: Record<string, string>
  prefix?: string
  niceness?: number
}

async function suite(
  name: string,
  config: string,
  args: string[],
  report: string,
  { env, prefix, niceness = 0 }: SuiteOptions = {},
): Promise<boolean> {
  console.log(`\n▶ ${name}`)
  fs.rmSync(report, { force: true })
  const started = Date.now()
  const [program, programArgs] = atPriority(niceness, playwright, ['test', '-c', config, ...args])
  const child = spawn(program, programArgs, {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  if (prefix)
    for (const [from, to] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const)
      readline.createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`))
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clock.add(name, (Date.now() - started) / 1000)
  console.log(`${status === 0 ? '✔' : '✘'} ${name}: ${status === 0 ? 'passed' : 'failed'}`)
  reports.push(readReport(name, report))
  return status === 0
}

const mainSuite = (args: string[], options?: SuiteOptions) =>
  suite('Main suite', 'tests/playwright.config.ts', args, 'tests/artifacts/report.json', options)

async function postgresSuite(args: string[], options?: SuiteOptions): Promise<boolean> {
  try {
    return await suite(
      'PostgreSQL suite',
      'tests/playwright.postgres.config.ts',
      args,
      'tests/artifacts/report-postgres.json',
      options,
    )
  } finally {
    // The suite's teardown stops its server; this covers a runner that was killed before it.
    stopLeftoverPostgres(testPostgresDir, testPostgresPort)
  }
}

/**
 * The PostgreSQL suite's ports beside the main suite's: above every port the main suite's specs
 * take (its site port and up to 93 more, tests/e2e).
 */
const postgresPortOffset = 100

async function main() {
  const args = process.argv.slice(2)
  const postgresOnly = args[0] === '--postgres'
  const both = !args.length
  clock.time('Install Debian packages (apt-get)', () =>
    aptInstall([
      chromiumPackage,
      headlessShellPackage,
      redisPackage,
      systemdPackage,
      ...(postgresOnly || both ? [postgresPackage] : []),
    ]),
  )
  let passed: boolean
  let checks: CheckResult[] = []
  if (postgresOnly) {
    passed = await postgresSuite(args.slice(1))
  } else if (args.length) {
    // A spec run alone: without the projects a whole run puts before its own (Playwright would
    // otherwise run the dependencies of the editors' loop, every end-to-end test, in full).
    passed = await mainSuite(['--no-deps', ...args])
  } else {
    const started = Date.now()
    // The PostgreSQL suite starts when the main suite's editors' loop does (or when the main suite
    // ends before it): on ports of its own, serving the main suite's first build of the same demo
    // content (tests/e2e/global-setup.ts). Its tests do not build the site; the editors' loop's
    // builds leave part of both cores free.
    const editorLoopStarted = path.join('.run', `test-editor-loop-started-${testSitePort}`)
    const firstSiteBuild = seededAddressesFile(seededSiteDir)
    for (const marker of [editorLoopStarted, firstSiteBuild]) fs.rmSync(marker, { force: true })
    const main = mainSuite([], { env: { TEST_EDITOR_LOOP_STARTED: editorLoopStarted } })
    // The type check reads the query types of the main suite's first site build.
    const checksDone = runCodeChecks(fileAppears(firstSiteBuild, main)).then((results) => {
      clock.add('Code checks (lint, format, types, beside the main suite)', (Date.now() - started) / 1000)
      return results
    })
    await Promise.race([main, fileAppears(editorLoopStarted, main)])
    const postgres = postgresSuite([], {
      env: {
        TEST_SEEDED_SITE: seededSiteDir,
        TEST_SITE_PORT: String(testSitePort + postgresPortOffset),
        TEST_CMS_PORT: String(testCmsPort + postgresPortOffset),
      },
      prefix: '[postgres] ',
      // The editors' loop beside it is the longer path, one test and one build at a time, and does
      // not use both cores all the time: it goes first, and this suite takes the rest.
      niceness: 5,
    })
    const results = await Promise.all([main, postgres, checksDone])
    checks = results[2]
    passed = results[0] && results[1] && checks.every((c) => c.passed)
  }
  for (const line of timingLines(clock, reports)) console.log(line)
  printSummary(reports, checks)
  process.exit(passed ? 0 : 1)
}

void main()
