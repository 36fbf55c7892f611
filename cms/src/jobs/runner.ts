import type { Endpoint, Payload } from 'payload'
import { isStaff } from '../access'
import { withLock } from '@lestari/server-kit/lock'
import { redisOrNull } from '@lestari/server-kit/redis'
import { cmsSettings } from '../settings'

/**
 * The CMS's job runner: emails (cms/src/email/queue.ts), CRM deliveries and scheduled publishing
 * are jobs of Payload's queue `default`, run here every few seconds and as soon as a job is queued
 * in this process.
 *
 * Payload's own runner claims jobs by reading them and then marking them as running, so two
 * processes could claim and run the same job. Every run therefore holds the lock `payload-jobs`:
 * with REDIS_URL one process of all runs jobs at a time; without it one run of this process at a
 * time (then one CMS process only may run jobs: PAYLOAD_JOBS_AUTORUN=false on the others).
 */

const everyMs = 5_000
/** Jobs taken per run; while due jobs remain, the next run follows at once. */
const jobsPerRun = 20
/** The lock's expiry, renewed while a run goes on: how long jobs wait after a runner died holding it. */
const lockTtlMs = 15_000

let payload: Payload | undefined
let timer: NodeJS.Timeout | undefined
let running: Promise<void> | undefined
let nudgedWhileRunning = false

/**
 * Jobs marked as running for longer than JOBS_STALLED_AFTER_SECONDS were claimed by a process
 * that stopped in the middle (Payload leaves them marked forever): they are released to run again.
 * Called while holding the lock, so no run of this runner holds them.
 */
async function releaseStalledJobs(payload: Payload) {
  const before = new Date(Date.now() - cmsSettings.jobStalledAfterSeconds * 1000).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: before } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  for (const job of docs)
    payload.logger.warn(`Job ${job.id} (${job.taskSlug}) was left running by a stopped process; it will run again`)
}

const withJobsLock = <T>(task: () => Promise<T>) =>
  withLock(redisOrNull(cmsSettings.redisURL), 'payload-jobs', task, { ttlMs: lockTtlMs })

/** Runs the due jobs, unless another run holds the lock; true when more may be due. */
async function runDueJobs(payload: Payload) {
  const result = await withJobsLock(async () => {
    await releaseStalledJobs(payload)
    return payload.jobs.run({ queue: 'default', limit: jobsPerRun })
  })
  return result.ran && !result.value.noJobsRemaining
}

/**
 * Payload's `GET /api/payload-jobs/run` (staff only) runs under the same lock, so it never runs a
 * job that a runner runs; while a run is under way it runs nothing.
 */
export const runEndpointUnderLock = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaff(req)) return endpoint.handler(req)
    const result = await withJobsLock(async () => endpoint.handler(req))
    return result.ran ? result.value : Response.json({ message: 'Another run of the jobs is under way.' })
  },
})

function runIn(ms: number) {
  clearTimeout(timer)
  timer = setTimeout(runNow, ms)
}

function runNow() {
  if (!payload) return
  if (running) {
    nudgedWhileRunning = true
    return
  }
  running = runDueJobs(payload)
    .catch((error: unknown) => {
      payload?.logger.error({ err: error, msg: 'The job runner failed' })
      return false
    })
    .then((moreDue) => {
      running = undefined
      if (!payload) return
      runIn(moreDue || nudgedWhileRunning ? 0 : everyMs)
      nudgedWhileRunning = false
    })
}

/** Starts this process's runner (once). */
export function startJobRunner(instance: Payload) {
  if (payload) return
  payload = instance
  runIn(0)
}

/** Runs the due jobs soon, in the background: after a job was queued. Nothing when this process runs no jobs. */
export function nudgeJobRunner() {
  if (payload) runIn(0)
}
