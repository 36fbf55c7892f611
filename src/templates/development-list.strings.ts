import { dictionary } from '../lib/i18n'

/** The strings of a list of developments by kind. */
export const developmentListPageStrings = dictionary({
  EN: {
    onTheMap: 'On the map',
  },
  ID: {
    onTheMap: 'Di peta',
  },
})
