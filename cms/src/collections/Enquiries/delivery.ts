import { localeFrom } from '@lestari/model'
import crypto from 'node:crypto'
import type { CollectionAfterChangeHook, PayloadRequest, TaskConfig } from 'payload'
import { enquiryCopyEmail, escapeHtml } from '../../email/messages'
import { sitePageURL, siteURL } from '../../utilities/site-url'
import { cmsSettings } from '../../settings'
import { formatDateTimeWithZone } from '../../utilities/format-date'
import { aboutLead } from '../../email/queue'
import { mayContact } from '../../privacy/consents'

/**
 * Where an enquiry goes once stored: an email to the development's sales address (or the site's
 * default one), and, when CRM_WEBHOOK_URL is set, a signed POST to the sales team's CRM delivered
 * by a kept job of Payload's jobs queue (retried with exponential backoff while the CRM is down).
 */

type Named = {
  id: number
  title?: string | null
  name?: string | null
  slug?: string | null
  salesEmail?: string | null
}
type Stored = {
  id: number
  project: number | Named
  unitType?: number | Named | null
  lot?: string | null
  name: string
  replyBy: string
  phone?: string | null
  email?: string | null
  message?: string | null
  consent?: boolean | null
  locale?: string | null
  page?: string | null
  /** The signed-in sender's account (with `load`'s depth, the user document). */
  account?: number | { id: number; email?: string | null; name?: string | null; language?: string | null } | null
  createdAt: string
}

const cmsAdminURL = (id: number) => `${siteURL()}/admin/collections/enquiries/${id}`

/** The enquiry with its development, unit type and sender's account; English titles unless told (the sales team's language). */
const load = async (req: PayloadRequest, id: number, locale: 'en' | 'id' = 'en') =>
  (await req.payload.findByID({
    collection: 'enquiries',
    id,
    depth: 1,
    locale,
    overrideAccess: true,
    req,
  })) as unknown as Stored

const named = (ref: number | Named | null | undefined): Named | null => (ref && typeof ref === 'object' ? ref : null)

const channelLabels: Record<string, string> = { phone: 'Phone call', whatsapp: 'WhatsApp', email: 'Email' }

/** The lines of the notification, as label and value; every value is what the visitor typed or chose. */
const summary = (e: Stored): [string, string][] => {
  const project = named(e.project)
  const unit = named(e.unitType)
  const pageURL = sitePageURL(e.page)
  return [
    // The time sales call the lead by: the site's time zone, named, as the admin shows it.
    ['Received', formatDateTimeWithZone(e.createdAt, cmsSettings.siteTimeZone, 'en')],
    ['Development', project?.title ?? String(e.project)],
    ...(unit ? [['Unit type', unit.name ?? String(unit.id)] as [string, string]] : []),
    ...(e.lot ? [['Lot', e.lot] as [string, string]] : []),
    ['Name', e.name],
    ['Reply by', channelLabels[e.replyBy] ?? e.replyBy],
    ...(e.phone ? [['Phone', e.phone] as [string, string]] : []),
    ...(e.email ? [['Email', e.email] as [string, string]] : []),
    ['Language', e.locale === 'id' ? 'Indonesian' : 'English'],
    ...(pageURL ? [['Page', pageURL] as [string, string]] : []),
    ['Message', e.message || '-'],
  ]
}

