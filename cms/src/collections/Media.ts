import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { cmsSettings } from '../settings'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Library' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    mimeTypes: ['image/*'],
    staticDir: cmsSettings.mediaDir,
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 75 } } },
      // A full-width picture on a phone: 412 CSS pixels at 1.75 device pixels is 721.
      { name: 'phone', width: 768, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 960, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 72 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true, maxLength: 300 },
    { name: 'caption', type: 'text', localized: true, maxLength: 300 },
  ],
}
