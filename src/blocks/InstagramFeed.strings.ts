import { dictionary } from '../lib/i18n'

/** The strings of the Instagram feed block. */
export const instagramStrings = dictionary({
  EN: {
    viewPost: 'View post',
    seeProfile: 'See our profile',
  },
  ID: {
    viewPost: 'Lihat unggahan',
    seeProfile: 'Lihat profil kami',
  },
})
