import { localeFrom } from '@lestari/model'
import type { PayloadRequest, TaskConfig } from 'payload'
import { nudgeJobRunner } from '../../jobs/runner'
import { cmsSettings } from '../../settings'
import { sendVisitReminder } from './emails'

/**
 * The reminder the day before a site visit. Each booking queues a `siteVisitReminders` job that
 * waits (`waitUntil`) until 24 hours before its slot; the job sends the reminders due by then:
 * booked visits starting within the next 24 hours that have none yet and were booked more than a
 * day ahead (a visit booked for tomorrow has just had its confirmation). A visit is marked
 * (`reminderSentAt`) by a conditional update before its email is queued, so a job that runs twice
 * (or two jobs due together) sends one reminder.
 */
export const visitRemindersSlug = 'siteVisitReminders'
const dayMs = 24 * 60 * 60 * 1000

export async function sendDueReminders(req: PayloadRequest, now: Date): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'site-visits',
    where: {
      and: [
        { status: { equals: 'booked' } },
        { reminderSentAt: { exists: false } },
        // A buyer who withdrew their consent to be contacted gets no reminder.
        { contactConsent: { not_equals: 'withdrawn' } },
        { slotStart: { greater_than: now.toISOString() } },
        { slotStart: { less_than_equal: new Date(now.getTime() + dayMs).toISOString() } },
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let sent = 0
  for (const visit of docs) {
    if (new Date(visit.createdAt).getTime() > new Date(visit.slotStart).getTime() - dayMs) continue
    const marked = await req.payload.update({
      collection: 'site-visits',
      where: { and: [{ id: { equals: visit.id } }, { reminderSentAt: { exists: false } }] },
      data: { reminderSentAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!marked.docs.length) continue
    await sendVisitReminder(req, visit.id, localeFrom(visit.locale))
    sent++
  }
  return sent
}

/**
 * The task. Its input `now` (an ISO instant) replaces the clock only where the test clock is on
 * (TEST_CLOCK=true, which the e2e stack sets and production never does); elsewhere it is ignored.
 */
export const visitRemindersTask: TaskConfig<{ input: { now?: string }; output: { sent: number } }> = {
  slug: visitRemindersSlug,
  label: 'Send site-visit reminders',
  inputSchema: [{ name: 'now', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const given = cmsSettings.testClock && input?.now ? new Date(input.now) : null
    const now = given && !Number.isNaN(given.getTime()) ? given : new Date()
    return { output: { sent: await sendDueReminders(req, now) } }
  },
}

/** After a booking: the job that sends its reminder 24 hours before it (none when that is already past). */
export async function queueVisitReminder(req: PayloadRequest, slotStart: Date) {
  const at = new Date(slotStart.getTime() - dayMs)
  if (at.getTime() <= Date.now()) return
  await req.payload.jobs.queue({ task: visitRemindersSlug, input: {}, waitUntil: at, req })
}

/** Runs the reminders as at a moved clock (POST /api/site-visits/reminders, test clock only). */
export async function queueRemindersAt(req: PayloadRequest, now: string) {
  const job = await req.payload.jobs.queue({ task: visitRemindersSlug, input: { now }, req })
  nudgeJobRunner()
  return job.id
}