/** The email to the sales team: everything the visitor typed is escaped (HTML) or plain (text). */
export function enquiryEmail(e: Stored) {
  const project = named(e.project)
  const lines = summary(e)
  const subject = `New enquiry: ${(project?.title ?? 'a development').replace(/[\r\n]+/g, ' ')}`
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #222">
<p>A visitor asked about ${escapeHtml(project?.title ?? '')} on the website.</p>
<table cellpadding="4">
${lines.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(cmsAdminURL(e.id))}">Open the enquiry in the CMS</a> to set its owner and status.</p>
</body></html>`
  const text = `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${cmsAdminURL(e.id)}\n`
  return { subject, html, text }
}

/** The development's sales address, else the site settings' default one. */
export async function salesAddress(req: PayloadRequest, project: Named | null): Promise<string | null> {
  if (project?.salesEmail) return project.salesEmail
  const settings = (await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })) as {
    salesEmail?: string | null
  }
  return settings.salesEmail || null
}

export const crmWebhookURL = () => cmsSettings.crmWebhookURL

/**
 * A copy of the enquiry to the signed-in buyer who sent it, at their account's address (confirmed
 * when they registered) and in their account's email language. A visitor without an account gets
 * none: an address typed into the form is nobody's proof, and a copy there would let anyone send
 * the brand's mail to a stranger.
 */
async function sendBuyerCopy(req: PayloadRequest, enquiry: Stored) {
  const buyer = enquiry.account && typeof enquiry.account === 'object' ? enquiry.account : null
  if (!buyer?.email) return
  try {
    const locale = localeFrom(buyer.language)
    // The development's and unit type's names in the buyer's language (`enquiry` has them in English).
    const localized = locale === 'en' ? enquiry : await load(req, enquiry.id, locale)
    const development = named(localized.project)?.title ?? ''
    await req.payload.sendEmail(
      aboutLead(
        { collection: 'enquiries', id: enquiry.id },
        {
          to: buyer.email,
          subject: enquiryCopyEmail.subject(buyer, development),
          html: enquiryCopyEmail.html(buyer, {
            development,
            unitType: named(localized.unitType)?.name ?? null,
            replyBy: enquiry.replyBy,
            contact: enquiry.email || enquiry.phone || null,
            message: enquiry.message ?? null,
          }),
        },
      ),
    )
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `The copy of enquiry ${enquiry.id} to its sender could not be sent` })
  }
}

/** After an enquiry is created: the sales email, and the CRM delivery queued as a job. */
export const deliverEnquiry: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const enquiry = await load(req, doc.id as number)
  const to = await salesAddress(req, named(enquiry.project))
  if (to) {
    // A failed email must not lose the enquiry: it is stored, and staff see it in the CMS.
    try {
      await req.payload.sendEmail(
        aboutLead({ collection: 'enquiries', id: enquiry.id }, { to, ...enquiryEmail(enquiry) }),
      )
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `The email about enquiry ${enquiry.id} could not be sent` })
    }
  } else {
    req.payload.logger.warn(
      `Enquiry ${enquiry.id}: no sales address on its development or in the site settings; nobody was emailed`,
    )
  }
  await sendBuyerCopy(req, enquiry)
  if (crmWebhookURL()) {
    await req.payload.jobs.queue({ task: 'crmWebhook', input: { enquiry: enquiry.id }, req })
  }
  return doc
}

/** The JSON the CRM receives. */
export function crmPayload(e: Stored) {
  const project = named(e.project)
  const unit = named(e.unitType)
  return {
    event: 'enquiry.created',
    id: e.id,
    createdAt: e.createdAt,
    development: project
      ? { id: project.id, slug: project.slug ?? null, title: project.title ?? null }
      : { id: e.project },
    unitType: unit ? { id: unit.id, slug: unit.slug ?? null, name: unit.name ?? null } : null,
    lot: e.lot || null,
    name: e.name,
    replyBy: e.replyBy,
    phone: e.phone || null,
    email: e.email || null,
    message: e.message || null,
    consent: Boolean(e.consent),
    language: e.locale || 'en',
    page: sitePageURL(e.page),
  }
}

/**
 * The signature headers of a CRM delivery: `X-Webhook-Timestamp` (Unix seconds) and
 * `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with CRM_WEBHOOK_SECRET>`.
 * The receiver recomputes it and refuses old timestamps, so a captured delivery cannot be replayed.
 */
export function signatureHeaders(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return { 'x-webhook-timestamp': String(timestamp), 'x-webhook-signature': `sha256=${signature}` }
}

/**
 * The CRM delivery of one enquiry. A failure (no answer, or not 2xx) throws, and the jobs queue
 * runs it again after 15 s, 30 s, 1 min… (15 attempts, about six days in all); the job and its
 * log stay in payload-jobs, and the enquiry's `crmDeliveredAt` stays empty until it arrives. An
 * enquiry whose sender withdrew their consent to be contacted, or was erased, is not delivered:
 * the job ends with status 0 and `crmDeliveredAt` stays empty.
 */
export const crmWebhookTask: TaskConfig<{ input: { enquiry: number }; output: { status: number } }> = {
  slug: 'crmWebhook',
  label: 'Send an enquiry to the CRM',
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'number', required: true }],
  retries: { attempts: 15, backoff: { type: 'exponential', delay: 15_000 } },
  handler: async ({ input, job, req }) => {
    const url = crmWebhookURL()
    if (!url) throw new Error('CRM_WEBHOOK_URL is not set')
    // Asked at each attempt: a delivery queued before the buyer withdrew (or erased) is not sent.
    if (!(await mayContact(req, { collection: 'enquiries', id: input.enquiry }, job.createdAt))) {
      req.payload.logger.info(
        `CRM delivery of enquiry ${input.enquiry} withheld: its sender may no longer be contacted`,
      )
      return { output: { status: 0 } }
    }
    const enquiry = await load(req, input.enquiry)
    const body = JSON.stringify(crmPayload(enquiry))
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-webhook-id': `enquiry-${enquiry.id}`,
        ...signatureHeaders(body, cmsSettings.crmWebhookSecret),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`The CRM answered ${response.status}`)
    // This column alone: an update through the collection writes back the whole enquiry as read
    // here, undoing a stage the sales team set while the CRM was answering.
    await req.payload.db.updateOne({
      collection: 'enquiries',
      id: enquiry.id,
      data: { crmDeliveredAt: new Date().toISOString() },
      req,
      returning: false,
    })
    return { output: { status: response.status } }
  },
}
