import { dictionary } from '../lib/i18n'

/** The strings of the compare-unit screen. */
export const compareStrings = dictionary({
  EN: {
    development: 'Development',
    carports: 'Carports',
    floorPlan: 'Floor plan',
    floorPlanOf: 'Floor plan of {name}',
    title: 'Compare units',
    intro: 'Choose two to four unit types to see their areas, rooms, floors, prices and floor plans side by side.',
    chooseUnitTypes: 'Choose unit types',
    chooseAtLeastTwo: 'Choose at least two unit types to compare them.',
    maxReached: 'You can compare up to four unit types. Remove one to choose another.',
    chosen: '{n} of 4 chosen',
    remove: 'Remove {name}',
    clearSelection: 'Clear the selection',
    caption: 'Chosen unit types side by side',
  },
  ID: {
    development: 'Pengembangan',
    carports: 'Carport',
    floorPlan: 'Denah',
    floorPlanOf: 'Denah {name}',
    title: 'Bandingkan unit',
    intro:
      'Pilih dua hingga empat tipe unit untuk melihat luas, jumlah kamar, lantai, harga, dan denahnya berdampingan.',
    chooseUnitTypes: 'Pilih tipe unit',
    chooseAtLeastTwo: 'Pilih setidaknya dua tipe unit untuk membandingkannya.',
    maxReached: 'Anda dapat membandingkan hingga empat tipe unit. Hapus satu untuk memilih yang lain.',
    chosen: '{n} dari 4 dipilih',
    remove: 'Hapus {name}',
    clearSelection: 'Kosongkan pilihan',
    caption: 'Tipe unit pilihan secara berdampingan',
  },
})
