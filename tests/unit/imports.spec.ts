import fs from 'node:fs'
import { builtinModules } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { releaseCommands } from '../../scripts/lib/release-manifest.mjs'
import { workspacesOf } from '../../scripts/lib/workspaces'
import { loadProgramBoundaries } from './program-boundaries'

/**
 * The shape of the code's imports: what ships to the browser (src/) never reaches Node's modules or
 * the Node programs' kit, however many imports lie between, nor imports the build's code; no program imports
 * another's files by a relative path (scripts/lib/program-boundaries.mjs); every package a file
 * imports is declared by the package.json the file belongs to; and no module imports itself back
 * through others.
 */
const root = process.cwd()
const codeFile = /\.(ts|tsx|js|mjs)$/

/** Folders that hold no code of the project's own: installed, generated or built. */
const notCode = new Set(['node_modules', '.next', '.cache', 'public', 'artifacts'])

function filesUnder(dir: string, base = root): string[] {
  return fs.readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return notCode.has(entry.name) ? [] : filesUnder(file, base)
    return codeFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

/**
 * The modules a file imports at run time: `import ... from`, `export ... from`, `import()` and
 * `require()`. Imports of types only (`import type`, `export type`) are left out: they are gone
 * once compiled.
 */
function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const specifiers: string[] = []
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"`;]*?\bfrom\s+['"]([^'"]+)['"]/gm)) {
    if (!match[2]) specifiers.push(match[3])
  }
  for (const match of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specifiers.push(match[1])
  for (const match of code.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1])
  return specifiers
}

/** Every module a file names, types included: `import`, `export ... from`, `import()` and `require()`. */
function allImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [
    ...[...code.matchAll(/^\s*(?:import|export)\s[^'"`;]*?\bfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...code.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
  ]
}

const nodeModules = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const isNodeModule = (specifier: string) => nodeModules.has(specifier) || nodeModules.has(specifier.split('/')[0])

/** The name of the installed package a bare specifier names: `@scope/name` or `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

type PackageJson = {
  name?: string
  exports?: Record<string, string>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}
const readPackage = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson

/** The file a relative specifier names, as TypeScript and the bundlers resolve it. */
function resolveRelative(base: string, from: string, specifier: string): string | undefined {
  const target = path.resolve(base, path.dirname(from), specifier)
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'].map(
    (ending) => target + ending,
  )
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
  return found && path.relative(base, found)
}

/**
 * The file of the project that `specifier` names, relative to `base`: a relative path, or a
 * workspace package's name and subpath through its `exports`. Undefined for installed packages.
 */
function resolveImport(
  base: string,
  workspaces: Map<string, string>,
  from: string,
  specifier: string,
): string | undefined {
  if (specifier.startsWith('.')) return resolveRelative(base, from, specifier)
  const folder = workspaces.get(packageName(specifier))
  if (!folder) return undefined
  const subpath = '.' + specifier.slice(packageName(specifier).length)
  const exported = readPackage(path.join(base, folder, 'package.json')).exports?.[subpath]
  return exported && path.join(folder, exported)
}

/**
 * Every way the browser `entries` reach a Node module or the Node programs' kit
 * (@lestari/server-kit) through run-time imports, however long: one chain per module that imports
 * one, as `entry -> ... -> module -> node:fs`. Everything under `base`.
 */
function browserChainsToNode(base: string, entries: string[]): string[] {
  const workspaces = workspacesOf(base)
  const cameFrom = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]))
  const queue = [...entries]
  const chains: string[] = []
  const trail = (file: string): string[] => {
    const before = cameFrom.get(file)
    return before ? [...trail(before), file] : [file]
  }
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const specifier of runtimeImports(fs.readFileSync(path.join(base, file), 'utf8'))) {
      if (isNodeModule(specifier) || packageName(specifier) === '@lestari/server-kit') {
        chains.push([...trail(file), specifier].join(' -> '))
        continue
      }
      const next = resolveImport(base, workspaces, file, specifier)
      if (next && !cameFrom.has(next)) {
        cameFrom.set(next, file)
        queue.push(next)
      }
    }
  }
  return chains
}

/** What ships to the browser: the pages' code and Gatsby's browser entry point. */
const browserEntries = () => ['gatsby-browser.tsx', ...filesUnder('src')]

test('nothing shipped to the browser reaches Node modules or the server kit, however many imports lie between', () => {
  expect(browserChainsToNode(root, browserEntries())).toEqual([])
})

