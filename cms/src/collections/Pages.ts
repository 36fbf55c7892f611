import type { CollectionConfig, Where } from 'payload'
import { blocks } from '../blocks'
import { seoFields } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection, livePreviewOf, previewURL } from './published'

/** General pages and their sub pages (a page with a parent lives at /{parent}/{slug}/). */
export const Pages: CollectionConfig = publishedCollection({
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', 'parent', '_status'],
    preview: (doc, { locale }) => previewURL('pages', doc.id as number, locale),
    livePreview: livePreviewOf('pages'),
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      // A new page has no id yet; `not_equals: undefined` made every parent invalid on create.
      filterOptions: ({ id }): Where =>
        id ? { id: { not_equals: id }, parent: { exists: false } } : { parent: { exists: false } },
    },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Keep this page out of search engines (sandbox pages).' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'layout', type: 'blocks', blocks, admin: { initCollapsed: true } },
    { name: 'content', type: 'richText', localized: true },
    seoFields,
  ],
})
