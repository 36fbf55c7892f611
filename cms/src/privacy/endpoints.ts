import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { exportCSV, isConsentPurpose, type ConsentCopy, type PrivacyExport } from '@lestari/model/privacy'
import { docsOf, withdrawConsent, type Person } from './consents'

/**
 * The privacy centre's endpoints, for the signed-in visitor and about them only (the session
 * cookie; nobody names another person): `GET /api/privacy/export?format=json|csv`, a copy of
 * everything the site holds about them (UU PDP Art. 32), and `POST /api/privacy/consents`
 * `{ "purpose": "sales-contact" | "newsletter" | "development-updates" }`, which withdraws that
 * purpose (Art. 40). Correction is the profile's own form; deletion `deleteAccount`, which erases
 * what is tied to the account (cms/src/privacy/erase.ts).
 */

const titleOf = (ref: unknown, key: 'title' | 'name' = 'title') =>
  ref && typeof ref === 'object' ? ((ref as Record<string, unknown>)[key] ?? null) : (ref ?? null)

const unauthorised = () => Response.json({ errors: [{ message: 'Log in to see your data.' }] }, { status: 401 })

type Doc = Record<string, unknown> & { id: number }

/** Everything the site holds about one person, as they get it. */
export async function privacyExport(req: PayloadRequest, person: Person, account: Doc | null): Promise<PrivacyExport> {
  const enquiries = await docsOf<Doc>(req, 'enquiries', person, true, 1)
  const visits = await docsOf<Doc>(req, 'site-visits', person, true, 1)
  const subscribers = await docsOf<Doc>(req, 'subscribers', { email: person.email }, false, 1)
  const consents = await docsOf<Doc>(req, 'consents', person)
  return {
    exportedAt: new Date().toISOString(),
    account: account
      ? {
          id: account.id,
          name: account.name,
          email: account.email,
          phone: account.phone ?? null,
          whatsapp: account.whatsapp ?? null,
          language: account.language ?? null,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
        }
      : null,
    enquiries: enquiries.map((e) => ({
      id: e.id,
      sentAt: e.createdAt,
      development: titleOf(e.project),
      unitType: titleOf(e.unitType, 'name'),
      lot: e.lot ?? null,
      name: e.name,
      replyBy: e.replyBy,
      phone: e.phone ?? null,
      email: e.email ?? null,
      message: e.message ?? null,
      language: e.locale ?? null,
      page: e.page ?? null,
      stage: e.status ?? null,
      contact: e.contactConsent ?? null,
      notes: Array.isArray(e.notes) ? (e.notes as Doc[]).map((n) => ({ text: n.text, writtenAt: n.writtenAt })) : [],
    })),
    siteVisits: visits.map((v) => ({
      id: v.id,
      bookedAt: v.createdAt,
      development: titleOf(v.project),
      slotStart: v.slotStart,
      slotEnd: v.slotEnd ?? null,
      status: v.status,
      lot: v.lot ?? null,
      name: v.name,
      phone: v.phone ?? null,
      email: v.email ?? null,
      language: v.locale ?? null,
      contact: v.contactConsent ?? null,
    })),
    subscriptions: subscribers.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name ?? null,
      newsletter: Boolean(s.newsletter),
      developments: Array.isArray(s.projects) ? s.projects.map((p) => titleOf(p)) : [],
      language: s.language ?? null,
      subscribedAt: s.createdAt,
      confirmedAt: s.confirmedAt ?? null,
    })),
    savedHomes: account?.savedHomes && typeof account.savedHomes === 'object' ? (account.savedHomes as Doc) : null,
    consents: consents.map((c): ConsentCopy => ({
      id: c.id,
      purpose: c.purpose as ConsentCopy['purpose'],
      form: c.form as ConsentCopy['form'],
      wordingVersion: String(c.wordingVersion),
      language: String(c.language ?? ''),
      page: (c.page as string | null) ?? null,
      givenAt: String(c.givenAt),
      withdrawnAt: (c.withdrawnAt as string | null) ?? null,
    })),
  }
}

/** The signed-in visitor's account, read again whole (the session's copy may be older). */
async function signedIn(req: PayloadRequest): Promise<{ person: Person; account: Doc } | null> {
  if (req.user?.collection !== 'users') return null
  const account = (await req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Doc | null
  if (!account) return null
  return { person: { email: String(account.email), account: account.id }, account }
}

/** The copy as the browser gets it: JSON (a file with `download=1`) or, with `format=csv`, a CSV file; never cached. */
export function exportResponse(data: PrivacyExport, query: unknown): Response {
  const { format, download } = (query ?? {}) as { format?: unknown; download?: unknown }
  const file = (extension: string) => ({
    'content-disposition': `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.${extension}"`,
  })
  if (format === 'csv')
    return new Response(exportCSV(data), {
      headers: { 'cache-control': 'no-store', 'content-type': 'text/csv; charset=utf-8', ...file('csv') },
    })
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      ...(download === '1' ? file('json') : {}),
    },
  })
}

export const privacyExportEndpoint: Endpoint = {
  path: '/privacy/export',
  method: 'get',
  handler: async (req) => {
    const me = await signedIn(req)
    if (!me) return unauthorised()
    return exportResponse(await privacyExport(req, me.person, me.account), req.query)
  },
}

export const withdrawConsentEndpoint: Endpoint = {
  path: '/privacy/consents',
  method: 'post',
  handler: async (req) => {
    const me = await signedIn(req)
    if (!me) return unauthorised()
    await addDataAndFileToRequest(req)
    const purpose = (req.data as { purpose?: unknown } | undefined)?.purpose
    if (!isConsentPurpose(purpose))
      return Response.json(
        { errors: [{ message: 'Name a purpose: sales-contact, newsletter or development-updates.' }] },
        { status: 400 },
      )
    const withdrawn = await withdrawConsent(req, me.person, purpose)
    return Response.json({ purpose, withdrawn })
  },
}

export const privacyEndpoints = [privacyExportEndpoint, withdrawConsentEndpoint]
