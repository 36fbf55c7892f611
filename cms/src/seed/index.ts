/**
 * Demo content of Lestari City, in English and Indonesian, and the checks of a production start.
 *
 *   npx payload migrate && npx payload run src/seed/index.ts            seed (idempotent; SEED_ONLY_IF_EMPTY=1: only an empty database)
 *   npx payload run src/seed/index.ts refresh                           rewrite every seeded document
 *   npx payload run src/seed/index.ts verify                            check a seeded database
 *   npx payload run src/seed/index.ts migrate                           apply the committed migrations
 *   SCALE_ITEMS=1000 npx payload run src/seed/index.ts scale            extra content for bench/build-scale.ts (scale.ts)
 *   ADMIN_EMAIL=… npx payload run src/seed/index.ts production          checks of a production start (production.ts)
 *   npx payload run src/seed/index.ts migrate seed                      several tasks in one process, in that order
 *
 * Idempotent: documents are found again by slug (media and files by filename, users by email)
 * and skipped when complete, so a second run only reads. `refresh` (or SEED_REFRESH=1) rewrites
 * them from this code instead; pictures are never uploaded twice. Missing demo accounts are created
 * with the configured password (SEED_EDITOR_PASSWORD); existing accounts are never changed.
 * (`payload run` drops --flags before the script
 * sees them, hence plain words.)
 *
 * This entry is for `payload run` by hand (`npm run seed` in cms/); the project's scripts run the
 * same tasks (run.ts) bundled, without tsx (scripts/lib/cms.ts).
 *
 * Why this file only starts another process: `payload run` loads scripts through tsx's scoped
 * module hooks, and now and then an import is lost on the loader thread; Node then finds nothing
 * left to do and ends the process with code 0, the script never having run (measured here: about
 * one run in seven; payloadcms/payload#17757). So this entry imports nothing (builtins come from
 * process.getBuiltinModule) and runs the seed in a child `node --import tsx src/seed/run.ts`. A
 * child counts as done only when it exits 0 and has left its done-marker; one that ended before
 * running (exit 13, "unsettled top-level await", or no marker) is started again, up to three
 * times. Exit code 1 from the child is a real failure and is passed on at once.
 *
 * The child runs with `--conditions=production`: Lexical's packages then resolve to their
 * production builds instead of their Node entries, which await their own import at their top level,
 * an import Node 20 can leave unsettled when several of them load at once. Importing the config
 * for the types check ended so in 4 runs of 8 without the flag, none of 10 with it
 * (tests/unit/payload-types.generate.mts); the seed's own runs did not show it here (16 of 16
 * finished without the flag), and the flag costs nothing.
 */
export {} // a module: top-level await, no imports

type Builtins = {
  'node:child_process': typeof import('node:child_process')
  'node:fs': typeof import('node:fs')
  'node:module': typeof import('node:module')
  'node:os': typeof import('node:os')
  'node:path': typeof import('node:path')
  'node:url': typeof import('node:url')
}
const builtin = async <K extends keyof Builtins>(name: K): Promise<Builtins[K]> =>
  ((process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.(name) as Builtins[K]) ?? import(name)

const [{ spawn }, fs, { createRequire }, os, path, { fileURLToPath, pathToFileURL }] = await Promise.all([
  builtin('node:child_process'),
  builtin('node:fs'),
  builtin('node:module'),
  builtin('node:os'),
  builtin('node:path'),
  builtin('node:url'),
])

/** tsx's loader: the project's own, else the copy Payload depends on. */
function tsxLoader(): string {
  try {
    const pkg = createRequire(path.join(process.cwd(), 'index.js')).resolve('tsx/package.json')
    return pathToFileURL(path.join(path.dirname(pkg), 'dist', 'loader.mjs')).href
  } catch {
    for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
      const nested = path.join(dir, 'node_modules', 'payload', 'node_modules', 'tsx', 'dist', 'loader.mjs')
      if (fs.existsSync(nested)) return pathToFileURL(nested).href
      if (path.dirname(dir) === dir) throw new Error('tsx not found (it comes with payload); run from the cms folder')
    }
  }
}

const runner = fileURLToPath(new URL('./run.ts', import.meta.url))
const args = process.argv.slice(2)
const attempts = 3
const perAttempt = 10 * 60_000

async function attempt(n: number): Promise<'done' | 'failed' | 'not-run'> {
  const marker = path.join(os.tmpdir(), `lestari-seed-${process.pid}-${n}.done`)
  fs.rmSync(marker, { force: true })
  const child = spawn(process.execPath, ['--conditions=production', '--import', tsxLoader(), runner, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SEED_DONE_MARKER: marker },
  })
  const timer = setTimeout(() => {
    console.error(`Seed: no result after ${perAttempt / 60_000} minutes; stopping that process.`)
    child.kill('SIGKILL')
  }, perAttempt)
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)))
  clearTimeout(timer)
  const done = fs.existsSync(marker)
  fs.rmSync(marker, { force: true })
  if (code === 0 && done) return 'done'
  if (code === 1) return 'failed'
  console.error(
    `Seed: the process ended without finishing (exit ${code ?? 'by signal'}; usually the module-loader race described above).`,
  )
  return 'not-run'
}

for (let n = 1; n <= attempts; n++) {
  const result = await attempt(n)
  if (result === 'done') {
    // Tells the caller (scripts/lib/cms.ts) that this entry really ran: it can be lost the same way.
    if (process.env.TASK_DONE_FILE) fs.writeFileSync(process.env.TASK_DONE_FILE, 'done')
    process.exit(0)
  }
  if (result === 'failed') process.exit(1)
  if (n < attempts) console.error(`Seed: starting again (${n + 1}/${attempts}).`)
}
console.error(`Seed: gave up after ${attempts} attempts.`)
process.exit(1)
