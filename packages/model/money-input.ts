import type { Lang } from './index'

/** The digits of what the visitor typed in a money field: whole rupiah, separators dropped. */
export const digitsOf = (typed: string) => typed.replace(/\D/g, '')

/** Whole rupiah in groups of three with the language's separator: 1.250.000.000 (ID), 1,250,000,000 (EN). */
export const groupDigits = (digits: string, lang: Lang) =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ID' ? '.' : ',')

/** The caret's place in `formatted` that follows its first `count` digits (0: the start). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) if (/\d/.test(formatted[i]) && ++seen === count) return i + 1
  return formatted.length
}

/**
 * A money field's new shown value and caret after the visitor typed `typed` with the caret at
 * `caret`: the digits regrouped, the caret still after the same digits.
 */
export function regroup(typed: string, caret: number, lang: Lang) {
  const digits = digitsOf(typed)
  const shown = groupDigits(digits, lang)
  return { digits, shown, caret: caretAfterDigits(shown, digitsOf(typed.slice(0, caret)).length) }
}