test('a chain from the browser code through a package to a Node module is found', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'import-chain-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
    fs.writeFileSync(path.join(fixture, file), text)
  }
  try {
    write('package.json', JSON.stringify({ workspaces: ['packages/*'] }))
    write(
      'packages/shared/package.json',
      JSON.stringify({ name: '@fixture/shared', exports: { './files': './files.ts' } }),
    )
    write(
      'packages/shared/files.ts',
      "import fs from 'node:fs'\nexport const read = (file: string) => fs.readFileSync(file)\n",
    )
    write('packages/shared/types.ts', "import type { Stats } from 'node:fs'\nexport type Kept = Stats\n")
    write('src/lib/reader.ts', "export { read } from '@fixture/shared/files'\n")
    write('src/page.tsx', "import { read } from './lib/reader'\nimport type { Kept } from '../packages/shared/types'\n")
    expect(browserChainsToNode(fixture, ['src/page.tsx'])).toEqual([
      'src/page.tsx -> src/lib/reader.ts -> packages/shared/files.ts -> node:fs',
    ])
  } finally {
    fs.rmSync(fixture, { recursive: true, force: true })
  }
})

test('nothing under src/ imports the build code (gatsby/, plugins/)', () => {
  const offenders = filesUnder('src').flatMap((file) =>
    runtimeImports(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) =>
        /^(gatsby|plugins)\//.test(path.relative(root, path.resolve(root, path.dirname(file), specifier))),
      )
      .map((specifier) => `${file}: ${specifier}`),
  )
  expect(offenders).toEqual([])
})

/** Every code file of the project, with Gatsby's entry points at the top. */
const projectFiles = () => [
  ...fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name)),
  ...['src', 'gatsby', 'plugins', 'packages', 'cms', 'scripts', 'tests', 'bench'].flatMap((dir) => filesUnder(dir)),
]

test('no program imports the files of another by a relative path', async () => {
  const { boundaryCrossing } = await loadProgramBoundaries()
  const offenders = projectFiles().flatMap((file) =>
    allImports(fs.readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => boundaryCrossing(file, specifier))
      .filter((why) => why !== null)
      .map((why) => `${file}: ${why}`),
  )
  expect(offenders).toEqual([])
})

/** The package.json a file belongs to: its workspace's, or the top one (the site, the scripts, tests, benches). */
function packageOf(file: string, workspaceFolders: string[]): string {
  const folder = workspaceFolders.find((dir) => file.startsWith(dir + path.sep))
  return folder ? path.join(folder, 'package.json') : 'package.json'
}

/** Files written by Payload's generators, which name what Payload's own packages need. */
const generated = new Set(['cms/src/payload-types.ts', 'cms/src/app/(payload)/admin/importMap.js'])

/** The CMS's own aliases of its files (cms/tsconfig.json `paths`: `@payload-config`). */
const cmsAliases = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.join(root, 'cms/tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> }
    }
  ).compilerOptions.paths,
)

/** The installed packages a specifier names: webpack's inline loaders too (`!!raw-loader!leaflet/dist/leaflet.css`). */
const packagesNamed = (specifier: string) =>
  specifier.startsWith('.') || specifier.startsWith('/') || isNodeModule(specifier) || cmsAliases.includes(specifier)
    ? []
    : specifier.split('!').filter(Boolean).map(packageName)

test('every package a file imports is declared by its own package.json', () => {
  const workspaceFolders = [...workspacesOf(root).values()]
  const offenders = projectFiles()
    .filter((file) => !generated.has(file))
    .flatMap((file) => {
      const owner = packageOf(file, workspaceFolders)
      const json = readPackage(path.join(root, owner))
      const declared = new Set([
        json.name,
        ...Object.keys({
          ...json.dependencies,
          ...json.devDependencies,
          ...json.peerDependencies,
          ...json.optionalDependencies,
        }),
      ])
      return allImports(fs.readFileSync(path.join(root, file), 'utf8'))
        .flatMap(packagesNamed)
        .filter((name) => !declared.has(name) && !declared.has(`@types/${name}`))
        .map((name) => `${file}: ${name} (not in ${owner})`)
    })
  expect([...new Set(offenders)]).toEqual([])
})

test("the shared packages the site declares are bundled into Gatsby's compile of gatsby-node", () => {
  // Gatsby compiles gatsby-node.ts with Parcel, which leaves every installed package to Node's
  // require, and Node cannot load a package of TypeScript sources. The `alias` of package.json
  // (Parcel's) names each package's folder, so Parcel bundles it like the build's own files.
  const site = readPackage(path.join(root, 'package.json')) as PackageJson & { alias?: Record<string, string> }
  const workspaces = workspacesOf(root)
  const shared = Object.keys(site.dependencies ?? {}).filter((name) => workspaces.has(name))
  expect(shared.length).toBeGreaterThan(0)
  expect(site.alias).toEqual(Object.fromEntries(shared.map((name) => [name, `./${workspaces.get(name)}`])))
})

