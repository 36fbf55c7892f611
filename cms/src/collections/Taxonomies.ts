import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { slugField } from '../fields/slug'

/** Small editor-managed lists that classify content: a localized title and a slug. */
const taxonomy = (slug: string, group = 'Taxonomies', extra: CollectionConfig['fields'] = []): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'title', group },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'title', type: 'text', localized: true, required: true }, slugField(), ...extra],
})

export const PropertyTypes = taxonomy('property-types', 'Taxonomies', [
  { name: 'description', type: 'textarea', localized: true },
])
export const ProjectTags = taxonomy('project-tags')
export const FileCategories = taxonomy('file-categories')
export const FacilityCategories = taxonomy('facility-categories', 'Taxonomies', [
  { name: 'icon', type: 'text', admin: { description: 'Short icon name, e.g. school, hospital, mall.' } },
])
