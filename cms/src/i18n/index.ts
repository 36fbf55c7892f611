import { bookingTranslations } from './booking'

/** The admin's custom strings (Payload's `i18n.translations`, under `custom`), one module per part. */
export const customTranslations = {
  en: { custom: { ...bookingTranslations.en } },
  id: { custom: { ...bookingTranslations.id } },
}
