import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { Redis } from 'ioredis'
import { SiteBuilder, type SearchIndexer } from '../../scripts/lib/builder'
import { Releases } from '../../scripts/lib/releases'
import { buildKeys, SharedBuilds } from '../../scripts/lib/shared-builds'
import { startRedis } from '../e2e/redis'

/**
 * The build queue that site servers share through Redis (scripts/lib/shared-builds.ts), against a
 * real redis-server: three site servers (two builders and one that only takes requests) over one
 * releases folder, with fake builds that count how many run at the same moment.
 */
test.describe.configure({ mode: 'serial' })

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let redisServer: Awaited<ReturnType<typeof startRedis>>
test.beforeAll(async () => {
  // A Redis of each test worker's own (several workers may run this file at once, with --repeat-each).
  redisServer = await startRedis()
})
test.afterAll(async () => {
  await redisServer?.stop()
})

/** Builds of every builder of one test, into one folder: how many ran, at most how many at once, and what each included. */
function buildCounter() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'))
  const buildDir = path.join(root, 'public')
  const counter = { root, buildDir, running: 0, mostAtOnce: 0, builds: 0, lines: [] as string[] }
  const build = (ms: number, fail: () => boolean) => async () => {
    counter.running++
    counter.mostAtOnce = Math.max(counter.mostAtOnce, counter.running)
    try {
      await later(ms)
      if (fail()) throw new Error('The site build could not reach the CMS.')
      counter.builds++
      fs.mkdirSync(buildDir, { recursive: true })
      fs.writeFileSync(path.join(buildDir, 'index.html'), `build ${counter.builds}`)
    } finally {
      counter.running--
    }
  }
  return { counter, build }
}

type Server = { shared: SharedBuilds; redis: Redis; builder: SiteBuilder | null }

/** One site server: its own Redis connection, and a builder of its own unless `builds` is false. */
async function siteServer(
  { counter, build }: ReturnType<typeof buildCounter>,
  {
    builds = true,
    buildMs = 400,
    pollMs = 300,
    fail = (): boolean => false,
    search = undefined as SearchIndexer | undefined,
  } = {},
): Promise<Server> {
  const redis = new Redis(redisServer.url)
  const log = (line: string) => counter.lines.push(line)
  const builder = builds
    ? new SiteBuilder(build(buildMs, fail), new Releases(counter.root), counter.buildDir, 10, log, search)
    : null
  const shared = new SharedBuilds(redis, builder, { settleMs: 50, pollMs, log })
  await shared.start()
  return { shared, redis, builder }
}

async function closeAll(servers: Server[]) {
  for (const { shared, redis } of servers) {
    await shared.close()
    redis.disconnect()
  }
}

test.beforeEach(async () => {
  const redis = new Redis(redisServer.url)
  await redis.flushall()
  redis.disconnect()
})

test('requests at several site servers make one build at a time across the builders, and the ones during a build make one more', async () => {
  const builds = buildCounter()
  const servers = [await siteServer(builds), await siteServer(builds), await siteServer(builds, { builds: false })]
  try {
    const [a, b, c] = servers.map((server) => server.shared)
    // One request at each server at once: one build includes them all.
    await Promise.all([a.request('one'), b.request('two'), c.request('three')])
    expect(builds.counter.builds).toBe(1)
    // Requests during a build wait for it, and then make one more build together.
    const first = a.request('four')
    await later(150)
    const during = [b.request('five'), c.request('six'), a.request('seven')]
    await Promise.all([first, ...during])
    expect(builds.counter.builds).toBeGreaterThanOrEqual(2)
    expect(builds.counter.builds).toBeLessThanOrEqual(3)
    expect(builds.counter.mostAtOnce).toBe(1)
    // Every server shows the same state, kept in Redis.
    const states = await Promise.all([a.current(), b.current(), c.current()])
    for (const state of states)
      expect(state).toMatchObject({
        state: 'idle',
        builds: builds.counter.builds,
        requests: 7,
        queued: false,
        lastFailure: null,
      })
    expect(fs.readFileSync(path.join(builds.counter.root, 'current', 'index.html'), 'utf8')).toBe(
      `build ${builds.counter.builds}`,
    )
  } finally {
    await closeAll(servers)
  }
})

