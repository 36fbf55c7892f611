import { dictionary } from '../lib/i18n'

/** The strings of a partner's details. */
export const partnerDetailsStrings = dictionary({
  EN: {
    sector: 'Sector',
    developmentsWithPartner: 'Developments with this partner',
  },
  ID: {
    sector: 'Sektor',
    developmentsWithPartner: 'Pengembangan bersama mitra ini',
  },
})
