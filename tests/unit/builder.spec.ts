import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { explainBuildFailure, SiteBuilder } from '../../scripts/lib/builder'
import { Releases } from '../../scripts/lib/releases'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'))

/** A fake build output folder whose index.html says which build made it. */
function fakeBuild(dir: string, builds: { count: number }, fail = () => false, ms = 150) {
  return async () => {
    await new Promise((r) => setTimeout(r, ms))
    if (fail())
      throw new Error(explainBuildFailure('error CMS unreachable at http://localhost:1/api/graphql (ECONNREFUSED)'))
    builds.count++
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'index.html'), `build ${builds.count}`)
  }
}

test("a failed build is explained in an editor's words", () => {
  expect(explainBuildFailure('error CMS unreachable at http://localhost:3001/api/graphql (ECONNREFUSED): start')).toBe(
    'The site build could not reach the CMS at http://localhost:3001/api/graphql. The live site was kept; rebuild once the CMS is running.',
  )
  expect(explainBuildFailure('ERROR #85901 request to http://x failed, reason: connect ECONNREFUSED')).toMatch(
    /stopped answering/,
  )
  expect(
    explainBuildFailure("ERROR #11321 PLUGIN\nThe CMS's site settings were never saved: an administrator …"),
  ).toMatch(/^The site cannot be built before the CMS's site settings are saved: .* Settings > Site Settings\./)
  expect(explainBuildFailure('info x\nerror Building static HTML failed for path "/a/"')).toBe(
    'The site build failed: error Building static HTML failed for path "/a/". The live site was kept.',
  )
  expect(
    explainBuildFailure('error Failed to compile Gatsby files (@parcel/optimizer-terser):\n\n"x" is redeclared.'),
  ).toBe(
    'The site build failed: error Failed to compile Gatsby files (@parcel/optimizer-terser): "x" is redeclared.. The live site was kept.',
  )
})

test('publishing a release switches `current` at once and keeps the newest three', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const build = path.join(root, 'build')
  fs.mkdirSync(build)
  for (let i = 1; i <= 5; i++) {
    fs.writeFileSync(path.join(build, 'index.html'), `v${i}`)
    await releases.publish(build)
    expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe(`v${i}`)
  }
  expect(releases.list()).toHaveLength(3)
  expect(releases.live()).toBe(releases.list()[0])
  expect(fs.lstatSync(releases.current).isSymbolicLink()).toBe(true)
})

test('two publishes in the same millisecond make two releases, in order', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const build = path.join(root, 'build')
  fs.mkdirSync(build)
  // The clock stands still for both.
  const RealDate = Date
  const stopped = RealDate.now()
  globalThis.Date = class extends RealDate {
    constructor(...args: []) {
      super(...((args.length ? args : [stopped]) as []))
    }
    static now = () => stopped
  } as DateConstructor
  try {
    for (const version of ['v1', 'v2']) {
      fs.writeFileSync(path.join(build, 'index.html'), version)
      await releases.publish(build)
    }
  } finally {
    globalThis.Date = RealDate
  }
  expect(releases.list().map((dir) => fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))).toEqual(['v2', 'v1'])
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('v2')
})

test('a release shares with the one before every file of the same bytes, written again or not; a changed file gets its own', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const build = path.join(root, 'build')
  fs.mkdirSync(build)
  for (const [name, text] of [
    ['index.html', 'home'],
    ['kept.html', 'kept'],
    ['again.html', 'again'],
  ])
    fs.writeFileSync(path.join(build, name), text)
  const first = await releases.publish(build)
  // Past the margin within which a file's ctime says nothing about the copy.
  await new Promise((resolve) => setTimeout(resolve, 2300))
  fs.writeFileSync(path.join(build, 'again.html'), 'again')
  fs.writeFileSync(path.join(build, 'index.html'), 'home, changed')
  const second = await releases.publish(build)
  expect(fs.statSync(path.join(second, 'kept.html')).ino).toBe(fs.statSync(path.join(first, 'kept.html')).ino)
  // Written again with the same bytes, as a plugin's copy of its files is at every build: shared.
  expect(fs.statSync(path.join(second, 'again.html')).ino).toBe(fs.statSync(path.join(first, 'again.html')).ino)
  expect(fs.readFileSync(path.join(second, 'index.html'), 'utf8')).toBe('home, changed')
  expect(fs.statSync(path.join(second, 'index.html')).nlink).toBe(1)
  expect(fs.readFileSync(path.join(first, 'index.html'), 'utf8')).toBe('home')
  expect({ copied: releases.copied, linked: releases.linked }).toEqual({ copied: 1, linked: 2 })

  // A new process (a restart) shares with the live release what has its bytes.
  fs.writeFileSync(path.join(build, 'kept.html'), 'kept, changed')
  const restarted = new Releases(root)
  const third = await restarted.publish(build)
  expect(fs.statSync(path.join(third, 'index.html')).ino).toBe(fs.statSync(path.join(second, 'index.html')).ino)
  expect(fs.readFileSync(path.join(third, 'kept.html'), 'utf8')).toBe('kept, changed')
  expect(fs.statSync(path.join(third, 'kept.html')).nlink).toBe(1)
  expect({ copied: restarted.copied, linked: restarted.linked }).toEqual({ copied: 1, linked: 2 })
})

