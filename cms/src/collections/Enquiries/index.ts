import {
  ValidationError,
  type Access,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Endpoint,
  type FieldAccess,
  type Where,
} from 'payload'
import { anyone, isStaff, staffOnly } from '../../access'
import { deliverEnquiry } from './delivery'
import { enquiryLimits, replyChannels, validateEnquiry } from './validate'
import { sentFromField } from '../../fields/common'
import { idempotencyKeyField } from '../../utilities/idempotent-create'
import { submissionMessages } from '../Forms'

const staffField: FieldAccess = ({ req }) => isStaff(req)

/** Staff read every enquiry; a signed-in visitor the ones they sent (their enquiry history); nobody else any. */
const staffOrSender: Access = ({ req }) => {
  if (isStaff(req)) return true
  if (req.user) return { account: { equals: req.user.id } }
  return false
}

/**
 * A visitor's answers are checked with the rules the browser used (cms/src/collections/Enquiries/validate.ts), and
 * the unit type must belong to the development. Staff changing status and owner skip this.
 */
const checkEnquiry: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const errors = Object.entries(validateEnquiry(data)).map(([path, code]) => ({
    path,
    message: `${path}: ${submissionMessages[code]}`,
  }))
  const unitType =
    data.unitType && typeof data.unitType === 'object' ? (data.unitType as { id: number }).id : data.unitType
  const project = data.project && typeof data.project === 'object' ? (data.project as { id: number }).id : data.project
  if (unitType != null) {
    const unit = await req.payload.findByID({
      collection: 'unit-types',
      id: unitType as number,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const of = unit && (typeof unit.project === 'object' ? unit.project?.id : unit.project)
    if (!unit || of !== Number(project))
      errors.push({ path: 'unitType', message: 'unitType: Not a unit type of this development.' })
  }
  if (errors.length) throw new ValidationError({ collection: 'enquiries', errors })
  for (const key of ['name', 'phone', 'email', 'message'] as const) {
    if (typeof data[key] === 'string') data[key] = data[key].trim() || null
  }
  return data
}

/** One CSV cell: quoted, and text a spreadsheet would run as a formula (= + - @) defused with a leading apostrophe. */
export const csvCell = (value: unknown): string => {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

const csvColumns = [
  'id',
  'createdAt',
  'status',
  'owner',
  'development',
  'unitType',
  'name',
  'replyBy',
  'phone',
  'email',
  'message',
  'consent',
  'language',
  'page',
  'crmDeliveredAt',
] as const

/**
 * GET /api/enquiries/export.csv (staff only): every enquiry, newest first, as CSV; `?project=<id>`
 * keeps one development's, `?status=new` one status.
 */
const exportCSV: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req))
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
    const where: Where = {}
    const project = Number(req.searchParams.get('project'))
    if (Number.isInteger(project) && project > 0) where.project = { equals: project }
    const status = req.searchParams.get('status')
    if (status && (enquiryStatuses as readonly string[]).includes(status)) where.status = { equals: status }
    const rows: string[] = [csvColumns.join(',')]
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'enquiries',
        where,
        sort: '-createdAt',
        depth: 1,
        locale: 'en',
        limit: 500,
        page,
        overrideAccess: true,
        req,
      })
      for (const e of result.docs) {
        const project = typeof e.project === 'object' ? e.project : null
        const unit = typeof e.unitType === 'object' ? e.unitType : null
        const owner = typeof e.owner === 'object' ? e.owner : null
        const cells: Record<(typeof csvColumns)[number], unknown> = {
          id: e.id,
          createdAt: e.createdAt,
          status: e.status,
          owner: owner?.email ?? e.owner ?? '',
          development: project?.title ?? e.project,
          unitType: unit?.name ?? e.unitType ?? '',
          name: e.name,
          replyBy: e.replyBy,
          phone: e.phone,
          email: e.email,
          message: e.message,
          consent: e.consent ? 'yes' : 'no',
          language: e.locale,
          page: e.page,
          crmDeliveredAt: e.crmDeliveredAt,
        }
        rows.push(csvColumns.map((c) => csvCell(cells[c])).join(','))
      }
      if (!result.hasNextPage) break
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${rows.join('\r\n')}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="enquiries-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

export const enquiryStatuses = ['new', 'contacted', 'closed'] as const

/**
 * Buyers' enquiries from the development pages, for the sales teams. Visitors only create them
 * (through `createEnquiry`, idempotent like form submissions); staff read them, set their status
 * and owner, see them per development (the development's Enquiries tab) and export them as CSV.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    group: 'Developments',
    defaultColumns: ['name', 'project', 'unitType', 'replyBy', 'status', 'owner', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    description: 'Download as CSV: /api/enquiries/export.csv (add ?project=<id> for one development).',
  },
  access: { create: anyone, read: staffOrSender, update: staffOnly, delete: staffOnly },
  hooks: { beforeValidate: [checkEnquiry], afterChange: [deliverEnquiry] },
  endpoints: [exportCSV],
  fields: [
    {
      name: 'project',
      label: 'Development',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
    },
    {
      name: 'unitType',
      type: 'relationship',
      relationTo: 'unit-types',
      index: true,
      filterOptions: ({ data }) => (data?.project ? { project: { equals: data.project } } : true),
    },
    {
      type: 'row',
      fields: [
        // Not `required`: GraphQL would then ask every visitor's createEnquiry for a status it may not set.
        {
          name: 'status',
          type: 'select',
          defaultValue: 'new',
          index: true,
          options: [...enquiryStatuses],
          access: { create: staffField, update: staffField },
        },
        {
          name: 'owner',
          type: 'relationship',
          relationTo: 'users',
          access: { create: staffField, read: staffField, update: staffField },
          admin: { description: 'Who in the sales team follows it up.' },
          filterOptions: { roles: { in: ['admin', 'editor'] } },
        },
      ],
    },
    // The signed-in visitor who sent it (none for a visitor without an account): always the
    // sender's own session, whatever the request says; it lets them read it in their history.
    {
      name: 'account',
      label: 'Sent by account',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        beforeChange: [
          ({ operation, req, value }) =>
            operation === 'create' ? (req.user?.collection === 'users' ? req.user.id : null) : value,
        ],
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: enquiryLimits.name },
    { name: 'replyBy', label: 'Reply by', type: 'select', required: true, options: [...replyChannels] },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: enquiryLimits.phone },
        { name: 'email', type: 'text', maxLength: enquiryLimits.email },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: enquiryLimits.message },
    {
      name: 'consent',
      type: 'checkbox',
      required: true,
      admin: { description: 'The visitor agreed to be contacted.' },
    },
    { name: 'locale', label: 'Language', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    sentFromField,
    // Set by the CRM delivery (cms/src/collections/Enquiries/delivery.ts) once the CRM accepted it.
    {
      name: 'crmDeliveredAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: () => false, update: () => false },
    },
    // An enquiry sent twice (kept offline, retried) is stored once: see cms/src/utilities/idempotent-create.ts.
    idempotencyKeyField,
  ],
}