test('a site server that does not build only queues: a builder that starts later builds what waits', async () => {
  const builds = buildCounter()
  const queueOnly = await siteServer(builds, { builds: false })
  const servers = [queueOnly]
  try {
    const done = queueOnly.shared.request('waiting for a builder')
    await later(500)
    expect(await queueOnly.shared.current()).toMatchObject({ queued: true, requests: 1, builds: 0 })
    servers.push(await siteServer(builds))
    await done
    expect(builds.counter.builds).toBe(1)
    expect(await queueOnly.shared.current()).toMatchObject({ queued: false, builds: 1, state: 'idle' })
  } finally {
    await closeAll(servers)
  }
})

test("requests landing at any moment of a builder's cycle are built without waiting for a poll", async () => {
  const builds = buildCounter()
  // No poll within the test: only the announcements and the holder's look after releasing the lock.
  const servers = [
    await siteServer(builds, { buildMs: 100, pollMs: 600_000 }),
    await siteServer(builds, { builds: false, pollMs: 600_000 }),
  ]
  try {
    const [builder, queueOnly] = servers.map((server) => server.shared)
    // After a build, the builder waits 50 ms for more, finds the queue empty and releases the lock:
    // requests at gaps of 40 to 60 ms land in every part of that, the moment between included.
    for (let gap = 40; gap <= 60; gap++) {
      const started = Date.now()
      await (gap % 2 ? builder : queueOnly).request(`change after ${gap} ms`)
      expect(Date.now() - started).toBeLessThan(5000)
      await later(gap)
    }
    expect(builds.counter.mostAtOnce).toBe(1)
    await expect.poll(() => servers[0].redis.exists(`lock:${buildKeys.lock}`)).toBe(0)
  } finally {
    await closeAll(servers)
  }
})

test('a failed build is the shared state until a build succeeds; a builder that died holding the lock is replaced once it expires', async () => {
  const builds = buildCounter()
  let failing = true
  const servers = [await siteServer(builds, { fail: () => failing })]
  try {
    const [a] = servers.map((server) => server.shared)
    await a.request('breaks')
    const failed = await a.current()
    expect(failed.state).toBe('failed')
    expect(failed.lastFailure?.reason).toContain('could not reach the CMS')
    failing = false
    // A builder that vanished mid-build: its lock stays until it expires, then a builder takes over.
    await expect.poll(() => servers[0].redis.exists(`lock:${buildKeys.lock}`)).toBe(0)
    await servers[0].redis.set(`lock:${buildKeys.lock}`, 'a builder that died', 'PX', 800)
    const started = Date.now()
    await a.request('after the failure')
    expect(Date.now() - started).toBeGreaterThanOrEqual(700)
    expect(await a.current()).toMatchObject({ state: 'idle', lastFailure: null, builds: 2 })
  } finally {
    await closeAll(servers)
  }
})

test('a builder carries its search index into the shared build folder only when it builds, never while another may be building there', async () => {
  const builds = buildCounter()
  const search: SearchIndexer = {
    index: async (release) => {
      await later(400)
      fs.mkdirSync(path.join(release, 'pagefind'), { recursive: true })
      fs.copyFileSync(path.join(release, 'index.html'), path.join(release, 'pagefind', 'index'))
    },
    carry: (release, buildDir) =>
      fs.cpSync(path.join(release, 'pagefind'), path.join(buildDir, 'pagefind'), { recursive: true }),
  }
  const servers = [await siteServer(builds, { buildMs: 50, search })]
  try {
    const [{ shared, builder }] = servers
    await shared.request('first')
    await builder!.searchIndexed()
    expect(await shared.current()).toMatchObject({ search: 'current', builds: 1 })
    // Indexed while no build of its own runs: the build folder is left alone.
    expect(fs.existsSync(path.join(builds.counter.buildDir, 'pagefind'))).toBe(false)
    await shared.request('second')
    // Its next build takes the index along, so the new release goes live with the previous index.
    const live = path.join(builds.counter.root, 'current')
    expect(fs.readFileSync(path.join(live, 'index.html'), 'utf8')).toBe('build 2')
    expect(fs.readFileSync(path.join(live, 'pagefind', 'index'), 'utf8')).toBe('build 1')
  } finally {
    await closeAll(servers)
  }
})
