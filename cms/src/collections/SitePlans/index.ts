import path from 'node:path'
import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { lotFacings, lotIdPattern, lotStatuses, newLotStatus } from '@lestari/model/site-plans'
import { isSalesStaff, isStaff, isTeamMember, staffOnly } from '../../access'
import { priceField } from '../../fields/common'
import { adminText } from '../../i18n'
import { cmsSettings } from '../../settings'
import { developmentPublished } from '../../site-build'
import { changesSite, checkLots, recordStatusChanges } from './lots'
import { importStatusesEndpoint } from './import'
import { forgetLotStatuses, lotStatusesEndpoint } from './statuses'

const staffField: FieldAccess = ({ req }) => isStaff(req)
const salesField: FieldAccess = ({ req }) => isSalesStaff(req)
const teamField: FieldAccess = ({ req }) => isTeamMember(req)
/** Written by the save's own hook (lots.ts, checkLots) from the uploaded drawing, never by a caller. */
const hookOnly = { create: () => false, update: () => false }

/** The team reads every site plan; visitors those of published developments (as unit types). */
const readable: Access = ({ req }) => (isTeamMember(req) ? true : { 'project._status': { equals: 'published' } })

/**
 * A site plan of a development or of one cluster of it: its drawing (an SVG upload, kept as
 * drawing.ts writes it again, for a page to inline) and its lots. Editors keep the drawing and the
 * lot list, sales staff the lots' statuses (lots.ts); every status change is kept in
 * `lot-status-changes`. docs/FEATURES.md, "Site plans".
 */
export const SitePlans: CollectionConfig = {
  slug: 'site-plans',
  admin: {
    useAsTitle: 'title',
    group: 'Developments',
    defaultColumns: ['title', 'project', 'filename'],
    description: adminText('guards:sitePlanDrawing'),
  },
  access: {
    read: readable,
    create: staffOnly,
    // Sales staff save statuses; the hooks and field access keep everything else as it was.
    update: ({ req }) => isStaff(req) || isSalesStaff(req),
    delete: staffOnly,
  },
  upload: {
    mimeTypes: ['image/svg+xml'],
    staticDir: path.join(cmsSettings.filesDir, 'site-plans'),
  },
  endpoints: [lotStatusesEndpoint, importStatusesEndpoint],
  custom: { shownOnSite: developmentPublished, changesSite },
  hooks: {
    beforeChange: [checkLots],
    afterChange: [recordStatusChanges, forgetLotStatuses],
    afterDelete: [forgetLotStatuses],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, access: { update: staffField } },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      required: true,
      index: true,
      access: { update: staffField },
    },
    { name: 'markup', type: 'textarea', access: hookOnly, admin: { hidden: true } },
    { name: 'drawnLots', type: 'json', access: hookOnly, admin: { hidden: true } },
    {
      name: 'lots',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'lotId',
              type: 'text',
              required: true,
              access: { update: staffField },
              validate: (value: unknown) =>
                typeof value === 'string' && lotIdPattern.test(value)
                  ? true
                  : 'Capital letters and digits in parts joined by hyphens, such as B-12.',
            },
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: newLotStatus,
              options: [...lotStatuses],
              access: { update: salesField },
              admin: { description: adminText('guards:lotStatus') },
            },
          ],
        },
        { name: 'unitType', type: 'relationship', relationTo: 'unit-types', access: { update: staffField } },
        {
          type: 'row',
          fields: [
            { name: 'landArea', type: 'number', min: 0, access: { update: staffField }, admin: { description: 'm²' } },
            {
              name: 'buildingArea',
              type: 'number',
              min: 0,
              access: { update: staffField },
              admin: { description: 'm²' },
            },
            { name: 'facing', type: 'select', options: [...lotFacings], access: { update: staffField } },
          ],
        },
        { ...priceField('price', { description: adminText('guards:lotPrice') }), access: { update: staffField } },
        {
          name: 'reservedFrom',
          type: 'relationship',
          relationTo: ['enquiries', 'site-visits'],
          access: { read: salesField, update: salesField },
        },
        { name: 'statusChangedAt', type: 'date', access: { ...hookOnly, read: teamField }, admin: { readOnly: true } },
        {
          name: 'statusChangedBy',
          type: 'relationship',
          relationTo: 'users',
          access: { ...hookOnly, read: teamField },
          admin: { readOnly: true },
        },
      ],
    },
    // Many statuses at once, from a CSV (./import.ts): previewed, then applied.
    {
      name: 'importStatuses',
      type: 'ui',
      admin: { components: { Field: '/components/site-plans/ImportStatuses#ImportStatuses' } },
    },
  ],
}
