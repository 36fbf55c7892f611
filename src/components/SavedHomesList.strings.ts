import { dictionary } from '../lib/i18n'

/** The strings of the profile's saved developments and unit types. */
export const savedHomesListStrings = dictionary({
  EN: {
    savedHomes: 'Saved homes',
    developments: 'Developments',
    units: 'Unit types',
    none: 'Nothing saved yet: tap the heart on a development or a unit type to keep it here.',
  },
  ID: {
    savedHomes: 'Hunian tersimpan',
    developments: 'Proyek',
    units: 'Tipe unit',
    none: 'Belum ada yang disimpan: ketuk ikon hati pada proyek atau tipe unit untuk menyimpannya di sini.',
  },
})
