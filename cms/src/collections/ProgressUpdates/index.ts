import type { Access, CollectionConfig, Where } from 'payload'
import { progressPhotosMax } from '@lestari/model/progress'
import { isStaff } from '../../access'
import { adminText } from '../../i18n'
import { publishedCollection } from '../published'
import { developmentPublished } from '../../site-build'
import { announceOnPublish, forgetAnnouncement } from './announce'

const publishedOfPublished: Where = {
  and: [{ _status: { equals: 'published' } }, { 'project._status': { equals: 'published' } }],
}

/** Staff read every update; visitors a published update of a published development. */
const readable: Access = ({ req }) => (isStaff(req) ? true : publishedOfPublished)

const progressUpdates: CollectionConfig = publishedCollection({
  slug: 'progress-updates',
  // Changing an update of a development not yet published asks for no site build (site-build/).
  custom: { shownOnSite: developmentPublished },
  admin: {
    useAsTitle: 'title',
    group: 'Developments',
    defaultColumns: ['title', 'project', 'date', 'percent', '_status'],
    description: adminText('guards:progressUpdates'),
  },
  defaultSort: '-date',
  hooks: { afterChange: [announceOnPublish], afterDelete: [forgetAnnouncement] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    {
      name: 'cluster',
      type: 'text',
      localized: true,
      maxLength: 80,
      admin: { description: adminText('guards:progressCluster') },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'percent',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          admin: { step: 1, description: adminText('guards:progressPercent') },
        },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 600 },
    {
      name: 'photos',
      type: 'array',
      maxRows: progressPhotosMax,
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
  ],
})

/**
 * Construction progress: a dated update of a development or of one cluster of it, with how far
 * building has come, a short text in both languages and photos. The development's page shows
 * them as a timeline (src/components/ProgressTimeline.tsx), a buyer's account the latest of the
 * developments they follow (./mine.ts); the first publish emails the development's confirmed
 * subscribers, once (./announce.ts). docs/FEATURES.md, "Construction progress".
 */
export const ProgressUpdates: CollectionConfig = {
  ...progressUpdates,
  access: { ...progressUpdates.access, read: readable },
}
