import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { manifestFile, releaseCommands, releaseTaskBundle, sourceHash } from '../../scripts/lib/release-manifest.mjs'

/**
 * A production start (NODE_ENV=production, scripts/bootstrap.mjs) runs the release that `npm run
 * build:release` made, with node, and refuses one that is missing, of other sources, or without
 * its installed dependencies, naming the command to run. Tried in a folder of its own that holds
 * the entry point, stand-ins for the compiled commands, and no install.
 */
const root = process.cwd()

function releaseFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'))
  for (const file of [
    'scripts/bootstrap.mjs',
    'scripts/lib/hand-over.mjs',
    'scripts/lib/release-manifest.mjs',
    'scripts/lib/files-hash.mjs',
    'package.json',
    'package-lock.json',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  fs.mkdirSync(path.join(dir, 'src'))
  fs.writeFileSync(path.join(dir, 'src', 'page.tsx'), 'export default () => null\n')
  for (const command of releaseCommands) {
    fs.mkdirSync(path.join(dir, 'release', 'scripts'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'release', 'scripts', `${command}.cjs`),
      `console.log('compiled ${command} ran with', JSON.stringify(process.argv.slice(2)), 'and the tasks of', require('node:path').relative(process.cwd(), process.env.CMS_TASK_BUNDLE))\n`,
    )
  }
  fs.mkdirSync(path.dirname(path.join(dir, releaseTaskBundle)), { recursive: true })
  fs.writeFileSync(path.join(dir, releaseTaskBundle), '')
  const writeManifest = () =>
    fs.writeFileSync(
      path.join(dir, manifestFile),
      JSON.stringify({ commit: 'abc123', builtAt: '2026-11-28T20:00:00.000Z', sourceHash: sourceHash(dir) }),
    )
  return { dir, writeManifest }
}

const startIn = (dir: string, command: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/bootstrap.mjs', command, ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 30_000,
  })

test('a production start runs the compiled command with node, and never installs', () => {
  const { dir, writeManifest } = releaseFixture()
  try {
    fs.mkdirSync(path.join(dir, 'node_modules'))
    writeManifest()
    const started = startIn(dir, 'serve-site', '--port', '9000')
    expect(started.stderr).toBe('')
    expect(started.status).toBe(0)
    expect(started.stdout).toBe(
      'compiled serve-site ran with ["--port","9000"] and the tasks of cms/.tasks/release.mjs\n',
    )
    expect(fs.existsSync(path.join(dir, 'node_modules', '.install-hash'))).toBe(false)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('a production start refuses a missing release, one of other sources, and one without its install, naming the command to run', () => {
  const { dir, writeManifest } = releaseFixture()
  try {
    fs.mkdirSync(path.join(dir, 'node_modules'))
    const missing = startIn(dir, 'serve-cms')
    expect(missing.status).toBe(1)
    expect(missing.stderr).toMatch(/No release build here .*npm run build:release/)
    expect(missing.stdout).toBe('')

    writeManifest()
    fs.appendFileSync(path.join(dir, 'src', 'page.tsx'), '// edited after the release was built\n')
    const edited = startIn(dir, 'serve-site')
    expect(edited.status).toBe(1)
    expect(edited.stderr).toMatch(/commit abc123.*other sources than these.*npm run build:release/)
    expect(edited.stdout).toBe('')

    writeManifest()
    fs.rmSync(path.join(dir, 'release', 'scripts', 'migrate.cjs'))
    expect(startIn(dir, 'migrate').stderr).toMatch(/lacks release\/scripts\/migrate\.cjs/)
    fs.writeFileSync(path.join(dir, 'release', 'scripts', 'migrate.cjs'), '')
    fs.rmSync(path.join(dir, releaseTaskBundle))
    expect(startIn(dir, 'serve-cms').stderr).toMatch(/lacks cms\/\.tasks\/release\.mjs/)
    fs.writeFileSync(path.join(dir, releaseTaskBundle), '')

    writeManifest()
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true })
    const uninstalled = startIn(dir, 'backup')
    expect(uninstalled.status).toBe(1)
    expect(uninstalled.stderr).toMatch(/npm ci --omit=dev/)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the release is built from every source a service runs: the scripts, the site, the build code, the CMS and the packages', () => {
  const { dir, writeManifest } = releaseFixture()
  try {
    writeManifest()
    const before = sourceHash(dir)
    for (const file of [
      'scripts/lib/new.ts',
      'gatsby/new.ts',
      'plugins/p/new.ts',
      'cms/src/new.ts',
      'packages/model/new.ts',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), 'export {}\n')
      expect(sourceHash(dir), file).not.toBe(before)
      fs.rmSync(path.join(dir, file))
    }
    // Built and installed folders are not sources, nor the types a site build writes.
    fs.mkdirSync(path.join(dir, 'cms/src/node_modules'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'cms/src/node_modules/x.js'), '')
    fs.writeFileSync(path.join(dir, 'src/gatsby-types.d.ts'), 'declare namespace Queries {}\n')
    expect(sourceHash(dir)).toBe(before)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