test('a release of many folders is copied whole, and the process that publishes keeps running its other work meanwhile', async () => {
  const root = tmp()
  // Slices of a millisecond, so that even a fast disk's copy of these few files makes several.
  const releases = new Releases(root, 3, 1)
  const build = path.join(root, 'build')
  // A site's shape: a folder per page, each with its page and its data, and a link.
  for (let i = 0; i < 600; i++) {
    fs.mkdirSync(path.join(build, 'news', `article-${i}`), { recursive: true })
    fs.writeFileSync(path.join(build, 'news', `article-${i}`, 'index.html'), `article ${i}`)
    fs.writeFileSync(path.join(build, 'news', `article-${i}`, 'page-data.json'), `{"i":${i}}`)
  }
  fs.writeFileSync(path.join(build, 'index.html'), 'home')
  fs.symlinkSync('index.html', path.join(build, 'home.html'))
  // The site server answers its visitors on this thread: its timers and requests go on during a copy.
  let ticks = 0
  const timer = setInterval(() => ticks++, 0)
  const first = await releases.publish(build)
  clearInterval(timer)
  expect(ticks).toBeGreaterThan(0)
  expect(releases.copied).toBe(1201)
  expect(fs.readFileSync(path.join(first, 'news', 'article-599', 'page-data.json'), 'utf8')).toBe('{"i":599}')
  expect(fs.readlinkSync(path.join(first, 'home.html'))).toBe('index.html')
  // The next release links every unchanged file.
  fs.writeFileSync(path.join(build, 'news', 'article-7', 'index.html'), 'article 7, changed')
  const second = await releases.publish(build)
  expect({ copied: releases.copied, linked: releases.linked }).toEqual({ copied: 1, linked: 1200 })
  expect(fs.readFileSync(path.join(second, 'news', 'article-7', 'index.html'), 'utf8')).toBe('article 7, changed')
})

