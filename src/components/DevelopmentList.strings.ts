import { dictionary } from '../lib/i18n'

/** The strings of the filtered list of developments. */
export const developmentListStrings = dictionary({
  EN: {
    sortByName: 'Name (A–Z)',
    filterDevelopments: 'Filter developments',
    showingDevelopments: 'Showing {from}–{to} of {total} developments',
    noMatch: 'No development matches these filters.',
    nearestHeading: 'No development has a unit type that meets all of these. The closest:',
    nearestUnit: 'Closest unit type: {beds} bedrooms, {price}',
    nearestUnitOneBedroom: 'Closest unit type: 1 bedroom, {price}',
    nearestUnitNoBedrooms: 'Closest unit type: {price}',
  },
  ID: {
    sortByName: 'Nama (A–Z)',
    filterDevelopments: 'Saring pengembangan',
    showingDevelopments: 'Menampilkan {from}–{to} dari {total} pengembangan',
    noMatch: 'Tidak ada pengembangan yang sesuai dengan filter ini.',
    nearestHeading: 'Tidak ada pengembangan dengan tipe unit yang memenuhi semua pilihan ini. Yang paling mendekati:',
    nearestUnit: 'Tipe unit terdekat: {beds} kamar tidur, {price}',
    nearestUnitOneBedroom: 'Tipe unit terdekat: 1 kamar tidur, {price}',
    nearestUnitNoBedrooms: 'Tipe unit terdekat: {price}',
  },
})
