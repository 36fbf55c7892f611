import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Releases } from '../../scripts/lib/releases'
import { processEnv, rootDir } from '../../scripts/lib/settings'
import { settled } from './build-status'
import { testDataDir, testSettings, testSitePort } from './stack'

/**
 * A site server of the production layout (`npm run serve:site`'s script) stopped with SIGTERM:
 * a build in progress is killed and publishes nothing, requests in flight finish, new connections
 * are refused, and the process exits with code 0. Its build uses the repository's public/ and
 * .cache, as the test stack's builder does: an editor-loop spec.
 */
const port = testSitePort + 75
const slowCmsPort = testSitePort + 76
const base = `http://localhost:${port}`
const settings = testSettings()
const releasesDir = path.join(testDataDir, 'sigterm-site')

const logFile = path.join(testDataDir, 'sigterm-site.log')

/** Gatsby processes running in this repository (their working folder is its root). */
const gatsbyProcesses = () =>
  fs
    .readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return (
          fs.readlinkSync(`/proc/${pid}/cwd`) === rootDir &&
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('gatsby')
        )
      } catch {
        return false
      }
    })

/** Starts what `npm run serve:site` runs (scripts/bootstrap.mjs, then scripts/serve-site.ts) and resolves once it answers. */
async function startSiteServer(env: Record<string, string> = {}) {
  const log = fs.openSync(logFile, 'a')
  // An empty settings file of its own: the repository's .env is neither read nor written.
  const envFile = path.join(testDataDir, 'sigterm.env')
  fs.writeFileSync(envFile, '')
  const child = spawn(process.execPath, ['scripts/bootstrap.mjs', 'serve-site'], {
    cwd: rootDir,
    env: { ...processEnv(settings), ENV_FILE: envFile, SITE_PORT: String(port), RELEASES_DIR: releasesDir, ...env },
    stdio: ['ignore', log, log],
    // A process group of its own, so that a failed test can stop the bootstrap and the script it runs.
    detached: true,
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200)
  return { child, exited }
}

/** Every file of a folder with its size. */
const filesOf = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return `${path.relative(dir, file)} ${fs.statSync(file).size}`
    })
    .sort()

let server: ChildProcess | undefined
test.afterEach(() => {
  if (server?.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL')
})

test('SIGTERM during a build: the build is killed, nothing is published, the process exits with code 0', async () => {
  test.setTimeout(480_000)
  // Its build uses the repository's public/ and .cache: not while the test stack's builder builds
  // (the previous spec's last change may still be building).
  await settled()
  // Its own releases folder with a copy of the test stack's live release, and what a process
  // stopped while publishing would have left.
  fs.rmSync(releasesDir, { recursive: true, force: true })
  const releases = new Releases(releasesDir)
  const live = await releases.publish(new Releases(settings.releasesDir).live()!)
  const leftover = path.join(releasesDir, 'releases', '.partial-20260101T000000000Z-4194400')
  fs.mkdirSync(leftover)
  const before = filesOf(live)
  const home = fs.readFileSync(path.join(live, 'index.html'))

  const started = await startSiteServer()
  server = started.child
  expect(fs.existsSync(leftover)).toBe(false)
  expect((await fetch(`${base}/readyz`)).status).toBe(200)

  const asked = await fetch(`${base}/__site/build`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-build-secret': settings.buildSecret },
    body: JSON.stringify({ reason: 'sigterm test' }),
  })
  expect(asked.status).toBe(202)
  const state = () =>
    fetch(`${base}/__site/build`, { headers: { 'x-site-build-secret': settings.buildSecret } })
      .then((r) => r.json() as Promise<{ state: string }>)
      .then((s) => s.state)
  await expect.poll(state, { timeout: 20_000 }).toBe('building')
  // Well into Gatsby's work: it reads the CMS and its workers run.
  await expect
    .poll(() => fs.readFileSync(logFile, 'utf8'), { timeout: 90_000 })
    .toMatch(/source and transform nodes|building schema|createPages/)

  expect(gatsbyProcesses().length).toBeGreaterThan(0)

  const signalled = Date.now()
  server.kill('SIGTERM')
  const { code, at } = await started.exited
  expect(code).toBe(0)
  expect(at - signalled).toBeLessThan(10_000)

  expect(releases.live()).toBe(live)
  expect(filesOf(live)).toEqual(before)
  expect(fs.readFileSync(path.join(live, 'index.html')).equals(home)).toBe(true)
  expect(fs.readdirSync(path.join(releasesDir, 'releases'))).toEqual([path.basename(live)])
  expect(fs.readdirSync(releasesDir).sort()).toEqual(['current', 'releases'])
  const log = fs.readFileSync(logFile, 'utf8')
  expect(log).toContain('The site build was stopped')
  expect(log).not.toContain('Site build is live')
  // Gatsby and its workers are gone too (the test stack's builder is idle meanwhile).
  await expect.poll(gatsbyProcesses, { timeout: 10_000 }).toEqual([])
})

test('SIGTERM with a slow request in flight: the request completes, new connections are refused', async () => {
  test.setTimeout(60_000)
  // A CMS that takes three seconds to answer.
  let reached: () => void
  const requestReached = new Promise<void>((resolve) => (reached = resolve))
  const slowCms = http.createServer((_req, res) => {
    reached()
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"slow":true}'), 3000)
  })
  await new Promise<void>((resolve) => slowCms.listen(slowCmsPort, '127.0.0.1', resolve))
  try {
    const started = await startSiteServer({ CMS_URL: `http://127.0.0.1:${slowCmsPort}` })
    server = started.child
    const slow = fetch(`${base}/api/slow`).then(async (r) => ({ status: r.status, body: await r.text() }))
    // In flight: through the site server, at the CMS.
    await requestReached
    server.kill('SIGTERM')
    await expect
      .poll(() =>
        fetch(`${base}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused')
    expect(await slow).toEqual({ status: 200, body: '{"slow":true}' })
    expect((await started.exited).code).toBe(0)
  } finally {
    slowCms.close()
  }
})
