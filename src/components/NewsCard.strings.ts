import { dictionary } from '../lib/i18n'

/** The strings of a news card. */
export const newsCardStrings = dictionary({
  EN: {
    readMore: 'Read more',
  },
  ID: {
    readMore: 'Baca selengkapnya',
  },
})
