import {
  ValidationError,
  type Access,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { adminFieldOnly, anyone, isSalesStaff, isTeamMember, salesStaffOnly } from '../../access'
import { forgetEmailsOfDeletedLead } from '../../email/queue'
import { languageOptions } from '../../i18n/labels'
import { pipelineDescription, pipelineLabel, pipelineText, type PipelineKey } from '../../i18n/pipeline'
import { deliverEnquiry } from './delivery'
import { addNoteEndpoint, keepNotes } from './notes'
import { exportCSV } from './export'
import { adminDateFormat } from '../../utilities/format-date'
import { enquiryStages, stageLabelKeys } from './stages'
import { enquiryLimits, noteLimits, replyChannels, validateEnquiry } from '@lestari/model/enquiries'
import { sentFromField, validName } from '../../fields/common'
import { idempotencyKeyField } from '../../utilities/idempotent-create'
import { submissionMessages } from '../Forms'
import { askedLotField, isLotOf } from '../SitePlans/lots'
import { customText } from '../../i18n'
import { contactConsentField, recordLeadConsent } from '../../privacy/consents'
import { erasedAtField } from '../../privacy/erase'
import { recordStaffAccess } from '../../privacy/staff-access'

/** How the visitor asked to be answered, named in the admin's language. */
const replyLabelKeys: Record<(typeof replyChannels)[number], PipelineKey> = {
  phone: 'pipelineReplyPhone',
  whatsapp: 'pipelineWhatsApp',
  email: 'pipelineReplyEmail',
}

const salesField: FieldAccess = ({ req }) => isSalesStaff(req)

/**
 * Sales staff and administrators read every enquiry; a signed-in visitor the ones they sent (their
 * enquiry history); nobody else any, editors included.
 */
const salesOrSender: Access = ({ req }) => {
  if (isSalesStaff(req)) return true
  if (isTeamMember(req)) return false
  if (req.user) return { account: { equals: req.user.id } }
  return false
}

/**
 * A visitor's answers are checked with the rules the browser used (packages/model/enquiries.ts), and
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
  if (data.lot != null && data.lot !== '' && !(await isLotOf(req, project, data.lot)))
    errors.push({ path: 'lot', message: `lot: ${customText(req.t, 'guards:notALotOfDevelopment')}` })
  if (errors.length) throw new ValidationError({ collection: 'enquiries', errors })
  for (const key of ['name', 'phone', 'email', 'message'] as const) {
    if (typeof data[key] === 'string') data[key] = data[key].trim() || null
  }
  return data
}

/**
 * Buyers' enquiries from the development pages: the sales team's pipeline. Visitors only create
 * them (through `createEnquiry`, idempotent like form submissions); sales staff read them, move
 * them through the stages, assign an owner, write notes and a follow-up date, filter them with the
 * quick filters above the list and export what the list shows as CSV (cms/src/collections/Enquiries/export.ts).
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'name',
    group: 'Developments',
    defaultColumns: ['name', 'project', 'status', 'owner', 'followUpAt', 'phone', 'contactConsent', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    components: {
      beforeListTable: ['/components/enquiries/QuickFilters#QuickFilters'],
    },
  },
  access: { create: anyone, read: salesOrSender, update: salesStaffOnly, delete: salesStaffOnly },
  hooks: {
    beforeValidate: [checkEnquiry],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'create' && doc.consent) await recordLeadConsent(req, 'enquiries', doc)
        return doc
      },
      deliverEnquiry,
    ],
    afterDelete: [forgetEmailsOfDeletedLead('enquiries')],
    afterOperation: [recordStaffAccess],
  },
  endpoints: [exportCSV, addNoteEndpoint],
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      admin: { components: { Cell: '/components/DevelopmentCell#DevelopmentCell' } },
    },
    {
      name: 'unitType',
      type: 'relationship',
      relationTo: 'unit-types',
      index: true,
      filterOptions: ({ data }) => (data?.project ? { project: { equals: data.project } } : true),
    },
    askedLotField,
    {
      type: 'row',
      fields: [
        // The pipeline's stage (cms/src/collections/Enquiries/stages.ts). Not `required`: GraphQL
        // would then ask every visitor's createEnquiry for a stage it may not set.
        {
          name: 'status',
          label: pipelineLabel('pipelineStage'),
          type: 'select',
          defaultValue: 'new',
          index: true,
          options: enquiryStages.map((value) => ({ value, label: pipelineLabel(stageLabelKeys[value]) })),
          access: { create: salesField, update: salesField },
        },
        {
          name: 'owner',
          label: pipelineLabel('pipelineOwner'),
          type: 'relationship',
          relationTo: 'users',
          index: true,
          access: { create: salesField, read: salesField, update: salesField },
          admin: { description: pipelineDescription('pipelineOwnerHelp') },
          filterOptions: { roles: { in: ['sales'] } },
        },
        {
          name: 'followUpAt',
          label: pipelineLabel('pipelineFollowUp'),
          type: 'date',
          index: true,
          access: { create: salesField, read: salesField, update: salesField },
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            components: { Cell: '/components/DateCell#DayCell' },
          },
        },
      ],
    },
    {
      name: 'lostReason',
      label: pipelineLabel('pipelineLostReason'),
      type: 'text',
      maxLength: 500,
      access: { create: salesField, read: salesField, update: salesField },
      admin: { condition: (_data, siblingData) => siblingData?.status === 'lost' },
      validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { status?: string } }) =>
        siblingData?.status !== 'lost' || (typeof value === 'string' && value.trim() !== '')
          ? true
          : pipelineText('pipelineLostReasonRequired', req.i18n?.language),
    },
    // The signed-in visitor who sent it (none for a visitor without an account): always the
    // sender's own session, whatever the request says; it lets them read it in their history.
    {
      name: 'account',
      label: pipelineLabel('pipelineSentBy'),
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
    { name: 'name', type: 'text', required: true, maxLength: enquiryLimits.name, validate: validName },
    {
      name: 'replyBy',
      type: 'select',
      required: true,
      options: replyChannels.map((value) => ({ value, label: pipelineLabel(replyLabelKeys[value]) })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          maxLength: enquiryLimits.phone,
          admin: { components: { Cell: '/components/enquiries/ContactLinks#PhoneCell' } },
        },
        { name: 'email', type: 'text', maxLength: enquiryLimits.email },
      ],
    },
    // The phone as a call and a WhatsApp link, under the contact fields.
    {
      name: 'contactLinks',
      // A UI field's label takes no function.
      label: { en: pipelineText('pipelineContact', 'en'), id: pipelineText('pipelineContact', 'id') },
      type: 'ui',
      admin: { components: { Field: '/components/enquiries/ContactLinks#ContactLinksField' } },
    },
    { name: 'message', type: 'textarea', maxLength: enquiryLimits.message },
    {
      name: 'consent',
      type: 'checkbox',
      required: true,
      admin: { description: pipelineDescription('pipelineConsentHelp') },
    },
    contactConsentField,
    erasedAtField,
    {
      name: 'notes',
      label: pipelineLabel('pipelineNotes'),
      labels: { singular: pipelineLabel('pipelineNote'), plural: pipelineLabel('pipelineNotes') },
      type: 'array',
      access: { create: salesField, read: salesField, update: salesField },
      hooks: { beforeChange: [keepNotes] },
      // The log and the box that adds a note at once (./notes.ts).
      admin: { components: { Field: '/components/enquiries/Notes#Notes' } },
      fields: [
        {
          name: 'text',
          label: pipelineLabel('pipelineNote'),
          type: 'textarea',
          required: true,
          maxLength: noteLimits.text,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'author',
              label: pipelineLabel('pipelineNoteAuthor'),
              type: 'relationship',
              relationTo: 'users',
              admin: { readOnly: true },
            },
            {
              name: 'writtenAt',
              label: pipelineLabel('pipelineNoteAt'),
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: adminDateFormat } },
            },
          ],
        },
      ],
    },
    { name: 'locale', type: 'select', options: languageOptions, defaultValue: 'en' },
    sentFromField,
    // When the enquiry arrived (set by the CMS, never by a caller), in the site's time zone in the list.
    {
      name: 'createdAt',
      label: pipelineLabel('pipelineReceived'),
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        disableBulkEdit: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: adminDateFormat },
        components: { Cell: '/components/DateCell#DateTimeCell' },
        // Not on the enquiry's page, where a date field shows the browser's time zone: `received` below does.
        condition: () => false,
      },
    },
    // The same time on the enquiry's page, in the site's time zone.
    {
      name: 'received',
      type: 'ui',
      label: pipelineDescription('pipelineReceived'),
      custom: { timeOf: 'createdAt' },
      admin: { position: 'sidebar', components: { Field: '/components/DateCell#SiteTimeField' } },
    },
    // Internal fields, for administrators only (sales staff do not see them).
    // Set by the CRM delivery (cms/src/collections/Enquiries/delivery.ts) once the CRM accepted it.
    {
      name: 'crmDeliveredAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: () => false, read: adminFieldOnly, update: () => false },
    },
    // An enquiry sent twice (kept offline, retried) is stored once: see cms/src/utilities/idempotent-create.ts.
    { ...idempotencyKeyField, access: { read: adminFieldOnly } },
  ],
}
