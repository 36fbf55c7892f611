import { dictionary } from '../lib/i18n'

/** The strings of the enquiry section of a development. */
export const developmentEnquiryStrings = dictionary({
  EN: {
    interestedIn: 'Interested in {title}?',
    askSalesTeam:
      'Ask our sales team for the price list, a site visit or a mortgage simulation, or get news of this development by email.',
    getUpdates: 'Get updates on this development',
    contactSalesTeam: 'Contact our sales team',
  },
  ID: {
    interestedIn: 'Tertarik dengan {title}?',
    askSalesTeam:
      'Mintalah daftar harga, kunjungan lokasi, atau simulasi KPR kepada tim penjualan kami, atau dapatkan kabar pengembangan ini lewat email.',
    getUpdates: 'Dapatkan kabar pengembangan ini',
    contactSalesTeam: 'Hubungi tim penjualan kami',
  },
})
