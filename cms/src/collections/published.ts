import type { CollectionAdminOptions, CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '../access'
import { cmsSettings } from '../settings'
import { siteURL } from '../utilities/site-url'
import { withEnglishOnlyMark } from './english-only'

/**
 * Content that appears on the public site: versions with drafts and scheduled publishing;
 * anonymous callers (the site build included) only ever read what is published. Each document
 * with a localized title is told apart when it has no Indonesian version (./english-only.ts). After
 * publishing, the document view follows the site build until the change is live
 * (cms/src/components/PublishStatus.tsx).
 */
export const publishedCollection = (config: CollectionConfig): CollectionConfig =>
  withEnglishOnlyMark({
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        // After publishing: the site build's progress, then "Live on the site" with the page's address.
        edit: {
          ...config.admin?.components?.edit,
          beforeDocumentControls: ['/components/PublishStatus#PublishStatus'],
        },
      },
    },
    access: {
      read: publishedOrStaff,
      create: staffOnly,
      update: staffOnly,
      delete: staffOnly,
      readVersions: staffOnly,
    },
    versions: {
      drafts: { autosave: false, schedulePublish: { timeIntervals: cmsSettings.schedulePublishStepMinutes } },
      maxPerDoc: 25,
    },
  })

/** Where the site renders a draft for its editors (src/templates/preview.tsx). */
export const previewURL = (collection: string, id: number, locale?: string) => {
  const prefix = locale === 'id' ? '/id' : ''
  return `${siteURL()}${prefix}/preview/?collection=${collection}&id=${id}`
}

/**
 * The admin's Live Preview panel beside the form: the same page of the site, which follows the
 * form as the editor types (src/templates/preview.tsx), in the language being edited. A document
 * not yet saved has no preview.
 */
export const livePreviewOf = (collection: string): CollectionAdminOptions['livePreview'] => ({
  url: ({ data, locale }) => (data?.id ? previewURL(collection, data.id as number, locale?.code) : null),
})
