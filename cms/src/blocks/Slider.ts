import type { Block } from 'payload'
import { linkFields } from '../fields/common'
import { pageBlockNames } from '@lestari/model'

export const Slider: Block = {
  ...pageBlockNames('slider'),
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'autoplay', type: 'checkbox', defaultValue: true },
    {
      name: 'interval',
      type: 'number',
      defaultValue: 5000,
      min: 2000,
      max: 20000,
      admin: { description: 'Milliseconds per slide.' },
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'link', type: 'group', fields: linkFields(false) },
      ],
    },
  ],
}
