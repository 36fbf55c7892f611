import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'

/** The hand-over of scripts/bootstrap.mjs: a TypeScript command run the way `npm start` and `npm run serve:site` run theirs. */
test('a SIGTERM reaches a busy command, which stops cleanly with code 0 instead of being killed', async () => {
  const driver = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { handOver, typeScriptArgs } = await import('./scripts/lib/hand-over.mjs')
       handOver(typeScriptArgs('tests/unit/fixtures/busy-until-stopped.ts'), { cwd: process.cwd(), env: process.env })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  driver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => driver.once('exit', resolve))
  await expect.poll(() => output, { timeout: 30_000 }).toContain('ready')
  driver.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(output).toContain('stopped cleanly')
})
