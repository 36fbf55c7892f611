import fs from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { buildCms, cmsBuildStamp } from './lib/cms'
import { settingsOrExit } from './lib/lifecycle'
import { commitOf, manifestFile, releaseCommands, releaseDir, sourceHash } from './lib/release-manifest.mjs'
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
 * CMS's own tasks (its migrations and the checks of a start, cms/src/seed/) still run as
 * TypeScript with tsx's loader (Payload's dependency): Payload imports the migration files of
 * cms/src/migrations itself.
 */

/** Installed packages stay `require`s; the workspace packages (TypeScript sources) are bundled. */
function installedPackagesExternal(workspaces: Set<string>): Plugin {
  return {
    name: 'installed-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/')
        return workspaces.has(name) ? undefined : { path: args.path, external: true }
      })
    },
  }
}

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
