import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  dictionary,
  formatDate,
  formatNumber,
  formatPrice,
  formatPriceShort,
  kindLabel,
  langStorageKey,
  languages,
  localeOf,
  sharedStrings,
  storedLang,
  t,
  translator,
  type Dictionary,
} from '../../src/lib/i18n'

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
  expect(
    storedLang({
      getItem: () => {
        throw new Error('blocked')
      },
    }),
  ).toBeNull()
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

/** Every `.strings.ts` file under src/, and the source files that may read its dictionaries. */
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    )
const srcFiles = sourceFiles(path.resolve('src'))
const dictionaryFiles = srcFiles.filter((f) => f.endsWith('.strings.ts'))

/** Each dictionary by name (its export), with the file that defines it. */
const allDictionaries = () => {
  const found: { name: string; file: string; strings: Dictionary }[] = [
    { name: 'sharedStrings', file: path.resolve('src/lib/i18n.ts'), strings: sharedStrings },
  ]
  for (const file of dictionaryFiles) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each dictionary file found on disk is loaded as it is found, synchronously
    for (const [name, strings] of Object.entries(require(file) as Record<string, unknown>))
      found.push({ name, file, strings: strings as Dictionary })
  }
  return found
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test('every dictionary has the same keys and placeholders in both languages, and no empty string', () => {
  const dictionaries = allDictionaries()
  expect(dictionaries.length).toBeGreaterThan(40)
  for (const { name, strings } of dictionaries) {
    const keys = Object.keys(strings.EN).sort()
    for (const lang of languages) {
      expect(Object.keys(strings[lang]).sort(), `${name} ${lang}`).toEqual(keys)
      for (const key of keys) {
        expect(strings[lang][key].trim(), `${name}.${key} ${lang}`).not.toBe('')
        expect(placeholders(strings[lang][key]), `${name}.${key} ${lang}`).toEqual(placeholders(strings.EN[key]))
      }
    }
  }
})

test('every key of a dictionary is read by a file that imports it', () => {
  const texts = new Map(srcFiles.map((f) => [f, fs.readFileSync(f, 'utf8')]))
  const unread: string[] = []
  for (const { name, file, strings } of allDictionaries()) {
    // The shared dictionary is read through `t` anywhere in src/, and in i18n.ts itself (category labels).
    const readers = [...texts].filter(
      ([f, text]) => f === file || name === 'sharedStrings' || new RegExp(`\\b${name}\\b`).test(text),
    )
    for (const key of Object.keys(strings.EN)) {
      // `kind_news` is read as `kind_${kind}`.
      const spelled = key.includes('_') ? `\`${key.slice(0, key.indexOf('_') + 1)}\${` : null
      if (!readers.some(([, text]) => text.includes(`'${key}'`) || (spelled && text.includes(spelled))))
        unread.push(`${name}.${key}`)
    }
  }
  expect(unread).toEqual([])
})

test('a dictionary whose languages differ in keys does not type-check', () => {
  // @ts-expect-error ID lacks `b`.
  dictionary({ EN: { a: 'A', b: 'B' }, ID: { a: 'A' } })
  // @ts-expect-error ID has a key EN lacks.
  dictionary({ EN: { a: 'A' }, ID: { a: 'A', b: 'B' } })
  const text = translator(dictionary({ EN: { hello: 'Hello {name}' }, ID: { hello: 'Halo {name}' } }))
  expect(text('ID', 'hello', { name: 'Ani' })).toBe('Halo Ani')
  // @ts-expect-error A key the dictionary lacks.
  text('EN', 'goodbye')
})

test('prices are formatted in the visitor language', () => {
  expect(formatPrice(1500000000, 'IDR', 'ID')).toMatch(/^Rp\s?1\.500\.000\.000$/)
  expect(formatPrice(1500000000, 'IDR', 'EN')).toContain('1,500,000,000')
  // Each language and currency keeps a formatter of its own.
  expect(formatPrice(2500, 'USD', 'EN')).toBe('$2,500')
  expect(formatPrice(1500000000, 'IDR', 'ID')).toMatch(/^Rp\s?1\.500\.000\.000$/)
})

