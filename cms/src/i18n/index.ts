import { guards } from './guards'

/**
 * The admin's own strings (Payload's custom translations, `t('guards:…')` in components and
 * labels), one module per part of the admin, each with English and Indonesian.
 */
export const customTranslations = {
  en: { ...guards.en },
  id: { ...guards.id },
}

/** The shape of the custom strings, for `useTranslation<CustomTranslations, CustomTranslationKeys>()`. */
export type CustomTranslations = typeof customTranslations.en
export type CustomTranslationKeys = `guards:${keyof typeof guards.en.guards}`

/** A custom string in the language of `t` (Payload's, typed for its own keys), its {{placeholders}} filled. */
export const customText = (t: unknown, key: CustomTranslationKeys, values?: Record<string, string>): string =>
  (t as (key: string, values?: Record<string, string>) => string)(key, values)

/** A field's label or description from the custom strings, in the admin's language. */
export const adminText =
  (key: CustomTranslationKeys) =>
  ({ t }: { t: unknown }): string =>
    customText(t, key)
