import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor' | 'sales' | 'visitor'
export const teamRoles: Role[] = ['admin', 'editor', 'sales']

const userHasRole = (account: PayloadRequest['user'], roles: Role[]): boolean => {
  const user = account as { collection?: string; roles?: Role[] } | null
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r)))
}

export const hasRole = (req: PayloadRequest, ...roles: Role[]): boolean => userHasRole(req.user, roles)

/**
 * Staff who work the content: an administrator or an editor, by the account (where there is no
 * request: the admin's components). Editors do not read the leads (see isSalesStaff).
 */
export const isStaffUser = (user: PayloadRequest['user']) => userHasRole(user, ['admin', 'editor'])
export const isStaff = (req: PayloadRequest) => isStaffUser(req.user)

/**
 * An administrator or a member of the sales team: who works the leads (enquiries, site visits,
 * form submissions, subscribers). Sales staff read the content as visitors do and change none of it.
 */
export const isSalesStaffUser = (user: PayloadRequest['user']) => userHasRole(user, ['admin', 'sales'])
export const isSalesStaff = (req: PayloadRequest) => isSalesStaffUser(req.user)
export const salesStaffOnly: Access = ({ req }) => isSalesStaff(req)

/** Anyone who works in the admin (administrator, editor or sales), as against the site's visitors. */
export const isTeamMember = (req: PayloadRequest) => hasRole(req, ...teamRoles)
export const teamOnly: Access = ({ req }) => isTeamMember(req)

export const anyone: Access = () => true
export const nobody: Access = () => false

/** An endpoint's answer to a caller whose role may not use it: 403, in Payload's error shape. */
export const forbidden = () =>
  Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => hasRole(req, 'admin')

/** Staff see everything; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { _status: { equals: 'published' } }
}

/** The visitors' accounts that sent an enquiry or booked a visit: the ones sales staff work with. */
async function leadAccounts(req: PayloadRequest): Promise<number[]> {
  const ids = new Set<number>()
  for (const collection of ['enquiries', 'site-visits'] as const) {
    const { docs } = await req.payload.find({
      collection,
      where: { account: { exists: true } },
      select: { account: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      const account = doc.account && typeof doc.account === 'object' ? (doc.account as { id: number }).id : doc.account
      if (typeof account === 'number') ids.add(account)
    }
  }
  return [...ids]
}

/**
 * Administrators see every account; sales staff the team's, their own and the accounts of their
 * leads (a visitor who sent an enquiry or booked a visit signed in), not every visitor's; an editor
 * the team's accounts and their own; a signed-in visitor only their own; anonymous callers nothing.
 */
export const accountsReadable: Access = async ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  const own = { id: { equals: req.user.id } }
  const team = { roles: { in: teamRoles } }
  if (isSalesStaff(req)) return { or: [own, team, { id: { in: await leadAccounts(req) } }] }
  if (isStaff(req)) return { or: [own, team] }
  return own
}

/** A field of an account that only its owner and administrators read (the saved homes). */
export const ownerOrAdminField: FieldAccess = ({ req, doc }) =>
  hasRole(req, 'admin') || (Boolean(req.user) && req.user?.collection === 'users' && doc?.id === req.user.id)

/** Accounts are changed only by their owner or an administrator. */
export const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')
