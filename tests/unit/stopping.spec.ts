import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { bearerIs, healthAnswer } from '@lestari/server-kit/health'
import { runCaptured, SiteBuilder } from '../../scripts/lib/builder'
import { Releases } from '../../scripts/lib/releases'

/** A clean stop: the build worker, the releases folder, and the health answers a load balancer reads. */
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'stopping-'))

const runs = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A releases folder and a build folder with one page, in a folder of their own. */
function releasesAndBuild() {
  const root = tmp()
  const build = path.join(root, 'build')
  fs.mkdirSync(build)
  fs.writeFileSync(path.join(build, 'index.html'), 'home')
  return { root, releases: new Releases(root), build }
}

test('a release is copied under a hidden name and appears complete, in one rename', async () => {
  const { root, releases, build } = releasesAndBuild()
  const release = await releases.publish(build)
  expect(fs.readdirSync(path.join(root, 'releases'))).toEqual([path.basename(release)])
  expect(releases.list()).toEqual([release])
})

test('the leftovers of a process stopped while publishing or deleting an old release are removed at the next start; those of a running one stay', async () => {
  const { root, releases, build } = releasesAndBuild()
  const live = await releases.publish(build)
  // A process id that no process has (beyond the kernel's largest), and one that runs (the runner).
  const gone = 4_194_400
  const dead = path.join(root, 'releases', `.partial-20260101T000000000Z-${gone}`)
  const running = path.join(root, 'releases', `.partial-20260101T000000001Z-${process.ppid}`)
  const deadLink = path.join(root, `current.${gone}.tmp`)
  // An old release whose deletion was stopped halfway, whoever published it.
  const deleting = path.join(root, 'releases', `.deleting-20260101T000000002Z-${process.ppid}`)
  for (const dir of [dead, running, deleting]) fs.mkdirSync(dir)
  fs.writeFileSync(path.join(dead, 'index.html'), 'half')
  fs.symlinkSync(dead, deadLink)
  expect(releases.list()).toEqual([live])

  expect(releases.removeLeftovers().sort()).toEqual([deadLink, dead, deleting].sort())
  expect(fs.existsSync(dead)).toBe(false)
  expect(fs.existsSync(deleting)).toBe(false)
  expect(fs.existsSync(running)).toBe(true)
  expect(releases.live()).toBe(live)
})

test('stopping the build worker kills the running build, publishes nothing and takes no more requests', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const buildDir = path.join(root, 'public')
  fs.mkdirSync(buildDir)
  fs.writeFileSync(path.join(buildDir, 'index.html'), 'live')
  const live = await releases.publish(buildDir)
  let started = false
  const worker = new SiteBuilder(
    (stop) =>
      new Promise<void>((resolve, reject) => {
        started = true
        fs.writeFileSync(path.join(buildDir, 'index.html'), 'half-built')
        const done = setTimeout(resolve, 30_000)
        stop.addEventListener('abort', () => {
          clearTimeout(done)
          reject(new Error('stopped'))
        })
      }),
    releases,
    buildDir,
    10,
    () => {},
  )
  const build = worker.request('change')
  await expect.poll(() => started).toBe(true)
  await worker.stop()
  await build
  expect(releases.list()).toEqual([live])
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('live')
  expect(worker.current().state).toBe('failed')
  await worker.request('after the stop')
  expect(worker.current().builds).toBe(1)
})

test('stopping a command reaches the processes it started too', async () => {
  const root = tmp()
  const pidFile = path.join(root, 'child.pid')
  const stop = new AbortController()
  const run = runCaptured('sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], {}, [], stop.signal)
  await expect.poll(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '').toBe(true)
  const sleeper = Number(fs.readFileSync(pidFile, 'utf8'))
  expect(runs(sleeper)).toBe(true)
  stop.abort()
  await expect(run).rejects.toThrow('The site build was stopped')
  await expect.poll(() => runs(sleeper)).toBe(false)
})

test('health answers: 503 when a check fails, details only for the secret', () => {
  const secret = 'a-build-secret-of-some-length'
  expect(bearerIs(`Bearer ${secret}`, secret)).toBe(true)
  expect(bearerIs(`Bearer ${secret}x`, secret)).toBe(false)
  expect(bearerIs(secret, secret)).toBe(false)
  expect(bearerIs(undefined, secret)).toBe(false)
  expect(bearerIs('Bearer ', '')).toBe(false)
  const checks = { cms: { ok: false, status: 500 }, release: { ok: true, id: 'r1' } }
  expect(healthAnswer(checks, false)).toEqual({ code: 503, body: { status: 'unavailable' } })
  expect(healthAnswer(checks, true)).toEqual({ code: 503, body: { status: 'unavailable', checks } })
  expect(healthAnswer({ cms: { ok: true } }, false)).toEqual({ code: 200, body: { status: 'ok' } })
})
