import { dictionary } from '../lib/i18n'

/** The strings of the map block and its map. */
export const mapStrings = dictionary({
  EN: {
    development: 'Development',
    facility: 'Facility',
    placesOnMap: 'Places on the map',
  },
  ID: {
    development: 'Pengembangan',
    facility: 'Fasilitas',
    placesOnMap: 'Tempat di peta',
  },
})
