import type { CollectionConfig } from 'payload'
import { seoFields } from '../fields/common'
import { slugField } from '../fields/slug'
import { livePreviewOf, previewURL, publishedCollection } from './published'
import { newsCategories } from '@lestari/model'

export const Posts: CollectionConfig = publishedCollection({
  slug: 'posts',
  labels: { singular: 'News post', plural: 'News' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    // The draft rendered by the site's own article template (src/templates/preview.tsx), for staff only.
    preview: (doc, { locale }) => previewURL('posts', doc.id as number, locale),
    livePreview: livePreviewOf('posts'),
  },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    { name: 'category', type: 'select', required: true, options: [...newsCategories], admin: { position: 'sidebar' } },
    { name: 'excerpt', type: 'textarea', localized: true, required: true, maxLength: 400 },
    { name: 'heroImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText', localized: true, required: true },
    { name: 'relatedProjects', type: 'relationship', relationTo: 'projects', hasMany: true },
    seoFields,
  ],
})
