import { dictionary } from '../lib/i18n'

/** The strings of the offline page. */
export const offlineStrings = dictionary({
  EN: {
    title: 'You are offline',
    text: 'This page has not been saved on this device yet. It opens when you are back online.',
  },
  ID: {
    title: 'Anda sedang offline',
    text: 'Halaman ini belum tersimpan di perangkat ini. Halaman akan terbuka saat Anda kembali online.',
  },
})
