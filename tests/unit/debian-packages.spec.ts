import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { aptInstallBeside, testPackages, type DebianPackage } from '../../scripts/lib/debian-packages.mjs'

/**
 * `npm test` installs the Debian packages it lacks beside `npm ci` (scripts/bootstrap.mjs), with
 * apt-get's output kept for a failure. Tried with an `apt-get` of the test's own first on PATH,
 * which records how it was called (and a `sudo` that runs it, as the call goes through `sudo -n`
 * when not root).
 */
const missing = (name: string): DebianPackage => ({ name, installed: () => false, hint: `Install "${name}" by hand.` })

async function withFakeAptGet<T>(exitCode: number, work: (calls: string) => Promise<T>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apt-get-'))
  const calls = path.join(dir, 'calls')
  fs.writeFileSync(
    path.join(dir, 'apt-get'),
    `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> "${calls}"\necho "apt-get says: $1"\nexit ${exitCode}\n`,
    { mode: 0o755 },
  )
  fs.writeFileSync(path.join(dir, 'sudo'), '#!/bin/sh\nshift\nexec "$@"\n', { mode: 0o755 })
  const oldPath = process.env.PATH
  process.env.PATH = `${dir}:${oldPath}`
  try {
    return await work(calls)
  } finally {
    process.env.PATH = oldPath
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('a whole run and the PostgreSQL suite need PostgreSQL beside the browsers, Redis and systemd; a spec run alone does not', () => {
  const names = (args: string[]) => testPackages(args).map((p) => p.name)
  const always = ['chromium', 'chromium-headless-shell', 'redis-server', 'systemd']
  expect(names([])).toEqual([...always, 'postgresql'])
  expect(names(['--postgres'])).toEqual([...always, 'postgresql'])
  expect(names(['tests/e2e/a11y.spec.ts'])).toEqual(always)
})

test('only the missing packages are installed, with one apt-get update and one install, and nothing runs when none is missing', async () => {
  await withFakeAptGet(0, async (calls) => {
    const there: DebianPackage = { name: 'redis-server', installed: () => true, hint: '' }
    const result = await aptInstallBeside([missing('chromium'), there, missing('postgresql')])
    expect(result.names).toEqual(['chromium', 'postgresql'])
    expect(result.error).toBeUndefined()
    expect(result.seconds).toBeGreaterThanOrEqual(0)
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'noninteractive update',
      'noninteractive install -y --no-install-recommends chromium postgresql',
    ])
    fs.rmSync(calls)
    expect(await aptInstallBeside([there])).toEqual({ names: [], seconds: 0 })
    expect(fs.existsSync(calls)).toBe(false)
  })
})

test("a failed apt-get gives its output and each missing package's hint, and installs nothing more", async () => {
  await withFakeAptGet(100, async (calls) => {
    const result = await aptInstallBeside([missing('chromium'), missing('redis-server')])
    expect(result.error).toContain('apt-get says: update')
    expect(result.error).toContain('apt-get update exited with code 100')
    expect(result.error).toContain('Could not install chromium, redis-server with apt-get.')
    expect(result.error).toContain('Install "chromium" by hand. Install "redis-server" by hand.')
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toEqual(['noninteractive update'])
  })
})
