import type { Block } from 'payload'
import { pageBlockNames } from '@lestari/model'

export const MapStats: Block = {
  ...pageBlockNames('mapStats'),
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'centerLat', type: 'number', required: true },
        { name: 'centerLng', type: 'number', required: true },
        { name: 'zoom', type: 'number', defaultValue: 13, min: 1, max: 19 },
      ],
    },
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
    { name: 'facilities', type: 'relationship', relationTo: 'facilities', hasMany: true },
    {
      name: 'stats',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
  ],
}
