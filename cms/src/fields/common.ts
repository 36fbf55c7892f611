import type { Field } from 'payload'

export const coordinatesField: Field = {
  name: 'location',
  type: 'group',
  fields: [
    { type: 'row', fields: [
      { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
      { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
    ] },
  ],
}

export const seoFields: Field = {
  name: 'meta',
  type: 'group',
  admin: { description: 'Search engines and link previews.' },
  fields: [
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

export const linkFields = (required = true): Field[] => [
  { name: 'label', type: 'text', localized: true, required },
  { name: 'url', type: 'text', required, admin: { description: 'A site path such as /news/ or a full https:// address.' } },
]
