import { localeFrom, developmentPath } from '@lestari/model'
import { consentWordingVersions, type ConsentForm, type ConsentPurpose } from '@lestari/model/privacy'
import type { Field, Payload, PayloadRequest, Where } from 'payload'
import { pipelineLabel } from '../i18n/pipeline'
import { relationId } from '../utilities/relation-id'

/**
 * Consent as a record (UU PDP Art. 20-22, 40): each form's consent is stored in `consents` with its
 * purpose, the form's wording version, the language, the page and the time; a withdrawal sets
 * `withdrawnAt` on every open record of that person and purpose, and marks their enquiries and
 * visits "do not contact" (`contactConsent`), which the CRM delivery and the queued emails check
 * when they run (cms/src/collections/Enquiries/delivery.ts, cms/src/email/queue.ts).
 */

export type Person = { email?: string | null; account?: number | null }

export const normalEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/** A lead's contact status, shown to sales staff in the lists and on each enquiry and visit. */
export const contactConsentField: Field = {
  name: 'contactConsent',
  label: pipelineLabel('pipelineContactConsent'),
  type: 'select',
  defaultValue: 'given',
  index: true,
  options: [
    { value: 'given', label: pipelineLabel('pipelineMayContact') },
    { value: 'withdrawn', label: pipelineLabel('pipelineDoNotContact') },
  ],
  // Only the CMS sets it (a withdrawal in the privacy centre); the Local API's own writes pass.
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar' },
}

type ConsentInput = {
  purpose: ConsentPurpose
  form: ConsentForm
  person: Person
  source: { collection: 'enquiries' | 'site-visits' | 'subscribers'; id: number }
  locale?: unknown
  page?: string | null
}

