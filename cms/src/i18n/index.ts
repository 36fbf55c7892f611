import type { DefaultTranslationKeys, NestedKeysStripped, TFunction } from '@payloadcms/translations'
import { guards } from './guards'
import { language } from './language'
import { pipelineTranslations } from './pipeline'

/**
 * The admin's own texts, beside Payload's, in each language the admin offers (config
 * `i18n.translations`): every piece of the admin keeps its texts in a module of its own, `{ en, id }`,
 * listed here. Read them with `t('custom:<key>')` (the editors' guards: `t('guards:<key>')`):
 * `useTranslation<AdminTexts, AdminTextKey>()` in client components, the `i18n` prop (typed
 * `AdminI18n`) in server components.
 */
const en = { ...language.en, ...pipelineTranslations.en }
const id = { ...language.id, ...pipelineTranslations.id }

/** An empty list cell reads as a dash, not Payload's "<No Owner>" (general:noLabel), in either language. */
const emptyCell = { noLabel: '—' }

export const adminTranslations = {
  en: { custom: en, ...guards.en, general: emptyCell },
  id: { custom: id, ...guards.id, general: emptyCell },
}

export type AdminTexts = typeof adminTranslations.en
export type AdminTextKey = NestedKeysStripped<AdminTexts>

/** Payload's `t` with the site's own keys too (a label or description function gets the plain one). */
export type AdminT = TFunction<AdminTextKey | DefaultTranslationKeys>

/** The editors' guards' texts, for `useTranslation<CustomTranslations, CustomTranslationKeys>()`. */
export type CustomTranslations = AdminTexts
export type CustomTranslationKeys = `guards:${keyof typeof guards.en.guards}`

/** A custom string in the language of `t` (Payload's, typed for its own keys), its {{placeholders}} filled. */
export const customText = (t: unknown, key: CustomTranslationKeys, values?: Record<string, string>): string =>
  (t as (key: string, values?: Record<string, string>) => string)(key, values)

/** A field's label or description from the custom strings, in the admin's language. */
export const adminText =
  (key: CustomTranslationKeys) =>
  ({ t }: { t: unknown }): string =>
    customText(t, key)
