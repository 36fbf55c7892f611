import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { runCaptured } from '../../scripts/lib/builder'
import { start } from '../../scripts/lib/run'

/** Real child processes print secrets; what reaches a log file or a build's failure reason is masked. */
const secret = 'process-secret-0123456789abcdef'
const printer = (code: number) => [
  '-e',
  `console.log('secret ${secret}'); console.error('feed https://graph.example/me/media?access_token=IGQVJ-live-token'); process.exit(${code})`,
]

test('a long-running process writes its output to a log file with secrets and tokens masked', async () => {
  const file = path.join(os.tmpdir(), `redact-${process.pid}.log`)
  const fd = fs.openSync(file, 'w')
  const child = start(process.execPath, printer(0), { stdio: ['ignore', fd, fd] }, [secret])
  await new Promise((resolve) => child.once('close', resolve))
  fs.closeSync(fd)
  const written = fs.readFileSync(file, 'utf8')
  fs.rmSync(file)
  expect(written).toContain('secret [redacted]')
  expect(written).toContain('access_token=[redacted]')
  expect(written).not.toContain(secret)
  expect(written).not.toContain('IGQVJ-live-token')
})

test('a failed build names its cause without the secrets it printed', async () => {
  const failure = await runCaptured(process.execPath, printer(1), {}, [secret]).then(
    () => null,
    (error: Error) => error,
  )
  expect(failure).toBeInstanceOf(Error)
  expect(failure!.message).not.toContain(secret)
  expect(failure!.message).not.toContain('IGQVJ-live-token')
})
