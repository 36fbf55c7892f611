import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ESLint, Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { loadProgramBoundaries } from './program-boundaries'

/**
 * The lint rule of the boundary between programs (scripts/lib/program-boundaries.mjs): a new
 * import of another program's files by a relative path fails `npm run lint`; an import of a
 * shared package by its name passes.
 */
const root = process.cwd()

/** The rule's messages for `code` as if it were the file `file` (relative to the root). */
async function lint(file: string, code: string) {
  const { programBoundaries } = await loadProgramBoundaries()
  const linter = new Linter({ configType: 'flat' })
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { lestari: { rules: { 'program-boundaries': programBoundaries } } },
          rules: { 'lestari/program-boundaries': 'error' },
        },
      ],
      path.join(root, file),
    )
    .map((message) => message.message)
}

test("an import of another program's files by a relative path is an error", async () => {
  expect(await lint('src/lib/new.ts', "import { bearerIs } from '../../cms/src/health'\n")).toEqual([
    '../../cms/src/health leaves site for cms: import what programs share from a package of packages/ by its name (@lestari/...)',
  ])
  expect(await lint('cms/src/components/New.tsx', "import type { Lang } from '../../../src/lib/i18n'\n")).toHaveLength(
    1,
  )
  expect(await lint('scripts/lib/new.ts', "export { redact } from '../../packages/server-kit/redact'\n")).toHaveLength(
    1,
  )
  expect(
    await lint('packages/model/new.ts', "const kit = import('../server-kit/redact')\nexport { kit }\n"),
  ).toHaveLength(1)
  expect(await lint('gatsby/new.ts', "import { cmsSettings } from 'cms/src/settings'\n")).toHaveLength(1)
})

test('imports within a program, of a package by its name, and from the tests and benches pass', async () => {
  expect(
    await lint(
      'src/lib/new.ts',
      "import { languages } from './i18n'\nimport { cheapestPrice } from '@lestari/model'\n",
    ),
  ).toEqual([])
  expect(await lint('gatsby/new.ts', "import { localizePath } from '../src/lib/routes'\n")).toEqual([])
  expect(await lint('cms/src/new.ts', "import { sameSecret } from '@lestari/server-kit/secret'\n")).toEqual([])
  expect(await lint('tests/unit/new.spec.ts', "import { cmsSettings } from '../../cms/src/settings'\n")).toEqual([])
  expect(await lint('bench/new.ts', "import { readSettings } from '../scripts/lib/settings'\n")).toEqual([])
})

test("the repository's lint configuration applies the rule to every program", async () => {
  const eslint = new ESLint({ cwd: root })
  for (const file of [
    'src/lib/routes.ts',
    'gatsby/pages.ts',
    'cms/src/payload.config.ts',
    'scripts/start.ts',
    'packages/model/index.ts',
  ]) {
    const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> }
    expect(config.rules['lestari/program-boundaries'], file).toEqual([2])
  }
})
