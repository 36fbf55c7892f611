import type {
  CollectionAfterDeleteHook,
  EmailAdapter,
  Endpoint,
  Payload,
  PayloadRequest,
  SendEmailOptions,
  TaskConfig,
} from 'payload'
import { forbidden, isStaff } from '../access'
import { nudgeJobRunner } from '../jobs/runner'
import { cmsSettings } from '../settings'
import { mayContact } from '../privacy/consents'
import { plainTextOf } from './text'
import { addresses, deliveryAdapter } from './transport'

/**
 * Every email of the CMS (its own and Payload's: verification, password reset) is a kept job of
 * the jobs queue: sending only stores the message and returns, and the job runner
 * (cms/src/jobs/runner.ts) delivers it through SMTP or the outbox (cms/src/email/transport.ts),
 * again and again with growing waits while the server refuses it or does not answer. A visitor's
 * request never waits for the mail server, and an email is not lost while it is down.
 */

export const deliverEmailSlug = 'deliverEmail'

const keptParts = ['from', 'to', 'cc', 'bcc', 'replyTo', 'subject', 'html', 'text', 'attachments'] as const

/** What the queue keeps of a message: the parts the CMS's emails have, as JSON (attachments with text content). */
export type QueuedEmail = Pick<SendEmailOptions, (typeof keptParts)[number]>

/** The message's parts as JSON, with a plain-text part made from the HTML when it came without one. */
const kept = (message: SendEmailOptions): QueuedEmail => {
  const text = message.text || (typeof message.html === 'string' ? plainTextOf(message.html) : undefined)
  return JSON.parse(
    JSON.stringify(Object.fromEntries(keptParts.map((part) => [part, message[part]]).concat([['text', text]]))),
  )
}

/** The buyer's record an email is about (an enquiry, a site visit, a subscription). */
export type LeadTag = { collection: 'enquiries' | 'site-visits' | 'subscribers'; id: number }

/**
 * A message about a buyer's record: its delivery job checks, when it runs, that the record may still
 * be contacted (cms/src/privacy/consents.ts, mayContact), so an email queued before the buyer
 * withdrew their consent, or had their data erased, is not sent. The tag stays in the job's input,
 * never in the message.
 */
export const aboutLead = (lead: LeadTag, message: SendEmailOptions): SendEmailOptions =>
  ({ ...message, lead }) as SendEmailOptions

const leadOf = (message: SendEmailOptions): LeadTag | null => (message as { lead?: LeadTag }).lead ?? null

/** The adapter Payload sends through: each message becomes a `deliverEmail` job. */
export const queuedEmailAdapter =
  (): EmailAdapter =>
  ({ payload }) => {
    const { fromAddress, fromName } = cmsSettings.email
    return {
      name: 'queue',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        const job = await payload.jobs.queue({
          task: deliverEmailSlug,
          input: { message: kept(message), lead: leadOf(message) },
        })
        nudgeJobRunner()
        return { queued: job.id }
      },
    }
  }

/** SMTP or the outbox, made once per process. */
let delivery: ReturnType<EmailAdapter> | undefined
const deliver = (payload: Payload, message: QueuedEmail) => {
  delivery ??= deliveryAdapter()({ payload })
  return delivery.sendEmail(message)
}

/**
 * One email's delivery. A failure (refused, no answer within the timeouts) throws, and the queue
 * tries again after 10 s, 20 s, 40 s… (12 times, about 11 hours in all). After the last one the
 * job keeps its error, and the admin's dashboard lists the email as not delivered, with a button
 * to send it again (cms/src/components/UndeliveredEmails.tsx).
 */
export const deliverEmailTask: TaskConfig<{
  input: { message: QueuedEmail; lead?: LeadTag | null }
  output: { withheld?: boolean }
}> = {
  slug: deliverEmailSlug,
  label: 'Send an email',
  inputSchema: [
    { name: 'message', type: 'json', required: true },
    { name: 'lead', type: 'json' },
  ],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    if (input.lead && !(await mayContact(req, input.lead, job.createdAt))) {
      req.payload.logger.info(
        `Email about ${input.lead.collection} ${input.lead.id} withheld: may no longer be contacted`,
      )
      return { output: { withheld: true } }
    }
    await deliver(req.payload, input.message)
    return { output: {} }
  },
}

/** An email whose last attempt failed: the dashboard's list. */
export type UndeliveredEmail = { id: number; to: string; subject: string; error: string; at: string }

const deliveries = { taskSlug: { equals: deliverEmailSlug } }

/**
 * The emails the queue gave up on (newest first, at most `limit`), and how many are still being
 * tried again after a failure.
 */
