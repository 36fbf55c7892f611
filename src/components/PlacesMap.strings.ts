import { dictionary } from '../lib/i18n'

/** The strings of a map of places. */
export const placesMapStrings = dictionary({
  EN: {
    mapOf: 'Map: {name}',
    loadingMap: 'Loading the map…',
  },
  ID: {
    mapOf: 'Peta: {name}',
    loadingMap: 'Memuat peta…',
  },
})
