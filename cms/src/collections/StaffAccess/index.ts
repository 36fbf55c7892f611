import type { CollectionConfig, Endpoint } from 'payload'
import { csvCell } from '@lestari/model/privacy'
import { adminOnly, forbidden, hasRole, nobody } from '../../access'
import { buyerCollections, staffAccessActions } from '../../privacy/staff-access'

const columns = [
  'id',
  'at',
  'staffEmail',
  'staffRoles',
  'action',
  'targetCollection',
  'documentIds',
  'count',
  'via',
] as const

/**
 * GET /api/staff-access/export.csv (administrators only): the record, newest first, as CSV; the
 * admin list's `where` (from its address) narrows it, so a filtered list exports what it shows.
 */
const exportRecordCSV: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req, 'admin')) return forbidden()
    const query = (req.query ?? {}) as { where?: unknown }
    const where = query.where && typeof query.where === 'object' ? (query.where as Record<string, never>) : {}
    const rows = [columns.map(csvCell).join(',')]
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'staff-access',
        where,
        sort: '-createdAt',
        limit: 1000,
        page,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })
      for (const entry of result.docs)
        rows.push(columns.map((c) => csvCell(c === 'at' ? entry.createdAt : entry[c])).join(','))
      if (!result.hasNextPage) break
    }
    return new Response(`\uFEFF${rows.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="staff-access-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/**
 * The staff access record (cms/src/privacy/staff-access.ts): who of the staff opened, listed,
 * exported or changed which buyer's record, when and how. Written by the CMS alone; read and
 * exported by administrators; nobody, administrators included, changes or deletes an entry
 * through the API or the admin.
 */
export const StaffAccess: CollectionConfig = {
  slug: 'staff-access',
  admin: {
    group: 'People',
    useAsTitle: 'staffEmail',
    defaultColumns: ['createdAt', 'staffEmail', 'action', 'targetCollection', 'documentIds', 'via'],
    listSearchableFields: ['staffEmail', 'documentIds'],
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  endpoints: [exportRecordCSV],
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'users', index: true },
    // Kept as text too: the record outlives the staff account.
    { name: 'staffEmail', type: 'text', index: true },
    { name: 'staffRoles', type: 'text' },
    { name: 'action', type: 'select', required: true, index: true, options: [...staffAccessActions] },
    { name: 'targetCollection', type: 'select', required: true, index: true, options: [...buyerCollections] },
    // The documents' ids between commas (`,12,15,`): `like ,12,` finds every entry about document 12.
    { name: 'documentIds', type: 'text', index: true },
    { name: 'count', type: 'number' },
    { name: 'via', type: 'select', options: ['rest', 'graphql', 'admin'] },
  ],
}
