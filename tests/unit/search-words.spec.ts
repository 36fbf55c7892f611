import { expect, test } from '@playwright/test'
import {
  affordableHomeMaxPrice,
  affordableWords,
  broadQueryKindOrder,
  broadQueryPages,
  isAffordableHome,
  isBroadQuery,
  maxQueryAlternatives,
  queryAlternatives,
  searchKinds,
  defaultSearchSynonyms,
} from '../../src/lib/search'
import { synonymGroupsError, synonymGroupsFrom, synonymRowsOf, synonymWordsError } from '@lestari/model/search-words'
import { languages } from '../../src/lib/i18n'

test('a word with synonyms is searched with each of them, the query as typed first', () => {
  expect(queryAlternatives('Rumah Bogor', 'ID')).toEqual({
    queries: ['rumah bogor', 'hunian bogor', 'perumahan bogor', 'residensial bogor', 'house bogor', 'home bogor'],
    affordable: false,
    homes: true,
  })
  expect(queryAlternatives('lake', 'EN')).toEqual({ queries: ['lake'], affordable: false, homes: false })
})

test("a buyer's words of the other language are searched too: rumah on the English site, house on the Indonesian", () => {
  expect(queryAlternatives('rumah', 'EN').queries).toEqual(expect.arrayContaining(['rumah', 'home', 'house']))
  expect(queryAlternatives('rumah', 'EN').homes).toBe(true)
  expect(queryAlternatives('ruko', 'EN').queries).toContain('shophouse')
  expect(queryAlternatives('harga', 'EN').queries).toContain('price')
  expect(queryAlternatives('cicilan', 'EN')).toMatchObject({ homes: false })
  expect(queryAlternatives('cicilan', 'EN').queries).toContain('mortgage')
  expect(queryAlternatives('house', 'ID').queries).toContain('rumah')
  expect(queryAlternatives('shophouse', 'ID').queries).toContain('ruko')
  expect(queryAlternatives('mortgage', 'ID').queries).toContain('kpr')
})

test('a synonym that a shorter one begins is not searched again: Pagefind matches words by their start', () => {
  expect(queryAlternatives('rumah', 'EN').queries).toEqual([
    'rumah',
    'home',
    'house',
    'residential',
    'residence',
    'hunian',
  ])
  // The word typed too, when a synonym begins it.
  expect(queryAlternatives('homes', 'EN').queries).not.toContain('homes')
  expect(queryAlternatives('homes', 'EN').queries).toContain('home')
  expect(queryAlternatives('apartments', 'EN').queries[0]).toBe('apartment')
})

test('price words ask for affordable homes instead of being searched', () => {
  expect(queryAlternatives('rumah murah', 'ID')).toMatchObject({
    queries: ['rumah', 'hunian', 'perumahan', 'residensial', 'house', 'home'],
    affordable: true,
  })
  expect(queryAlternatives('murah', 'ID')).toEqual({ queries: [''], affordable: true, homes: false })
  expect(queryAlternatives('cheap homes', 'EN').affordable).toBe(true)
})

test('a query of many synonyms is searched at most maxQueryAlternatives times', () => {
  const { queries } = queryAlternatives('rumah apartemen kantor tanah', 'ID')
  expect(queries.length).toBe(maxQueryAlternatives)
  expect(queries[0]).toBe('rumah apartemen kantor tanah')
})

test('each word is in one synonym group at most, in lower case, and no price word is a synonym', () => {
  for (const lang of languages) {
    const words = defaultSearchSynonyms[lang].flatMap((group) => group.words)
    expect(new Set(words).size).toBe(words.length)
    expect(words.every((w) => w === w.toLocaleLowerCase() && !/\s/.test(w))).toBe(true)
    expect(words.filter((w) => affordableWords[lang].includes(w))).toEqual([])
  }
})

test("the editors' groups from the CMS replace the defaults; an empty list keeps the defaults", () => {
  const rows = [
    { words: ' Sekolah, school ,SCHOOLS, school', homes: false },
    { words: 'villa, rumah', homes: true },
  ]
  const groups = synonymGroupsFrom(rows, 'EN')
  expect(groups).toEqual([
    { words: ['sekolah', 'school', 'schools'], homes: false },
    { words: ['villa', 'rumah'], homes: true },
  ])
  expect(queryAlternatives('sekolah', 'EN', groups)).toEqual({
    queries: ['sekolah', 'school'],
    affordable: false,
    homes: false,
  })
  // "house" is in the defaults' home group only: the CMS's list decides.
  expect(queryAlternatives('house', 'EN', groups).queries).toEqual(['house'])
  expect(queryAlternatives('villa', 'EN', groups).homes).toBe(true)
  expect(synonymGroupsFrom([], 'ID')).toEqual(defaultSearchSynonyms.ID)
  expect(synonymGroupsFrom(null, 'EN')).toEqual(defaultSearchSynonyms.EN)
  // The field's default value reads back as the defaults.
  for (const lang of languages)
    expect(synonymGroupsFrom(synonymRowsOf(lang), lang)).toEqual(
      defaultSearchSynonyms[lang].map((g) => ({ words: g.words, homes: Boolean(g.homes) })),
    )
})

test("a synonym group the CMS refuses names why, in the editor's language", () => {
  expect(synonymWordsError('rumah, house', 'EN', 'en')).toBeNull()
  expect(synonymWordsError('rumah', 'EN', 'en')).toMatch(/at least two words/)
  expect(synonymWordsError('rumah,', 'ID', 'id')).toMatch(/minimal dua kata/)
  expect(synonymWordsError('rumah, rumah susun', 'ID', 'en')).toMatch(/"rumah susun" is more than one word/)
  expect(synonymWordsError('rumah, murah', 'ID', 'en')).toMatch(/"murah" is a price word/)
  expect(synonymWordsError(`rumah, ${'x'.repeat(41)}`, 'EN', 'en')).toMatch(/at most 40 characters/)
  expect(synonymWordsError(Array.from({ length: 13 }, (_, i) => `w${i}`).join(','), 'EN', 'en')).toMatch(/at most 12/)
  expect(synonymGroupsError([{ words: 'home, rumah' }, { words: 'House, Rumah' }], 'en')).toBe(
    '"rumah" is in more than one group',
  )
  expect(synonymGroupsError(synonymRowsOf('ID'), 'en')).toBeNull()
})

test('an affordable home is a residential development priced in rupiah from affordableHomeMaxPrice or less', () => {
  expect(isAffordableHome('residential', { min: affordableHomeMaxPrice, currency: 'IDR' })).toBe(true)
  expect(isAffordableHome('residential', { min: 650_000_000 })).toBe(true)
  expect(isAffordableHome('residential', { min: affordableHomeMaxPrice + 1, currency: 'IDR' })).toBe(false)
  expect(isAffordableHome('commercial', { min: 350_000_000, currency: 'IDR' })).toBe(false)
  expect(isAffordableHome('residential', { min: 90_000, currency: 'USD' })).toBe(false)
  expect(isAffordableHome('residential', null)).toBe(false)
})

test('a query is broad over broadQueryPages pages, or over half of a small index', () => {
  expect(isBroadQuery(broadQueryPages, 20_000)).toBe(false)
  expect(isBroadQuery(broadQueryPages + 1, 20_000)).toBe(true)
  expect(isBroadQuery(150, 300)).toBe(false)
  expect(isBroadQuery(151, 300)).toBe(true)
  expect(isBroadQuery(0, 0)).toBe(false)
  expect([...broadQueryKindOrder].sort()).toEqual([...searchKinds].sort())
})
