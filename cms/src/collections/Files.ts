import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { cmsSettings } from '../settings'

/** Downloadable PDFs: brochures, price lists, site plans. */
export const Files: CollectionConfig = {
  slug: 'files',
  admin: { useAsTitle: 'title', group: 'Library', defaultColumns: ['title', 'category', 'filename'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: { mimeTypes: ['application/pdf'], staticDir: cmsSettings.filesDir },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'category', type: 'relationship', relationTo: 'file-categories', required: true },
  ],
}
