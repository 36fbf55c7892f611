import { dictionary } from '../lib/i18n'

/** The strings of the list of pages saved on the device. */
export const savedPagesStrings = dictionary({
  EN: {
    intro: 'These pages open without a connection.',
    none: 'No pages are saved on this device yet.',
  },
  ID: {
    intro: 'Halaman-halaman ini bisa dibuka tanpa koneksi.',
    none: 'Belum ada halaman yang tersimpan di perangkat ini.',
  },
})
