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
    // News, social media, subscriptions, accounts and search screens
    newsCategory: 'Category',
    allCategories: 'All news',
    category_company: 'Company',
    category_development: 'Development',
    category_community: 'Community',
    category_events: 'Events',
    relatedDevelopments: 'Related developments',
    ampNotice: 'This is the fast, lightweight version of this article.',
    fullVersion: 'Open the full article',
    rssFeed: 'News feed (RSS)',
    socialMedia: 'Social media',
    socialMediaIntro: 'Moments from around the city, as shared on our channels.',
    viewOriginalPost: 'View the original post',
    postedOn: 'Posted on',
    subscribe: 'Subscribe',
    subscribeTitle: 'Subscribe to our news',
    subscribeIntro: 'Get news about the city, its developments and events in your inbox. You can unsubscribe at any time.',
    subscribeProjectTitle: 'Updates on {name}',
    subscribeProjectIntro: 'Be the first to hear about new units, prices and progress of {name}.',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    passwordRepeat: 'Repeat the password',
    login: 'Log in',
    logout: 'Log out',
    register: 'Create an account',
    forgotPassword: 'Forgot your password?',
    forgotPasswordIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    sendResetLink: 'Send the link',
    resetPassword: 'Choose a new password',
    resetPasswordIntro: 'Choose a new password for your account.',
    savePassword: 'Save the password',
    save: 'Save changes',
    profile: 'Your profile',
    profileIntro: 'See and change the details of your account.',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    search: 'Search',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Developments, news, facilities…',
    searchResultsFor: 'Results for “{q}”',
    searchIntro: 'Find developments, news, facilities and pages.',
    notAvailableYet: 'This is not available yet. Please try again later.',
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
    // Berita, media sosial, langganan, akun dan pencarian
    newsCategory: 'Kategori',
    allCategories: 'Semua berita',
    category_company: 'Perusahaan',
    category_development: 'Pembangunan',
    category_community: 'Komunitas',
    category_events: 'Acara',
    relatedDevelopments: 'Pengembangan terkait',
    ampNotice: 'Ini adalah versi ringkas dan cepat dari artikel ini.',
    fullVersion: 'Buka artikel lengkap',
    rssFeed: 'Umpan berita (RSS)',
    socialMedia: 'Media sosial',
    socialMediaIntro: 'Momen dari seluruh penjuru kota, seperti yang dibagikan di kanal kami.',
    viewOriginalPost: 'Lihat unggahan asli',
    postedOn: 'Diunggah pada',
    subscribe: 'Berlangganan',
    subscribeTitle: 'Berlangganan berita kami',
    subscribeIntro: 'Dapatkan berita tentang kota, pengembangan dan acaranya di kotak masuk Anda. Anda dapat berhenti berlangganan kapan saja.',
    subscribeProjectTitle: 'Kabar terbaru {name}',
    subscribeProjectIntro: 'Jadilah yang pertama mengetahui unit baru, harga dan kemajuan {name}.',
    name: 'Nama',
    email: 'Email',
    password: 'Kata sandi',
    passwordRepeat: 'Ulangi kata sandi',
    login: 'Masuk',
    logout: 'Keluar',
    register: 'Buat akun',
    forgotPassword: 'Lupa kata sandi?',
    forgotPasswordIntro: 'Masukkan alamat email akun Anda dan kami akan mengirimkan tautan untuk memilih kata sandi baru.',
    sendResetLink: 'Kirim tautan',
    resetPassword: 'Pilih kata sandi baru',
    resetPasswordIntro: 'Pilih kata sandi baru untuk akun Anda.',
    savePassword: 'Simpan kata sandi',
    save: 'Simpan perubahan',
    profile: 'Profil Anda',
    profileIntro: 'Lihat dan ubah data akun Anda.',
    noAccount: 'Belum punya akun?',
    haveAccount: 'Sudah punya akun?',
    search: 'Cari',
    searchLabel: 'Cari di situs',
    searchPlaceholder: 'Pengembangan, berita, fasilitas…',
    searchResultsFor: 'Hasil untuk “{q}”',
    searchIntro: 'Temukan pengembangan, berita, fasilitas dan halaman.',
    notAvailableYet: 'Fitur ini belum tersedia. Silakan coba lagi nanti.',
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
/** A message in the given language; `{name}` placeholders are filled from `values`. */
export const t = (lang: Lang, key: MessageKey, values?: Record<string, string>): string =>
  values ? strings[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m) : strings[lang][key]

/** News categories, as the CMS's post `category` field lists them. */
export const newsCategories = ['company', 'development', 'community', 'events']
export const categoryLabel = (category: string, lang: Lang) =>
  (newsCategories.includes(category) ? t(lang, `category_${category}` as MessageKey) : category)

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