test('once three releases are kept, a publish brings the oldest up to the build instead of linking every file again; the newer releases stay as they were', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const build = path.join(root, 'build')
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true })
    fs.writeFileSync(path.join(build, file), text)
  }
  for (const [file, text] of [
    ['index.html', 'home'],
    ['kept.html', 'kept'],
    ['again.html', 'again'],
    ['removed/index.html', 'removed'],
  ])
    write(file, text)
  fs.symlinkSync('index.html', path.join(build, 'home.html'))
  // Past the margin within which a file's ctime says nothing about a copy.
  await new Promise((resolve) => setTimeout(resolve, 2100))
  const [first, second, third] = [
    await releases.publish(build),
    await releases.publish(build),
    await releases.publish(build),
  ]
  const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino
  const oldKept = inode(first, 'kept.html')

  write('index.html', 'home, changed')
  write('again.html', 'again')
  write('added/index.html', 'added')
  fs.rmSync(path.join(build, 'removed'), { recursive: true })
  const fourth = await releases.publish(build)
  expect(releases.list()).toEqual([fourth, third, second])
  expect(fs.existsSync(first)).toBe(false)
  // Kept from the oldest: unchanged, and written again with the same bytes.
  expect({ kept: releases.kept, copied: releases.copied, linked: releases.linked }).toEqual({
    kept: 2,
    copied: 2,
    linked: 0,
  })
  expect(inode(fourth, 'kept.html')).toBe(oldKept)
  expect(fs.readFileSync(path.join(fourth, 'index.html'), 'utf8')).toBe('home, changed')
  expect(fs.readFileSync(path.join(fourth, 'added/index.html'), 'utf8')).toBe('added')
  expect(fs.existsSync(path.join(fourth, 'removed'))).toBe(false)
  expect(fs.readlinkSync(path.join(fourth, 'home.html'))).toBe('index.html')
  // The replaced file was given a new name: the releases that shared the old one still hold it.
  for (const dir of [second, third]) {
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('home')
    expect(fs.readFileSync(path.join(dir, 'removed/index.html'), 'utf8')).toBe('removed')
  }

  // The next publish takes the second: a file changed since the fourth is copied or linked from the fourth.
  write('kept.html', 'kept, changed')
  const fifth = await releases.publish(build)
  expect(releases.list()).toEqual([fifth, fourth, third])
  expect(fs.readFileSync(path.join(fifth, 'kept.html'), 'utf8')).toBe('kept, changed')
  expect(inode(fifth, 'index.html')).toBe(inode(fourth, 'index.html'))
  expect(inode(fifth, 'added/index.html')).toBe(inode(fourth, 'added/index.html'))
  expect(fs.readFileSync(path.join(fourth, 'kept.html'), 'utf8')).toBe('kept')

  // A restarted process knows nothing of how the releases were copied: it links from the live one.
  const restarted = new Releases(root)
  const sixth = await restarted.publish(build)
  expect(restarted.kept).toBe(0)
  expect(restarted.linked).toBe(4)
  expect(fs.readFileSync(path.join(sixth, 'kept.html'), 'utf8')).toBe('kept, changed')
  // ...and the oldest is deleted, once live, in a thread of its own.
  expect(restarted.list()).toEqual([sixth, fifth, fourth])
  expect(fs.existsSync(third)).toBe(false)
  await restarted.pruned()
  expect(fs.readdirSync(path.join(root, 'releases')).sort()).toEqual(
    [fourth, fifth, sixth].map((d) => path.basename(d)),
  )
})

test('five requests in quick succession make at most two builds, and the last content goes live', async () => {
  const root = tmp()
  const builds = { count: 0 }
  const buildDir = path.join(root, 'public')
  // Builds take longer than the burst of requests, as real ones do (tens of seconds against two).
  const worker = new SiteBuilder(
    fakeBuild(buildDir, builds, () => false, 1500),
    new Releases(root),
    buildDir,
    50,
    () => {},
  )
  const done: Promise<void>[] = []
  for (let i = 0; i < 5; i++) {
    done.push(worker.request(`change ${i}`))
    await new Promise((r) => setTimeout(r, 40))
  }
  await Promise.all(done)
  expect(builds.count).toBeGreaterThanOrEqual(1)
  expect(builds.count).toBeLessThanOrEqual(2)
  expect(worker.current()).toMatchObject({ state: 'idle', builds: builds.count, queued: false, lastFailure: null })
  expect(fs.readFileSync(path.join(root, 'current', 'index.html'), 'utf8')).toBe(`build ${builds.count}`)
})

test('a failed build leaves the live release as it was and reports why', async () => {
  const root = tmp()
  const builds = { count: 0 }
  let failing = false
  const buildDir = path.join(root, 'public')
  const releases = new Releases(root)
  const worker = new SiteBuilder(
    fakeBuild(buildDir, builds, () => failing),
    releases,
    buildDir,
    10,
    () => {},
  )
  await worker.request('first')
  const live = releases.live()
  failing = true
  await worker.request('second')
  expect(releases.live()).toBe(live)
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('build 1')
  const status = worker.current()
  expect(status.state).toBe('failed')
  expect(status.lastFailure?.reason).toContain('could not reach the CMS')
  failing = false
  await worker.request('third')
  expect(worker.current()).toMatchObject({ state: 'idle', lastFailure: null })
})

