import { dictionary } from '../lib/i18n'

/** The strings of the share links. */
export const shareStrings = dictionary({
  EN: {
    share: 'Share',
    shareOn: 'Share on {network}',
    copyLink: 'Copy link',
    linkCopied: 'Link copied.',
    copyThisAddress: 'Copy this address: {url}',
  },
  ID: {
    share: 'Bagikan',
    shareOn: 'Bagikan ke {network}',
    copyLink: 'Salin tautan',
    linkCopied: 'Tautan telah disalin.',
    copyThisAddress: 'Salin alamat ini: {url}',
  },
})
