import type { CollectionConfig } from 'payload'
import { salesStaffOnly } from '../../access'
import { forgetEmailsOfDeletedLead } from '../../email/queue'
import { subscriberNameMax } from './subscriptions'
import { validName } from '../../fields/common'
import { recordStaffAccess } from '../../privacy/staff-access'

/**
 * Newsletter and per-development update subscriptions; never readable by visitors or editors. The site
 * subscribes through the `subscribe` mutation (cms/src/collections/Subscribers/subscriptions.ts), which keeps one
 * subscriber per email, sends the confirmation email and honours the unsubscribe link.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    group: 'People',
    defaultColumns: ['email', 'name', 'newsletter', 'projects', 'confirmedAt'],
  },
  // Contact data: sales staff and administrators, not editors.
  access: { create: salesStaffOnly, read: salesStaffOnly, update: salesStaffOnly, delete: salesStaffOnly },
  hooks: { afterDelete: [forgetEmailsOfDeletedLead('subscribers')], afterOperation: [recordStaffAccess] },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'name', type: 'text', maxLength: subscriberNameMax, validate: validName },
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true },
    // The site's news in general (a subscribe without a development); the developments above get their updates.
    { name: 'newsletter', type: 'checkbox', defaultValue: false },
    { name: 'language', type: 'select', options: ['en', 'id'], defaultValue: 'en' },
    { name: 'confirmedAt', type: 'date', access: { create: () => false } },
    // When the last confirmation email went out: at most one an hour (cms/src/collections/Subscribers/subscriptions.ts).
    {
      name: 'confirmationSentAt',
      type: 'date',
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
    },
    // The secret of this subscriber's confirm and unsubscribe links.
    { name: 'token', type: 'text', index: true, hidden: true, access: { read: () => false, update: () => false } },
  ],
}
