import { expect, test } from '@playwright/test'
import { formatDate, formatPrice, kindLabel, langStorageKey, localeOf, storedLang, t } from '../../src/lib/i18n'

const storage = (value: string | null) => ({ getItem: (key: string) => (key === langStorageKey ? value : null) })

test('the stored language is restored from sessionStorage key bsd-lang', () => {
  expect(langStorageKey).toBe('bsd-lang')
  expect(storedLang(storage('ID'))).toBe('ID')
  expect(storedLang(storage('EN'))).toBe('EN')
})

test('no choice or a bad value in storage means no stored language', () => {
  expect(storedLang(storage(null))).toBeNull()
  expect(storedLang(storage('fr'))).toBeNull()
  expect(storedLang(undefined)).toBeNull()
  expect(storedLang({ getItem: () => { throw new Error('blocked') } })).toBeNull()
})

test('site languages map to CMS locales', () => {
  expect(localeOf('EN')).toBe('en')
  expect(localeOf('ID')).toBe('id')
})

test('interface strings and development kinds exist in both languages', () => {
  expect(t('EN', 'news')).toBe('News')
  expect(t('ID', 'news')).toBe('Berita')
  expect(kindLabel('residential', 'ID')).toBe('Hunian')
  expect(kindLabel('unknown-kind', 'EN')).toBe('unknown-kind')
})

test('prices are formatted in the visitor language', () => {
  expect(formatPrice(1500000000, 'IDR', 'ID')).toMatch(/^Rp\s?1\.500\.000\.000$/)
  expect(formatPrice(1500000000, 'IDR', 'EN')).toContain('1,500,000,000')
  // Each language and currency keeps a formatter of its own.
  expect(formatPrice(2500, 'USD', 'EN')).toBe('$2,500')
  expect(formatPrice(1500000000, 'IDR', 'ID')).toMatch(/^Rp\s?1\.500\.000\.000$/)
})

test('dates are formatted in the visitor language, whatever language came before', () => {
  for (let i = 0; i < 2; i++) {
    expect(formatDate('2026-03-05T23:30:00.000Z', 'EN')).toBe('5 March 2026')
    expect(formatDate('2026-03-05T23:30:00.000Z', 'ID')).toBe('5 Maret 2026')
  }
})

test('dates read as Intl.DateTimeFormat writes them for en-GB and id-ID, on every month and across a year\'s end', () => {
  const intl = { EN: 'en-GB', ID: 'id-ID' } as const
  for (const lang of ['EN', 'ID'] as const) {
    const expected = new Intl.DateTimeFormat(intl[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let month = 0; month < 12; month++) {
      for (const iso of [new Date(Date.UTC(2026, month, 1)).toISOString(), new Date(Date.UTC(2025, month, 28, 23, 59)).toISOString()]) {
        expect(formatDate(iso, lang)).toBe(expected.format(new Date(iso)))
      }
    }
    expect(formatDate('1999-12-31T23:59:59.999Z', lang)).toBe(expected.format(new Date('1999-12-31T23:59:59.999Z')))
  }
})
