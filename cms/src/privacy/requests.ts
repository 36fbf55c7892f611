import crypto from 'node:crypto'
import { localeFrom, type Locale } from '@lestari/model'
import {
  addDataAndFileToRequest,
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { emailHTML, siteLink } from '../email/messages'
import { countAction } from '../limits/operation-limits'
import { normalEmail } from './consents'
import { exportResponse, privacyExport } from './endpoints'
import { erasePerson, forgetErasedEmails } from './erase'

/**
 * A person without an account asks for the copy or the erasure of what the site holds under their
 * email address (UU PDP Art. 32 and 43) on the site's privacy page (/privacy/):
 * - `POST /api/privacy/requests { email, locale }` emails a link to /privacy/?token=… through the
 *   email queue. It answers alike whatever the address (nobody learns whose data is kept), sends at
 *   most one link per address an hour (the first stays valid) and counts as a subscribe for the
 *   client address's limit.
 * - `GET /api/privacy/requests/export?token=…&format=json|csv`: the copy of that address's
 *   enquiries, site visits, subscriptions and consents, while the link is valid.
 * - `POST /api/privacy/requests/erase { token }`: their erasure (cms/src/privacy/erase.ts), once:
 *   the link is used up by it. An account with that address is not deleted (its owner does that
 *   in the privacy centre).
 * The link works for an hour; the token is random, kept only as its SHA-256 and tied to one address,
 * so a link reaches that address's data and nobody else's.
 */

const linkLifetimeMs = 60 * 60 * 1000
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const invalidLink = () =>
  answer(404, { errors: [{ message: 'This link does not work: it is used up, expired or not one we sent.' }] })

export const privacyRequestEmail = {
  subject: (locale: Locale) =>
    locale === 'id' ? 'Permintaan data pribadi Anda di Lestari City' : 'Your personal data request at Lestari City',
  html: (locale: Locale, link: string) =>
    emailHTML(
      locale === 'id'
        ? {
            greeting: 'Halo,',
            text: 'Seseorang (semoga Anda) meminta salinan atau penghapusan data yang kami simpan dengan alamat email ini: pertanyaan, kunjungan lokasi, dan langganan. Buka tautan ini untuk mengunduh atau menghapusnya.',
            link,
            action: 'Buka permintaan data saya',
            note: 'Tautan ini berlaku satu jam. Jika Anda tidak meminta ini, abaikan email ini: tidak ada yang berubah.',
          }
        : {
            greeting: 'Hello,',
            text: 'Someone (we hope you) asked for a copy or the deletion of what we hold under this email address: enquiries, site visits and subscriptions. Open this link to download or delete it.',
            link,
            action: 'Open my data request',
            note: 'The link works for one hour. If you did not ask for this, ignore this email: nothing changes.',
          },
    ),
}

/** A valid (unexpired, unused) request by its token. */
async function requestOf(req: PayloadRequest, token: unknown) {
  if (typeof token !== 'string' || token.length < 32 || token.length > 100) return null
  const { docs } = await req.payload.find({
    collection: 'privacy-requests',
    where: { tokenHash: { equals: hashOf(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const found = docs[0]
  if (!found || found.usedAt || new Date(found.expiresAt).getTime() <= Date.now()) return null
  return found
}

export const privacyRequestEndpoint: Endpoint = {
  path: '/privacy/requests',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = (req.data ?? {}) as { email?: unknown; locale?: unknown }
    const email = normalEmail(data.email)
    if (!emailPattern.test(email) || email.length > 254)
      return answer(400, { errors: [{ message: 'Please enter a valid email address.' }] })
    await countAction(req, 'subscribe')
    const locale = localeFrom(data.locale)
    const recent = await req.payload.count({
      collection: 'privacy-requests',
      where: {
        and: [
          { email: { equals: email } },
          { createdAt: { greater_than: new Date(Date.now() - linkLifetimeMs).toISOString() } },
        ],
      },
      overrideAccess: true,
      req,
    })
    if (recent.totalDocs === 0) {
      const token = crypto.randomBytes(32).toString('hex')
      await req.payload.create({
        collection: 'privacy-requests',
        data: {
          email,
          tokenHash: hashOf(token),
          locale,
          expiresAt: new Date(Date.now() + linkLifetimeMs).toISOString(),
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await req.payload.sendEmail({
        to: email,
        subject: privacyRequestEmail.subject(locale),
        html: privacyRequestEmail.html(locale, siteLink('/privacy/', locale, { token })),
      })
    }
    return answer(202, { ok: true })
  },
}

export const privacyRequestExportEndpoint: Endpoint = {
  path: '/privacy/requests/export',
  method: 'get',
  handler: async (req) => {
    const request = await requestOf(req, (req.query as { token?: unknown } | undefined)?.token)
    if (!request) return invalidLink()
    return exportResponse(await privacyExport(req, { email: request.email }, null), req.query)
  },
}

export const privacyRequestEraseEndpoint: Endpoint = {
  path: '/privacy/requests/erase',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const request = await requestOf(req, (req.data as { token?: unknown } | undefined)?.token)
    if (!request) return invalidLink()
    const shouldCommit = await initTransaction(req)
    try {
      // Used up first, in the same transaction: of two erasures with one link, one finds it used.
      const claimed = await req.payload.db.updateOne({
        collection: 'privacy-requests',
        data: { usedAt: new Date().toISOString() },
        options: { atomic: true },
        where: { and: [{ id: { equals: request.id } }, { usedAt: { exists: false } }] },
        req,
      })
      if (!claimed) {
        if (shouldCommit) await killTransaction(req)
        return invalidLink()
      }
      const report = await erasePerson(req, { email: request.email })
      if (shouldCommit) await commitTransaction(req)
      await forgetErasedEmails(req)
      return answer(200, { erased: report })
    } catch (error) {
      if (shouldCommit) await killTransaction(req)
      throw error
    }
  },
}

export const privacyRequestEndpoints = [
  privacyRequestEndpoint,
  privacyRequestExportEndpoint,
  privacyRequestEraseEndpoint,
]
