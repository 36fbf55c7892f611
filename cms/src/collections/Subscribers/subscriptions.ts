import { localeFrom } from '@lestari/model'
import crypto from 'node:crypto'
import type { GraphQLExtension, Payload, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { subscribeEmail } from '../../email/messages'
import { countAction } from '../../limits/operation-limits'
import { closeSubscriptionConsents, recordConsent } from '../../privacy/consents'

/**
 * Subscriptions through GraphQL, for anonymous visitors:
 * - `subscribe(email, name, project, locale)`: one subscriber per email (case-insensitive); a
 *   second subscribe adds the development to the same subscriber. An unconfirmed subscriber gets
 *   the confirmation email (again), at most once an hour (`confirmationSentAt`): the link of the
 *   first one keeps working. The answer is always `true`, so nobody learns who subscribed.
 * - `confirmSubscription(token)` and `unsubscribe(token)`: the two links of that email.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The longest name a subscriber may give (the subscribers collection holds the same limit). */
export const subscriberNameMax = 120

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

type SubscribeArgs = { email: string; name?: string | null; project?: string | null; locale?: string | null }

const reject = (path: string, message: string) =>
  new ValidationError({ collection: 'subscribers', errors: [{ path, message }] })

export async function subscribe(payload: Payload, args: SubscribeArgs): Promise<boolean> {
  const email = normalizeEmail(args.email ?? '')
  if (!emailPattern.test(email) || email.length > 254) throw reject('email', 'Please enter a valid email address.')
  const locale = localeFrom(args.locale)
  const name = (args.name ?? '').trim()
  if (name.length > subscriberNameMax)
    throw reject('name', `The name is too long (at most ${subscriberNameMax} characters).`)
  let projectId: number | undefined
  if (args.project) {
    const found = await payload.find({
      collection: 'projects',
      where: { slug: { equals: args.project } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      draft: false,
    })
    projectId = found.docs[0]?.id
    if (!projectId) throw reject('project', 'Unknown development.')
  }
  const find = async () =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        showHiddenFields: true,
      })
    ).docs[0]
  let existing = await find()
  let token: string
  let id: number | string | undefined
  if (!existing) {
    token = crypto.randomBytes(24).toString('hex')
    try {
      ;({ id } = await payload.create({
        collection: 'subscribers',
        data: {
          email,
          name: name || undefined,
          language: locale,
          projects: projectId ? [projectId] : [],
          newsletter: !projectId,
          token,
        },
        depth: 0,
      }))
    } catch (error) {
      // Two subscribes with one email at the same moment: the unique email kept one; use it.
      existing = await find()
      if (!existing) throw error
    }
  }
  if (existing) {
    id = existing.id
    const projects = ((existing.projects ?? []) as (number | { id: number })[]).map((p) =>
      typeof p === 'number' ? p : p.id,
    )
    token = (existing as { token?: string }).token || crypto.randomBytes(24).toString('hex')
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: {
        ...(projectId && !projects.includes(projectId) ? { projects: [...projects, projectId] } : {}),
        ...(projectId ? {} : { newsletter: true }),
        ...(name && !existing.name ? { name } : {}),
        token,
      },
      depth: 0,
    })
  }
  // The consent of this subscribe, with the screen it came from (/subscribe/ or a development's).
  await recordConsent(payload, {
    purpose: projectId ? 'development-updates' : 'newsletter',
    form: 'subscription',
    person: { email },
    source: { collection: 'subscribers', id: Number(id) },
    locale,
    page: `${locale === 'id' ? '/id' : ''}/subscribe/${args.project ? `${args.project}/` : ''}`,
  })
  if (existing?.confirmedAt) return true
  if (!(await claimConfirmationEmail(payload, id!))) return true
  await payload.sendEmail({
    to: email,
    subject: subscribeEmail.subject(locale),
    html: subscribeEmail.html(locale, token!, { name: existing?.name || name }),
  })
  return true
}

/** How often one address may be sent the confirmation email. */
export const confirmationResendMs = 60 * 60 * 1000

/**
 * Marks the confirmation email of a subscriber as sent now, unless one went out within the hour;
 * true when this caller may send it. One atomic update, so two requests at once send one email.
 */
async function claimConfirmationEmail(payload: Payload, id: number | string): Promise<boolean> {
  const now = Date.now()
  const claimed = await payload.db.updateOne({
    collection: 'subscribers',
    data: { confirmationSentAt: new Date(now).toISOString() },
    options: { atomic: true },
    where: {
      and: [
        { id: { equals: id } },
        {
          or: [
            { confirmationSentAt: { exists: false } },
            { confirmationSentAt: { equals: null } },
            { confirmationSentAt: { less_than_equal: new Date(now - confirmationResendMs).toISOString() } },
          ],
        },
      ],
    },
  })
  return Boolean(claimed)
}

async function byToken(payload: Payload, token: string) {
  if (!token || token.length < 16) return undefined
  return (await payload.find({ collection: 'subscribers', where: { token: { equals: token } }, limit: 1, depth: 0 }))
    .docs[0]
}

export async function confirmSubscription(payload: Payload, token: string): Promise<boolean> {
  const found = await byToken(payload, token)
  if (!found) return false
  if (!found.confirmedAt) {
    await payload.update({
      collection: 'subscribers',
      id: found.id,
      data: { confirmedAt: new Date().toISOString() },
      depth: 0,
    })
  }
  return true
}

/** The unsubscribe link removes the subscriber altogether (nothing of them is kept). */
export async function unsubscribe(payload: Payload, token: string): Promise<boolean> {
  const found = await byToken(payload, token)
  if (!found) return false
  await payload.delete({ collection: 'subscribers', id: found.id })
  await closeSubscriptionConsents(payload, found.email)
  return true
}

type Context = { req: PayloadRequest }

export const subscriptionMutations: GraphQLExtension = (GraphQL) => {
  const { GraphQLBoolean, GraphQLNonNull, GraphQLString } = GraphQL
  const tokenArgs = { token: { type: new GraphQLNonNull(GraphQLString) } }
  return {
    subscribe: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: {
        email: { type: new GraphQLNonNull(GraphQLString) },
        name: { type: GraphQLString },
        project: { type: GraphQLString, description: 'Slug of a development, for its updates only.' },
        locale: { type: GraphQLString },
      },
      resolve: async (_: unknown, args: SubscribeArgs, { req }: Context) => {
        await countAction(req, 'subscribe')
        return subscribe(req.payload, args)
      },
    },
    confirmSubscription: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: tokenArgs,
      resolve: (_: unknown, args: { token: string }, { req }: Context) => confirmSubscription(req.payload, args.token),
    },
    unsubscribe: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: tokenArgs,
      resolve: (_: unknown, args: { token: string }, { req }: Context) => unsubscribe(req.payload, args.token),
    },
  }
}
