import { dictionary } from '../lib/i18n'

/** The strings of the table of a development's unit types. */
export const unitTypesTableStrings = dictionary({
  EN: {
    compare: 'Compare',
    compareUnit: 'Compare {name}',
    enquire: 'Enquire',
    enquireAbout: 'Enquire about {name}',
  },
  ID: {
    compare: 'Bandingkan',
    compareUnit: 'Bandingkan {name}',
    enquire: 'Tanyakan',
    enquireAbout: 'Tanyakan tentang {name}',
  },
})
