import { erasedName } from '@lestari/model/privacy'
import type { Field, PayloadRequest } from 'payload'
import { forgetEmailsAbout, type EmailsOf, type LeadTag } from '../email/queue'
import { pipelineLabel } from '../i18n/pipeline'
import { docsOf, type Person } from './consents'

/**
 * Erasure of a person's data (UU PDP Art. 43): their enquiries and site visits are anonymised, kept
 * for the sales statistics with what is not about the person (development, unit type, lot, dates,
 * stage or status, language), their subscriptions removed, their consent records closed and
 * stripped of the address and account. The account itself (and its saved homes, a field of it)
 * is deleted by the caller. Once the erasure is committed, the caller deletes the emails about the
 * person still in the queue (forgetErasedEmails).
 */

/** When a lead was anonymised; such a lead is never contacted again (mayContact). */
export const erasedAtField: Field = {
  name: 'erasedAt',
  label: pipelineLabel('pipelineErasedAt'),
  type: 'date',
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.erasedAt) },
}

/** What an enquiry keeps once anonymised: every field about the person emptied, the lead's facts kept. */
export const anonymisedEnquiry = (now: string) => ({
  name: erasedName,
  phone: null,
  email: null,
  message: null,
  notes: [],
  lostReason: null,
  page: null,
  account: null,
  idempotencyKey: null,
  contactConsent: 'withdrawn' as const,
  erasedAt: now,
})

/** What a site visit keeps once anonymised. */
export const anonymisedVisit = (now: string) => ({
  name: erasedName,
  phone: '',
  email: '',
  emailKey: null,
  phoneKey: null,
  account: null,
  idempotencyKey: null,
  contactConsent: 'withdrawn' as const,
  erasedAt: now,
})

export type ErasureReport = { enquiries: number; siteVisits: number; subscriptions: number; consents: number }

/**
 * Anonymises everything of one person (by their account and their confirmed email address), in
 * the request's transaction. An enquiry's hooks act on its creation only, so it is saved whole; a
 * visit and a consent record get column updates (the database adapter's own): a visit's
 * validation asks for the very contact fields being emptied.
 */
export async function erasePerson(req: PayloadRequest, person: Person): Promise<ErasureReport> {
  const now = new Date().toISOString()
  const report: ErasureReport = { enquiries: 0, siteVisits: 0, subscriptions: 0, consents: 0 }
  const leads: LeadTag[] = []
  erasedIn(req).push({ email: person.email, leads })
  for (const enquiry of await docsOf<{ id: number; lostReason?: string | null }>(req, 'enquiries', person)) {
    // A whole-document update, as the notes are rows of their own that a column update cannot
    // empty; `addingNote` lets the notes' guard (../collections/Enquiries/notes.ts) take the empty list.
    await req.payload.update({
      collection: 'enquiries',
      id: enquiry.id,
      data: { ...anonymisedEnquiry(now), lostReason: enquiry.lostReason ? erasedName : null },
      context: { addingNote: true },
      overrideAccess: true,
      depth: 0,
      req,
    })
    report.enquiries++
    leads.push({ collection: 'enquiries', id: enquiry.id })
  }
  for (const visit of await docsOf(req, 'site-visits', person)) {
    await req.payload.db.updateOne({
      collection: 'site-visits',
      id: visit.id,
      data: anonymisedVisit(now),
      req,
      returning: false,
    })
    report.siteVisits++
    leads.push({ collection: 'site-visits', id: visit.id })
  }
  for (const subscriber of await docsOf(req, 'subscribers', { email: person.email }, false)) {
    await req.payload.delete({ collection: 'subscribers', id: subscriber.id, overrideAccess: true, req })
    report.subscriptions++
    leads.push({ collection: 'subscribers', id: subscriber.id })
  }
  for (const consent of await docsOf<{ id: number; withdrawnAt?: string | null }>(req, 'consents', person)) {
    await req.payload.db.updateOne({
      collection: 'consents',
      id: consent.id,
      data: {
        email: null,
        account: null,
        ...(consent.withdrawnAt ? {} : { withdrawnAt: now, withdrawnBy: 'erasure' }),
      },
      req,
      returning: false,
    })
    report.consents++
  }
  return report
}

/** The people erased within a request, for forgetErasedEmails once its transaction is committed. */
const erasedIn = (req: PayloadRequest): EmailsOf[] => ((req.context.erasedPeople as EmailsOf[] | undefined) ??= [])

/**
 * After the request's erasures are committed: the queued emails about those people are deleted
 * (cms/src/email/queue.ts, forgetEmailsAbout). Not inside the erasure's transaction, which would
 * hold the queue's rows (on SQLite, the database) against every process's job runner until the
 * whole erasure is done. A failure here is logged and leaves the erasure done: each of those
 * emails is still withheld when it runs (mayContact).
 */
export async function forgetErasedEmails(req: PayloadRequest): Promise<number> {
  // Still inside a transaction of the caller's: its own commit comes later. (Without transactions,
  // as on SQLite, the id is a promise of none.)
  if (await req.transactionID) return 0
  let forgotten = 0
  for (const person of erasedIn(req).splice(0)) {
    try {
      forgotten += await forgetEmailsAbout(req.payload, person)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Queued emails of an erased person not deleted' })
    }
  }
  return forgotten
}
