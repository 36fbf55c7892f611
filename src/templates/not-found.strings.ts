import { dictionary } from '../lib/i18n'

/** The strings of the not-found page. */
export const notFoundStrings = dictionary({
  EN: {
    title: 'Page not found',
    text: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  },
  ID: {
    title: 'Halaman tidak ditemukan',
    text: 'Kami tidak dapat menemukan halaman yang Anda cari. Halaman mungkin telah dipindahkan, atau alamatnya salah ketik.',
  },
})
