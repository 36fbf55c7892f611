/**
 * The seed as a plain Node program, started by index.ts (see there why):
 *
 *   node --import tsx src/seed/run.ts [refresh | verify | migrate | scale | production]
 *
 * Exits 0 when done (and then leaves the file SEED_DONE_MARKER names, so index.ts can tell a
 * finished run from one that never started), 1 with the error when the seed or a check fails.
 */
import { writeFileSync } from 'node:fs'

const args = process.argv.slice(2)
const task = (['verify', 'migrate', 'scale', 'production'] as const).find((t) => args.includes(t)) ?? 'seed'

const done = () => {
  if (process.env.SEED_DONE_MARKER) writeFileSync(process.env.SEED_DONE_MARKER, task)
  process.exit(0)
}

try {
  if (task === 'migrate') {
    // The committed migrations, as `payload migrate` runs them, inside this retried process.
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../payload.config')])
    const payload = await getPayload({ config })
    await payload.db.migrate()
  } else if (task === 'verify') {
    const { runChecks } = await import('./checks')
    const failures = await runChecks()
    console.log(failures.length ? `\n${failures.length} check(s) failed.` : '\nAll checks passed.')
    if (failures.length) process.exit(1)
  } else if (task === 'production') {
    const { runProductionChecks } = await import('./production')
    await runProductionChecks()
  } else if (task === 'scale') {
    const { runScaleSeed } = await import('./scale')
    await runScaleSeed()
  } else {
    const { runSeed } = await import('./main')
    await runSeed()
  }
  done()
} catch (error) {
  console.error(`\n${task[0].toUpperCase()}${task.slice(1)} failed:`, error instanceof Error ? error.message : error)
  const { data, cause } = (error ?? {}) as { data?: unknown; cause?: unknown }
  if (data) console.error(JSON.stringify(data, null, 2))
  if (cause) console.error('Caused by:', cause instanceof Error ? cause.message : cause)
  if (error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
}
