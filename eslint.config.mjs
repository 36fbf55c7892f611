// ESLint for the whole repository: the site, its build code, scripts, benches, tests and the CMS
// (its admin components included). `npm run lint` runs it with no warning allowed.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { programBoundaries } from './scripts/lib/program-boundaries.mjs'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '.cache/',
    'public/',
    '.run/',
    'tests/artifacts/',
    'src/gatsby-types.d.ts',
    'cms/.next/',
    // Compiled by npm run build:release.
    'release/',
    // The CMS's tasks bundled by esbuild (scripts/lib/cms-task-bundle.ts).
    'cms/.tasks/',
    'cms/next-env.d.ts',
    // Written by Payload's generators (generate:types, generate:importmap, migrate:create).
    'cms/src/payload-types.ts',
    'cms/src/app/(payload)/admin/importMap.js',
    'cms/src/migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // Each file is checked against the nearest tsconfig.json: the top one, or cms/tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose: `{ id: _id, ...rest }`, `(_req, res)`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `npm test` lints before it builds, and the types of the site's page queries (`Queries.*`,
      // src/gatsby-types.d.ts) are written by the build: before the first build, query data has
      // no type, and these rules would report every read of it (or, for the last one, every
      // non-null assertion on it). TypeScript's strict mode checks those reads once the file is there.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // An async function without `await` is how code here hands a promise to an interface that
      // wants one (Payload's email adapter, Playwright's route handlers, a GraphQL stub);
      // no-floating-promises and no-misused-promises catch the promise mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      // An element's event handler may be async here: each one turns a failure into a state it shows.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Gatsby's helpers (getNode, actions.createPage...) and the scripts' own stage functions are
      // passed around unbound by design: none of them reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // `String(value)` turns loose values that are scalars at run time (form answers, ids from a
      // request, database rows) into text on purpose; the rule cannot tell them from objects.
      '@typescript-eslint/no-base-to-string': 'off',
      // The pages are static HTML that React hydrates: what only the browser knows (storage, the
      // address, the viewport, the session) must be set after mount, in an effect, for the first
      // render to match the HTML.
      'react-hooks/set-state-in-effect': 'off',
      // A table that scrolls sideways sits in a focusable region, so that a keyboard can scroll it
      // (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The site, the CMS, the scripts and the packages reach each other's code only through the
    // packages' names (scripts/lib/program-boundaries.mjs).
    plugins: { lestari: { rules: { 'program-boundaries': programBoundaries } } },
    rules: { 'lestari/program-boundaries': 'error' },
  },
  {
    // A test waits for the condition it stands for, or moves the page's clock (page.clock), never
    // for a fixed time: a fixed wait is too short on a busy machine and too long on a quiet one.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for the condition instead, or move the page clock on.' },
      ],
    },
  },
  {
    // Plain JavaScript files are in no tsconfig: no type information for them.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Appended to the site's service worker (gatsby-config.ts, appendScript).
    files: ['src/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
