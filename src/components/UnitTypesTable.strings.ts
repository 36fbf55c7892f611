import { dictionary } from '../lib/i18n'

/** The strings of the table of a development's unit types. */
export const unitTypesTableStrings = dictionary({
  EN: {
    compare: 'Compare',
    enquire: 'Enquire',
    enquireAbout: 'Enquire about {name}',
  },
  ID: {
    compare: 'Bandingkan',
    enquire: 'Tanyakan',
    enquireAbout: 'Tanyakan tentang {name}',
  },
})
