import { lotsLeft } from '@lestari/model/site-plans'
import type { CollectionConfig } from 'payload'
import { isStaff } from '../access'
import { coordinatesField, phoneField, priceField, seoFields } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection, livePreviewOf, previewURL } from './published'
import { fromPriceOfUnits } from './from-price'
import { adminText } from '../i18n'
import { developmentKinds, developmentStatuses } from '@lestari/model'

export const Projects: CollectionConfig = publishedCollection({
  slug: 'projects',
  labels: { singular: 'Development', plural: 'Developments' },
  admin: {
    useAsTitle: 'title',
    group: 'Developments',
    defaultColumns: ['title', 'kind', 'status', '_status'],
    preview: (doc, { locale }) => previewURL('projects', doc.id as number, locale),
    livePreview: livePreviewOf('projects'),
  },
  hooks: { beforeChange: [fromPriceOfUnits] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [...developmentKinds],
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'selling',
      admin: { position: 'sidebar' },
      // PostgreSQL: the drafts' `_status` already takes the enum type name enum_projects_status.
      enumName: ({ tableName }) => `enum_${tableName}_sales_status`,
      options: [...developmentStatuses],
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    phoneField(
      'whatsapp',
      "This development's WhatsApp number, international form; empty: the site settings' number.",
      'sidebar',
    ),
    {
      // Enquiries about this development are emailed here (else to the site settings' sales email);
      // staff only, so the address is not published for harvesting.
      name: 'salesEmail',
      type: 'email',
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        position: 'sidebar',
        description: 'Enquiries are emailed here (empty: the default sales email of the site settings).',
      },
    },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 500 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'gallery',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    { name: 'address', type: 'text', localized: true, required: true },
    coordinatesField,
    {
      name: 'priceRange',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            priceField('min', {
              label: adminText('guards:fromPrice'),
              description: adminText('guards:fromPriceFollowsUnits'),
            }),
            priceField('max', { label: adminText('guards:toPrice') }),
            { name: 'currency', type: 'select', defaultValue: 'IDR', options: ['IDR', 'USD'] },
          ],
        },
        {
          name: 'note',
          type: 'text',
          localized: true,
          admin: {
            description:
              'What the price is a price of, e.g. "per unit", "per m²", "per month", "per desk per month", "per night" (Indonesian: "per bulan", "per meja", "per malam"). The site sorts and filters prices by these words.',
          },
        },
      ],
    },
    { name: 'landArea', type: 'number', min: 0, admin: { description: 'Hectares.' } },
    { name: 'propertyTypes', type: 'relationship', relationTo: 'property-types', hasMany: true },
    { name: 'tags', type: 'relationship', relationTo: 'project-tags', hasMany: true },
    {
      name: 'unitTypes',
      type: 'join',
      collection: 'unit-types',
      on: 'project',
      // Not the development itself (each row's is this one): its name, size and price.
      admin: {
        description: 'Unit types are edited in their own collection.',
        defaultColumns: ['name', 'bedrooms', 'buildingArea', 'price'],
      },
    },
    // "12 of 48 lots left" for REST readers (the site's preview, src/lib/preview-data.ts); the site
    // build counts them from its site plans' nodes instead, and leaves this out of its sourcing.
    {
      name: 'lotsLeft',
      type: 'json',
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [
          async ({ data, req }) => {
            // REST only: the admin, the seed and other hooks reading a development (Local API) and
            // GraphQL (the sourcing leaves it out) would pay a query per development for nothing.
            if (req.payloadAPI !== 'REST' || !data?.id) return null
            const { docs } = await req.payload.find({
              collection: 'site-plans',
              where: { project: { equals: data.id } },
              select: { lots: { status: true } },
              depth: 0,
              pagination: false,
              overrideAccess: true,
              req,
            })
            const statuses = docs.flatMap((plan) => (plan.lots ?? []).map((lot) => lot.status))
            return statuses.length ? lotsLeft(statuses) : null
          },
        ],
      },
    },
    {
      name: 'sitePlans',
      type: 'join',
      collection: 'site-plans',
      on: 'project',
      admin: {
        description: 'Site plans (a drawing and its lots) are edited in their own collection.',
        defaultColumns: ['title', 'filename'],
      },
    },
    {
      name: 'enquiries',
      type: 'join',
      collection: 'enquiries',
      on: 'project',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['name', 'unitType', 'replyBy', 'status', 'owner', 'createdAt'] },
    },
    { name: 'brochures', type: 'relationship', relationTo: 'files', hasMany: true },
    { name: 'nearbyFacilities', type: 'relationship', relationTo: 'facilities', hasMany: true },
    seoFields,
  ],
})
