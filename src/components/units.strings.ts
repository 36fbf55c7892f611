import { dictionary } from '../lib/i18n'

/** The strings of the facts of a development and its unit types (cards, tables, comparison). */
export const unitStrings = dictionary({
  EN: {
    price: 'Price',
    from: 'from',
    landArea: 'Land area',
    unitTypes: 'Unit types',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    floors: 'Floors',
    buildingArea: 'Building area',
    priceToBeAnnounced: 'Price to be announced',
    instalmentFrom: 'from {amount}/month for the first {years} years',
    unitTypesMatch: '{count} unit types match, from {price}',
    oneUnitTypeMatches: '1 unit type matches: {price}',
    lotsLeft: '{available} of {total} lots left',
    noLotLeft: 'No lot available now: ask about the next release',
  },
  ID: {
    price: 'Harga',
    from: 'mulai',
    landArea: 'Luas lahan',
    unitTypes: 'Tipe unit',
    bedrooms: 'Kamar tidur',
    bathrooms: 'Kamar mandi',
    floors: 'Lantai',
    buildingArea: 'Luas bangunan',
    priceToBeAnnounced: 'Harga akan diumumkan',
    instalmentFrom: 'cicilan mulai {amount}/bulan, {years} tahun pertama',
    unitTypesMatch: '{count} tipe unit sesuai, mulai {price}',
    oneUnitTypeMatches: '1 tipe unit sesuai: {price}',
    lotsLeft: 'Tersisa {available} dari {total} kavling',
    noLotLeft: 'Belum ada kavling tersedia: tanyakan rilis berikutnya',
  },
})
