import { dictionary } from '../lib/i18n'

/** The strings of the draft preview screen. */
export const previewStrings = dictionary({
  EN: {
    title: 'Preview',
    draftNotice: 'Preview of a draft: only people signed in to the CMS see this.',
    publishedNotice: 'Preview of the published version: only people signed in to the CMS see this.',
    loading: 'Loading the draft…',
    denied: 'Sign in to the CMS admin to preview drafts.',
    missing: 'There is no draft to preview at this address.',
    failed: 'The draft could not be loaded. Please try again.',
  },
  ID: {
    title: 'Pratinjau',
    draftNotice: 'Pratinjau draf: hanya orang yang masuk ke CMS yang melihat ini.',
    publishedNotice: 'Pratinjau versi terbit: hanya orang yang masuk ke CMS yang melihat ini.',
    loading: 'Memuat draf…',
    denied: 'Masuk ke admin CMS untuk melihat pratinjau draf.',
    missing: 'Tidak ada draf untuk dipratinjau di alamat ini.',
    failed: 'Draf tidak dapat dimuat. Silakan coba lagi.',
  },
})
