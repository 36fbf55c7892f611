import { dictionary } from '../lib/i18n'

/** The strings of the news list. */
export const newsListStrings = dictionary({
  EN: {
    category: 'Category',
    allNews: 'All news',
    rssFeed: 'News feed (RSS)',
    newerNews: 'Newer news',
    olderNews: 'Older news',
  },
  ID: {
    category: 'Kategori',
    allNews: 'Semua berita',
    rssFeed: 'Umpan berita (RSS)',
    newerNews: 'Berita lebih baru',
    olderNews: 'Berita lebih lama',
  },
})
