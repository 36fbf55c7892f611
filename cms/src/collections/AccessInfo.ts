import type { CollectionConfig } from 'payload'
import { coordinatesField, seoFields } from '../fields/common'
import { slugField } from '../fields/slug'
import { publishedCollection } from './published'
import { accessModes } from '@lestari/model'

/** How to reach the city: toll roads, trains, buses, the airport. Shown at /access/{slug}/. */
export const AccessInfo: CollectionConfig = publishedCollection({
  slug: 'access',
  labels: { singular: 'Access route', plural: 'Access' },
  // "Access" is a built-in GraphQL type of the CMS.
  graphQL: { singularName: 'AccessRoute', pluralName: 'AccessRoutes' },
  admin: { useAsTitle: 'title', group: 'City', defaultColumns: ['title', 'mode', '_status'] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'mode',
      type: 'select',
      required: true,
      admin: { position: 'sidebar' },
      options: [...accessModes],
    },
    { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 400 },
    { name: 'travelTime', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'steps', type: 'array', fields: [{ name: 'text', type: 'text', localized: true, required: true }] },
    { name: 'description', type: 'richText', localized: true },
    coordinatesField,
    seoFields,
  ],
})
