import { dictionary } from '../lib/i18n'

/** The mark of a document shown in English on the Indonesian site (it has no Indonesian version). */
export const englishOnlyStrings = dictionary({
  EN: {
    article: 'This article is only available in English',
    page: 'This page is only available in English',
    tag: 'English',
  },
  ID: {
    article: 'Artikel ini hanya tersedia dalam bahasa Inggris',
    page: 'Halaman ini hanya tersedia dalam bahasa Inggris',
    tag: 'Bahasa Inggris',
  },
})
