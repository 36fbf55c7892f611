import type { CollectionConfig } from 'payload'
import { urlField } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection } from './published'

/** Curated social media posts, held in the CMS (the Instagram feed block and /social-media/). */
export const SocialPosts: CollectionConfig = publishedCollection({
  slug: 'social-posts',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'platform', 'postedAt'] },
  defaultSort: '-postedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'platform',
      type: 'select',
      required: true,
      defaultValue: 'instagram',
      options: ['instagram', 'facebook', 'youtube', 'x', 'tiktok'],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'textarea', localized: true, required: true, maxLength: 2200 },
    urlField('link'),
    { name: 'postedAt', type: 'date', required: true, defaultValue: () => new Date().toISOString() },
  ],
})
