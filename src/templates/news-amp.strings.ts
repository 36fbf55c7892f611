import { dictionary } from '../lib/i18n'

/** The strings of the AMP version of a news article. */
export const newsAmpStrings = dictionary({
  EN: {
    lightVersionNotice: 'This is the fast, lightweight version of this article.',
    openFullArticle: 'Open the full article',
  },
  ID: {
    lightVersionNotice: 'Ini adalah versi ringkas dan cepat dari artikel ini.',
    openFullArticle: 'Buka artikel lengkap',
  },
})
