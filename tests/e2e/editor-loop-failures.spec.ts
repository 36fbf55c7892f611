import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name)

/**
 * Failures that leave what runs in place: a build that cannot reach the CMS (it runs Gatsby in the
 * checkout, whose public/ and .cache the editors' loop builds in, so it is one of its specs), and a
 * start without a required setting.
 */

test('a build against an unreachable CMS fails with one clear line and leaves public/ in place', async () => {
  const index = path.join(process.cwd(), 'public', 'index.html')
  const before = fs.readFileSync(index, 'utf8')
  const beforeTime = fs.statSync(index).mtimeMs
  const result = spawnSync(bin('gatsby'), ['build'], {
    env: { ...process.env, CMS_URL: 'http://localhost:1', GATSBY_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  expect(result.status).not.toBe(0)
  const output = result.stdout + result.stderr
  expect(output).toContain('CMS unreachable at http://localhost:1/api/graphql')
  expect(fs.readFileSync(index, 'utf8')).toBe(before)
  expect(fs.statSync(index).mtimeMs).toBe(beforeTime)
})

test('npm start stops with a message naming a missing required setting', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-'))
  const envFile = path.join(dir, '.env')
  fs.writeFileSync(envFile, 'SITE_PORT=9000\n')
  const result = spawnSync(bin('tsx'), ['scripts/start.ts'], {
    env: { ...process.env, ENV_FILE: envFile, PAYLOAD_SECRET: '' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('Missing required setting PAYLOAD_SECRET')
})
