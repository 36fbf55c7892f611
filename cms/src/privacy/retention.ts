import type { Endpoint, Payload, PayloadRequest, TaskConfig, Where } from 'payload'
import { forbidden, hasRole } from '../access'
import { nudgeJobRunner } from '../jobs/runner'
import { convertedStages, erasedName, retentionCutoffs } from '@lestari/model/privacy'
import { cmsSettings } from '../settings'
import { anonymisedVisit } from './erase'
import { badRequest } from '../utilities/responses'

/**
 * Retention (UU PDP Art. 43-44): leads are kept as long as their purpose needs them, then
 * anonymised as an erasure does (cms/src/privacy/erase.ts), keeping their facts for the sales
 * statistics. Per kind (README "Configuration"): an enquiry that did not become a booking or a
 * sale, `RETENTION_ENQUIRY_MONTHS` (24) after it was received; a site visit,
 * `RETENTION_VISIT_MONTHS` (12) after its date; 0 keeps them. The `retention` job runs once a day
 * through the jobs queue; each lead is claimed by one conditional update (`erasedAt` empty), so a
 * lead is anonymised once whichever process or run gets it first. Each run logs and returns what
 * it did.
 */

export const retentionSlug = 'retention'
const dayMs = 24 * 60 * 60 * 1000

export const expiredEnquiries = (before: Date): Where => ({
  and: [
    { createdAt: { less_than: before.toISOString() } },
    { status: { not_in: [...convertedStages] } },
    { erasedAt: { exists: false } },
  ],
})

export const expiredVisits = (before: Date): Where => ({
  and: [{ slotStart: { less_than: before.toISOString() } }, { erasedAt: { exists: false } }],
})

/** The ids a filter finds, a page at a time (claimed one by one below). */
async function idsOf(req: PayloadRequest, collection: 'enquiries' | 'site-visits', where: Where) {
  const { docs } = await req.payload.find({
    collection,
    where,
    limit: 500,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs.map((d) => d.id)
}

/** The consent records of anonymised leads lose their address and account too. */
async function stripConsents(req: PayloadRequest, collection: 'enquiries' | 'site-visits', ids: number[]) {
  if (!ids.length) return
  await req.payload.update({
    collection: 'consents',
    where: { and: [{ sourceCollection: { equals: collection } }, { sourceId: { in: ids } }] },
    data: { email: null, account: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

export type RetentionReport = { enquiries: number; siteVisits: number }

export async function applyRetention(req: PayloadRequest, now: Date): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(now, cmsSettings.retentionMonths)
  const stamp = now.toISOString()
  const report: RetentionReport = { enquiries: 0, siteVisits: 0 }
  if (cutoffs.enquiries) {
    for (let ids = await idsOf(req, 'enquiries', expiredEnquiries(cutoffs.enquiries)); ids.length;) {
      const claimed: number[] = []
      for (const id of ids) {
        // The claim: only the run whose conditional update finds `erasedAt` empty anonymises it.
        const won = await req.payload.db.updateOne({
          collection: 'enquiries',
          where: { and: [{ id: { equals: id } }, { erasedAt: { exists: false } }] },
          data: { erasedAt: stamp, contactConsent: 'withdrawn' },
          options: { atomic: true },
          req,
        })
        if (!won) continue
        const enquiry = await req.payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true, req })
        await req.payload.update({
          collection: 'enquiries',
          id,
          data: {
            name: erasedName,
            phone: null,
            email: null,
            message: null,
            notes: [],
            page: null,
            account: null,
            idempotencyKey: null,
            lostReason: enquiry.lostReason ? erasedName : null,
          },
          // The notes' guard (../collections/Enquiries/notes.ts) lets this change of the notes through.
          context: { addingNote: true },
          overrideAccess: true,
          depth: 0,
          req,
        })
        claimed.push(id)
      }
      await stripConsents(req, 'enquiries', claimed)
      report.enquiries += claimed.length
      ids = claimed.length ? await idsOf(req, 'enquiries', expiredEnquiries(cutoffs.enquiries)) : []
    }
  }
  if (cutoffs.visits) {
    for (let ids = await idsOf(req, 'site-visits', expiredVisits(cutoffs.visits)); ids.length;) {
      const claimed: number[] = []
      for (const id of ids) {
        const won = await req.payload.db.updateOne({
          collection: 'site-visits',
          where: { and: [{ id: { equals: id } }, { erasedAt: { exists: false } }] },
          data: anonymisedVisit(stamp),
          options: { atomic: true },
          req,
        })
        if (won) claimed.push(id)
      }
      await stripConsents(req, 'site-visits', claimed)
      report.siteVisits += claimed.length
      ids = claimed.length ? await idsOf(req, 'site-visits', expiredVisits(cutoffs.visits)) : []
    }
  }
  req.payload.logger.info(
    `Retention: ${report.enquiries} enquiries and ${report.siteVisits} site visits anonymised (as at ${stamp})`,
  )
  return report
}

/** Queues the day's run unless one is waiting besides `running` (several CMS processes keep one chain of runs). */
export async function scheduleRetention(payload: Payload, at = new Date(), running?: number | string) {
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: retentionSlug } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...(running == null ? [] : [{ id: { not_equals: running } }]),
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs === 0) await payload.jobs.queue({ task: retentionSlug, input: {}, waitUntil: at })
}

/**
 * The task. Its input `now` (an ISO instant) replaces the clock only where the test clock is on
 * (TEST_CLOCK=true); such a run queues no next one.
 */
export const retentionTask: TaskConfig<{ input: { now?: string }; output: RetentionReport }> = {
  slug: retentionSlug,
  label: 'Anonymise leads past their retention period',
  inputSchema: [{ name: 'now', type: 'text' }],
  outputSchema: [
    { name: 'enquiries', type: 'number', required: true },
    { name: 'siteVisits', type: 'number', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, job, req }) => {
    const given = cmsSettings.testClock && input?.now ? new Date(input.now) : null
    const now = given && !Number.isNaN(given.getTime()) ? given : new Date()
    const output = await applyRetention(req, now)
    if (!given) await scheduleRetention(req.payload, new Date(Date.now() + dayMs), job.id)
    return { output }
  },
}

/** Runs the retention as at a moved clock (POST /api/privacy/retention `{ now }`, administrators, test clock only). */
export const retentionRunEndpoint: Endpoint = {
  path: '/privacy/retention',
  method: 'post',
  handler: async (req) => {
    if (!cmsSettings.testClock) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    if (!hasRole(req, 'admin')) return forbidden()
    const body = (await req.json?.().catch(() => ({}))) as { now?: unknown } | undefined
    if (typeof body?.now !== 'string' || Number.isNaN(new Date(body.now).getTime()))
      return badRequest('Give `now` as an ISO time.')
    const job = await req.payload.jobs.queue({ task: retentionSlug, input: { now: body.now }, req })
    nudgeJobRunner()
    return Response.json({ queued: job.id }, { status: 202 })
  },
}
