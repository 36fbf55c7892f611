import { dictionary } from '../lib/i18n'

/** The strings of the ways to reach an access point. */
export const accessDetailsStrings = dictionary({
  EN: {
    by: 'By',
    travelTime: 'Travel time',
    stepByStep: 'Step by step',
  },
  ID: {
    by: 'Dengan',
    travelTime: 'Waktu tempuh',
    stepByStep: 'Langkah demi langkah',
  },
})
