// The release build's manifest (`npm run build:release`, scripts/build-release.ts) and its check
// at a production start (scripts/bootstrap.mjs). Plain JavaScript: the check runs before anything
// is installed, and without tsx, which a production start uses for the CMS's own tasks only.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { filesHash } from './files-hash.mjs'

/** Where the release build leaves the compiled commands and its manifest. */
export const releaseDir = 'release'
export const manifestFile = path.join(releaseDir, 'manifest.json')
/**
 * The CMS's tasks (migrations, the checks of a start) bundled into one module
 * (scripts/lib/cms-task-bundle.ts): in the CMS's folder, where Node finds the CMS's own versions of
 * the packages it imports (cms/node_modules), as it does for the CMS's sources.
 */
export const releaseTaskBundle = path.join('cms', '.tasks', 'release.mjs')

/** The commands a production service runs, each compiled to release/scripts/<command>.cjs. */
export const releaseCommands = ['serve-site', 'serve-cms', 'migrate', 'backup', 'restore', 'publish-bucket']

/**
 * Everything a release is built from: the scripts, the site's and the build's code, the CMS, the
 * shared packages, the lockfile and the patches npm applies. A start compares their hash with the
 * manifest's, so a release built from other sources (another commit, an edited file) is refused.
 */
const sources = [
  'scripts',
  'gatsby',
  'plugins',
  'src',
  'packages',
  'cms/src',
  'cms/next.config.mjs',
  'cms/package.json',
  'cms/tsconfig.json',
  'package.json',
  'package-lock.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
]

/**
 * Under the sources, what is built, installed or generated rather than written: Gatsby writes
 * src/gatsby-types.d.ts at every site build, which a builder runs in production.
 */
const skipped = new Set(['node_modules', '.next', '.cache', 'public', 'gatsby-types.d.ts'])

/** A hash of the names and contents of the release's sources under `root`. */
export const sourceHash = (root) => filesHash(root, sources, skipped)

/** The commit of the code under `root`: the checkout's, else the release's manifest's (a copied release), else null. */
export function codeCommit(root) {
  const fromGit = commitOf(root)
  if (fromGit) return fromGit
  try {
    return JSON.parse(fs.readFileSync(path.join(root, manifestFile), 'utf8')).commit ?? null
  } catch {
    return null
  }
}

/** The checkout's commit, or null outside a git checkout (a copied release). */
export function commitOf(root) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

/**
 * Why the release under `root` cannot be started, with the command that makes one, or null when
 * it can: its manifest must exist and name the sources that are there now.
 */
export function releaseProblem(root) {
  const file = path.join(root, manifestFile)
  if (!fs.existsSync(file))
    return `No release build here (${manifestFile} is missing). Build one with \`npm run build:release\` in a full install, then copy it with the sources.`
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return `${manifestFile} is not a release manifest. Build the release again with \`npm run build:release\`.`
  }
  if (manifest.sourceHash !== sourceHash(root))
    return `The release build (${manifestFile}: commit ${manifest.commit ?? 'unknown'}, built ${manifest.builtAt}) was made from other sources than these. Build it again with \`npm run build:release\`.`
  for (const command of releaseCommands) {
    if (!fs.existsSync(path.join(root, releaseDir, 'scripts', `${command}.cjs`)))
      return `The release build lacks ${releaseDir}/scripts/${command}.cjs. Build it again with \`npm run build:release\`.`
  }
  if (!fs.existsSync(path.join(root, releaseTaskBundle)))
    return `The release build lacks ${releaseTaskBundle}. Build it again with \`npm run build:release\`.`
  if (!fs.existsSync(path.join(root, 'node_modules')))
    return 'No dependencies installed: run `npm ci --omit=dev` first.'
  return null
}
