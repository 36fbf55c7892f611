import { localeFrom } from '@lestari/model'
import { addDataAndFileToRequest, ValidationError, type Endpoint, type GraphQLInfo, type PayloadRequest } from 'payload'
import { isStaff } from '../../access'
import { spendPasswordWork } from './password-hashing'
import { addressInUseEmail } from '../../email/messages'
import { sendNotice } from '../../limits/limiters'

/**
 * Registration answers alike whether or not the address has an account (docs/SECURITY.md, "Who
 * has an account"): the answer to anyone but staff echoes what was sent (with the id 0 and the
 * visitor role), and an address that has an account gets, instead of a second confirmation, a
 * notice that someone tried to register with it (one an hour per address). The same password
 * work is done either way, so the time does not tell either.
 */

type Registration = { email?: unknown; name?: unknown; phone?: unknown; language?: unknown; password?: unknown }

const normalize = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/** What a caller who is not staff learns from a registration: only what it sent. */
const echo = (data: Registration) => {
  const now = new Date().toISOString()
  return {
    id: 0,
    email: normalize(data.email),
    name: typeof data.name === 'string' ? data.name : '',
    phone: typeof data.phone === 'string' ? data.phone : null,
    language: localeFrom(data.language),
    roles: ['visitor'],
    pendingEmail: null,
    createdAt: now,
    updatedAt: now,
  }
}

/** Payload's own refusal of an address that has an account (its local strategy checks before hashing). */
const addressTaken = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data as { errors?: { path?: string }[] } | undefined)?.errors?.some((e) => e.path === 'email') === true

/**
 * Runs Payload's create (`create`), and for a caller who is not staff turns "this address has an
 * account" into the answer a new address gets, telling that address's owner instead.
 */
export async function registerAlike(req: PayloadRequest, data: Registration, create: () => Promise<unknown>) {
  try {
    await create()
  } catch (error) {
    const email = normalize(data.email)
    if (!addressTaken(error) || !email) throw error
    const owner = (
      await req.payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs[0]
    if (!owner) throw error
    await spendPasswordWork(data.password)
    await sendNotice(req, 'address-in-use', {
      to: email,
      subject: addressInUseEmail.subject(owner),
      html: addressInUseEmail.html(owner, 'register'),
    })
  }
  return echo(data)
}

type Resolver = (
  source: unknown,
  args: { data?: Registration },
  context: { req: PayloadRequest },
  info: unknown,
) => Promise<unknown>

/** `createUser`, answering alike for callers who are not staff. */
export const registrationMutation = ({ Mutation }: GraphQLInfo) => {
  const generated = Mutation.fields.createUser as { resolve: Resolver } & Record<string, unknown>
  const resolve: Resolver = (source, args, context, info) =>
    isStaff(context.req)
      ? generated.resolve(source, args, context, info)
      : registerAlike(context.req, args.data ?? {}, () => generated.resolve(source, args, context, info))
  return { createUser: { ...generated, resolve } }
}

/**
 * `POST /api/users` the same way. Custom endpoints come before Payload's own, so this one answers
 * callers who are not staff and hands staff to Payload's create handler, the next one on the path.
 */
export const registrationEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const own = req.payload.collections.users.config.endpoints || []
    const payloadCreate = own.filter((e) => e.path === '/' && e.method === 'post' && e !== registrationEndpoint)[0]
    if (!payloadCreate) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
    if (isStaff(req)) return payloadCreate.handler(req)
    await addDataAndFileToRequest(req)
    const data = (req.data ?? {}) as Registration & Record<string, unknown>
    const doc = await registerAlike(req, data, () =>
      req.payload.create({ collection: 'users', data: data as never, overrideAccess: false, depth: 0, req }),
    )
    return Response.json({ doc, message: req.t('general:successfullyCreated', { label: 'User' }) }, { status: 201 })
  },
}
