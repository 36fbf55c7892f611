import { dictionary } from '../lib/i18n'

/** The strings of the account's construction progress of the developments a buyer follows. */
export const followedProgressStrings = dictionary({
  EN: {
    heading: 'Construction progress of your developments',
    none: 'No construction progress yet for the developments you saved or enquired about.',
    seeTimeline: 'See the timeline of {development}',
  },
  ID: {
    heading: 'Progres pembangunan proyek Anda',
    none: 'Belum ada kabar progres pembangunan untuk proyek yang Anda simpan atau tanyakan.',
    seeTimeline: 'Lihat linimasa {development}',
  },
})
