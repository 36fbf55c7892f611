import { dictionary } from '../lib/i18n'

/** The strings of the development landing block. */
export const landingStrings = dictionary({
  EN: {
    viewDevelopment: 'View development',
    keyFigures: 'Key figures',
    askAbout: 'Ask about {name}',
  },
  ID: {
    viewDevelopment: 'Lihat pengembangan',
    keyFigures: 'Angka utama',
    askAbout: 'Tanyakan tentang {name}',
  },
})
