import type { CollectionAfterOperationHook, PayloadRequest } from 'payload'
import { isTeamMember, teamRoles, type Role } from '../access'

/**
 * The staff access record (UU PDP Art. 31: a record of processing): each time a member of staff
 * opens, lists, exports, creates, changes or deletes a buyer's record (an enquiry, a site visit, a
 * subscriber, a visitor's account) through REST, GraphQL or the admin, one entry in
 * `staff-access` says who, when, what (the collection, the documents' ids) and how. The CMS's own
 * reads and writes (Local API calls with access overridden: emails, jobs, hooks) are not staff
 * access and are not recorded. What is recorded, and how to read it after a leak: docs/SECURITY.md,
 * "Staff access record" and "Breach runbook".
 */

export const staffAccessActions = ['open', 'list', 'create', 'update', 'delete', 'export'] as const
export type StaffAccessAction = (typeof staffAccessActions)[number]
export const buyerCollections = ['enquiries', 'site-visits', 'subscribers', 'users'] as const
export type BuyerCollection = (typeof buyerCollections)[number]

/** A request's own code reads with this in its context once it has recorded the access itself (an export). */
export const accessRecorded = 'staffAccessRecorded'

const actionOf: Partial<Record<string, StaffAccessAction>> = {
  findByID: 'open',
  find: 'list',
  create: 'create',
  update: 'update',
  updateByID: 'update',
  delete: 'delete',
  deleteByID: 'delete',
}

/** The ids as the record keeps them: `,12,15,` (so `like ,12,` finds one document's entries). */
export const idList = (ids: (number | string)[]) => (ids.length ? `,${ids.join(',')},` : '')

/** The documents of an operation's result (one document, a page of them, or a bulk change's). */
function documentsOf(result: unknown): Record<string, unknown>[] {
  if (!result || typeof result !== 'object') return []
  const docs = (result as { docs?: unknown }).docs
  if (Array.isArray(docs)) return docs as Record<string, unknown>[]
  return 'id' in result ? [result as Record<string, unknown>] : []
}

/** A buyer's document: any of the leads' collections, and accounts that are not the team's. */
const isBuyerRecord = (collection: string, doc: Record<string, unknown>) =>
  collection !== 'users' ||
  !(Array.isArray(doc.roles) && (doc.roles as Role[]).some((role) => teamRoles.includes(role)))

const via = (req: PayloadRequest) =>
  req.payloadAPI === 'GraphQL' ? 'graphql' : req.payloadAPI === 'REST' ? 'rest' : 'admin'

/** Writes one entry; a failure is logged and does not fail the staff member's request. */
export async function writeStaffAccess(
  req: PayloadRequest,
  entry: { action: StaffAccessAction; collection: BuyerCollection; ids: (number | string)[] },
) {
  const user = req.user as { id: number; email?: string; roles?: string[] } | null
  if (!user) return
  try {
    await req.payload.create({
      collection: 'staff-access',
      data: {
        staff: user.id,
        staffEmail: user.email ?? '',
        staffRoles: (user.roles ?? []).join(','),
        action: entry.action,
        targetCollection: entry.collection,
        documentIds: idList(entry.ids),
        count: entry.ids.length,
        via: via(req),
      },
      overrideAccess: true,
      depth: 0,
      // Inside a change's transaction the entry joins it (kept only if the change is); a read has
      // none, and a copy of its request keeps this write's own transaction off the shared one
      // (the admin renders a page's parts with one request at once).
      req: req.transactionID ? req : ({ ...req, transactionID: undefined } as PayloadRequest),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `The staff access record of ${entry.collection} could not be written` })
  }
}

/** afterOperation of the buyers' collections: one entry per staff operation (a list is one entry, not one per row). */
export const recordStaffAccess: CollectionAfterOperationHook = async ({ args, collection, operation, req, result }) => {
  const action = actionOf[operation]
  const overridden = (args as { overrideAccess?: boolean }).overrideAccess
  if (!action || overridden || !req.user || !isTeamMember(req) || req.context?.[accessRecorded]) return result
  const slug = collection.slug as BuyerCollection
  const ids = documentsOf(result)
    .filter((doc) => isBuyerRecord(slug, doc))
    .map((doc) => doc.id as number)
  if (ids.length) await writeStaffAccess(req, { action, collection: slug, ids })
  return result
}
