import type { Description, Field, NumberField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { isSitePath } from '../utilities/site-path'

export const coordinatesField: Field = {
  name: 'location',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
        { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
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
  name,
  type: 'text',
  required,
  validate: (value: unknown) => (required && !value ? 'This field is required.' : safeURL(value)),
  admin: { description: 'A site path such as /news/ or a full https:// address.' },
})

/**
 * A phone number as people write it (+62 21 5550 0000): digits with spaces, dots, dashes or
 * brackets, in international form so the site can build tel: and wa.me links from it
 * (packages/model/contact-links.ts keeps the digits only).
 */
export const validPhone = (value: unknown): true | string => {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string' || !/^\+?[\d\s().-]+$/.test(value))
    return 'Use digits, spaces and an optional leading +, e.g. +62 812 8000 2026.'
  const digits = value.replace(/\D/g, '')
  if (!value.trim().startsWith('+') || digits.startsWith('0'))
    return 'Write the number in international form with its country code, e.g. +62 812 8000 2026.'
  if (digits.length < 8 || digits.length > 15) return 'A phone number has 8 to 15 digits with its country code.'
  return true
}

/**
 * A person's name (an account's, an enquiry's, a site visit's, a subscriber's): one line of text,
 * so no control character (Unicode's Cc: NUL and the rest of C0, tab and line breaks included,
 * DEL and C1) is taken, nor anything but text (a list, an object); then Payload's own rules of a
 * text field (required, maxLength), which a field's `validate` replaces.
 */
export const validName: TextFieldSingleValidation = (value, args) => {
  if (value !== undefined && value !== null && typeof value !== 'string') return 'A name is text.'
  return typeof value === 'string' && /\p{Cc}/u.test(value)
    ? 'A name may not contain control characters (a tab, a line break or another invisible character).'
    : text(value, args)
}

export const phoneField = (name: string, description: string, position?: 'sidebar'): Field => ({
  name,
  type: 'text',
  validate: (value: unknown) => validPhone(value),
  admin: { description, position },
})

export const linkFields = (required = true): Field[] => [
  { name: 'label', type: 'text', localized: true, required },
  urlField('url', required),
]

/** The page of the site a visitor sent something from (`/development/residential/x/`): a path of this site only. */
export const sentFromField: Field = {
  name: 'page',
  type: 'text',
  maxLength: 500,
  validate: (value: unknown) =>
    value === undefined || value === null || value === '' || isSitePath(value)
      ? true
      : 'The page must be a path of this site, such as /contact/.',
}

/** A price in whole rupiah, typed and listed with thousands separators (cms/src/components/fields/PriceField.tsx). */
export const priceField = (
  name: string,
  {
    label,
    required,
    description,
  }: { label?: NumberField['label']; required?: boolean; description?: Description } = {},
): NumberField => ({
  name,
  type: 'number',
  min: 0,
  ...(label ? { label } : {}),
  ...(required ? { required } : {}),
  admin: {
    description,
    components: {
      Field: '/components/fields/PriceField#PriceField',
      Cell: '/components/fields/PriceField#PriceCell',
    },
  },
})
