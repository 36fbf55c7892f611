import { dictionary } from '../lib/i18n'

/** The strings of the filtered list of developments. */
export const developmentListStrings = dictionary({
  EN: {
    propertyType: 'Property type',
    feature: 'Feature',
    all: 'All',
    sortBy: 'Sort by',
    sortByName: 'Name (A–Z)',
    sortByPriceLowFirst: 'Price (low to high)',
    sortByPriceHighFirst: 'Price (high to low)',
    apply: 'Apply',
    clearFilters: 'Clear filters',
    filterDevelopments: 'Filter developments',
    showingDevelopments: 'Showing {from}–{to} of {total} developments',
    noMatch: 'No development matches these filters.',
  },
  ID: {
    propertyType: 'Jenis properti',
    feature: 'Keunggulan',
    all: 'Semua',
    sortBy: 'Urutkan',
    sortByName: 'Nama (A–Z)',
    sortByPriceLowFirst: 'Harga (terendah dulu)',
    sortByPriceHighFirst: 'Harga (tertinggi dulu)',
    apply: 'Terapkan',
    clearFilters: 'Hapus filter',
    filterDevelopments: 'Saring pengembangan',
    showingDevelopments: 'Menampilkan {from}–{to} dari {total} pengembangan',
    noMatch: 'Tidak ada pengembangan yang sesuai dengan filter ini.',
  },
})
