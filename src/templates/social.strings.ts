import { dictionary } from '../lib/i18n'

/** The strings of the social media screens. */
export const socialStrings = dictionary({
  EN: {
    socialMedia: 'Social media',
    socialMediaIntro: 'Moments from around the city, as shared on our channels.',
    viewOriginalPost: 'View the original post',
    postedOn: 'Posted on',
  },
  ID: {
    socialMedia: 'Media sosial',
    socialMediaIntro: 'Momen dari seluruh penjuru kota, seperti yang dibagikan di kanal kami.',
    viewOriginalPost: 'Lihat unggahan asli',
    postedOn: 'Diunggah pada',
  },
})