test('a release hard-links the files unchanged since the previous one, and copies the rest', async () => {
  const root = tmp()
  const releases = new Releases(root)
  const build = path.join(root, 'build')
  fs.mkdirSync(path.join(build, 'news'), { recursive: true })
  fs.mkdirSync(path.join(build, 'pagefind', 'fragment'), { recursive: true })
  for (const file of ['index.html', 'news/index.html', 'offline.json', 'pagefind/pagefind.js'])
    fs.writeFileSync(path.join(build, file), 'v1')
  fs.writeFileSync(path.join(build, 'pagefind/fragment/en_0a1b2c3.pf_fragment'), 'v1')
  // Files older than the previous copy by the margin for the clocks count as unchanged.
  await new Promise((r) => setTimeout(r, 2100))
  const first = await releases.publish(build)
  expect([releases.copied, releases.copiedBytes]).toEqual([5, 10])
  const second = await releases.publish(build)
  fs.writeFileSync(path.join(build, 'news', 'index.html'), 'v2')
  // The search index carried back from the release by links (copySearchIndex): its content-named files are linked.
  fs.rmSync(path.join(build, 'pagefind/fragment/en_0a1b2c3.pf_fragment'))
  fs.linkSync(
    path.join(second, 'pagefind/fragment/en_0a1b2c3.pf_fragment'),
    path.join(build, 'pagefind/fragment/en_0a1b2c3.pf_fragment'),
  )
  const third = await releases.publish(build)
  const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino
  expect(inode(second, 'index.html')).toBe(inode(first, 'index.html'))
  expect(inode(third, 'index.html')).toBe(inode(first, 'index.html'))
  // Changed in the build folder since the previous copy: copied.
  expect(inode(third, 'news/index.html')).not.toBe(inode(second, 'news/index.html'))
  expect(fs.readFileSync(path.join(third, 'news/index.html'), 'utf8')).toBe('v2')
  expect(fs.readFileSync(path.join(second, 'news/index.html'), 'utf8')).toBe('v1')
  // What the search index job replaces in a live release is shared only while it has the same
  // bytes: the job replaces it by a rename, which leaves the release before as it was.
  expect(inode(third, 'offline.json')).toBe(inode(second, 'offline.json'))
  expect(inode(third, 'pagefind/pagefind.js')).toBe(inode(second, 'pagefind/pagefind.js'))
  expect(inode(third, 'pagefind/fragment/en_0a1b2c3.pf_fragment')).toBe(
    inode(second, 'pagefind/fragment/en_0a1b2c3.pf_fragment'),
  )
  expect([releases.copied, releases.copiedBytes, releases.linked]).toEqual([1, 2, 4])
  fs.writeFileSync(path.join(third, 'offline.json.tmp'), 'v2')
  fs.renameSync(path.join(third, 'offline.json.tmp'), path.join(third, 'offline.json'))
  expect(fs.readFileSync(path.join(second, 'offline.json'), 'utf8')).toBe('v1')
  // The build folder's file, changed since, is not the release's: copied.
  fs.writeFileSync(path.join(build, 'offline.json'), 'v3')
  const fourth = await releases.publish(build)
  expect(fs.readFileSync(path.join(fourth, 'offline.json'), 'utf8')).toBe('v3')
  expect(fs.readFileSync(path.join(third, 'offline.json'), 'utf8')).toBe('v2')
})

/** A fake search indexer: writes the release's build number into its pagefind/ after `ms`, or fails. */
function fakeIndexer(ms: number, fail = () => false) {
  const indexed: string[] = []
  return {
    indexed,
    index: async (release: string) => {
      await new Promise((r) => setTimeout(r, ms))
      if (fail()) throw new Error('Pagefind: out of memory')
      fs.mkdirSync(path.join(release, 'pagefind'), { recursive: true })
      fs.writeFileSync(path.join(release, 'pagefind', 'index'), fs.readFileSync(path.join(release, 'index.html')))
      indexed.push(release)
    },
    carry: (release: string, buildDir: string) =>
      fs.cpSync(path.join(release, 'pagefind'), path.join(buildDir, 'pagefind'), { recursive: true }),
  }
}

