import crypto from 'node:crypto'
import { APIError, ValidationError, type CollectionBeforeValidateHook, type GraphQLExtension, type Payload, type PayloadRequest } from 'payload'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { emailChangedEmail, emailChangeEmail } from './emails'

/**
 * A change of one's own password or email address needs the current password, checked here by
 * the CMS (a stolen session alone cannot take the account over), and a new email address
 * replaces the old one only once its owner opens the link sent to it; the old address is told
 * of the request and of the change. Staff changing another account are not asked.
 */

/** How long the link to confirm a new email address works. */
export const emailChangeLifetimeMs = 24 * 60 * 60 * 1000
/** At most one confirmation email per new address and account in this time. */
export const emailChangeResendMs = 60 * 60 * 1000

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/**
 * Payload's own check of a password against the stored salt and hash (its local strategy, which
 * it does not export): PBKDF2-SHA256, 600,000 rounds for hashes written by Payload 3.90 and later
 * (prefixed), 25,000 rounds and 512 bytes for older ones. The e2e tests of the profile screen fail
 * if this ever disagrees with Payload's login.
 */
async function passwordMatches(password: string, salt: unknown, hash: unknown): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const prefix = 'pbkdf2-sha256-v1:'
  const [stored, iterations, keyLength] = hash.startsWith(prefix) ? [hash.slice(prefix.length), 600_000, 32] : [hash, 25_000, 512]
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  const expected = Buffer.from(stored, 'hex')
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}

/**
 * Wrong current passwords per account: a stolen session may not guess the password by asking
 * again and again (each check costs the server 600,000 hash rounds, too).
 */
const wrongCurrentPassword = new RateLimiterMemory({ keyPrefix: 'current-password', points: 5, duration: 15 * 60 })

const refuse = (message: string, path = 'currentPassword') => new ValidationError({ collection: 'users', errors: [{ path, message }] })

async function checkCurrentPassword(stored: StoredAccount, given: unknown) {
  if (typeof given !== 'string' || !given) throw refuse('Enter your current password to change your password or email address.')
  const key = String(stored.id)
  const used = await wrongCurrentPassword.get(key)
  if (used && used.remainingPoints <= 0) {
    const seconds = Math.ceil(used.msBeforeNext / 1000)
    throw new APIError(`Too many wrong current passwords. Try again in ${Math.ceil(seconds / 60)} minutes.`, 429, { retryAfter: seconds }, true)
  }
  if (await passwordMatches(given, stored.salt, stored.hash)) return
  await wrongCurrentPassword.penalty(key, 1)
  throw refuse('The current password is not correct.')
}

const normalize = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/**
 * Users' beforeValidate hook. For a change of one's own password or email (any API but the
 * Local API the CMS's own code uses): checks `currentPassword`. A new email is not written: it is
 * kept aside in `pendingEmail` (saved with the rest of the change), a link goes to it and the old
 * address is told.
 */
export const requireProofForAccountChanges: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !originalDoc || req.payloadAPI === 'local') return data
  const self = req.user?.collection === 'users' && String(req.user.id) === String(originalDoc.id)
  const record = data as Record<string, unknown>
  const newEmail = normalize(record.email)
  const changesEmail = Boolean(newEmail) && newEmail !== normalize(originalDoc.email)
  const changesPassword = typeof record.password === 'string' && record.password !== ''
  if (!self || (!changesEmail && !changesPassword)) return data
  // As stored, hidden fields included: the hash and salt, and the email change under way.
  const stored = (await req.payload.db.findOne({ collection: 'users', where: { id: { equals: originalDoc.id } }, req })) as StoredAccount
  await checkCurrentPassword(stored, record.currentPassword)
  if (changesEmail) {
    record.email = originalDoc.email
    Object.assign(record, await requestEmailChange(req, stored, newEmail))
  }
  return data
}

type AccountDoc = { id: number | string; email: string; name?: string; language?: string; pendingEmail?: string | null; emailChangeSentAt?: string | null }
type StoredAccount = AccountDoc & { salt?: unknown; hash?: unknown }

/** The fields that keep a new address aside, after sending its link (and telling the old address). */
async function requestEmailChange(req: PayloadRequest, account: AccountDoc, newEmail: string): Promise<Record<string, string>> {
  if (newEmail.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) throw refuse('Please enter a valid email address.', 'email')
  const taken = await req.payload.count({ collection: 'users', where: { email: { equals: newEmail } }, req })
  if (taken.totalDocs) throw refuse('This email address is already used by another account.', 'email')
  const now = Date.now()
  const sentAt = account.emailChangeSentAt ? Date.parse(account.emailChangeSentAt) : 0
  // The same request again within the hour: the link already sent still works; nothing is sent.
  if (normalize(account.pendingEmail) === newEmail && now - sentAt < emailChangeResendMs) return {}
  const token = crypto.randomBytes(24).toString('hex')
  await req.payload.sendEmail({ to: newEmail, subject: emailChangeEmail.subject(account), html: emailChangeEmail.html(account, newEmail, token) })
  await req.payload.sendEmail({ to: account.email, subject: emailChangedEmail.requestedSubject(account), html: emailChangedEmail.requestedHtml(account, newEmail) })
  return {
    pendingEmail: newEmail,
    emailChangeToken: sha256(token),
    emailChangeExpiresAt: new Date(now + emailChangeLifetimeMs).toISOString(),
    emailChangeSentAt: new Date(now).toISOString(),
  }
}

/** `confirmEmailChange(token)`: the link sent to the new address makes it the account's email. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<boolean> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) return false
  const found = (await payload.find({
    collection: 'users', where: { emailChangeToken: { equals: sha256(token) } }, limit: 1, depth: 0, showHiddenFields: true,
  })).docs[0] as (AccountDoc & { emailChangeExpiresAt?: string | null }) | undefined
  if (!found?.pendingEmail || !found.emailChangeExpiresAt || Date.parse(found.emailChangeExpiresAt) < Date.now()) return false
  const oldEmail = found.email
  const newEmail = found.pendingEmail
  const taken = await payload.count({ collection: 'users', where: { email: { equals: newEmail } } })
  if (taken.totalDocs) return false
  await payload.update({
    collection: 'users',
    id: found.id,
    data: { email: newEmail, pendingEmail: null, emailChangeToken: null, emailChangeExpiresAt: null, _verified: true },
    depth: 0,
  })
  await payload.sendEmail({ to: oldEmail, subject: emailChangedEmail.doneSubject(found), html: emailChangedEmail.doneHtml(found, newEmail) })
  return true
}

type Context = { req: PayloadRequest }

export const accountChangeMutations: GraphQLExtension = (GraphQL) => ({
  confirmEmailChange: {
    type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
    args: { token: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
    resolve: (_: unknown, args: { token: string }, { req }: Context) => confirmEmailChange(req.payload, args.token),
  },
})
