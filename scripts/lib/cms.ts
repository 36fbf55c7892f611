import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess, SpawnOptions } from 'node:child_process'
import { cmsTaskBundle } from './cms-task-bundle'
import { filesHash } from './files-hash.mjs'
import { ensurePortFree, run, runToExit, start, waitFor } from './run'
import { cmsDir, processEnv, rootDir, secretValues, type Settings } from './settings'
import { workspaceDependencies } from './workspaces'

const bin = (name: string) => path.join(rootDir, 'node_modules', '.bin', name)
export const cmsBuildStamp = path.join(cmsDir, '.next', 'source-hash')

/**
 * A hash of everything the CMS's Next.js build depends on: its own code and settings, and the
 * workspace packages it declares (cms/package.json) with theirs, which the admin bundles. A change
 * in a shared package rebuilds the admin.
 */
export const cmsSourceHash = (root = rootDir) =>
  filesHash(root, [
    'cms/src',
    ...workspaceDependencies(root, 'cms'),
    'cms/next.config.mjs',
    'cms/package.json',
    'cms/tsconfig.json',
    'package-lock.json',
  ])

const options = (s: Settings, extra: SpawnOptions = {}): SpawnOptions => ({ cwd: cmsDir, env: processEnv(s), ...extra })

/**
 * Runs tasks of the CMS's task entry (cms/src/seed/run.ts) in one Node process: the entry bundled
 * with the CMS's own code (cms-task-bundle.ts; a release's own bundle in production), started
 * with `--conditions=production`, under which Lexical's packages load their production builds,
 * not their Node entries, whose top-level await of their own import Node 20 could leave unsettled
 * (exit code 13) when several load at once.
 * A process that ends without having run (that exit code, or no done-file) is started again, up to
 * three times; any other failure is the task's own and is reported at once. Not through `payload
 * run`, which loads Payload's whole module graph through tsx before the entry starts.
 */
type Task = 'migrate' | 'seed' | 'scale' | 'production'

async function cmsTask(s: Settings, tasks: Task[], extra?: SpawnOptions, taskEnv: Record<string, string> = {}) {
  const attempts = 3
  const task = tasks.join(' and ')
  // A production service's tasks come from its release, checked against the sources at its start (scripts/bootstrap.mjs).
  const entry = process.env.CMS_TASK_BUNDLE || (await cmsTaskBundle())
  for (let n = 1; n <= attempts; n++) {
    const doneFile = path.join(os.tmpdir(), `cms-task-${process.pid}-${tasks.join('-')}-${n}.done`)
    fs.rmSync(doneFile, { force: true })
    // DISABLE_PAYLOAD_HMR as `payload run` sets it: a script's Payload opens no socket to a dev server.
    const env = { ...processEnv(s), ...taskEnv, DISABLE_PAYLOAD_HMR: 'true', SEED_DONE_MARKER: doneFile }
    const { code, signal } = await runToExit(process.execPath, ['--conditions=production', entry, ...tasks], {
      ...options(s, extra),
      env,
    })
    const done = fs.existsSync(doneFile)
    fs.rmSync(doneFile, { force: true })
    if (code === 0 && done) return
    if (code !== 0 && code !== unsettledTopLevelAwait)
      throw new Error(`The CMS ${task} failed (${signal ?? `exit code ${code}`})`)
    console.error(
      `The CMS ${task} ended without running (exit code ${code}; attempt ${n}/${attempts})${n < attempts ? '; starting it again' : ''}.`,
    )
  }
  throw new Error(`The CMS ${task} did not run after ${attempts} attempts`)
}

/** Node's exit code for a module whose top-level await never settled. */
const unsettledTopLevelAwait = 13

/** A new SQLite database's folder. */
const makeDatabaseFolder = (s: Settings) => {
  if (s.databaseURI.startsWith('file:'))
    fs.mkdirSync(path.dirname(s.databaseURI.slice('file:'.length)), { recursive: true })
}

/** Applies the committed migrations to the configured database. */
export async function migrate(s: Settings, extra?: SpawnOptions) {
  makeDatabaseFolder(s)
  await cmsTask(s, ['migrate'], extra)
}

export function refuseDemoInProduction(s: Settings) {
  if (s.mode === 'production')
    throw new Error('The demo content is never added in production mode (SITE_MODE=production).')
}

