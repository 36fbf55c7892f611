import { defineConfig } from '@playwright/test'
import main from './playwright.config'

/**
 * The editors' loop of a whole run (`npm test`), on a stack of its own: the default ports, the
 * fresh database, the CMS build and the site build of the main suite's global setup. It publishes
 * and rebuilds in the checkout's public/ and .cache, which no other test of the run uses; the
 * end-to-end project runs beside it on another stack, which serves a copy of this stack's first
 * build (scripts/test.ts). Then `gatsby develop`, in the same folders.
 */
const project = (name: string) => main.projects!.find((p) => p.name === name)!

export default defineConfig({
  ...main,
  outputDir: './artifacts/results-editor-loop',
  reporter: [['list'], ['json', { outputFile: './artifacts/report-editor-loop.json' }]],
  projects: [{ ...project('editor-loop'), dependencies: [] }, project('editor-loop-builders'), project('develop')],
})
