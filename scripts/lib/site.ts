import path from 'node:path'
import type { SpawnOptions } from 'node:child_process'
import { runCaptured } from './builder'
import { processEnv, rootDir, type Settings } from './settings'

export const publicDir = path.join(rootDir, 'public')

/**
 * `gatsby build` against the running CMS; it stops before touching public/ if the CMS is down.
 * A failure is reported in words an editor understands (see explainBuildFailure).
 */
export async function buildSite(s: Settings, extra: SpawnOptions = {}) {
  await runCaptured(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: rootDir, env: processEnv(s), ...extra })
}
