import { dictionary } from '../lib/i18n'

/** The strings of a list of developments by kind. */
export const developmentListPageStrings = dictionary({
  EN: {
    onTheMap: 'On the map',
    homesForSale: 'Homes for sale',
  },
  ID: {
    onTheMap: 'Di peta',
    homesForSale: 'Rumah dijual',
  },
})