/** Stores one consent given on a form, now. */
export async function recordConsent(payload: Payload, input: ConsentInput, req?: PayloadRequest) {
  await payload.create({
    collection: 'consents',
    data: {
      purpose: input.purpose,
      form: input.form,
      wordingVersion: consentWordingVersions[input.form],
      email: normalEmail(input.person.email) || null,
      account: input.person.account ?? null,
      sourceCollection: input.source.collection,
      sourceId: input.source.id,
      language: localeFrom(input.locale),
      page: input.page || null,
      givenAt: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** The page of a development, as the consent's page of a visit booked on it. */
export async function developmentPage(req: PayloadRequest, project: unknown, locale: unknown) {
  const id = relationId(project)
  if (!id) return null
  const doc = await req.payload.findByID({
    collection: 'projects',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!doc?.slug) return null
  const path = `${developmentPath((doc as { kind?: string | null }).kind, doc.slug)}#visit`
  return localeFrom(locale) === 'id' ? `/id${path}` : path
}

/**
 * The records of one person: their account's, and those given under their (confirmed) email
 * address. Text matching is by `like` (case-insensitive in SQLite and PostgreSQL) and then exact,
 * so that `bob@x.id` does not catch `jimbob@x.id`.
 */
export function personWhere(person: Person, emailField = 'email', accountField = 'account'): Where {
  const parts: Where[] = []
  const email = normalEmail(person.email)
  if (email) parts.push({ [emailField]: { like: email } })
  if (person.account) parts.push({ [accountField]: { equals: person.account } })
  return parts.length ? { or: parts } : { id: { equals: -1 } }
}

export const belongsTo = (person: Person, doc: { email?: unknown; account?: unknown }) =>
  (Boolean(person.account) && relationId(doc.account) === person.account) ||
  (Boolean(normalEmail(person.email)) && normalEmail(doc.email) === normalEmail(person.email))

/** Every document of a collection that is the person's (by account or email), read whole. */
export async function docsOf<T extends { id: number; email?: unknown; account?: unknown }>(
  req: PayloadRequest,
  collection: 'enquiries' | 'site-visits' | 'subscribers' | 'consents',
  person: Person,
  withAccount = true,
  depth = 0,
): Promise<T[]> {
  const where = withAccount ? personWhere(person) : personWhere({ email: person.email })
  const found: T[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection,
      where,
      depth,
      limit: 200,
      page,
      sort: 'id',
      overrideAccess: true,
      showHiddenFields: false,
      context: { privacyRequest: true },
      req,
    })
    found.push(
      ...(result.docs as unknown as T[]).filter((d) => belongsTo(withAccount ? person : { email: person.email }, d)),
    )
    if (!result.hasNextPage) break
  }
  return found
}

/**
 * Withdraws one purpose for a person: every open consent record of theirs for it is closed now,
 * and what the purpose allowed stops: "contact by sales" marks their enquiries and visits do not
 * contact; "newsletter" and "development updates" take their subscription off (the subscriber is
 * removed when nothing is left). Answers how many records were closed.
 */
export async function withdrawConsent(
  req: PayloadRequest,
  person: Person,
  purpose: ConsentPurpose,
  by: 'person' | 'erasure' = 'person',
): Promise<number> {
  const now = new Date().toISOString()
  const open = (
    await docsOf<{ id: number; purpose: string; withdrawnAt?: string | null }>(req, 'consents', person)
  ).filter((c) => c.purpose === purpose && !c.withdrawnAt)
  for (const consent of open) {
    await req.payload.update({
      collection: 'consents',
      id: consent.id,
      data: { withdrawnAt: now, withdrawnBy: by },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  if (purpose === 'sales-contact') {
    for (const collection of ['enquiries', 'site-visits'] as const) {
      for (const lead of await docsOf<{ id: number; contactConsent?: string | null }>(req, collection, person)) {
        if (lead.contactConsent === 'withdrawn') continue
        // One column: a whole-document update would run the collection's hooks and validation again.
        await req.payload.db.updateOne({
          collection,
          id: lead.id,
          data: { contactConsent: 'withdrawn' },
          req,
          returning: false,
        })
      }
    }
  } else {
    for (const subscriber of await docsOf<{ id: number; newsletter?: boolean | null; projects?: unknown[] | null }>(
      req,
      'subscribers',
      { email: person.email },
      false,
    )) {
      const newsletter = purpose === 'newsletter' ? false : Boolean(subscriber.newsletter)
      const projects = purpose === 'development-updates' ? [] : (subscriber.projects ?? []).map(relationId)
      if (!newsletter && projects.length === 0) {
        await req.payload.delete({ collection: 'subscribers', id: subscriber.id, overrideAccess: true, req })
      } else {
        await req.payload.update({
          collection: 'subscribers',
          id: subscriber.id,
          data: { newsletter, projects: projects as number[] },
          overrideAccess: true,
          depth: 0,
          req,
        })
      }
    }
  }
  return open.length
}

/**
 * Whether a lead may still be contacted by sales, asked when a queued email or CRM delivery runs:
 * it still exists, was not erased, and its contact consent stands.
 */
export async function mayContact(
  req: PayloadRequest,
  lead: { collection: 'enquiries' | 'site-visits' | 'subscribers'; id: number },
  queuedAt?: string,
): Promise<boolean> {
  const doc = (await req.payload.findByID({
    collection: lead.collection,
    id: lead.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { privacyRequest: true },
    req,
  })) as { contactConsent?: string | null; erasedAt?: string | null } | null
  if (!doc) {
    // A job is queued inside the transaction that stores its lead, and the job runner may start it
    // before that transaction commits (PostgreSQL): the job tries again. A lead still missing after
    // that wait was deleted.
    if (queuedAt && Date.now() - Date.parse(queuedAt) < leadCommitWaitMs)
      throw new Error(`${lead.collection} ${lead.id} is not stored yet: the job tries again`)
    return false
  }
  if (doc.erasedAt) return false
  return lead.collection === 'subscribers' || doc.contactConsent !== 'withdrawn'
}

/** How long a job waits for the lead it was queued with to be stored. */
const leadCommitWaitMs = 10 * 60_000

/** The consent the enquiry and site-visit forms ask for: contact by the sales team. */
export async function recordLeadConsent(
  req: PayloadRequest,
  collection: 'enquiries' | 'site-visits',
  doc: {
    id: number
    email?: string | null
    account?: unknown
    locale?: unknown
    page?: string | null
    project?: unknown
  },
) {
  await recordConsent(
    req.payload,
    {
      purpose: 'sales-contact',
      form: collection === 'enquiries' ? 'enquiry' : 'site-visit',
      person: { email: doc.email, account: relationId(doc.account) },
      source: { collection, id: doc.id },
      locale: doc.locale,
      page: collection === 'enquiries' ? doc.page : await developmentPage(req, doc.project, doc.locale),
    },
    req,
  )
}

/** The unsubscribe link: the address's newsletter and development-update consents are withdrawn. */
export async function closeSubscriptionConsents(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'consents',
    where: {
      and: [
        { email: { equals: normalEmail(email) } },
        { purpose: { in: ['newsletter', 'development-updates'] } },
        { withdrawnAt: { exists: false } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const consent of docs)
    await payload.update({
      collection: 'consents',
      id: consent.id,
      data: { withdrawnAt: new Date().toISOString(), withdrawnBy: 'person' },
      overrideAccess: true,
      depth: 0,
    })
}
