// The programs of the repository and where one may import another's files by a relative path.
// eslint.config.mjs enforces it on every file (rule `lestari/program-boundaries`) and
// tests/unit/imports.spec.ts checks it again over the whole tree. What two programs share lives in
// a workspace package under packages/, imported by its name (@lestari/model, @lestari/server-kit):
// docs/decisions/content-and-build.md, "Shared code in packages of its own".
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root: this file is scripts/lib/program-boundaries.mjs. */
const root = fileURLToPath(new URL('../..', import.meta.url))

/** The Gatsby entry points at the top, part of the site. */
const gatsbyEntry = /^gatsby-(browser|ssr|node|config)\.tsx?$/

/**
 * The program a file belongs to, from its path relative to the root (`/`-separated): `site`
 * (src/, gatsby/, plugins/ and Gatsby's entry points), `cms`, `scripts`, `tests`, `bench`, one
 * per shared package (`packages/model`...), or `top` (the tools' configurations at the top).
 */
export function programOf(file) {
  const [top, next] = file.split('/')
  if (top === 'packages') return `packages/${next}`
  if (['src', 'gatsby', 'plugins'].includes(top) || gatsbyEntry.test(top)) return 'site'
  if (['cms', 'scripts', 'tests', 'bench'].includes(top)) return top
  return 'top'
}

/**
 * Programs that may import any program's files: the tests and the benches test and measure them,
 * and the tools' configurations at the top configure them.
 */
const reachesEveryProgram = new Set(['tests', 'bench', 'top'])

/** The few relative imports from one program into another that stay, each with its reason. */
export const allowedCrossings = [
  // `npm test` (scripts/bootstrap.mjs test) runs the test program: its stacks and browser.
  { from: 'scripts/test.ts', to: /^tests\// },
  // The build worker indexes a release for the site search as the site's build does.
  { from: 'scripts/lib/site.ts', to: /^gatsby\/search-index(\.ts)?$/ },
  // `npm run develop` asks the CMS what changed as the site's sourcing reads it.
  { from: 'scripts/develop.ts', to: /^plugins\/gatsby-source-cms\/change-mark(\.ts)?$/ },
]

/** A path relative to the root, `/`-separated. */
const fromRoot = (file) => path.relative(root, file).split(path.sep).join('/')

/**
 * Why `file` may not import `specifier` (a relative path, or the name of the CMS's workspace, which
 * is a program and no package), or null when it may. `file` is absolute or relative to the root.
 */
export function boundaryCrossing(file, specifier) {
  const importer = fromRoot(path.resolve(root, file))
  const from = programOf(importer)
  if (reachesEveryProgram.has(from)) return null
  if (/^cms(\/|$)/.test(specifier) && from !== 'cms')
    return `${specifier}: the CMS is a program, not a package; share the code through a package of packages/`
  if (!specifier.startsWith('.')) return null
  const target = fromRoot(path.resolve(root, path.dirname(importer), specifier))
  const to = programOf(target)
  if (to === from || allowedCrossings.some((c) => c.from === importer && c.to.test(target))) return null
  return `${specifier} leaves ${from} for ${to}: import what programs share from a package of packages/ by its name (@lestari/...)`
}

/** The ESLint rule: an import that crosses a boundary is an error. */
export const programBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Refuses an import of another program's files by a relative path" },
    messages: { crossing: '{{why}}' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const why = boundaryCrossing(context.filename, specifier)
      if (why) context.report({ node: node.source, messageId: 'crossing', data: { why } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
