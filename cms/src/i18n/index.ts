import type { DefaultTranslationKeys, NestedKeysStripped, TFunction } from '@payloadcms/translations'
import { language } from './language'

/**
 * The admin's own texts, beside Payload's, in each language the admin offers (config
 * `i18n.translations`): every piece of the admin keeps its texts in a module of its own, `{ en, id }`,
 * listed here. Read them with `t('custom:<key>')`: `useTranslation<AdminTexts, AdminTextKey>()` in
 * client components, the `i18n` prop (typed `AdminI18n`) in server components.
 */
const pieces = [language]

const merged = <L extends 'en' | 'id'>(lang: L) =>
  Object.assign({}, ...pieces.map((piece) => piece[lang])) as (typeof pieces)[number][L]

export const adminTranslations = {
  en: { custom: merged('en') },
  id: { custom: merged('id') },
}

export type AdminTexts = typeof adminTranslations.en
export type AdminTextKey = NestedKeysStripped<AdminTexts>

/** Payload's `t` with the site's own keys too (a label or description function gets the plain one). */
export type AdminT = TFunction<AdminTextKey | DefaultTranslationKeys>
