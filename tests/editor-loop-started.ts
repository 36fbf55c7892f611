import fs from 'node:fs'
import type { Reporter, TestCase } from '@playwright/test/reporter'

/**
 * A reporter that writes the file TEST_EDITOR_LOOP_STARTED names when the first test of the
 * `editor-loop` project begins: every test that reads the main suite's served site is done by then,
 * and `npm test` starts the PostgreSQL suite beside the editors' loop (scripts/test.ts), whose
 * builds leave part of both cores free.
 */
export default class EditorLoopStarted implements Reporter {
  private written = false

  onTestBegin(test: TestCase) {
    const file = process.env.TEST_EDITOR_LOOP_STARTED
    if (this.written || !file || test.parent.project()?.name !== 'editor-loop') return
    fs.writeFileSync(file, new Date().toISOString())
    this.written = true
  }
}
