import { dictionary } from '../lib/i18n'

/** The strings of rich text from the CMS. */
export const richTextStrings = dictionary({
  EN: {
    checklistDone: 'Done',
    checklistOpen: 'To do',
  },
  ID: {
    checklistDone: 'Selesai',
    checklistOpen: 'Belum',
  },
})
