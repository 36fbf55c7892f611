import { dictionary } from '../lib/i18n'

/** The strings of a general page. */
export const pageStrings = dictionary({
  EN: {
    breadcrumb: 'Breadcrumb',
    onThisPage: 'On this page',
  },
  ID: {
    breadcrumb: 'Remah roti',
    onThisPage: 'Di halaman ini',
  },
})
