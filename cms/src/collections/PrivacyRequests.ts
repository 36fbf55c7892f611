import type { CollectionConfig } from 'payload'
import { nobody } from '../access'
import { languageOptions } from '../i18n/labels'

/**
 * Requests by email from people without an account (cms/src/privacy/requests.ts): the address, the
 * hash of the link's token (never the token), when the link stops working and when it was used
 * for an erasure. Only the CMS's own code reads and writes them; not in the admin.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'locale', type: 'select', options: languageOptions, defaultValue: 'en' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
