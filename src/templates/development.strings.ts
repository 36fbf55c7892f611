import { dictionary } from '../lib/i18n'

/** The strings of a development's page. */
export const developmentStrings = dictionary({
  EN: {
    status: 'Status',
    gallery: 'Gallery',
    nearbyFacilities: 'Nearby facilities',
    brochures: 'Brochures',
    enquire: 'Enquire about this development',
    bookVisit: 'Book a visit',
    overview: 'Overview',
    propertyTypes: 'Property types',
    features: 'Features',
  },
  ID: {
    status: 'Status',
    gallery: 'Galeri',
    nearbyFacilities: 'Fasilitas terdekat',
    brochures: 'Brosur',
    enquire: 'Tanyakan tentang pengembangan ini',
    bookVisit: 'Jadwalkan kunjungan',
    overview: 'Ringkasan',
    propertyTypes: 'Jenis properti',
    features: 'Keunggulan',
  },
})
