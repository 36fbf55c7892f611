import { dictionary } from '../lib/i18n'

/** The strings of a list's facet filters (property type, feature). */
export const facetSelectStrings = dictionary({
  EN: {
    propertyType: 'Property type',
    feature: 'Feature',
    all: 'All',
  },
  ID: {
    propertyType: 'Jenis properti',
    feature: 'Keunggulan',
    all: 'Semua',
  },
})
