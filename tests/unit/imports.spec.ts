import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The shape of the code's imports: what ships to the browser (src/) never imports Node's modules
 * or the build's code, and no module imports itself back through others.
 */
const root = process.cwd()
const codeFile = /\.(ts|tsx|js|mjs)$/

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file)
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

const nodeModules = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))

test('nothing under src/ imports Node modules', () => {
  const offenders = filesUnder('src').flatMap((file) =>
    runtimeImports(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((specifier) => nodeModules.has(specifier) || nodeModules.has(specifier.split('/')[0]))
      .map((specifier) => `${file}: ${specifier}`),
  )
  expect(offenders).toEqual([])
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

/** The file a relative specifier names, as TypeScript and the bundlers resolve it. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(root, path.dirname(from), specifier)
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'].map(
    (ending) => base + ending,
  )
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
  return found && path.relative(root, found)
}

/** Every circle of run-time imports among `files`, each as the files along it. */
function importCircles(files: string[]): string[][] {
  const edges = new Map(
    files.map((file) => [
      file,
      runtimeImports(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveLocal(file, specifier))
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

test('no circle of imports in the site, the build, the content model or the CMS', () => {
  const topLevel = fs.readdirSync(root).filter((name) => /^gatsby-.*\.tsx?$/.test(name))
  const files = [
    ...topLevel,
    ...['src', 'gatsby', 'plugins', 'content-model', 'cms/src', 'scripts'].flatMap(filesUnder),
  ]
  expect(importCircles(files).map((circle) => circle.join(' -> '))).toEqual([])
})
