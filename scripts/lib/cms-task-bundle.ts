import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { installedPackagesExternal, ownModuleURL } from './esbuild-plugins'
import { cmsDir, rootDir } from './settings'
import { workspacesOf } from './workspaces'

/**
 * Where a checkout keeps its bundles (git-ignored): one file per distinct bundle, named by its
 * content, and a release's (release-manifest.mjs). In the CMS's folder: Node resolves the packages
 * a bundle imports from where it lies, and finds the CMS's own versions there (cms/node_modules).
 */
const bundleDir = path.join(cmsDir, '.tasks')

/**
 * The CMS's task entry (cms/src/seed/run.ts: migrations, the demo content, the checks of a start)
 * as one JavaScript module: the CMS's own TypeScript and the workspace packages bundled by esbuild,
 * installed packages imported by Node. Started by plain Node, a task loads in less than half the CPU
 * time it takes through tsx's loader, and without that loader's thread, which now and then lost an
 * import and ended the process before the task ran (cms/src/seed/index.ts).
 *
 * With `outFile` (the release build), written there. Without, bundled at each call (a fraction of
 * a second), so a task always runs the sources as they are, and written once per distinct content
 * under cms/.tasks, so processes that start tasks together share one file.
 */
export async function cmsTaskBundle(outFile?: string): Promise<string> {
  const outDir = outFile ? path.dirname(outFile) : bundleDir
  const result = await build({
    entryPoints: [path.join(cmsDir, 'src', 'seed', 'run.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'error',
    tsconfig: path.join(cmsDir, 'tsconfig.json'),
    plugins: [
      installedPackagesExternal(new Set([...workspacesOf(rootDir).keys(), '@payload-config'])),
      ownModuleURL(outDir),
    ],
  })
  const code = result.outputFiles[0].contents
  const file =
    outFile ?? path.join(bundleDir, `run-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (outFile || !fs.existsSync(file)) {
    fs.mkdirSync(outDir, { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    fs.writeFileSync(partial, code)
    fs.renameSync(partial, file)
    if (!outFile) removeOldBundles(file)
  }
  return file
}

/** Bundles of other sources written over a day ago (a task started from one has long loaded it); not a release's. */
function removeOldBundles(current: string) {
  const dayAgo = Date.now() - 24 * 3600_000
  for (const name of fs.readdirSync(bundleDir).filter((n) => /^run-\w+\.mjs$/.test(n))) {
    const file = path.join(bundleDir, name)
    if (file !== current && fs.statSync(file).mtimeMs < dayAgo) fs.rmSync(file, { force: true })
  }
}
