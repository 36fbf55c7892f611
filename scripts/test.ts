import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import {
  seededAddressesFile,
  seededSiteDir,
  testCmsPort,
  testPostgresDir,
  testPostgresPort,
  testSitePort,
} from '../tests/e2e/stack'
import { atPriority, fileAppears, runCodeChecks, type CheckResult } from './lib/checks'
import { aptInstall, testPackages } from './lib/debian-packages.mjs'
import { stopLeftoverPostgres } from './lib/postgres'
import { printSummary, readReport, type SuiteCounts } from './lib/test-report'
import { aptPhase, installPhase, PhaseClock, timingLines } from './lib/test-timing'

/**
 * `npm test`: installs Debian's Chromium, Chromium's headless shell, Redis and PostgreSQL when
 * they are missing (one apt-get for all; scripts/bootstrap.mjs runs it beside npm ci when that
 * runs too), then runs the code checks (`npm run lint`, `npm run format:check`, at a lower
 * priority while the suites run) and every test, in three suites on stacks of their own: the
 * editors' loop suite (it builds the CMS and the site, then publishes and rebuilds; its output lines
 * marked `[editors’ loop]`), the main suite's unit and end-to-end tests beside it once its first site
 * build is there (on SQLite, serving a copy of that build), and the PostgreSQL suite when either ends
 * (the CMS's end-to-end specs on a throwaway PostgreSQL server; its lines marked `[postgres]`). A
 * failed check does not stop the suites. It ends with the wall time of each phase, the slowest
 * spec files and the summary. Exits non-zero when anything fails.
 *
 *   npm test                         the code checks and every suite
 *   npm test -- <playwright args>    the main suite only (every project, editors' loop included, on one stack),
 *                                    with those arguments (e.g. a spec file), no dependencies
 *   npm run test:postgres [-- args]  the PostgreSQL suite only
 */

const playwright = path.join(process.cwd(), 'node_modules', '.bin', 'playwright')
const clock = new PhaseClock()
// scripts/bootstrap.mjs says how long its install took, when it ran one, and its apt-get beside it.
if (process.env.BOOTSTRAP_INSTALL_SECONDS) clock.add(installPhase, Number(process.env.BOOTSTRAP_INSTALL_SECONDS))
if (process.env.BOOTSTRAP_APT_SECONDS)
  clock.add(`${aptPhase}, beside npm ci`, Number(process.env.BOOTSTRAP_APT_SECONDS))
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
 * The ports of the PostgreSQL suite and of the end-to-end project beside the editors' loop, each
 * above every port the others' specs take (a stack's site port and up to 93 more, tests/e2e).
 */
const postgresPortOffset = 100
const endToEndPortOffset = 200
const editorLoopReport = 'tests/artifacts/report-editor-loop.json'

async function main() {
  const args = process.argv.slice(2)
  const postgresOnly = args[0] === '--postgres'
  const packages = testPackages(args)
  if (packages.some((p) => !p.installed())) clock.time(aptPhase, () => aptInstall(packages))
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
    // One secret for every stack: the main suite's CMS opens a copy of the editors' loop's database.
    process.env.TEST_PAYLOAD_SECRET ||= crypto.randomBytes(24).toString('hex')
    // The editors' loop first, on the default ports: its set-up makes the fresh database, the CMS
    // build and the site build, then its tests publish and rebuild in the checkout's public/ and
    // .cache, one at a time, and gatsby develop runs there after them.
    const firstSiteBuild = seededAddressesFile(seededSiteDir)
    fs.rmSync(firstSiteBuild, { force: true })
    const loop = suite("Editors' loop suite", 'tests/playwright.editor-loop.config.ts', [], editorLoopReport, {
      prefix: '[editors’ loop] ',
    })
    const built = fileAppears(firstSiteBuild, loop)
    // The type check reads the query types of that first site build.
    const checksDone = runCodeChecks(built).then((results) => {
      clock.add('Code checks (lint, format, types, beside the suites)', (Date.now() - started) / 1000)
      return results
    })
    await built
    // Beside it, once that build is there: the unit tests and the end-to-end project, which only
    // read the site and change no published content, on ports of their own and a copy of the
    // database that build was made from, serving a copy of that build (tests/e2e/global-setup.ts).
    // At a lower CPU priority: the editors' loop, one test and one build at a time, is the longer
    // path, and goes first; the end-to-end tests, on three workers, take what it leaves.
    const seeded = { TEST_SEEDED_SITE: seededSiteDir }
    const main = fs.existsSync(firstSiteBuild)
      ? mainSuite(['--project', 'unit', '--project', 'e2e'], {
          env: {
            ...seeded,
            TEST_SITE_PORT: String(testSitePort + endToEndPortOffset),
            TEST_CMS_PORT: String(testCmsPort + endToEndPortOffset),
          },
          niceness: 4,
        })
      : (console.log("✘ Main suite: not run, the editors' loop suite made no first site build"), Promise.resolve(false))
    // The PostgreSQL suite when either ends, at a lower priority still: the other goes first.
    await Promise.race([main, loop])
    const postgres = postgresSuite([], {
      env: {
        ...seeded,
        TEST_SITE_PORT: String(testSitePort + postgresPortOffset),
        TEST_CMS_PORT: String(testCmsPort + postgresPortOffset),
      },
      prefix: '[postgres] ',
      niceness: 6,
    })
    const results = await Promise.all([loop, main, postgres, checksDone])
    checks = results[3]
    passed = results[0] && results[1] && results[2] && checks.every((c) => c.passed)
  }
  for (const line of timingLines(clock, reports)) console.log(line)
  printSummary(reports, checks)
  process.exit(passed ? 0 : 1)
}

void main()
