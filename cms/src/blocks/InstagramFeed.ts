import type { Block } from 'payload'
import { urlField } from '../fields/common'
import { pageBlockNames } from '@lestari/model'

/** Curated posts from the social-posts collection; no call to Instagram unless configured. */
export const InstagramFeed: Block = {
  ...pageBlockNames('instagramFeed'),
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    urlField('profileUrl'),
    {
      name: 'posts',
      type: 'relationship',
      relationTo: 'social-posts',
      hasMany: true,
      admin: { description: 'Leave empty to show the latest posts.' },
    },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24 },
  ],
}
