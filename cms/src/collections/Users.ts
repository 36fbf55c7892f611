import type { CollectionConfig } from 'payload'
import { adminFieldOnly, anyone, isStaff, selfOrAdmin, selfOrStaff } from '../access'

/** Editors of the CMS and visitors of the site share one auth collection, told apart by role. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'People' },
  access: {
    admin: ({ req }) => isStaff(req),
    create: anyone,
    read: selfOrStaff,
    update: selfOrAdmin,
    delete: selfOrAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['visitor'],
      saveToJWT: true,
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
        { label: 'Visitor', value: 'visitor' },
      ],
      // Only an administrator may grant or change roles; everyone else gets the default.
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    { name: 'phone', type: 'text', maxLength: 40 },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Bahasa Indonesia', value: 'id' },
      ],
    },
  ],
}
