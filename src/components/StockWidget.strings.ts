import { dictionary } from '../lib/i18n'

/** The strings of the share prices widget. */
export const stockStrings = dictionary({
  EN: {
    sharePrices: 'Share prices',
    updatedAt: 'Updated at {time}',
    unavailable: 'Prices cannot be updated right now.',
  },
  ID: {
    sharePrices: 'Harga saham',
    updatedAt: 'Diperbarui pukul {time}',
    unavailable: 'Harga tidak dapat diperbarui saat ini.',
  },
})
