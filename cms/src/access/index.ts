import type { Access, FieldAccess, PayloadRequest } from 'payload'

export type Role = 'admin' | 'editor' | 'sales' | 'visitor'

const userHasRole = (account: PayloadRequest['user'], roles: Role[]): boolean => {
  const user = account as { collection?: string; roles?: Role[] } | null
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r)))
}

export const hasRole = (req: PayloadRequest, ...roles: Role[]): boolean => userHasRole(req.user, roles)

/** An administrator or an editor, by the account (where there is no request: the admin's components). */
export const isStaffUser = (user: PayloadRequest['user']) => userHasRole(user, ['admin', 'editor'])
export const isStaff = (req: PayloadRequest) => isStaffUser(req.user)

/** An administrator or a member of the sales team: who works the leads (enquiries, site visits). */
export const isSalesStaff = (req: PayloadRequest) => hasRole(req, 'admin', 'sales')
export const salesStaffOnly: Access = ({ req }) => isSalesStaff(req)

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminOnly: Access = ({ req }) => hasRole(req, 'admin')

/** Staff see everything; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  return { _status: { equals: 'published' } }
}

/** Staff see every account; a signed-in visitor only their own; anonymous callers nothing. */
export const selfOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/** Accounts are changed only by their owner or an administrator. */
export const selfOrAdmin: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')
