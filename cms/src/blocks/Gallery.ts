import type { Block } from 'payload'
import { pageBlockNames } from '@lestari/model'

export const Gallery: Block = {
  ...pageBlockNames('gallery'),
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'images',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
  ],
}
