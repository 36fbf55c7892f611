import { dictionary } from '../lib/i18n'

/** The strings of the filtered list of developments. */
export const developmentListStrings = dictionary({
  EN: {
    propertyType: 'Property type',
    feature: 'Feature',
    all: 'All',
    sortByName: 'Name (A–Z)',
    filterDevelopments: 'Filter developments',
    showingDevelopments: 'Showing {from}–{to} of {total} developments',
    noMatch: 'No development matches these filters.',
  },
  ID: {
    propertyType: 'Jenis properti',
    feature: 'Keunggulan',
    all: 'Semua',
    sortByName: 'Nama (A–Z)',
    filterDevelopments: 'Saring pengembangan',
    showingDevelopments: 'Menampilkan {from}–{to} dari {total} pengembangan',
    noMatch: 'Tidak ada pengembangan yang sesuai dengan filter ini.',
  },
})