test('a rebuild goes live before its search index, which follows and is carried into the next build', async () => {
  const root = tmp()
  const builds = { count: 0 }
  const buildDir = path.join(root, 'public')
  const releases = new Releases(root)
  const indexer = fakeIndexer(400)
  const worker = new SiteBuilder(
    fakeBuild(buildDir, builds, () => false, 50),
    releases,
    buildDir,
    10,
    () => {},
    indexer,
  )
  await worker.request('first')
  // Live, with the index still being built.
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('build 1')
  expect(worker.current()).toMatchObject({ state: 'idle', search: 'indexing' })
  expect(fs.existsSync(path.join(releases.current, 'pagefind', 'index'))).toBe(false)
  await worker.searchIndexed()
  expect(worker.current()).toMatchObject({ search: 'current', searchFailure: null })
  expect(fs.readFileSync(path.join(releases.current, 'pagefind', 'index'), 'utf8')).toBe('build 1')
  expect(fs.readFileSync(path.join(buildDir, 'pagefind', 'index'), 'utf8')).toBe('build 1')
  await worker.request('second')
  // The next release starts with the index of the one before, then gets its own.
  expect(fs.readFileSync(path.join(releases.current, 'pagefind', 'index'), 'utf8')).toBe('build 1')
  await worker.searchIndexed()
  expect(fs.readFileSync(path.join(releases.current, 'pagefind', 'index'), 'utf8')).toBe('build 2')
  expect(indexer.indexed).toHaveLength(2)
})

/** A worker with quick fake builds and a fake search indexer, logging into `lines`. */
function indexedWorker(indexer: ReturnType<typeof fakeIndexer>, copy?: (release: string) => Promise<void>) {
  const root = tmp()
  const buildDir = path.join(root, 'public')
  const releases = new Releases(root)
  const lines: string[] = []
  const build = fakeBuild(buildDir, { count: 0 }, () => false, 50)
  const worker = new SiteBuilder(build, releases, buildDir, 10, (line) => lines.push(line), indexer, copy)
  return { worker, releases, lines }
}

test("search finds a release's changes, indexed apart, before its whole index is written; a failed delta leaves them to the whole index", async () => {
  let failDelta = false
  const indexer = {
    ...fakeIndexer(400),
    delta: async () => {
      await new Promise((r) => setTimeout(r, 20))
      if (failDelta) throw new Error('no pages file')
      return { indexed: 2, superseded: 1 }
    },
  }
  const { worker, lines } = indexedWorker(indexer)
  await worker.request('first')
  await expect.poll(() => worker.current().searchFindsChanges).toBe(true)
  // The whole index is still being written.
  expect(worker.current().search).toBe('indexing')
  expect(indexer.indexed).toHaveLength(0)
  expect(lines.join('\n')).toMatch(
    /Search finds the release's changes \(2 pages indexed apart, 1 page of the index left out/,
  )
  await worker.searchIndexed()
  expect(indexer.indexed).toHaveLength(1)
  expect(worker.current()).toMatchObject({ search: 'current', searchFailure: null, searchFindsChanges: true })

  failDelta = true
  await worker.request('second')
  expect(worker.current()).toMatchObject({ search: 'indexing', searchFindsChanges: false })
  await worker.searchIndexed()
  expect(indexer.indexed).toHaveLength(2)
  expect(worker.current()).toMatchObject({ search: 'current', searchFailure: null, searchFindsChanges: true })
  expect(lines.join('\n')).toMatch(/Search delta failed \(the whole index follows\): no pages file/)
})

test('a failed search index is reported and leaves the release live', async () => {
  const { worker, releases, lines } = indexedWorker(fakeIndexer(50, () => true))
  await worker.request('first')
  await worker.searchIndexed()
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('build 1')
  const status = worker.current()
  expect(status).toMatchObject({ state: 'idle', lastFailure: null, search: 'failed' })
  expect(status.searchFailure?.reason).toContain('out of memory')
  expect(lines.join('\n')).toMatch(/Search index failed.*out of memory/)
})

test('each complete release is copied to the site bucket after its search index; a failed copy is reported and the release stays live', async () => {
  const copied: string[] = []
  let failCopy = false
  const { worker, releases, lines } = indexedWorker(fakeIndexer(100), async (release) => {
    if (failCopy) throw new Error('bucket unreachable')
    // The release is copied with its own search index.
    copied.push(fs.readFileSync(path.join(release, 'pagefind', 'index'), 'utf8'))
  })
  await worker.request('first')
  expect(copied).toEqual([])
  await worker.searchIndexed()
  await worker.copied()
  expect(copied).toEqual(['build 1'])
  failCopy = true
  await worker.request('second')
  await worker.searchIndexed()
  await worker.copied()
  expect(copied).toEqual(['build 1'])
  expect(lines.join('\n')).toContain('Release not copied to the site bucket: bucket unreachable')
  expect(fs.readFileSync(path.join(releases.current, 'index.html'), 'utf8')).toBe('build 2')
})
