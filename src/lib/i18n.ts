import {
  accessModes,
  allDevelopments,
  choiceLabel,
  developmentKinds,
  developmentStatuses,
  languages,
  newsCategories as newsCategoryChoices,
  type Lang,
} from '@lestari/model'

export { languages, type Lang }
export const defaultLang: Lang = 'EN'
export const langStorageKey = 'bsd-lang'

/** The CMS's locale code of a site language. */
export const localeOf = (lang: Lang) => lang.toLowerCase() as 'en' | 'id'

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)

/** The language the visitor chose earlier in this browser session, if any. */
export const storedLang = (storage: Pick<Storage, 'getItem'> | undefined): Lang | null => {
  try {
    const stored = storage?.getItem(langStorageKey)
    return isLang(stored) ? stored : null
  } catch {
    return null
  }
}

/**
 * The strings of one screen or component in both languages. Each lives in a `.strings.ts` file
 * beside what shows it, so a page's scripts carry only the strings of what it renders
 * (docs/decisions/browser-runtime.md, "Strings by screen").
 */
export type Dictionary<Key extends string = string> = Record<Lang, Record<Key, string>>
/** The keys of a dictionary. */
export type StringKey<D> = D extends Dictionary<infer Key> ? Key : never

/** A dictionary, checked to have the same keys in both languages. */
export const dictionary = <Key extends string>(strings: {
  EN: Record<Key, string>
  ID: NoInfer<Record<Key, string>>
}): Dictionary<Key> => strings

/** Reads a dictionary: a message in the given language, its `{name}` placeholders filled from `values`. */
export const translator =
  <Key extends string>(strings: Dictionary<Key>) =>
  (lang: Lang, key: Key, values?: Record<string, string | number>): string =>
    fillMessage(strings[lang][key], values)

/**
 * The strings of the layout that every page shows (header, footer, notices, the page that failed to
 * load) and of words many screens name; every other screen's strings live beside it.
 */
export const sharedStrings = dictionary({
  EN: {
    skipToContent: 'Skip to content',
    login: 'Log in',
    search: 'Search',
    searchTheSite: 'Search the site',
    mainNavigation: 'Main navigation',
    menu: 'Menu',
    whatsAppNumber: 'WhatsApp {number}',
    switchLanguage: 'Bahasa Indonesia',
    switchLanguageShort: 'ID',
    news: 'News',
    developments: 'Developments',
    backHome: 'Back to the home page',
    home: 'Home',
    followUs: 'Follow us',
    updateReady: 'A new version of this site is ready.',
    showNewVersion: 'Show the new version',
    offlineNotice: 'You are offline. Pages you have already visited still work.',
    pageFailed: 'This page could not be loaded.',
    pageFailedOffline: 'You are offline and this page has not been saved on this device yet.',
    savedPages: 'Pages saved on this device',
    tryAgain: 'Try again',
    loadingPage: 'Loading the page…',
    announcement: 'Announcement',
    closeAnnouncement: 'Close the announcement',
  },
  ID: {
    skipToContent: 'Langsung ke konten',
    login: 'Masuk',
    search: 'Cari',
    searchTheSite: 'Cari di situs',
    mainNavigation: 'Navigasi utama',
    menu: 'Menu',
    whatsAppNumber: 'WhatsApp {number}',
    switchLanguage: 'English',
    switchLanguageShort: 'EN',
    news: 'Berita',
    developments: 'Pengembangan',
    backHome: 'Kembali ke beranda',
    home: 'Beranda',
    followUs: 'Ikuti kami',
    updateReady: 'Versi baru situs ini sudah siap.',
    showNewVersion: 'Tampilkan versi baru',
    offlineNotice: 'Anda sedang offline. Halaman yang sudah pernah dikunjungi tetap bisa dibuka.',
    pageFailed: 'Halaman ini tidak dapat dimuat.',
    pageFailedOffline: 'Anda sedang offline dan halaman ini belum tersimpan di perangkat ini.',
    savedPages: 'Halaman yang tersimpan di perangkat ini',
    tryAgain: 'Coba lagi',
    loadingPage: 'Memuat halaman…',
    announcement: 'Pengumuman',
    closeAnnouncement: 'Tutup pengumuman',
  },
})

export type MessageKey = StringKey<typeof sharedStrings>
/** `{name}` placeholders of a message filled from `values` (unknown ones left as they are). */
export const fillMessage = (message: string, values?: Record<string, string | number>): string =>
  values ? message.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : message
/** A message of the shared dictionary in the given language; `{name}` placeholders are filled from `values`. */
export const t = translator(sharedStrings)

/**
 * One Intl formatter per kind, language and currency, made on first use: making one costs far more
 * than formatting with it (at 10,000 items making a formatter for each price or date was 8 % of
 * rendering the site's HTML).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
export function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined
  if (!made) formatters.set(key, (made = make()))
  return made
}

const monthNames: Record<Lang, string[]> = {
  EN: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ID: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
}

/**
 * A date as `5 March 2026` / `5 Maret 2026` (its UTC day), what Intl.DateTimeFormat gives for
 * en-GB and id-ID, spelled out here: a browser's first Intl.DateTimeFormat loads its time zone data,
 * 30 to 35 ms of the main thread on this machine's Chromium, in the middle of a page's start.
 */
