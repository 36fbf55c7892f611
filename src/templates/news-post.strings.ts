import { dictionary } from '../lib/i18n'

/** The strings of a news article. */
export const newsPostStrings = dictionary({
  EN: {
    relatedDevelopments: 'Related developments',
    published: 'Published',
  },
  ID: {
    relatedDevelopments: 'Pengembangan terkait',
    published: 'Diterbitkan',
  },
})
