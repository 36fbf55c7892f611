import { dictionary } from '../lib/i18n'

/** The strings of an access information page. */
export const accessStrings = dictionary({
  EN: {
    gettingHere: 'Getting here',
  },
  ID: {
    gettingHere: 'Akses',
  },
})
