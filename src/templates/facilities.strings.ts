import { dictionary } from '../lib/i18n'

/** The strings of the facilities list and a facility's page. */
export const facilityStrings = dictionary({
  EN: {
    showingFacilities: 'Showing {from}–{to} of {total} facilities',
    facilities: 'Facilities',
    byCategory: 'Facilities by category',
    allCategories: 'All ({total})',
    continued: '{category} (continued)',
  },
  ID: {
    showingFacilities: 'Menampilkan {from}–{to} dari {total} fasilitas',
    facilities: 'Fasilitas',
    byCategory: 'Fasilitas menurut kategori',
    allCategories: 'Semua ({total})',
    continued: '{category} (lanjutan)',
  },
})
