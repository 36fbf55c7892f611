import { spawnSync } from 'node:child_process'

/** A check of the code that `npm test` runs before its suites, as an npm script. */
export interface CheckResult {
  name: string
  passed: boolean
  /** The command that shows why it failed. */
  command: string
}

/** The code checks of a full `npm test`, in order: the linter, then the formatter. */
export const codeChecks = [
  { name: 'Lint', script: 'lint' },
  { name: 'Format check', script: 'format:check' },
]

/** Runs one check with its output shown, and says how it went. */
export function runCheck(name: string, command: string, args: string[]): CheckResult {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const passed = result.status === 0
  console.log(
    `${passed ? '✔' : '✘'} ${name}: ${passed ? 'passed' : 'failed'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  return { name, passed, command: [command, ...args].join(' ') }
}

export const runCodeChecks = (): CheckResult[] =>
  codeChecks.map((check) => runCheck(check.name, 'npm', ['run', '--silent', check.script]))
