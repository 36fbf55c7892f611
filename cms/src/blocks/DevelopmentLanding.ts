import type { Block } from 'payload'
import { pageBlockNames } from '@lestari/model'

export const DevelopmentLanding: Block = {
  ...pageBlockNames('developmentLanding'),
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true },
    { name: 'heading', type: 'text', localized: true, admin: { description: 'Defaults to the development title.' } },
    {
      name: 'keyFigures',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
    { name: 'showUnitTypes', type: 'checkbox', defaultValue: true },
    { name: 'enquiryForm', type: 'relationship', relationTo: 'forms' },
  ],
}
