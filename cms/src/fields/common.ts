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

/**
 * A link's address: a site path (/news/) or an http(s), mailto: or tel: address. Anything else
 * (javascript:, data:, //other-host) is refused, so no stored link can run script on the site.
 */
export const safeURL = (value: unknown): true | string => {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string' || value.length > 2000) return 'The address is too long or not text.'
  if (/^\/(?![/\\])/.test(value) || /^(https?:\/\/|mailto:|tel:)[^\s]+$/i.test(value)) return true
  return 'Use a site path such as /news/ or a full https:// (or mailto:, tel:) address.'
}

export const urlField = (name: string, required = false): Field => ({
  name, type: 'text', required, validate: (value: unknown) => (required && !value ? 'This field is required.' : safeURL(value)), admin: { description: 'A site path such as /news/ or a full https:// address.' },
})

export const linkFields = (required = true): Field[] => [
  { name: 'label', type: 'text', localized: true, required },
  urlField('url', required),
]
