import { dictionary } from '../lib/i18n'

/** The strings of the heart that saves a development or a unit type. */
export const saveButtonStrings = dictionary({
  EN: {
    save: 'Save {title}',
    saveShort: 'Save',
  },
  ID: {
    save: 'Simpan {title}',
    saveShort: 'Simpan',
  },
})