/**
 * Fills the CMS with the demo content. `onlyIfEmpty` (what every start does) leaves a database
 * that has any account or content as it is; without it (`npm run seed:demo`), the missing demo
 * documents and accounts are added again. Existing accounts are never changed either way.
 * `before`: tasks run first in the same process (a start's migrations).
 */
export async function seed(s: Settings, extra?: SpawnOptions, { onlyIfEmpty = false, before = [] as Task[] } = {}) {
  refuseDemoInProduction(s)
  await cmsTask(s, [...before, 'seed'], extra, onlyIfEmpty ? { SEED_ONLY_IF_EMPTY: '1' } : {})
}

/**
 * The checks of a production start (cms/src/seed/production.ts): no demo account may exist, and
 * the first administrator is created from ADMIN_EMAIL when there is none, with a one-time link to
 * choose the password. Resolves to that link, or null when an administrator exists.
 */
export async function prepareProduction(
  s: Settings,
  extra?: SpawnOptions,
  before: Task[] = [],
): Promise<string | null> {
  const resultFile = path.join(
    os.tmpdir(),
    `cms-production-${process.pid}-${crypto.randomBytes(6).toString('hex')}.json`,
  )
  try {
    await cmsTask(s, [...before, 'production'], extra, {
      ADMIN_EMAIL: s.adminEmail,
      PRODUCTION_RESULT_FILE: resultFile,
    })
    const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as {
      ok: boolean
      problem?: string
      setupLink?: string | null
    }
    if (!result.ok) throw new Error(result.problem)
    return result.setupLink ?? null
  } finally {
    fs.rmSync(resultFile, { force: true })
  }
}

/** What a start prints when it made the first administrator: where to choose its password, once. */
export const setupLinkNotice = (s: Settings, link: string) =>
  `An administrator account was made for ${s.adminEmail}. Choose its password within one hour, once, at:\n  ${link}\nThen sign in at ${s.siteURL}/admin.`

/**
 * What every start does to the database before the CMS serves it, in one process of the CMS's:
 * migrations, then the mode's own step (the production checks, or the demo content into an empty
 * database).
 */
export async function prepareDatabase(s: Settings, extra?: SpawnOptions): Promise<{ setupLink: string | null }> {
  makeDatabaseFolder(s)
  if (s.mode === 'production') return { setupLink: await prepareProduction(s, extra, ['migrate']) }
  await seed(s, extra, { onlyIfEmpty: true, before: ['migrate'] })
  return { setupLink: null }
}

/** Adds published news, facilities and developments up to `items` extra ones (cms/src/seed/scale.ts). */
export async function scaleSeed(s: Settings, items: number, extra?: SpawnOptions) {
  await cmsTask(s, ['scale'], extra, { SCALE_ITEMS: String(items) })
}

/** Builds the CMS's admin and API unless the last build came from the same sources. */
export async function buildCms(s: Settings, extra?: SpawnOptions): Promise<'built' | 'up to date'> {
  const hash = cmsSourceHash()
  if (cmsBuildIsCurrent(hash)) return 'up to date'
  await run(bin('payload'), ['generate:importmap'], options(s, extra))
  await run(bin('next'), ['build'], options(s, extra))
  // The sources as they were when the build began: a file changed during the build rebuilds next time.
  fs.writeFileSync(cmsBuildStamp, hash)
  return 'built'
}

/** Whether the CMS's build was made from its sources as they are now (its stamp). */
export const cmsBuildIsCurrent = (hash = cmsSourceHash()) =>
  fs.existsSync(cmsBuildStamp) && fs.readFileSync(cmsBuildStamp, 'utf8') === hash

export async function cmsIsReady(cmsURL: string): Promise<boolean> {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
    signal: AbortSignal.timeout(5000),
  })
  return res.ok
}

/** Starts the built CMS (`next start` on CMS_HOST, loopback by default) and resolves once its GraphQL API answers. */
export async function startCms(s: Settings, extra?: SpawnOptions): Promise<ChildProcess> {
  await ensurePortFree('The CMS', s.cmsHost, s.cmsPort)
  const child = start(
    bin('next'),
    ['start', '-H', s.cmsHost, '-p', String(s.cmsPort)],
    options(s, extra),
    secretValues(s),
  )
  await waitFor(`The CMS on port ${s.cmsPort}`, () => cmsIsReady(s.cmsURL), 60_000, child)
  return child
}
