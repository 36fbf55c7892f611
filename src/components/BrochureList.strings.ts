import { dictionary } from '../lib/i18n'

/** The strings of the brochure list. */
export const brochureStrings = dictionary({
  EN: {
    download: 'Download',
  },
  ID: {
    download: 'Unduh',
  },
})
