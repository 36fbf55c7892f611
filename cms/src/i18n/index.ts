import { guards } from './guards'
import { pipelineTranslations } from './pipeline'

/**
 * The admin's own strings as Payload's custom translations (`i18n.translations` in
 * cms/src/payload.config.ts), one module per part of the admin, each with English and Indonesian:
 * the pipeline's read as `custom:<key>`, the editors' guards as `guards:<key>`.
 */
export const customTranslations = {
  en: { custom: { ...pipelineTranslations.en }, ...guards.en },
  id: { custom: { ...pipelineTranslations.id }, ...guards.id },
}

/** The shape of the custom strings, for `useTranslation<CustomTranslations, CustomTranslationKeys>()`. */
export type CustomTranslations = typeof customTranslations.en
export type CustomTranslationKeys =
  `guards:${keyof typeof guards.en.guards}` | `custom:${keyof typeof pipelineTranslations.en}`

/** A custom string in the language of `t` (Payload's, typed for its own keys), its {{placeholders}} filled. */
export const customText = (t: unknown, key: CustomTranslationKeys, values?: Record<string, string>): string =>
  (t as (key: string, values?: Record<string, string>) => string)(key, values)

/** A field's label or description from the custom strings, in the admin's language. */
export const adminText =
  (key: CustomTranslationKeys) =>
  ({ t }: { t: unknown }): string =>
    customText(t, key)
