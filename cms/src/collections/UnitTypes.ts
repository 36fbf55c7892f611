import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaff, staffOnly } from '../access'
import { priceField } from '../fields/common'
import { adminText, customText } from '../i18n'
import { relationId } from '../utilities/relation-id'
import { slugField } from '../fields/slug'
import type { ShownOnSite } from '../site-build'

/** Whether a document's development is published: only then does the site show a unit type (or a progress update). */
export const developmentPublished: ShownOnSite = async (doc, req) => {
  const id = relationId(doc.project)
  if (id === null) return false
  const { docs } = await req.payload.find({
    collection: 'projects',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0]?._status === 'published'
}

/** A unit's property type must be one its development offers (the site filters units by it). */
async function offeredByDevelopment(
  value: unknown,
  { req, data }: { req: PayloadRequest; data: Partial<{ project: unknown }> },
): Promise<string | true> {
  const type = relationId(value)
  const project = relationId(data?.project)
  if (type === null || project === null) return true
  const development = await req.payload.findByID({
    collection: 'projects',
    id: project,
    depth: 1,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const offered = (development?.propertyTypes ?? []).filter((t) => typeof t === 'object' && t !== null)
  if (!development || offered.some((t) => t.id === type)) return true
  return customText(req.t, 'guards:unitTypeNotOffered', {
    types: offered.map((t) => t.title).join(', ') || '-',
  })
}

/** A unit type offered in a development, compared side by side on /compare-unit/. */
export const UnitTypes: CollectionConfig = {
  slug: 'unit-types',
  // Changing a unit type of a development not yet published asks for no site build (site-build/).
  custom: { shownOnSite: developmentPublished },
  admin: { useAsTitle: 'name', group: 'Developments', defaultColumns: ['name', 'project', 'propertyType', 'price'] },
  access: {
    // A unit type is public only while its development is.
    read: ({ req }) => (isStaff(req) ? true : { 'project._status': { equals: 'published' } }),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    {
      name: 'propertyType',
      type: 'relationship',
      relationTo: 'property-types',
      validate: offeredByDevelopment,
      admin: { description: adminText('guards:unitPropertyType') },
    },
    {
      type: 'row',
      fields: [
        { name: 'bedrooms', type: 'number', min: 0, required: true },
        { name: 'bathrooms', type: 'number', min: 0, required: true },
        { name: 'floors', type: 'number', min: 1, required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'landArea', type: 'number', min: 0, admin: { description: 'm²' } },
        { name: 'buildingArea', type: 'number', min: 0, required: true, admin: { description: 'm²' } },
        { name: 'carports', type: 'number', min: 0 },
      ],
    },
    priceField('price', { required: true, description: 'Starting price in IDR.' }),
    { name: 'floorPlan', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
  ],
}
