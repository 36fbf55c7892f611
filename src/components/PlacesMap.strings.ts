import { dictionary } from '../lib/i18n'

/** The strings of a map of places. */
export const placesMapStrings = dictionary({
  EN: {
    mapOf: 'Map: {name}',
    loadingMap: 'Loading the map…',
    mapUnavailable: 'The map could not be loaded.',
  },
  ID: {
    mapOf: 'Peta: {name}',
    loadingMap: 'Memuat peta…',
    mapUnavailable: 'Peta tidak dapat dimuat.',
  },
})
