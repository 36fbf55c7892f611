/** Languages of the site. 'EN' is the default and lives at the root; 'ID' under /id/. */
export const languages = ['EN', 'ID'] as const
export type Lang = (typeof languages)[number]
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

const strings = {
  EN: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    switchLanguage: 'Bahasa Indonesia',
    switchLanguageShort: 'ID',
    news: 'News',
    latestNews: 'Latest news',
    allNews: 'All news',
    readMore: 'Read more',
    developments: 'Developments',
    featuredDevelopments: 'Featured developments',
    viewDevelopment: 'View development',
    published: 'Published',
    location: 'Location',
    address: 'Address',
    price: 'Price',
    from: 'from',
    landArea: 'Land area',
    status: 'Status',
    gallery: 'Gallery',
    unitTypes: 'Unit types',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    floors: 'Floors',
    buildingArea: 'Building area',
    nearbyFacilities: 'Nearby facilities',
    brochures: 'Brochures',
    download: 'Download',
    enquire: 'Enquire about this development',
    page: 'Page',
    previous: 'Previous',
    next: 'Next',
    notFoundTitle: 'Page not found',
    notFoundText: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    backHome: 'Back to the home page',
    home: 'Home',
    followUs: 'Follow us',
  },
  ID: {
    skipToContent: 'Langsung ke konten',
    mainNavigation: 'Navigasi utama',
    switchLanguage: 'English',
    switchLanguageShort: 'EN',
    news: 'Berita',
    latestNews: 'Berita terbaru',
    allNews: 'Semua berita',
    readMore: 'Baca selengkapnya',
    developments: 'Pengembangan',
    featuredDevelopments: 'Pengembangan unggulan',
    viewDevelopment: 'Lihat pengembangan',
    published: 'Diterbitkan',
    location: 'Lokasi',
    address: 'Alamat',
    price: 'Harga',
    from: 'mulai',
    landArea: 'Luas lahan',
    status: 'Status',
    gallery: 'Galeri',
    unitTypes: 'Tipe unit',
    bedrooms: 'Kamar tidur',
    bathrooms: 'Kamar mandi',
    floors: 'Lantai',
    buildingArea: 'Luas bangunan',
    nearbyFacilities: 'Fasilitas terdekat',
    brochures: 'Brosur',
    download: 'Unduh',
    enquire: 'Tanyakan tentang pengembangan ini',
    page: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundText: 'Kami tidak dapat menemukan halaman yang Anda cari. Halaman mungkin telah dipindahkan, atau alamatnya salah ketik.',
    backHome: 'Kembali ke beranda',
    home: 'Beranda',
    followUs: 'Ikuti kami',
  },
} satisfies Record<Lang, Record<string, string>>

export type MessageKey = keyof (typeof strings)['EN']
export const t = (lang: Lang, key: MessageKey): string => strings[lang][key]

export const formatDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ID' ? 'id-ID' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))

export const formatPrice = (value: number, currency = 'IDR', lang: Lang = 'EN') =>
  new Intl.NumberFormat(lang === 'ID' ? 'id-ID' : 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)

/** Names of the development kinds, the segments of /development/{kind}/. */
const kindNames: Record<string, Record<Lang, string>> = {
  residential: { EN: 'Residential', ID: 'Hunian' },
  commercial: { EN: 'Commercial', ID: 'Komersial' },
  office: { EN: 'Office', ID: 'Perkantoran' },
  industrial: { EN: 'Industrial', ID: 'Industri' },
  hospitalities: { EN: 'Hospitality', ID: 'Perhotelan' },
  'future-developments': { EN: 'Future developments', ID: 'Pengembangan mendatang' },
  details: { EN: 'All developments', ID: 'Semua pengembangan' },
}

export const kindLabel = (kind: string | null | undefined, lang: Lang) => (kind && kindNames[kind]?.[lang]) || kind || ''
