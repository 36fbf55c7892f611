import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { run, stage } from '../../scripts/lib/run'
import { releaseTaskBundle } from '../../scripts/lib/release-manifest.mjs'
import { processEnv, type Settings } from '../../scripts/lib/settings'

/**
 * The production layout's release for tests/e2e/production-layout.spec.ts: built once in the
 * checkout, copied to a folder of its own, installed there as a host installs it.
 */
const root = process.cwd()

/** Where the release is copied to, as the Dockerfile's build stage leaves it. */
export const releaseCopyDir = path.join(root, '.run', 'test-release')

/**
 * `npm run build:release` in the checkout (the CMS's build is the test stack's own, so this compiles
 * the service commands and writes the manifest), then the release copied to releaseCopyDir as the
 * Dockerfile's build stage leaves it: the sources (git's files, untracked ones included), release/
 * and the CMS's build, without the installs, builds and data. The editors' loop's set-up makes it
 * while its first site build runs, before a spec edits a shared source (develop.spec.ts does, and
 * the CMS build would then be out of date).
 */
export async function copyRelease(settings: Settings, log: number) {
  await run(process.execPath, ['scripts/bootstrap.mjs', 'build-release'], {
    cwd: root,
    env: processEnv(settings),
    stdio: ['ignore', log, log],
  })
  fs.rmSync(releaseCopyDir, { recursive: true, force: true })
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(releaseCopyDir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(releaseCopyDir, file))
  }
  for (const built of ['release', 'cms/.next', releaseTaskBundle])
    fs.cpSync(path.join(root, built), path.join(releaseCopyDir, built), { recursive: true })
}

/** Starts copyRelease beside other set-up work, timed as a stage of its own. */
export const copyReleaseStage = (settings: Settings, log: number) =>
  stage('Copy a release for the production layout', () => copyRelease(settings, log))

type LockEntry = { dev?: boolean; link?: boolean; resolved?: string }

/** Hard-links every file of `from` into `to`, but not the package's own node_modules (other lock entries). */
function linkPackage(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') linkPackage(source, target)
    } else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target)
    else fs.linkSync(source, target)
  }
}

/**
 * node_modules under `dir` as `npm ci --omit=dev` lays it out from the lockfile: every package the
 * lock does not mark `dev`, at its place in the tree, the workspaces' links, and the command links
 * (`.bin`) of those packages. The packages are hard-linked from the checkout's own install (the
 * same lockfile, its postinstall patches applied) instead of being fetched and unpacked again,
 * which takes minutes (docs/PERFORMANCE.md measures the real `npm ci --omit=dev`). Packages the
 * lock lists for other platforms are not in the checkout's install and are left out, as npm does.
 * Returns the packages left out as dev-only.
 */
export function productionInstall(dir: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const devOnly: string[] = []
  for (const [place, entry] of Object.entries(lock.packages)) {
    if (!place.includes('node_modules/')) continue
    if (entry.dev) {
      devOnly.push(place)
      continue
    }
    const target = path.join(dir, place)
    if (entry.link) {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.symlinkSync(path.relative(path.dirname(target), path.join(dir, entry.resolved!)), target)
    } else if (fs.existsSync(path.join(root, place))) linkPackage(path.join(root, place), target)
  }
  // The command links of the installed packages only, as npm makes them.
  for (const place of Object.keys(lock.packages).filter((p) => p === '' || !p.includes('node_modules/'))) {
    const bin = path.join(root, place, 'node_modules', '.bin')
    if (!fs.existsSync(bin)) continue
    for (const name of fs.readdirSync(bin)) {
      const link = fs.readlinkSync(path.join(bin, name))
      const installed = path.resolve(path.join(dir, place, 'node_modules', '.bin'), link)
      if (!fs.existsSync(installed)) continue
      fs.mkdirSync(path.join(dir, place, 'node_modules', '.bin'), { recursive: true })
      fs.symlinkSync(link, path.join(dir, place, 'node_modules', '.bin', name))
    }
  }
  return devOnly
}
