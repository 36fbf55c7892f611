import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { buildCms, cmsBuildStamp } from './lib/cms'
import { cmsTaskBundle } from './lib/cms-task-bundle'
import { installedPackagesExternal } from './lib/esbuild-plugins'
import { settingsOrExit } from './lib/lifecycle'
import {
  commitOf,
  manifestFile,
  releaseCommands,
  releaseDir,
  releaseTaskBundle,
  sourceHash,
} from './lib/release-manifest.mjs'
import { stage } from './lib/run'
import { rootDir } from './lib/settings'
import { workspacesOf } from './lib/workspaces'

/**
 * `npm run build:release`: what the production services run, built once, in a full install (the
 * CMS's build needs its devDependency typescript): the CMS's Next build, each service command
 * compiled to one JavaScript file (release/scripts/<command>.cjs: the scripts and the shared
 * packages bundled, installed packages left to `require`), and release/manifest.json with the
 * commit and the hash of the sources. A host then needs only `npm ci --omit=dev`: its services
 * started with NODE_ENV=production run these files with node (scripts/bootstrap.mjs), never `npm
 * ci`, `next build` or a script through tsx, and refuse a release built from other sources. The
 * CMS's own tasks (its migrations and the checks of a start, cms/src/seed/) are bundled too
 * (cms/.tasks/release.mjs, scripts/lib/cms-task-bundle.ts).
 */

async function main() {
  const settings = settingsOrExit()
  const started = new Date()
  const hash = sourceHash(rootDir)
  console.log(`  CMS build: ${await stage('Build the CMS', () => buildCms(settings))}`)
  const scriptsDir = path.join(rootDir, releaseDir, 'scripts')
  await stage('Compile the service commands', async () => {
    fs.rmSync(scriptsDir, { recursive: true, force: true })
    await build({
      entryPoints: releaseCommands.map((command) => path.join(rootDir, 'scripts', `${command}.ts`)),
      outdir: scriptsDir,
      outExtension: { '.js': '.cjs' },
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      logLevel: 'warning',
      plugins: [installedPackagesExternal(new Set(workspacesOf(rootDir).keys()))],
    })
  })
  await stage('Bundle the CMS tasks', () => cmsTaskBundle(path.join(rootDir, releaseTaskBundle)))
  if (sourceHash(rootDir) !== hash) throw new Error('The sources changed while the release was built: build it again.')
  const manifest = {
    commit: commitOf(rootDir),
    builtAt: started.toISOString(),
    node: process.version,
    sourceHash: hash,
    cmsBuild: fs.readFileSync(cmsBuildStamp, 'utf8'),
    commands: releaseCommands,
  }
  fs.writeFileSync(path.join(rootDir, manifestFile), JSON.stringify(manifest, null, 2) + '\n')
  console.log(`\nRelease of commit ${manifest.commit ?? '(no git checkout)'} built: ${manifestFile}`)
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`)
  process.exit(1)
})
