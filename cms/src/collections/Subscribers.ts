import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'

/** Newsletter and per-development update subscriptions; never readable by visitors. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', group: 'People', defaultColumns: ['email', 'projects', 'confirmedAt'] },
  access: { create: anyone, read: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
    { name: 'language', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    { name: 'confirmedAt', type: 'date', access: { create: () => false } },
  ],
}
