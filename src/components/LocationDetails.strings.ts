import { dictionary } from '../lib/i18n'

/** The strings of the location of a development, facility or access point. */
export const locationStrings = dictionary({
  EN: {
    location: 'Location',
    address: 'Address',
    coordinates: 'Coordinates',
    viewOnMap: 'View on the map',
  },
  ID: {
    location: 'Lokasi',
    address: 'Alamat',
    coordinates: 'Koordinat',
    viewOnMap: 'Lihat di peta',
  },
})
