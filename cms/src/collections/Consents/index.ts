import type { CollectionConfig } from 'payload'
import { consentForms, consentPurposes } from '@lestari/model/privacy'
import { nobody, salesStaffOnly } from '../../access'
import { languageOptions } from '../../i18n/labels'

/**
 * The record of each consent a person gave on a form of the site (cms/src/privacy/consents.ts):
 * its purpose, the form and the version of its wording, the language, the page and when; and when
 * it was withdrawn, by whom. Written by the CMS alone (the forms' hooks, the privacy centre, an
 * erasure); sales staff and administrators read it; nobody changes or deletes it through the API.
 * Why a collection rather than a field on each lead: docs/decisions/security.md ("Consent records").
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  admin: {
    useAsTitle: 'email',
    group: 'People',
    defaultColumns: ['email', 'purpose', 'form', 'givenAt', 'withdrawnAt'],
    listSearchableFields: ['email'],
  },
  access: { read: salesStaffOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-givenAt',
  fields: [
    { name: 'purpose', type: 'select', required: true, index: true, options: [...consentPurposes] },
    { name: 'form', type: 'select', required: true, options: [...consentForms] },
    { name: 'wordingVersion', type: 'text', required: true },
    // The person: the address given on the form (lower case), and their account when signed in.
    { name: 'email', type: 'text', index: true },
    { name: 'account', type: 'relationship', relationTo: 'users', index: true },
    // The record the consent came with: an enquiry, a site visit or a subscriber.
    { name: 'sourceCollection', type: 'select', options: ['enquiries', 'site-visits', 'subscribers'] },
    { name: 'sourceId', type: 'number', index: true },
    { name: 'language', type: 'select', options: languageOptions },
    { name: 'page', type: 'text', maxLength: 500 },
    { name: 'givenAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'withdrawnAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // Who withdrew it: the person (privacy centre, unsubscribe link) or the erasure of their data.
    { name: 'withdrawnBy', type: 'select', options: ['person', 'erasure'] },
  ],
}
