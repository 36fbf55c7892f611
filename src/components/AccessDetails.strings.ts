import { dictionary } from '../lib/i18n'

/** The strings of the ways to reach an access point. */
export const accessDetailsStrings = dictionary({
  EN: {
    by: 'By',
    travelTime: 'Travel time',
    stepByStep: 'Step by step',
    road: 'Road',
    tollRoad: 'Toll road',
    train: 'Train',
    bus: 'Bus',
    airport: 'Airport',
  },
  ID: {
    by: 'Dengan',
    travelTime: 'Waktu tempuh',
    stepByStep: 'Langkah demi langkah',
    road: 'Jalan',
    tollRoad: 'Jalan tol',
    train: 'Kereta',
    bus: 'Bus',
    airport: 'Bandara',
  },
})
