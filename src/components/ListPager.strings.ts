import { dictionary } from '../lib/i18n'

/** The strings of paged lists (ListPager and the lists that load more pages). */
export const listStrings = dictionary({
  EN: {
    page: 'Page',
    previous: 'Previous',
    next: 'Next',
    restFailed: 'The rest of this list could not be loaded: check the connection and try again.',
  },
  ID: {
    page: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    restFailed: 'Sisa daftar ini tidak dapat dimuat: periksa koneksi lalu coba lagi.',
  },
})
