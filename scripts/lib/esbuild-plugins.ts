import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'esbuild'

/**
 * Installed packages stay imports for Node to load from node_modules; the names given (the
 * workspace packages, TypeScript sources, and path aliases) are bundled.
 */
export function installedPackagesExternal(bundled: Set<string>): Plugin {
  return {
    name: 'installed-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/')
        return bundled.has(name) ? undefined : { path: args.path, external: true }
      })
    },
  }
}

/**
 * Each bundled module of the project keeps its own `import.meta.url`, as a path relative to the
 * bundle's folder: the CMS's config finds what lies next to it (its migration folders) wherever
 * the checkout is, as long as the bundle stays at the same place in it.
 */
export function ownModuleURL(outDir: string): Plugin {
  return {
    name: 'own-module-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        const source = await fs.promises.readFile(args.path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const relative = path.relative(outDir, args.path).split(path.sep).join('/')
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`
        return { contents: source.split('import.meta.url').join(url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
      })
    },
  }
}
