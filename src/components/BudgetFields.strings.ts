import { dictionary } from '../lib/i18n'

/** The strings of the budget, bedrooms and order fields of the lists of developments and homes. */
export const budgetFieldsStrings = dictionary({
  EN: {
    budgetFrom: 'Budget from',
    budgetTo: 'Budget up to',
    noLimit: 'Any',
    bedrooms: 'Bedrooms',
    anyBedrooms: 'Any',
    bedroomsAtLeast: '{count}+',
    sortBy: 'Sort by',
    sortByPriceLowFirst: 'Price (low to high)',
    sortByPriceHighFirst: 'Price (high to low)',
    apply: 'Apply',
    clearFilters: 'Clear filters',
    byPriceKind:
      'By price within each kind of price: homes for sale, then commercial property for sale, prices per m², rents per month, per desk and per night.',
  },
  ID: {
    budgetFrom: 'Anggaran dari',
    budgetTo: 'Anggaran hingga',
    noLimit: 'Semua',
    bedrooms: 'Kamar tidur',
    anyBedrooms: 'Semua',
    bedroomsAtLeast: '{count}+',
    sortBy: 'Urutkan',
    sortByPriceLowFirst: 'Harga (terendah dulu)',
    sortByPriceHighFirst: 'Harga (tertinggi dulu)',
    apply: 'Terapkan',
    clearFilters: 'Hapus filter',
    byPriceKind:
      'Menurut harga dalam tiap jenis harga: rumah dijual, lalu properti komersial dijual, harga per m², sewa per bulan, per meja, dan per malam.',
  },
})
