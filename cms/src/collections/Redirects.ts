import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'

/** Empty by default; the site build turns each entry into a redirect. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Settings' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'from', type: 'text', required: true, unique: true, validate: (v: unknown) => (typeof v === 'string' && v.startsWith('/')) || 'A site path starting with /.' },
    { name: 'to', type: 'text', required: true },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
  ],
}
