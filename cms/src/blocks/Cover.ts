import type { Block } from 'payload'
import { linkFields } from '../fields/common'
import { pageBlockNames } from '@lestari/model'

export const Cover: Block = {
  ...pageBlockNames('cover'),
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'videoUrl', type: 'text', admin: { description: 'Optional video; the image is its poster.' } },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'buttons', type: 'array', maxRows: 2, fields: linkFields() },
  ],
}
