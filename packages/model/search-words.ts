import type { Labels, Lang, Locale } from './index'

/**
 * Words a visitor types for the same thing, searched as one: a query with one of them finds pages
 * with any of them (Pagefind stems each language's words itself: "perumahan" finds "rumah"...).
 * Per language, as each language has its own index, and both ways: buyers type Indonesian words
 * on the English site ("rumah", "ruko", "KPR") and English ones on the Indonesian site. `homes`
 * groups name a home: a query with one of them lists developments first, so "rumah" does not open
 * on a hospital (Rumah Sakit).
 *
 * Editors keep the list in the CMS (site settings, Search tab: `searchSynonyms`, one list per
 * language); these are its defaults, and the list the site searches with while the CMS's is empty.
 * Keep groups small: each word of a group is one more search of the index for a query with it
 * (src/lib/pagefind.ts).
 */
export type SynonymGroup = { readonly words: readonly string[]; readonly homes?: boolean }

export const defaultSearchSynonyms: Record<Lang, readonly SynonymGroup[]> = {
  EN: [
    { words: ['home', 'homes', 'house', 'houses', 'residential', 'residence', 'rumah', 'hunian'], homes: true },
    { words: ['apartment', 'apartments', 'condominium', 'condo', 'apartemen'], homes: true },
    { words: ['shophouse', 'shophouses', 'ruko'], homes: true },
    { words: ['office', 'workspace', 'coworking', 'kantor'] },
    { words: ['mortgage', 'kpr', 'instalment', 'installment', 'cicilan'] },
    { words: ['price', 'prices', 'harga'] },
  ],
  ID: [
    { words: ['rumah', 'hunian', 'perumahan', 'residensial', 'house', 'home', 'homes'], homes: true },
    { words: ['apartemen', 'apartment', 'kondominium'], homes: true },
    { words: ['ruko', 'rukan', 'shophouse'], homes: true },
    { words: ['kantor', 'perkantoran', 'office'] },
    { words: ['kavling', 'kaveling', 'tanah', 'lahan'] },
    { words: ['kpr', 'cicilan', 'angsuran', 'mortgage'] },
    { words: ['harga', 'price'] },
  ],
}

/**
 * Words that ask for a low price rather than name one: taken out of the words searched, they keep
 * the results to affordable homes (the `price:affordable` filter).
 */
export const affordableWords: Record<Lang, readonly string[]> = {
  EN: ['cheap', 'affordable', 'budget'],
  ID: ['murah', 'terjangkau', 'hemat'],
}

/** A group as the CMS stores it: its words in one text, separated by commas. */
export type SynonymRow = { words?: string | null; homes?: boolean | null }

export const synonymLimits = { wordsPerGroup: 12, wordLength: 40, groups: 40 } as const

/** The words of a stored group: lower case, trimmed, each once, empty ones dropped. */
export const synonymWordsOf = (text: string | null | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((word) => word.trim().replace(/\s+/gu, ' ').toLocaleLowerCase())
      .filter((word) => word.length > 0),
  ),
]

/** The groups to search with: the CMS's rows of a language, or the defaults when it has none. */
export function synonymGroupsFrom(rows: readonly SynonymRow[] | null | undefined, lang: Lang): SynonymGroup[] {
  const groups = (rows ?? [])
    .map((row) => ({ words: synonymWordsOf(row.words), homes: Boolean(row.homes) }))
    .filter((group) => group.words.length > 1)
  return groups.length > 0 ? groups : [...defaultSearchSynonyms[lang]]
}

/** The CMS's rows of a language's defaults (the field's default value). */
export const synonymRowsOf = (lang: Lang): { words: string; homes: boolean }[] =>
  defaultSearchSynonyms[lang].map((group) => ({ words: group.words.join(', '), homes: Boolean(group.homes) }))

const messages = {
  fewWords: {
    en: 'A group needs at least two words, separated by commas.',
    id: 'Satu grup perlu minimal dua kata, dipisahkan koma.',
  },
  manyWords: {
    en: `A group holds at most ${synonymLimits.wordsPerGroup} words.`,
    id: `Satu grup berisi paling banyak ${synonymLimits.wordsPerGroup} kata.`,
  },
  longWord: {
    en: `A word is at most ${synonymLimits.wordLength} characters long.`,
    id: `Satu kata paling panjang ${synonymLimits.wordLength} karakter.`,
  },
  space: {
    en: 'is more than one word: a synonym is searched for one word of a query',
    id: 'lebih dari satu kata: sinonim dicari untuk satu kata dalam pencarian',
  },
  priceWord: {
    en: 'is a price word (it asks for affordable homes) and cannot be a synonym',
    id: 'adalah kata harga (mencari hunian terjangkau) dan tidak bisa menjadi sinonim',
  },
  twice: {
    en: 'is in more than one group',
    id: 'ada di lebih dari satu grup',
  },
} satisfies Record<string, Labels>

/** Why a group's words cannot be saved, in the editor's language, or null when they can. */
export function synonymWordsError(text: string | null | undefined, lang: Lang, locale: Locale): string | null {
  const words = synonymWordsOf(text)
  if (words.length < 2) return messages.fewWords[locale]
  if (words.length > synonymLimits.wordsPerGroup) return messages.manyWords[locale]
  if (words.some((word) => word.length > synonymLimits.wordLength)) return messages.longWord[locale]
  const phrase = words.find((word) => word.includes(' '))
  if (phrase) return `"${phrase}" ${messages.space[locale]}`
  const price = words.find((word) => affordableWords[lang].includes(word))
  if (price) return `"${price}" ${messages.priceWord[locale]}`
  return null
}

/** Why a language's groups cannot be saved together (a word in two groups), or null. */
export function synonymGroupsError(rows: readonly SynonymRow[] | null | undefined, locale: Locale): string | null {
  const seen = new Set<string>()
  for (const row of rows ?? []) {
    for (const word of synonymWordsOf(row.words)) {
      if (seen.has(word)) return `"${word}" ${messages.twice[locale]}`
      seen.add(word)
    }
  }
  return null
}
