import { spawn } from 'node:child_process'
import fs from 'node:fs'

/** A check of the code that `npm test` runs beside its suites, as an npm script. */
export interface CheckResult {
  name: string
  passed: boolean
  /** The command that shows why it failed. */
  command: string
}

/**
 * The code checks of a full `npm test`: the linter, the formatter and the type checker, which
 * needs the site's query types (src/gatsby-types.d.ts) that a site build writes.
 */
export const codeChecks: { name: string; script: string; afterSiteBuild?: boolean }[] = [
  { name: 'Lint', script: 'lint' },
  { name: 'Format check', script: 'format:check' },
  { name: 'Type check', script: 'typecheck', afterSiteBuild: true },
]

/** Resolves once `file` exists, or when `until` settles. */
export async function fileAppears(file: string, until: Promise<unknown>) {
  let settled = false
  const done = () => (settled = true)
  until.then(done, done)
  while (!settled && !fs.existsSync(file)) await new Promise((r) => setTimeout(r, 1000))
}

/**
 * A command and its arguments to run at a lower CPU priority (`nice`, on Linux and macOS), so
 * that it takes the time that others leave; as they are where there is no `nice`.
 */
export const atPriority = (niceness: number, command: string, args: string[]): [string, string[]] =>
  niceness && fs.existsSync('/usr/bin/nice')
    ? ['/usr/bin/nice', ['-n', String(niceness), command, ...args]]
    : [command, args]

/**
 * Runs one check, its output held back and shown in one block when it ends (checks run beside the
 * main suite, so that their lines do not mix with its own), and says how it went.
 * `niceness` lowers its CPU priority (Linux and macOS), so that it takes the time the suite leaves.
 */
export function runCheck(name: string, command: string, args: string[], niceness = 0): Promise<CheckResult> {
  const started = Date.now()
  const [program, programArgs] = atPriority(niceness, command, args)
  const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    let ended = false
    const done = (passed: boolean, why = '') => {
      if (ended) return
      ended = true
      const seconds = (Date.now() - started) / 1000
      console.log(
        `\n▶ ${name}\n${output}${why}${passed ? '✔' : '✘'} ${name}: ${passed ? 'passed' : 'failed'} (${seconds.toFixed(1)} s)`,
      )
      resolve({ name, passed, command: [command, ...args].join(' ') })
    }
    child.once('error', (error) => done(false, `${error.message}\n`))
    child.once('close', (code) => done(code === 0))
  })
}

/**
 * The code checks, at once (those that need a site build once `siteBuilt` settles) and at a lower
 * priority than the tests.
 */
export const runCodeChecks = (siteBuilt: Promise<unknown>): Promise<CheckResult[]> =>
  Promise.all(
    codeChecks.map(async (check) => {
      if (check.afterSiteBuild) await siteBuilt
      return runCheck(check.name, 'npm', ['run', '--silent', check.script], 10)
    }),
  )