test('rupiah and plain numbers are written as Intl.NumberFormat writes them, without making one', () => {
  // Amounts of every size, halves at each rounding place, carries (9.995), and a fixed seed's randoms.
  let seed = 20261130
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const values = [0, 1, 9, 10, 999, 1000, 1234.5, 9999.5, 0.5, 1.5, 2.5, 1.005, 1.255, 1.45, 9.995, 99.95, 0.0005]
  for (let digits = 1; digits <= 15; digits++) values.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 0.5)
  for (let i = 0; i < 500; i++) {
    const magnitude = 10 ** Math.floor(random() * 13)
    values.push(Math.round(random() * magnitude * 10_000) / 10_000, Math.round(random() * magnitude))
  }
  const made = { NumberFormat: 0 }
  const RealNumberFormat = Intl.NumberFormat
  const intl = (lang: 'EN' | 'ID', options: Intl.NumberFormatOptions) =>
    new RealNumberFormat(lang === 'ID' ? 'id-ID' : 'en-US', options)
  Intl.NumberFormat = new Proxy(RealNumberFormat, {
    construct(target, args) {
      made.NumberFormat++
      return Reflect.construct(target, args)
    },
  })
  const differ: string[] = []
  const same = (ours: string, theirs: string, what: string) =>
    ours === theirs || differ.push(`${what}: ${ours} ≠ ${theirs}`)
  try {
    for (const lang of ['EN', 'ID'] as const) {
      const rupiah = intl(lang, { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 })
      const plain = intl(lang, {})
      const short = [intl(lang, { maximumFractionDigits: 2 }), intl(lang, { maximumFractionDigits: 1 })]
      for (const value of values) {
        same(formatPrice(value, 'IDR', lang), rupiah.format(value), `price ${value} ${lang}`)
        same(formatNumber(value, lang), plain.format(value), `number ${value} ${lang}`)
        if (value >= 1_000_000) {
          const billions = value >= 1_000_000_000
          const amount = (billions ? short[0] : short[1]).format(value / (billions ? 1e9 : 1e6))
          const suffix = lang === 'EN' ? (billions ? 'bn' : 'mn') : billions ? 'M' : 'jt'
          same(
            formatPriceShort(value, lang),
            `${lang === 'EN' ? 'IDR ' : 'Rp'}${amount} ${suffix}`,
            `short ${value} ${lang}`,
          )
        }
      }
    }
    expect(differ).toEqual([])
    expect(made.NumberFormat, 'formatters made for the rupiah and plain numbers').toBe(0)
    // Another currency, and a negative amount, are Intl's.
    expect(formatPrice(-1250.5, 'IDR', 'ID')).toBe(
      intl('ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(-1250.5),
    )
    expect(formatPrice(2500, 'EUR', 'EN')).toBe('€2,500')
  } finally {
    Intl.NumberFormat = RealNumberFormat
  }
})

test('dates are formatted in the visitor language, whatever language came before', () => {
  for (let i = 0; i < 2; i++) {
    expect(formatDate('2026-03-05T23:30:00.000Z', 'EN')).toBe('5 March 2026')
    expect(formatDate('2026-03-05T23:30:00.000Z', 'ID')).toBe('5 Maret 2026')
  }
})

test("dates read as Intl.DateTimeFormat writes them for en-GB and id-ID, on every month and across a year's end", () => {
  const intl = { EN: 'en-GB', ID: 'id-ID' } as const
  for (const lang of ['EN', 'ID'] as const) {
    const expected = new Intl.DateTimeFormat(intl[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let month = 0; month < 12; month++) {
      for (const iso of [
        new Date(Date.UTC(2026, month, 1)).toISOString(),
        new Date(Date.UTC(2025, month, 28, 23, 59)).toISOString(),
      ]) {
        expect(formatDate(iso, lang)).toBe(expected.format(new Date(iso)))
      }
    }
    expect(formatDate('1999-12-31T23:59:59.999Z', lang)).toBe(expected.format(new Date('1999-12-31T23:59:59.999Z')))
  }
})
