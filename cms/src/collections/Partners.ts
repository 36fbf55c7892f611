import type { CollectionConfig } from 'payload'
import { seoFields, urlField } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection } from './published'

export const Partners: CollectionConfig = publishedCollection({
  slug: 'partners',
  admin: { useAsTitle: 'title', group: 'City', defaultColumns: ['title', 'sector', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'sector', type: 'text', localized: true, required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 400 },
    { name: 'description', type: 'richText', localized: true },
    urlField('website'),
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
    seoFields,
  ],
})
