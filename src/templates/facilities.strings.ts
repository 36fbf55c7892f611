import { dictionary } from '../lib/i18n'

/** The strings of the facilities list and a facility's page. */
export const facilityStrings = dictionary({
  EN: {
    showingFacilities: 'Showing {from}–{to} of {total} facilities',
    facilities: 'Facilities',
  },
  ID: {
    showingFacilities: 'Menampilkan {from}–{to} dari {total} fasilitas',
    facilities: 'Fasilitas',
  },
})
