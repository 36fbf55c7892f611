import type { CollectionConfig } from 'payload'
import { isStaff, staffOnly } from '../access'
import { priceField } from '../fields/common'
import { slugField } from '../fields/slug'

/** A unit type offered in a development, compared side by side on /compare-unit/. */
export const UnitTypes: CollectionConfig = {
  slug: 'unit-types',
  admin: { useAsTitle: 'name', group: 'Developments', defaultColumns: ['name', 'project', 'price'] },
  access: {
    // A unit type is public only while its development is.
    read: ({ req }) => (isStaff(req) ? true : { 'project._status': { equals: 'published' } }),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'bedrooms', type: 'number', min: 0, required: true },
        { name: 'bathrooms', type: 'number', min: 0, required: true },
        { name: 'floors', type: 'number', min: 1, required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'landArea', type: 'number', min: 0, admin: { description: 'm²' } },
        { name: 'buildingArea', type: 'number', min: 0, required: true, admin: { description: 'm²' } },
        { name: 'carports', type: 'number', min: 0 },
      ],
    },
    priceField('price', { required: true, description: 'Starting price in IDR.' }),
    { name: 'floorPlan', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
  ],
}
