import type { Block } from 'payload'
import { pageBlockNames } from '@lestari/model'

export const FormBlock: Block = {
  ...pageBlockNames('formBlock'),
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}
