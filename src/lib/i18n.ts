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

    // Page blocks (src/blocks) and general pages
    breadcrumb: 'Breadcrumb',
    onThisPage: 'On this page',
    required: 'required',
    formRequired: 'Please fill in this field.',
    formRequiredCheckbox: 'Please tick this box to continue.',
    formEmail: 'Please enter a valid email address, such as name@example.com.',
    formPhone: 'Please enter a valid phone number (digits, spaces and an optional leading +).',
    formTooLong: 'This answer is too long.',
    formOption: 'Please choose one of the options.',
    formInvalid: 'Please check this answer.',
    formErrorSummary: 'The form has errors. Please correct the fields marked below.',
    formSending: 'Sending…',
    formNetworkError: 'Your message could not be sent: the connection failed. Your answers are kept; please try again.',
    formServerError: 'Your message could not be sent because of a problem on our side. Your answers are kept; please try again later.',
    formRejected: 'Your message was not accepted. Please check the fields marked below.',
    formSent: 'Thank you, your message has been sent.',
    selectPlaceholder: 'Choose…',
    slidePrevious: 'Previous slide',
    slideNext: 'Next slide',
    slideOf: 'Slide {n} of {total}',
    slider: 'Slider',
    pauseSlider: 'Pause automatic slides',
    playSlider: 'Play automatic slides',
    mapOf: 'Map: {name}',
    mapLoading: 'Loading the map…',
    mapDevelopment: 'Development',
    mapFacility: 'Facility',
    mapPlaces: 'Places on the map',
    openImage: 'Open image {n} of {total}: {caption}',
    closeLightbox: 'Close',
    imageOf: 'Image {n} of {total}',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    viewOnSocial: 'View post',
    seeProfile: 'See our profile',
    keyFigures: 'Key figures',
    enquiryTitle: 'Ask about {name}',
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

    // Page blocks (src/blocks) and general pages
    breadcrumb: 'Remah roti',
    onThisPage: 'Di halaman ini',
    required: 'wajib',
    formRequired: 'Harap isi kolom ini.',
    formRequiredCheckbox: 'Harap centang kotak ini untuk melanjutkan.',
    formEmail: 'Harap masukkan alamat email yang valid, misalnya nama@example.com.',
    formPhone: 'Harap masukkan nomor telepon yang valid (angka, spasi, dan + di awal bila perlu).',
    formTooLong: 'Jawaban ini terlalu panjang.',
    formOption: 'Harap pilih salah satu opsi.',
    formInvalid: 'Harap periksa jawaban ini.',
    formErrorSummary: 'Formulir berisi kesalahan. Harap perbaiki kolom yang ditandai di bawah.',
    formSending: 'Mengirim…',
    formNetworkError: 'Pesan Anda tidak dapat dikirim: koneksi gagal. Jawaban Anda tetap tersimpan; silakan coba lagi.',
    formServerError: 'Pesan Anda tidak dapat dikirim karena masalah di pihak kami. Jawaban Anda tetap tersimpan; silakan coba lagi nanti.',
    formRejected: 'Pesan Anda tidak diterima. Harap periksa kolom yang ditandai di bawah.',
    formSent: 'Terima kasih, pesan Anda telah terkirim.',
    selectPlaceholder: 'Pilih…',
    slidePrevious: 'Slide sebelumnya',
    slideNext: 'Slide berikutnya',
    slideOf: 'Slide {n} dari {total}',
    slider: 'Slider',
    pauseSlider: 'Jeda slide otomatis',
    playSlider: 'Putar slide otomatis',
    mapOf: 'Peta: {name}',
    mapLoading: 'Memuat peta…',
    mapDevelopment: 'Pengembangan',
    mapFacility: 'Fasilitas',
    mapPlaces: 'Tempat di peta',
    openImage: 'Buka gambar {n} dari {total}: {caption}',
    closeLightbox: 'Tutup',
    imageOf: 'Gambar {n} dari {total}',
    previousImage: 'Gambar sebelumnya',
    nextImage: 'Gambar berikutnya',
    viewOnSocial: 'Lihat unggahan',
    seeProfile: 'Lihat profil kami',
    keyFigures: 'Angka utama',
    enquiryTitle: 'Tanyakan tentang {name}',
  },
} satisfies Record<Lang, Record<string, string>>

export type MessageKey = keyof (typeof strings)['EN']
export const t = (lang: Lang, key: MessageKey): string => strings[lang][key]

/** A message with {placeholders} filled in. */
export const tf = (lang: Lang, key: MessageKey, values: Record<string, string | number>): string =>
  t(lang, key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

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
