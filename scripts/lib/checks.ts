import { spawn } from 'node:child_process'
import fs from 'node:fs'

/** A check of the code that `npm test` runs beside its suites, as an npm script. */
export interface CheckResult {
  name: string
  passed: boolean
  /** The command that shows why it failed. */
  command: string
}

/** The code checks of a full `npm test`: the linter and the formatter. */
export const codeChecks = [
  { name: 'Lint', script: 'lint' },
  { name: 'Format check', script: 'format:check' },
]

/**
 * Runs one check, its output held back and shown in one block when it ends (checks run while the
 * main suite sets up, so that their lines do not mix with its own), and says how it went.
 * `niceness` lowers its CPU priority (Linux and macOS), so that it takes the time the suite leaves.
 */
export function runCheck(name: string, command: string, args: string[], niceness = 0): Promise<CheckResult> {
  const started = Date.now()
  const [program, programArgs] =
    niceness && fs.existsSync('/usr/bin/nice')
      ? ['/usr/bin/nice', ['-n', String(niceness), command, ...args]]
      : [command, args]
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

/** The code checks, all at once and at a lower priority than the tests. */
export const runCodeChecks = (): Promise<CheckResult[]> =>
  Promise.all(codeChecks.map((check) => runCheck(check.name, 'npm', ['run', '--silent', check.script], 10)))
