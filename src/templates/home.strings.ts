import { dictionary } from '../lib/i18n'

/** The strings of the home page. */
export const homeStrings = dictionary({
  EN: {
    latestNews: 'Latest news',
    allNews: 'All news',
    featuredDevelopments: 'Featured developments',
  },
  ID: {
    latestNews: 'Berita terbaru',
    allNews: 'Semua berita',
    featuredDevelopments: 'Pengembangan unggulan',
  },
})