/** Every circle of run-time imports among `files`, each as the files along it. */
function importCircles(files: string[]): string[][] {
  const workspaces = workspacesOf(root)
  const edges = new Map(
    files.map((file) => [
      file,
      runtimeImports(fs.readFileSync(path.join(root, file), 'utf8'))
        .map((specifier) => resolveImport(root, workspaces, file, specifier))
        .filter((target): target is string => Boolean(target)),
    ]),
  )
  const circles: string[][] = []
  const done = new Set<string>()
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file)
    if (at >= 0) return void circles.push([...trail.slice(at), file])
    if (done.has(file)) return
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file])
    done.add(file)
  }
  for (const file of files) visit(file, [])
  return circles
}

test('no circle of imports in the site, the build, the packages, the CMS or the scripts', () => {
  const topLevel = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name))
  const files = [
    ...topLevel,
    ...['src', 'gatsby', 'plugins', 'packages', 'cms/src', 'scripts'].flatMap((dir) => filesUnder(dir)),
  ]
  expect(importCircles(files).map((circle) => circle.join(' -> '))).toEqual([])
})

/**
 * What the production services run (README "Running as a service"): the release's commands (the
 * site server with its build worker, which runs Gatsby over the site's code; the CMS; migrations,
 * backup, restore, the bucket) and the CMS's own code.
 */
const servedEntries = () => [
  'scripts/bootstrap.mjs',
  ...releaseCommands.map((command) => `scripts/${command}.ts`),
  ...fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name)),
  ...['src', 'gatsby', 'plugins', 'cms/src'].flatMap((dir) => filesUnder(dir)),
]

/** The installed packages `entries` import at run time, however many of the project's files lie between. */
function packagesReached(base: string, entries: string[]): Map<string, string> {
  const workspaces = workspacesOf(base)
  const seen = new Set(entries)
  const queue = [...entries]
  const reached = new Map<string, string>()
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const specifier of runtimeImports(fs.readFileSync(path.join(base, file), 'utf8'))) {
      const next = resolveImport(base, workspaces, file, specifier)
      if (next) {
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
        continue
      }
      for (const name of packagesNamed(specifier))
        if (!workspaces.has(name) && !reached.has(name)) reached.set(name, file)
    }
  }
  return reached
}

type LockEntry = { dev?: boolean; devOptional?: boolean }

test('every package the served programs import is a dependency, which `npm ci --omit=dev` installs', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const workspaceFolders = [...workspacesOf(root).values()]
  const offenders = [...packagesReached(root, servedEntries())].flatMap(([name, file]) => {
    const folder = workspaceFolders.find((dir) => file.startsWith(dir + path.sep))
    const owner = folder ? path.join(folder, 'package.json') : 'package.json'
    const json = readPackage(path.join(root, owner))
    const declared = { ...json.dependencies, ...json.optionalDependencies, ...json.peerDependencies }
    const entry = (folder && lock.packages[`${folder}/node_modules/${name}`]) || lock.packages[`node_modules/${name}`]
    return [
      ...(name in declared ? [] : [`${name} (imported by ${file}) is not a dependency of ${owner}`]),
      ...(!entry || entry.dev || entry.devOptional ? [`${name} (imported by ${file}) is left out by --omit=dev`] : []),
    ]
  })
  expect(offenders).toEqual([])
})

test('the commands an install and a service start run are dependencies: the postinstall and tsx', () => {
  const site = readPackage(path.join(root, 'package.json')) as PackageJson & { scripts: Record<string, string> }
  const postinstall = site.scripts.postinstall.split(' ')[0]
  // scripts/bootstrap.mjs hands each command to node with tsx's loader (scripts/lib/hand-over.mjs).
  expect(fs.readFileSync(path.join(root, 'scripts/lib/hand-over.mjs'), 'utf8')).toContain("'--import', 'tsx'")
  for (const command of [postinstall, 'tsx']) expect(Object.keys(site.dependencies ?? {}), command).toContain(command)
})

test('the check of the served programs finds a package they import that only the tests declare', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'served-imports-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
    fs.writeFileSync(path.join(fixture, file), text)
  }
  try {
    write('package.json', JSON.stringify({ workspaces: [] }))
    write(
      'scripts/lib/serve.ts',
      "import type { Proxy } from 'typed-only'\nexport { proxy } from 'proxy-kit/express'\n",
    )
    write('scripts/serve-site.ts', "import { proxy } from './lib/serve'\nimport fs from 'node:fs'\n")
    expect([...packagesReached(fixture, ['scripts/serve-site.ts'])]).toEqual([['proxy-kit', 'scripts/lib/serve.ts']])
  } finally {
    fs.rmSync(fixture, { recursive: true, force: true })
  }
})
