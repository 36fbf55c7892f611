import crypto from 'node:crypto'
import {
  APIError,
  ValidationError,
  type CollectionBeforeValidateHook,
  type GraphQLExtension,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { email as emailRule } from 'payload/shared'
import { emailKey } from '@lestari/model/contact-links'
import { addressInUseEmail, emailChangedEmail, emailChangeEmail } from '../../email/messages'
import { consumeOr429, makeLimiter, sendNotice } from '../../limits/limiters'
import { forgetErasedEmails } from '../../privacy/erase'
import { passwordMatches } from './password-hashing'

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
/**
 * Email-change requests: at most `perAccount` per account an hour, and at most one email per new
 * address an hour whichever accounts ask and in whatever order (A -> B -> A sends A one email).
 */
export const emailChangeLimits = { perAccount: 3, perAddress: 1, windowSeconds: 60 * 60 }
const changesByAccount = makeLimiter({
  keyPrefix: 'email-change-account',
  points: emailChangeLimits.perAccount,
  duration: emailChangeLimits.windowSeconds,
})
const changeMailsByAddress = makeLimiter({
  keyPrefix: 'email-change-address',
  points: emailChangeLimits.perAddress,
  duration: emailChangeLimits.windowSeconds,
})

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/**
 * Wrong current passwords per account: a stolen session may not guess the password by asking
 * again and again (each check costs the server 600,000 hash rounds, too).
 */
const wrongCurrentPassword = makeLimiter({ keyPrefix: 'current-password', points: 5, duration: 15 * 60 })

const refuse = (message: string, path = 'currentPassword') =>
  new ValidationError({ collection: 'users', errors: [{ path, message }] })

/**
 * The counters' key of an account: its id and creation time (SQLite may give a deleted account's id
 * to the next one, which must not inherit its counts).
 */
const accountKey = (account: AccountDoc) => `${account.id}@${account.createdAt ?? ''}`

async function checkCurrentPassword(
  stored: StoredAccount,
  given: unknown,
  missing = 'Enter your current password to change your password or email address.',
) {
  if (typeof given !== 'string' || !given) throw refuse(missing)
  const key = accountKey(stored)
  const used = await wrongCurrentPassword.get(key)
  if (used && used.remainingPoints <= 0) {
    const seconds = Math.ceil(used.msBeforeNext / 1000)
    throw new APIError(
      `Too many wrong current passwords. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      429,
      { retryAfter: seconds },
      true,
    )
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
export const requireProofForAccountChanges: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !data || !originalDoc || req.payloadAPI === 'local') return data
  const self = req.user?.collection === 'users' && String(req.user.id) === String(originalDoc.id)
  const record = data as Record<string, unknown>
  const newEmail = normalize(record.email)
  const changesEmail = Boolean(newEmail) && newEmail !== normalize(originalDoc.email)
  const changesPassword = typeof record.password === 'string' && record.password !== ''
  if (!self || (!changesEmail && !changesPassword)) return data
  // As stored, hidden fields included: the hash and salt, and the email change under way.
  const stored = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: originalDoc.id } },
    req,
  })) as StoredAccount
  await checkCurrentPassword(stored, record.currentPassword)
  if (changesEmail) {
    record.email = originalDoc.email
    Object.assign(record, await requestEmailChange(req, stored, newEmail))
  }
  return data
}

type AccountDoc = {
  id: number | string
  createdAt?: string
  email: string
  name?: string
  language?: string
  pendingEmail?: string | null
  emailChangeSentAt?: string | null
}
type StoredAccount = AccountDoc & { salt?: unknown; hash?: unknown }

/**
 * The fields that keep a new address aside, after sending its link (and telling the old address).
 * An address that already has an account gets the same answer and is kept aside the same way (with
 * a link nobody receives), and its owner is told instead: nobody learns who has an account here.
 */
async function requestEmailChange(
  req: PayloadRequest,
  account: AccountDoc,
  newEmail: string,
): Promise<Record<string, string>> {
  // The rule the stored `pendingEmail` must pass (Payload's email field), checked before anything is sent.
  const valid = emailRule(newEmail, { req, required: true } as unknown as Parameters<typeof emailRule>[1])
  if (newEmail.length > 254 || valid !== true) throw refuse('Please enter a valid email address.', 'email')
  const wait = (seconds: number) =>
    `Too many email changes. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`
  await consumeOr429(req, changesByAccount, accountKey(account), wait)
  const now = Date.now()
  const sentAt = account.emailChangeSentAt ? Date.parse(account.emailChangeSentAt) : 0
  // The same request again within the hour: the link already sent still works; nothing is sent.
  if (normalize(account.pendingEmail) === newEmail && now - sentAt < emailChangeResendMs) return {}
  // Counted per recipient however the address is spelled (a +tag, Gmail's dots, case).
  await consumeOr429(req, changeMailsByAddress, emailKey(newEmail) ?? newEmail, wait)
  const owner = (
    await req.payload.find({
      collection: 'users',
      where: { email: { equals: newEmail } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0]
  const token = crypto.randomBytes(24).toString('hex')
  if (owner) {
    await sendNotice(req, 'address-in-use', {
      to: newEmail,
      subject: addressInUseEmail.subject(owner),
      html: addressInUseEmail.html(owner, 'email-change'),
    })
  } else {
    await req.payload.sendEmail({
      to: newEmail,
      subject: emailChangeEmail.subject(account),
      html: emailChangeEmail.html(account, newEmail, token),
    })
  }
  await sendNotice(req, 'email-change-requested', {
    to: account.email,
    subject: emailChangedEmail.requestedSubject(account),
    html: emailChangedEmail.requestedHtml(account, newEmail),
  })
  return {
    pendingEmail: newEmail,
    // For an address with an account, a token nobody was sent (and confirmEmailChange refuses a taken address anyway).
    emailChangeToken: sha256(owner ? crypto.randomBytes(24).toString('hex') : token),
    emailChangeExpiresAt: new Date(now + emailChangeLifetimeMs).toISOString(),
    emailChangeSentAt: new Date(now).toISOString(),
  }
}

/**
 * `deleteAccount(currentPassword)` and `POST /api/users/delete-account`: the signed-in account
 * deletes itself, with its current password (checked and throttled like the other changes). A
 * plain delete of one's own account is refused to everyone but staff (Users.ts).
 */
export async function deleteOwnAccount(req: PayloadRequest, currentPassword: unknown): Promise<boolean> {
  if (req.user?.collection !== 'users') throw new APIError('Log in to delete your account.', 401, undefined, true)
  const stored = await req.payload.db.findOne<StoredAccount>({
    collection: 'users',
    where: { id: { equals: req.user.id } },
    req,
  })
  if (!stored) throw new APIError('Log in to delete your account.', 401, undefined, true)
  await checkCurrentPassword(stored, currentPassword, 'Enter your current password to delete your account.')
  await req.payload.delete({ collection: 'users', id: stored.id, overrideAccess: true, depth: 0, req })
  // The erasure of what was tied to the account is committed with the deletion (Users' beforeDelete).
  await forgetErasedEmails(req)
  return true
}

/** `confirmEmailChange(token)`: the link sent to the new address makes it the account's email. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<boolean> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) return false
  const found = (
    await payload.find({
      collection: 'users',
      where: { emailChangeToken: { equals: sha256(token) } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    })
  ).docs[0] as (AccountDoc & { emailChangeExpiresAt?: string | null }) | undefined
  if (!found?.pendingEmail || !found.emailChangeExpiresAt || Date.parse(found.emailChangeExpiresAt) < Date.now())
    return false
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
  await payload.sendEmail({
    to: oldEmail,
    subject: emailChangedEmail.doneSubject(found),
    html: emailChangedEmail.doneHtml(found, newEmail),
  })
  return true
}

type Context = { req: PayloadRequest }

export const accountChangeMutations: GraphQLExtension = (GraphQL) => ({
  confirmEmailChange: {
    type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
    args: { token: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
    resolve: (_: unknown, args: { token: string }, { req }: Context) => confirmEmailChange(req.payload, args.token),
  },
  deleteAccount: {
    type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
    args: { currentPassword: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
    resolve: (_: unknown, args: { currentPassword: string }, { req }: Context) =>
      deleteOwnAccount(req, args.currentPassword),
  },
})