export const formatDate = (iso: string, lang: Lang) => {
  const date = new Date(iso)
  return `${date.getUTCDate()} ${monthNames[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * Numbers as Intl.NumberFormat writes them for en-US and id-ID, spelled out here for the rupiah and
 * plain decimals: a page's first Intl.NumberFormat loads the browser's number data, 70 to 180 ms of
 * an emulated phone's main thread (4x slowdown) in the middle of hydrating a page with prices.
 * Rounded as Intl rounds (half away from zero, on the number's shortest decimal spelling, so 1.255
 * to two places is 1.26). Other currencies, negative amounts and exponent spellings go to Intl
 * (tests/unit/i18n.spec.ts compares the two over many values).
 */
const separators: Record<Lang, { group: string; decimal: string }> = {
  EN: { group: ',', decimal: '.' },
  ID: { group: '.', decimal: ',' },
}
const rupiahPrefix: Record<Lang, string> = { EN: 'IDR\u00a0', ID: 'Rp\u00a0' }

function decimalSpelling(value: number, maxFraction: number, lang: Lang): string | null {
  const written = String(value)
  if (!(value >= 0) || !Number.isFinite(value) || /e/i.test(written)) return null
  let [whole, fraction = ''] = written.split('.')
  if (fraction.length > maxFraction) {
    const up = fraction.charCodeAt(maxFraction) >= 53 // '5'
    fraction = fraction.slice(0, maxFraction)
    if (up) {
      const digits = whole + fraction
      let i = digits.length - 1
      while (i >= 0 && digits[i] === '9') i--
      const carried =
        (i < 0 ? '1' : digits.slice(0, i) + String(Number(digits[i]) + 1)) + '0'.repeat(digits.length - 1 - i)
      whole = carried.slice(0, carried.length - fraction.length)
      fraction = carried.slice(carried.length - fraction.length)
    }
  }
  fraction = fraction.replace(/0+$/, '')
  const { group, decimal } = separators[lang]
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return fraction ? `${grouped}${decimal}${fraction}` : grouped
}

export const formatPrice = (value: number, currency = 'IDR', lang: Lang = 'EN') => {
  const spelled = currency === 'IDR' ? decimalSpelling(value, 0, lang) : null
  if (spelled !== null) return rupiahPrefix[lang] + spelled
  return formatter(
    `price ${lang} ${currency}`,
    () =>
      new Intl.NumberFormat(lang === 'ID' ? 'id-ID' : 'en-US', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }),
  ).format(value)
}

/** A budget in rupiah, short: "IDR 1.5B" (EN), "Rp 1,5 M" (ID). */
export const formatBudget = (value: number, lang: Lang) =>
  formatter(
    `budget ${lang}`,
    () =>
      new Intl.NumberFormat(lang === 'ID' ? 'id-ID' : 'en-US', {
        style: 'currency',
        currency: 'IDR',
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
  ).format(value)

const shortUnits = {
  EN: { prefix: 'IDR ', billions: ' bn', millions: ' mn' },
  ID: { prefix: 'Rp', billions: ' M', millions: ' jt' },
} as const

/**
 * A price on a card, as each language writes it short: "IDR 1.25 bn", "IDR 650 mn", "IDR 8.4 mn"
 * (English) and "Rp1,25 M", "Rp650 jt", "Rp8,4 jt" (Indonesian: miliar, juta). Exact prices stay in
 * the unit tables and the calculator (formatPrice); amounts under a million and other currencies too.
 */
export function formatPriceShort(value: number, lang: Lang, currency = 'IDR'): string {
  if (currency !== 'IDR' || Math.abs(value) < 1_000_000) return formatPrice(value, currency, lang)
  const units = shortUnits[lang]
  const billions = Math.abs(value) >= 1_000_000_000
  const scaled = value / (billions ? 1_000_000_000 : 1_000_000)
  const amount =
    decimalSpelling(scaled, billions ? 2 : 1, lang) ??
    formatter(
      `price short ${lang} ${billions}`,
      () => new Intl.NumberFormat(lang === 'ID' ? 'id-ID' : 'en-US', { maximumFractionDigits: billions ? 2 : 1 }),
    ).format(scaled)
  return `${units.prefix}${amount}${billions ? units.billions : units.millions}`
}

/** A number with up to three decimals, as Intl.NumberFormat's default writes it. */
export const formatNumber = (value: number, lang: Lang) =>
  decimalSpelling(value, 3, lang) ??
  formatter(`number ${lang}`, () => new Intl.NumberFormat(lang === 'ID' ? 'id-ID' : 'en-US')).format(value)

/** News categories (@lestari/model), in the CMS's order. */
export const newsCategories = newsCategoryChoices.map((c) => c.value)
/** A news category's name; an unknown category stays as it is. */
export const categoryLabel = (category: string, lang: Lang) =>
  choiceLabel(newsCategoryChoices, category, localeOf(lang))

/** The name of a development kind or of the list of all of them (`details`); an unknown kind stays as it is. */
export const kindLabel = (kind: string | null | undefined, lang: Lang) =>
  choiceLabel([...developmentKinds, allDevelopments], kind, localeOf(lang))

/** The name of a development's status (planning, construction...); an unknown status stays as it is. */
export const statusLabel = (status: string | null | undefined, lang: Lang) =>
  choiceLabel(developmentStatuses, status, localeOf(lang))

/** How an access route reaches the city (road, toll road, train...); an unknown mode stays as it is. */
export const accessModeLabel = (mode: string | null | undefined, lang: Lang) =>
  choiceLabel(accessModes, mode, localeOf(lang))
