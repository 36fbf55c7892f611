import { dictionary } from '../lib/i18n'

/** The strings of the partners list and a partner's page. */
export const partnerStrings = dictionary({
  EN: {
    ourPartners: 'Our partners',
  },
  ID: {
    ourPartners: 'Mitra kami',
  },
})
