import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { slugField } from '../fields/slug'

export const formFieldTypes = ['text', 'email', 'phone', 'select', 'checkbox', 'textarea'] as const

/** Form definitions that editors build; visitors' answers land in form-submissions. */
export const Forms: CollectionConfig = {
  slug: 'forms',
  admin: { useAsTitle: 'title', group: 'Forms' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'fields', type: 'array', required: true, minRows: 1,
      fields: [
        { type: 'row', fields: [
          { name: 'name', type: 'text', required: true, validate: (v: unknown) => (typeof v === 'string' && /^[a-zA-Z][a-zA-Z0-9_]*$/.test(v)) || 'Letters, digits and underscores, starting with a letter.' },
          { name: 'type', type: 'select', required: true, defaultValue: 'text', options: [...formFieldTypes] },
          { name: 'required', type: 'checkbox', defaultValue: false },
        ] },
        { name: 'label', type: 'text', localized: true, required: true },
        { name: 'placeholder', type: 'text', localized: true },
        { name: 'maxLength', type: 'number', min: 1, max: 5000 },
        { name: 'options', type: 'array', admin: { condition: (_, s) => s?.type === 'select' }, fields: [
          { name: 'label', type: 'text', localized: true, required: true },
          { name: 'value', type: 'text', required: true },
        ] },
      ],
    },
    { name: 'submitLabel', type: 'text', localized: true, required: true },
    { name: 'confirmation', type: 'select', required: true, defaultValue: 'message', options: [
      { label: 'Show a message', value: 'message' },
      { label: 'Go to the thank-you page', value: 'thank-you' },
    ] },
    { name: 'confirmationMessage', type: 'textarea', localized: true },
  ],
}

export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  admin: { group: 'Forms', defaultColumns: ['form', 'createdAt'] },
  access: { create: anyone, read: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'data', type: 'json', required: true },
    { name: 'locale', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    { name: 'page', type: 'text', maxLength: 500 },
  ],
}
