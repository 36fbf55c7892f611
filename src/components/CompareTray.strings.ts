import { dictionary } from '../lib/i18n'

/** The strings of the compare tray and of the "Add to compare" toggles. */
export const compareTrayStrings = dictionary({
  EN: {
    add: 'Compare',
    addToCompare: 'Compare {name}',
    tray: 'Units to compare',
    toggle: 'Chosen ({n})',
    chosen: '{n} of 4 chosen',
    full: 'Remove one to choose another.',
    remove: 'Remove {name}',
    compare: 'Compare',
  },
  ID: {
    add: 'Bandingkan',
    addToCompare: 'Bandingkan {name}',
    tray: 'Unit untuk dibandingkan',
    toggle: 'Dipilih ({n})',
    chosen: '{n} dari 4 dipilih',
    full: 'Hapus satu untuk memilih yang lain.',
    remove: 'Hapus {name}',
    compare: 'Bandingkan',
  },
})
