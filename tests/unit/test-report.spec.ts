import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import { codeChecks, runCheck } from '../../scripts/lib/checks'
import { printSummary, type SuiteCounts } from '../../scripts/lib/test-report'

const suite: SuiteCounts = { name: 'Main suite', passed: 3, failed: 0, flaky: 0, skipped: 1, problems: [] }

/** What printSummary writes, line by line. */
function summaryLines(...args: Parameters<typeof printSummary>): string[] {
  const lines: string[] = []
  const realLog = console.log
  console.log = (text: string) => lines.push(...text.split('\n'))
  try {
    printSummary(...args)
  } finally {
    console.log = realLog
  }
  return lines
}

test('npm test lints with no warning allowed, then checks the formatting', () => {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
  expect(codeChecks.map((c) => scripts[c.script])).toEqual(['eslint --max-warnings 0 .', 'prettier --check .'])
})

test('a code check passes or fails with its command', () => {
  expect(runCheck('Passing check', process.execPath, ['-e', 'process.exit(0)']).passed).toBe(true)
  const failed = runCheck('Failing check', process.execPath, ['-e', 'process.exit(1)'])
  expect(failed).toMatchObject({ name: 'Failing check', passed: false })
  expect(failed.command).toContain('process.exit(1)')
})

test('the summary names a failed code check, and its last line still counts the tests', () => {
  const lines = summaryLines(
    [suite],
    [
      { name: 'Lint', passed: false, command: 'npm run --silent lint' },
      { name: 'Format check', passed: true, command: 'npm run --silent format:check' },
    ],
  )
  expect(lines).toContain('  Lint: failed (`npm run --silent lint` shows why)')
  expect(lines).toContain('  Format check: passed')
  expect(lines.at(-1)).toBe('3 passed, 0 failed (0 flaky, 1 skipped); Lint failed')
})

test('without code checks (a run of chosen specs) the last line is the count alone', () => {
  expect(summaryLines([suite]).at(-1)).toBe('3 passed, 0 failed (0 flaky, 1 skipped)')
})
