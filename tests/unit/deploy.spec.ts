import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { releaseCommands } from '../../scripts/lib/release-manifest.mjs'

/**
 * The production image, compose file and systemd units (docs/SCALING.md "A production layout").
 * No container engine runs here, so the image is not built: these checks hold its steps to the
 * project's tested commands (`npm ci`, `npm run build:release`, `npm ci --omit=dev`, the release's
 * commands, tests/unit/release.spec.ts), and the units to systemd's own verifier.
 */
const root = process.cwd()
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const unitsDir = path.join(root, 'deploy', 'systemd')

/** The commands given to scripts/bootstrap.mjs in a text (a unit's ExecStart, a compose command). */
const bootstrapCommands = (text: string) =>
  [...text.matchAll(/scripts\/bootstrap\.mjs['",\s]+([a-z-]+)/g)].map((match) => match[1])

test('the image builds the release in a full install and runs it from a production install, as a user that is not root', () => {
  const dockerfile = read('Dockerfile')
  const [build, runtime] = dockerfile.split(/^FROM /m).slice(1)
  expect(build).toMatch(/npm ci\b/)
  expect(build).toMatch(/npm run build:release/)
  expect(runtime).toMatch(/npm ci --omit=dev/)
  expect(runtime).toMatch(/^ENV NODE_ENV=production$/m)
  const user = [...runtime.matchAll(/^USER (\S+)$/gm)].at(-1)?.[1]
  expect(user).toBeTruthy()
  expect(user).not.toBe('root')
  // The install runs after the switch to that user, so the files it writes are its own.
  expect(runtime.indexOf('USER ')).toBeLessThan(runtime.indexOf('npm ci --omit=dev'))
  for (const command of bootstrapCommands(dockerfile)) expect(releaseCommands).toContain(command)
  // The sources reach the image; what a machine installed or built (the release included: the
  // image builds its own) does not.
  const ignored = read('.dockerignore').split('\n')
  for (const kept of ['scripts', 'src', 'cms', 'packages', 'gatsby', 'plugins']) expect(ignored).not.toContain(kept)
  expect(ignored).toEqual(expect.arrayContaining(['node_modules', '.env', 'cms/.next', 'release']))
})

test('compose starts PostgreSQL, Redis, object storage, the migrations once, one CMS, one builder and two site servers from the release', () => {
  const compose = read('compose.yaml')
  const services = [...compose.matchAll(/^ {2}([a-z0-9-]+):/gm)].map((match) => match[1])
  expect(services).toEqual(
    expect.arrayContaining(['postgres', 'redis', 'minio', 'migrate', 'cms', 'builder', 'site-1', 'site-2']),
  )
  const commands = bootstrapCommands(compose)
  expect(commands.filter((c) => c === 'serve-site').length).toBeGreaterThanOrEqual(2)
  expect(commands).toEqual(expect.arrayContaining(['migrate', 'serve-cms']))
  for (const command of commands) expect(releaseCommands).toContain(command)
  expect(compose).toMatch(/NODE_ENV: production/)
  expect(compose).toMatch(/migrate: \{ condition: service_completed_successfully \}/)
  expect(compose).toMatch(/\/readyz/)
})

/** systemd's verdict on unit files, side by side in a folder as installed (a template checked as one of its instances). */
function verify(units: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'units-'))
  try {
    const files = Object.entries(units).map(([name, text]) => {
      fs.writeFileSync(path.join(dir, name), text)
      const checked = path.join(dir, name.replace('@.service', '@9001.service'))
      fs.writeFileSync(checked, text)
      return checked
    })
    const result = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' })
    return { status: result.status, messages: `${result.stdout}${result.stderr}`.trim() }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('systemd verifies every unit, each runs a command of the release in production, and a broken unit is caught', () => {
  const names = fs.readdirSync(unitsDir).filter((name) => name.endsWith('.service'))
  expect(names.sort()).toEqual(['lestari-cms.service', 'lestari-migrate.service', 'lestari-site@.service'])
  const units = Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(unitsDir, name), 'utf8')]))
  expect(verify(units)).toEqual({ status: 0, messages: '' })
  for (const [name, text] of Object.entries(units)) {
    expect(text, name).toMatch(/^Environment=NODE_ENV=production$/m)
    const [command] = bootstrapCommands(text)
    expect(releaseCommands, name).toContain(command)
  }
  const broken = {
    ...units,
    'lestari-cms.service': units['lestari-cms.service'].replace(
      'ExecStart=/usr/bin/node',
      'ExecStart=node-not-installed',
    ),
  }
  expect(verify(broken).messages).toMatch(/node-not-installed/)
})