export async function undeliveredEmails(payload: Payload, limit = 20) {
  const [failed, retrying] = await Promise.all([
    payload.find({
      collection: 'payload-jobs',
      where: { and: [deliveries, { hasError: { equals: true } }] },
      sort: '-updatedAt',
      limit,
      depth: 0,
      overrideAccess: true,
    }),
    payload.count({
      collection: 'payload-jobs',
      where: { and: [deliveries, { hasError: { not_equals: true } }, { totalTried: { greater_than: 0 } }] },
      overrideAccess: true,
    }),
  ])
  const emails: UndeliveredEmail[] = failed.docs.map((job) => {
    const message = ((job.input ?? {}) as { message?: QueuedEmail }).message ?? {}
    const error = job.error as { message?: string } | null
    return {
      id: job.id,
      to: addresses(message.to).join(', '),
      subject: message.subject ?? '',
      error: error?.message ?? 'Unknown error',
      at: job.updatedAt,
    }
  })
  return { emails, totalFailed: failed.totalDocs, retrying: retrying.totalDocs }
}

/** A person's emails in the queue: those about their leads, and those to their address. */
export type EmailsOf = { email?: string | null; leads: LeadTag[] }

/** Whether a delivery job's input is one of a person's emails. */
export function isEmailAbout(input: unknown, person: EmailsOf): boolean {
  const { message, lead } = (input ?? {}) as { message?: QueuedEmail; lead?: LeadTag | null }
  if (lead && person.leads.some((l) => l.collection === lead.collection && l.id === lead.id)) return true
  const email = person.email?.trim().toLowerCase()
  if (!email) return false
  // A recipient may be written "Name <address>" or as a list in one string: each address in it, whole.
  const recipients = [message?.to, message?.cc, message?.bcc]
    .flatMap((field) => addresses(field))
    .flatMap((written) => written.toLowerCase().match(/[^\s<>,;"']+@[^\s<>,;"']+/g) ?? [])
  return recipients.includes(email)
}

/**
 * After an erasure has been committed (cms/src/privacy/erase.ts, forgetErasedEmails): the emails
 * still waiting or given up on that are about the person's leads or addressed to them are deleted,
 * with their text, so that no backup taken afterwards holds them. An email being sent at this
 * moment is left to its own check when it runs (mayContact), which withholds it. Runs outside the
 * erasure's transaction, in operations of its own; with `req`, inside that request's transaction
 * (forgetEmailsOfDeletedLead). Resolves to how many were deleted.
 */
export async function forgetEmailsAbout(payload: Payload, person: EmailsOf, req?: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [deliveries, { processing: { not_equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = docs.filter((job) => isEmailAbout(job.input, person)).map((job) => job.id)
  if (ids.length)
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true, req })
  return ids.length
}

/**
 * A lead's afterDelete hook: the emails about it still waiting go with it, in the deletion's
 * transaction. Left in the queue, each would find its lead missing, which a delivery takes for a
 * lead not committed yet (mayContact), and try again for ten minutes before it is withheld.
 */
export const forgetEmailsOfDeletedLead =
  (collection: LeadTag['collection']): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await forgetEmailsAbout(req.payload, { leads: [{ collection, id: doc.id as number }] }, req)
    return doc
  }

/**
 * GET /api/email-deliveries (staff only): how many emails are waiting to be sent (queued, or
 * tried again after a failure) and how many the queue gave up on. For monitoring, and for tests
 * that check what was sent once the queue is empty.
 */
export const emailQueueEndpoint: Endpoint = {
  path: '/email-deliveries',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req)) return forbidden()
    const count = (failed: boolean) =>
      req.payload.count({
        collection: 'payload-jobs',
        where: { and: [deliveries, { hasError: failed ? { equals: true } : { not_equals: true } }] },
        overrideAccess: true,
      })
    const [waiting, failed] = await Promise.all([count(false), count(true)])
    return Response.json({ waiting: waiting.totalDocs, failed: failed.totalDocs })
  },
}

/**
 * POST /api/email-deliveries/:id/retry (staff only): an email the queue gave up on is queued
 * again as a new delivery, and the failed one removed.
 */
export const retryEmailEndpoint: Endpoint = {
  path: '/email-deliveries/:id/retry',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req)) return forbidden()
    const id = Number(req.routeParams?.id)
    const failed = Number.isInteger(id)
      ? await req.payload.find({
          collection: 'payload-jobs',
          where: { and: [{ id: { equals: id } }, deliveries, { hasError: { equals: true } }] },
          depth: 0,
          overrideAccess: true,
        })
      : null
    const job = failed?.docs[0]
    if (!job) return Response.json({ errors: [{ message: 'No undelivered email with this id.' }] }, { status: 404 })
    const again = await req.payload.jobs.queue({
      task: deliverEmailSlug,
      input: job.input as { message: QueuedEmail },
    })
    await req.payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
    nudgeJobRunner()
    return Response.json({ queued: again.id })
  },
}
