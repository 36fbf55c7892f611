/**
 * The CMS's tasks as a plain Node program. The project's scripts run it bundled
 * (scripts/lib/cms-task-bundle.ts, started by scripts/lib/cms.ts); `payload run src/seed/index.ts`
 * runs it through tsx (see there):
 *
 *   node --conditions=production <bundle> [refresh | verify | migrate | scale | production | seed]...
 *
 * Runs the tasks named, in the order given, in this one process (`migrate seed` is what a demo
 * start does, `migrate production` a production start); no task named is `seed`. Exits 0 when all
 * are done (and then leaves the file SEED_DONE_MARKER names, so its caller can tell a finished run
 * from one that never started), 1 with the error when one fails; the tasks after it do not run.
 */
import { writeFileSync } from 'node:fs'

const taskNames = ['verify', 'migrate', 'scale', 'production', 'seed'] as const
type Task = (typeof taskNames)[number]
const named = process.argv.slice(2).filter((a): a is Task => (taskNames as readonly string[]).includes(a))
const tasks: Task[] = named.length ? named : ['seed']
let task: Task = tasks[0]

async function run(which: Task) {
  if (which === 'migrate') {
    // The committed migrations, as `payload migrate` runs them, inside this retried process, one
    // process at a time (migrate.ts).
    const [{ getPayload }, { default: config }, { migrateOnce }] = await Promise.all([
      import('payload'),
      import('../payload.config'),
      import('./migrate'),
    ])
    await migrateOnce(await getPayload({ config }))
  } else if (which === 'verify') {
    const { runChecks } = await import('./checks')
    const failures = await runChecks()
    console.log(failures.length ? `\n${failures.length} check(s) failed.` : '\nAll checks passed.')
    if (failures.length) process.exit(1)
  } else if (which === 'production') {
    const { runProductionChecks } = await import('./production')
    await runProductionChecks()
  } else if (which === 'scale') {
    const { runScaleSeed } = await import('./scale')
    await runScaleSeed()
  } else {
    const { runSeed } = await import('./main')
    await runSeed()
  }
}

try {
  for (task of tasks) await run(task)
  if (process.env.SEED_DONE_MARKER) writeFileSync(process.env.SEED_DONE_MARKER, tasks.join(' '))
  process.exit(0)
} catch (error) {
  console.error(`\n${task[0].toUpperCase()}${task.slice(1)} failed:`, error instanceof Error ? error.message : error)
  const { data, cause } = (error ?? {}) as { data?: unknown; cause?: unknown }
  if (data) console.error(JSON.stringify(data, null, 2))
  if (cause) console.error('Caused by:', cause instanceof Error ? cause.message : cause)
  if (error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
}
