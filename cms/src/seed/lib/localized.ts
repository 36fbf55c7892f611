import { createHash } from 'node:crypto'

/**
 * Seed content is written once, with both languages side by side: `t('English', 'Indonesia')`
 * marks a localized value. `pick(template, 'en')` turns a template into the data of one locale.
 */
export type Locale = 'en' | 'id'
export const locales: Locale[] = ['en', 'id']

const LOC = Symbol('localized')

export type Localized<T = unknown> = { readonly [LOC]: true; readonly en: T; readonly id: T }

export const t = <T>(en: T, id: T): Localized<T> => ({ [LOC]: true, en, id })

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[LOC] === true

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype

/** Lexical editor state: left exactly as built (its arrays are not rows). */
const isRichText = (value: unknown): boolean => isPlainObject(value) && isPlainObject(value.root)

/** The data of one locale: every `t(en, id)` replaced by its `en` or `id` side. */
export function pick<T = unknown>(value: unknown, locale: Locale): T {
  if (isLocalized(value)) return pick(value[locale], locale)
  if (Array.isArray(value)) return value.map((v) => pick(v, locale)) as T
  if (isRichText(value)) return value as T
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = pick(v, locale)
    return out as T
  }
  return value as T
}

/** Whether a template holds any localized value (otherwise one write is enough). */
export function hasLocalized(value: unknown): boolean {
  if (isLocalized(value)) return true
  if (Array.isArray(value)) return value.some(hasLocalized)
  if (isPlainObject(value) && !isRichText(value)) return Object.values(value).some(hasLocalized)
  return false
}

/** A stable 24-hex id (the shape Payload gives array rows and blocks). */
export const stableId = (...parts: (string | number)[]) =>
  createHash('sha1').update(parts.join('/')).digest('hex').slice(0, 24)

/**
 * Gives every array row and block of a template a stable `id` derived from the document key and
 * the row's path. Both locales then write the same rows, so the Indonesian update keeps the
 * English values of localized fields inside arrays, and a re-run updates rows in place. A
 * localized array's rows (a t() of two lists) are each language's own, with ids of their own.
 */
export function withRowIds<T>(template: T, docKey: string): T {
  const walk = (value: unknown, path: string): unknown => {
    // A localized array (t() around rows) keeps each language's rows in one table: ids per language.
    if (isLocalized(value))
      return Array.isArray(value.en)
        ? t(walk(value.en, `${path}@en`), walk(value.id, `${path}@id`))
        : t(walk(value.en, path), walk(value.id, path))
    if (Array.isArray(value)) {
      return value.map((row, i) => {
        if (!isPlainObject(row) || isRichText(row)) return walk(row, `${path}.${i}`)
        const withId = walk(row, `${path}.${i}`) as Record<string, unknown>
        return { id: stableId(docKey, path, i), ...withId }
      })
    }
    if (isRichText(value)) return value
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(value)) out[k] = walk(v, path ? `${path}.${k}` : k)
      return out
    }
    return value
  }
  return walk(template, '') as T
}
