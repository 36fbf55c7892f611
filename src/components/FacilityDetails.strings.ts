import { dictionary } from '../lib/i18n'

/** The strings of a facility's details. */
export const facilityDetailsStrings = dictionary({
  EN: {
    category: 'Category',
    openingHours: 'Opening hours',
    phone: 'Phone',
    website: 'Website',
  },
  ID: {
    category: 'Kategori',
    openingHours: 'Jam buka',
    phone: 'Telepon',
    website: 'Situs web',
  },
})
