import type { Field } from 'payload'
import { slugify } from './slugify'

export { slugify }

/**
 * Readable, unique id used in routes. Made from the English title as the editor types it
 * (cms/src/components/fields/SlugField.tsx) and, when still empty, when saved; not localized, so
 * both languages share one route segment.
 */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Used in the address of the page. Lower-case letters, digits and dashes.',
    custom: { from },
    components: { Field: '/components/fields/SlugField#SlugField' },
  },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case letters, digits and single dashes only.',
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        if (typeof value === 'string' && value.length > 0) return slugify(value)
        const source = data?.[from]
        const text = typeof source === 'string' ? source : source?.en
        return typeof text === 'string' ? slugify(text) : value
      },
    ],
  },
})
