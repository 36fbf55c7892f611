import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import { codeChecks, runCheck } from '../../scripts/lib/checks'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { printSummary, readReport, type SuiteCounts } from '../../scripts/lib/test-report'
import { PhaseClock, slowestSpecFiles, suitePhases, timingLines } from '../../scripts/lib/test-timing'

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

test('npm test lints with no warning allowed, checks the formatting, and checks the types of the site and the CMS after a site build', () => {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
  expect(codeChecks.map((c) => scripts[c.script])).toEqual([
    'eslint --max-warnings 0 .',
    'prettier --check .',
    'tsc --noEmit && tsc --noEmit -p cms',
  ])
  // The site's query types come from a build; nothing else waits for one.
  expect(codeChecks.filter((c) => c.afterSiteBuild).map((c) => c.script)).toEqual(['typecheck'])
})

test("the CMS's build leaves type checking to the code checks, and writes no cache of its own", async () => {
  // Read by Node as Next reads it (Playwright's own loader would compile the packages it imports).
  const url = pathToFileURL(path.resolve('cms/next.config.mjs')).href
  const read = `const { default: c } = await import(${JSON.stringify(url)}); console.log(JSON.stringify(c))`
  const config = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', read], { encoding: 'utf8' }),
  ) as {
    typescript?: { ignoreBuildErrors?: boolean }
    experimental?: Record<string, unknown>
  }
  expect(config.typescript?.ignoreBuildErrors).toBe(true)
  expect(config.experimental?.turbopackFileSystemCacheForBuild).toBe(false)
})

test('a code check passes or fails with its command', async () => {
  expect((await runCheck('Passing check', process.execPath, ['-e', 'process.exit(0)'])).passed).toBe(true)
  const failed = await runCheck('Failing check', process.execPath, ['-e', 'process.exit(1)'], 10)
  expect(failed).toMatchObject({ name: 'Failing check', passed: false })
  expect(failed.command).toContain('process.exit(1)')
  expect((await runCheck('Missing program', '/nonexistent/program', [])).passed).toBe(false)
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

test('the phase table gives each suite its set-up, its projects and teardown from the report, and the slowest spec files', () => {
  const at = Date.parse('2026-11-27T10:00:00Z')
  const run = (file: string, project: string, from: number, to: number) => ({
    file,
    project,
    start: at + from * 1000,
    end: at + to * 1000,
  })
  const main: SuiteCounts = {
    ...suite,
    startedAt: at,
    durationMs: 400_000,
    runs: [
      run('unit/a.spec.ts', 'unit', 120, 121),
      run('e2e/site.spec.ts', 'e2e', 120, 200),
      run('e2e/offline.spec.ts', 'e2e', 130, 300),
      run('e2e/editor-loop.spec.ts', 'editor-loop', 300, 390),
    ],
  }
  expect(suitePhases(main)).toEqual([
    { name: 'Main suite: set-up', seconds: 120 },
    { name: 'Main suite: project unit', seconds: 1 },
    { name: 'Main suite: project e2e', seconds: 180 },
    { name: 'Main suite: project editor-loop', seconds: 90 },
    { name: 'Main suite: teardown', seconds: 10 },
  ])
  expect(slowestSpecFiles([main], 2).map((s) => [s.file, s.seconds])).toEqual([
    ['e2e/offline.spec.ts', 170],
    ['e2e/editor-loop.spec.ts', 90],
  ])
  const clock = new PhaseClock()
  clock.add('Main suite', 400)
  const lines = timingLines(clock, [main])
  expect(lines[0]).toContain('Where the time went')
  expect(lines.findIndex((l) => l.includes('Main suite: set-up'))).toBe(
    lines.findIndex((l) => l.trim().startsWith('Main suite ')) + 1,
  )
  expect(lines.some((l) => /e2e\/offline\.spec\.ts .*170\.0 s/.test(l))).toBe(true)
})

test('the report of a suite gives every run of every test with its start and duration', () => {
  const file = path.join(os.tmpdir(), `report-${process.pid}.json`)
  fs.writeFileSync(
    file,
    JSON.stringify({
      stats: { startTime: '2026-11-27T10:00:00.000Z', duration: 5000 },
      suites: [
        {
          title: 'x.spec.ts',
          specs: [
            {
              title: 'a test',
              file: 'x.spec.ts',
              line: 3,
              tests: [
                {
                  projectName: 'e2e',
                  status: 'flaky',
                  results: [
                    { startTime: '2026-11-27T10:00:01.000Z', duration: 1000, error: { message: 'first try' } },
                    { startTime: '2026-11-27T10:00:02.000Z', duration: 2000 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }),
  )
  const counts = readReport('Main suite', file)
  fs.rmSync(file)
  expect(counts).toMatchObject({ flaky: 1, startedAt: Date.parse('2026-11-27T10:00:00.000Z'), durationMs: 5000 })
  expect(counts.runs?.map((r) => r.end - r.start)).toEqual([1000, 2000])
})
