import type { CollectionConfig } from 'payload'
import { coordinatesField, seoFields, urlField } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection } from './published'

export const Facilities: CollectionConfig = publishedCollection({
  slug: 'facilities',
  admin: { useAsTitle: 'title', group: 'City', defaultColumns: ['title', 'category', '_status'] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'facility-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 400 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'address', type: 'text', localized: true },
    coordinatesField,
    { name: 'openingHours', type: 'text', localized: true },
    { name: 'phone', type: 'text' },
    urlField('website'),
    seoFields,
  ],
})
