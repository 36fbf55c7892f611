import path from 'node:path'
import type { SpawnOptions } from 'node:child_process'
import { run } from './run'
import { processEnv, rootDir, type Settings } from './settings'

export const publicDir = path.join(rootDir, 'public')

/** `gatsby build` against the running CMS; it stops before touching public/ if the CMS is down. */
export async function buildSite(s: Settings, extra: SpawnOptions = {}) {
  await run(path.join(rootDir, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: rootDir, env: processEnv(s), ...extra })
}
