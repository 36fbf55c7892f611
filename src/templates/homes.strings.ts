import { dictionary } from '../lib/i18n'

/** The strings of the list of every home for sale. */
export const homesStrings = dictionary({
  EN: {
    homesForSale: 'Homes for sale',
    intro: 'Every home type of our residential developments, with its price and its monthly KPR instalment.',
    filterHomes: 'Filter homes',
    sortByName: 'Development (A–Z)',
    showingHomes: 'Showing {from}–{to} of {total} homes',
    noMatch: 'No home matches these filters.',
    nearestHeading: 'No home meets all of these. The closest:',
    facts: '{bedrooms} bedrooms · {bathrooms} bathrooms · {area} m²',
    inDevelopment: 'in {development}',
  },
  ID: {
    homesForSale: 'Rumah dijual',
    intro: 'Semua tipe rumah di pengembangan hunian kami, dengan harga dan cicilan KPR per bulannya.',
    filterHomes: 'Saring rumah',
    sortByName: 'Pengembangan (A–Z)',
    showingHomes: 'Menampilkan {from}–{to} dari {total} rumah',
    noMatch: 'Tidak ada rumah yang sesuai dengan filter ini.',
    nearestHeading: 'Tidak ada rumah yang memenuhi semua pilihan ini. Yang paling mendekati:',
    facts: '{bedrooms} kamar tidur · {bathrooms} kamar mandi · {area} m²',
    inDevelopment: 'di {development}',
  },
})
