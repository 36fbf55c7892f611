import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { readSettings } from '../../scripts/lib/settings'
import { siteBuildEnv } from '../../scripts/lib/site'
import { searchIndexAfterPublish } from '../../gatsby/search-index'

test('every build of the site builder gets the same environment but the count of rendering workers: one per core for every page, the queries in the main process after', () => {
  const settings = readSettings({ PAYLOAD_SECRET: 'a-secret-of-the-test-0123456789' })
  const everyPage = siteBuildEnv(settings, true)
  const afterward = siteBuildEnv(settings, false)
  expect(everyPage[searchIndexAfterPublish]).toBe('1')
  // Gatsby starts one worker fewer than GATSBY_CPU_COUNT, and at least one.
  expect(Number(everyPage.GATSBY_CPU_COUNT) - 1).toBe(os.cpus().length)
  // 1: the queries run in Gatsby's main process and its one worker renders (see the next test).
  expect(afterward.GATSBY_CPU_COUNT).toBe('1')
  expect({ ...afterward, GATSBY_CPU_COUNT: '' }).toEqual({ ...everyPage, GATSBY_CPU_COUNT: '' })
  expect(siteBuildEnv(settings, false)).toEqual(afterward)
})

/**
 * What the builder's count of 1 relies on: `gatsby build` runs the queries in its main process
 * when Gatsby counts one core, and otherwise in its workers, which it then restarts before they
 * render. Fails if an upgrade of Gatsby changed that, where rebuilds could be slower unnoticed.
 */
test('gatsby build runs the queries in its main process at a count of one core, in its workers otherwise', () => {
  const build = fs.readFileSync(require.resolve('gatsby/dist/commands/build.js'), 'utf8')
  const branch = build.match(
    /if \(\(0, _gatsbyCoreUtils\.cpuCoreCount\)\(\) === 1\) \{([\s\S]*?)\} else \{([\s\S]*?)\n {2}\}/,
  )
  expect(branch, 'the count test in gatsby/dist/commands/build.js').not.toBeNull()
  expect(branch![1]).toContain('runPageQueries')
  expect(branch![1]).not.toContain('workerPool')
  expect(branch![2]).toContain('runQueriesInWorkersQueue')
  expect(branch![2]).toContain('workerPool.restart()')
})

/**
 * Gatsby compiles gatsby-node.ts with Parcel on every build, and Parcel walks the whole project
 * to find what changed since its last run: at 10,000 items public/ alone made that 3 s longer
 * (scripts/patches/, applied by npm ci). Without the patch, this fails. Parcel must still see
 * .cache/compiled, its own output, which Gatsby empties before each compile: where it did not,
 * it wrote nothing, and Gatsby compiled every time twice, the second time from an emptied cache.
 */
test("Parcel's change detection leaves out the build's output, caches, run data and installed packages, but not its own output", () => {
  const source = fs.readFileSync(require.resolve('@parcel/core/lib/RequestTracker.js'), 'utf8')
  const definition = source.match(/function getWatcherOptions\(options\) \{[\s\S]*?\n\}/)
  expect(definition, 'getWatcherOptions in @parcel/core').not.toBeNull()
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs Parcel's installed getWatcherOptions, as patched, to test it
  const getWatcherOptions = new Function('_path', 'require', `${definition![0]}; return getWatcherOptions`)(
    () => ({ default: path }),
    require,
  ) as (options: { projectRoot: string; cacheDir: string }) => { ignore: string[] }
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-watch-'))
  try {
    for (const dir of ['.cache/compiled', '.cache/caches', '.cache/json', 'src'])
      fs.mkdirSync(path.join(site, dir), { recursive: true })
    const { ignore } = getWatcherOptions({ projectRoot: site, cacheDir: path.join(site, '.cache/.parcel-cache') })
    const at = (dir: string) => path.join(site, dir)
    expect(ignore).toEqual(
      expect.arrayContaining(['public', '.run', 'node_modules', '.git', '.cache/caches', '.cache/json'].map(at)),
    )
    expect(ignore).not.toContain(at('src'))
    expect(ignore).not.toContain(at('.cache'))
    expect(ignore).not.toContain(at('.cache/compiled'))
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
})

/**
 * .parcelrc: Gatsby's Parcel configuration without its minifier, so that each build compiles
 * gatsby-node.ts 0.5 s sooner and a build error's stack names the site's own functions. Fails if
 * Gatsby's configuration moved (an upgrade), where every build would fail to compile.
 */
test("Parcel compiles gatsby-node.ts with Gatsby's configuration, unminified", () => {
  const rootDir = path.resolve(__dirname, '../..')
  const config = JSON.parse(fs.readFileSync(path.join(rootDir, '.parcelrc'), 'utf8')) as {
    extends: string
    optimizers: Record<string, string[]>
  }
  expect(path.resolve(rootDir, config.extends)).toBe(
    require.resolve('gatsby-parcel-config', { paths: [path.dirname(require.resolve('gatsby/package.json'))] }),
  )
  const gatsbyConfig = JSON.parse(fs.readFileSync(path.resolve(rootDir, config.extends), 'utf8')) as {
    optimizers: Record<string, string[]>
  }
  for (const pattern of Object.keys(gatsbyConfig.optimizers)) expect(config.optimizers[pattern], pattern).toEqual([])
})
