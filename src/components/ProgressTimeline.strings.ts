import { dictionary } from '../lib/i18n'

/** The strings of a development's construction progress timeline (and of how far building has come). */
export const progressTimelineStrings = dictionary({
  EN: {
    heading: 'Construction progress',
    built: '{percent}% built',
    photos: 'Photos of the update',
  },
  ID: {
    heading: 'Progres pembangunan',
    built: '{percent}% terbangun',
    photos: 'Foto kabar ini',
  },
})
