import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The boundary between programs as ESLint reads it (scripts/lib/program-boundaries.mjs), loaded
 * by Node itself: the test runner's own transform turns the plain ES module into one Node refuses.
 */
export const loadProgramBoundaries = async () =>
  (await import(
    pathToFileURL(path.resolve('scripts/lib/program-boundaries.mjs')).href
  )) as typeof import('../../scripts/lib/program-boundaries.mjs')
