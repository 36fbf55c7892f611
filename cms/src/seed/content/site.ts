import { synonymRowsOf } from '@lestari/model/search-words'
import { t } from '../lib/localized'
import { bold, h2, h3, link, ol, p, richText, ul } from '../lib/richtext'

/** Looks up ids of documents seeded earlier (by slug, media by key). */
export type Refs = {
  media: (key: string) => number
  project: (slug: string) => number
  facility: (slug: string) => number
  form: (slug: string) => number
  social: (slug: string) => number
  page: (slug: string) => number
}

const published = { _status: 'published' }
const meta = (r: Refs, image: string, en: string, id: string) => ({ description: t(en, id), image: r.media(image) })

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

export const forms = [
  {
    slug: 'contact',
    title: t('Contact', 'Kontak'),
    submitLabel: t('Send message', 'Kirim pesan'),
    confirmation: 'thank-you',
    confirmationMessage: t(
      'Thank you! Our team will reply within two working days.',
      'Terima kasih! Tim kami akan membalas dalam dua hari kerja.',
    ),
    notification: { recipients: 'info@lestari-city.example', subject: 'Website contact form', replyToField: 'email' },
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        label: t('Full name', 'Nama lengkap'),
        placeholder: t('Your name', 'Nama Anda'),
        maxLength: 120,
      },
      {
        name: 'email',
        type: 'email',
        required: true,
        label: t('Email', 'Email'),
        placeholder: t('you@example.com', 'anda@example.com'),
      },
      {
        name: 'phone',
        type: 'phone',
        required: false,
        label: t('Phone', 'Telepon'),
        placeholder: t('+62 812 3456 7890', '+62 812 3456 7890'),
        maxLength: 40,
      },
      {
        name: 'topic',
        type: 'select',
        required: true,
        label: t('Topic', 'Topik'),
        options: [
          { value: 'buying', label: t('Buying a property', 'Membeli properti') },
          { value: 'leasing', label: t('Leasing and business space', 'Sewa dan ruang usaha') },
          { value: 'general', label: t('General question', 'Pertanyaan umum') },
        ],
      },
      {
        name: 'message',
        type: 'textarea',
        required: true,
        label: t('Message', 'Pesan'),
        placeholder: t('How can we help?', 'Apa yang bisa kami bantu?'),
        maxLength: 2000,
      },
      {
        name: 'consent',
        type: 'checkbox',
        required: true,
        label: t(
          'I agree that Lestari City may contact me about my enquiry.',
          'Saya setuju Lestari City dapat menghubungi saya terkait pertanyaan ini.',
        ),
      },
    ],
  },
  {
    slug: 'enquiry',
    title: t('Development enquiry', 'Pertanyaan pengembangan'),
    submitLabel: t('Request information', 'Minta informasi'),
    confirmation: 'message',
    confirmationMessage: t(
      'Thank you for your interest. A sales consultant will call you within one working day.',
      'Terima kasih atas minat Anda. Konsultan penjualan kami akan menghubungi Anda dalam satu hari kerja.',
    ),
    notification: {
      recipients: 'sales@lestari-city.example',
      subject: 'Development enquiry from the website',
      replyToField: 'email',
    },
    fields: [
      { name: 'name', type: 'text', required: true, label: t('Full name', 'Nama lengkap'), maxLength: 120 },
      { name: 'email', type: 'email', required: true, label: t('Email', 'Email') },
      { name: 'phone', type: 'phone', required: true, label: t('Phone', 'Telepon'), maxLength: 40 },
      {
        name: 'message',
        type: 'textarea',
        required: false,
        label: t('Message', 'Pesan'),
        placeholder: t('Which unit type interests you?', 'Tipe unit mana yang Anda minati?'),
        maxLength: 2000,
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------

const coverBlock = (r: Refs) => ({
  blockType: 'cover',
  image: r.media('city-skyline'),
  heading: t('A green new city to live, work and grow', 'Kota baru yang hijau untuk tinggal, bekerja, dan bertumbuh'),
  text: t(
    'Lestari City is a 6,000-hectare new city south-west of Jakarta, built around lakes, parks and public transport.',
    'Lestari City adalah kota baru seluas 6.000 hektare di barat daya Jakarta, dibangun di sekitar danau, taman, dan transportasi umum.',
  ),
  buttons: [
    { label: t('Explore developments', 'Jelajahi pengembangan'), url: '/development/details/' },
    { label: t('Contact us', 'Hubungi kami'), url: '/contact/' },
  ],
})

const sliderBlock = (r: Refs) => ({
  blockType: 'slider',
  heading: t('Life in Lestari City', 'Hidup di Lestari City'),
  autoplay: true,
  interval: 6000,
  slides: [
    {
      image: r.media('res-lake'),
      heading: t('Homes by the lake', 'Rumah di tepi danau'),
      text: t('Vanya Lakeside Homes: private decks on Danau Biru.', 'Vanya Lakeside Homes: dek pribadi di Danau Biru.'),
      link: { label: t('View homes', 'Lihat rumah'), url: '/development/residential/vanya-lakeside-homes/' },
    },
    {
      image: r.media('off-park'),
      heading: t('Work in a park', 'Bekerja di tengah taman'),
      text: t('Standalone offices in Lestari Business Park.', 'Gedung kantor mandiri di Lestari Business Park.'),
      link: { label: t('View offices', 'Lihat kantor'), url: '/development/office/lestari-business-park/' },
    },
    {
      image: r.media('city-park'),
      heading: t('Thirty percent green', 'Tiga puluh persen hijau'),
      text: t(
        'Parks, lakes and green corridors across the whole city.',
        'Taman, danau, dan koridor hijau di seluruh kota.',
      ),
      link: { label: t('Facilities', 'Fasilitas'), url: '/facilities/' },
    },
    {
      image: r.media('acc-train'),
      heading: t('Connected to Jakarta', 'Terhubung ke Jakarta'),
      text: t('Toll road, commuter line and airport buses.', 'Jalan tol, KRL, dan bus bandara.'),
      link: { label: t('Getting here', 'Cara ke sini'), url: '/access/toll-road/' },
    },
  ],
})

const mapStatsBlock = (r: Refs) => ({
  blockType: 'mapStats',
  heading: t('The city at a glance', 'Sekilas tentang kota'),
  text: t(
    'Developments and everyday facilities, all within fifteen minutes.',
    'Pengembangan dan fasilitas sehari-hari, semuanya dalam lima belas menit.',
  ),
  centerLat: -6.3,
  centerLng: 106.65,
  zoom: 13,
  projects: [
    'kirana-hills',
    'vanya-lakeside-homes',
    'lestari-sky-apartment',
    'lestari-boulevard-shophouses',
    'lestari-business-park',
    'lestari-techno-park',
    'lestari-grand-hotel',
  ].map(r.project),
  facilities: [
    'lestari-international-school',
    'lestari-medika-hospital',
    'lestari-central-mall',
    'taman-kota-lestari',
    'danau-biru-lake-park',
    'stasiun-lestari',
  ].map(r.facility),
  stats: [
    { value: '6,000 ha', label: t('Total area', 'Luas kawasan') },
    { value: '120,000+', label: t('Residents', 'Penduduk') },
    { value: '30%', label: t('Green open space', 'Ruang terbuka hijau') },
    { value: '1,800', label: t('Businesses', 'Pelaku usaha') },
    { value: '45 min', label: t('To the airport', 'Ke bandara') },
  ],
})

/** With `picked: false` the block shows the Instagram feed when the site has one, else the latest posts. */
const instagramBlock = (r: Refs, { picked = true } = {}) => ({
  blockType: 'instagramFeed',
  heading: t('Follow @lestaricity', 'Ikuti @lestaricity'),
  profileUrl: 'https://example.com/instagram/lestaricity',
  posts: picked
    ? [
        'ig-sunset-danau-biru',
        'ig-kirana-hills-show-unit',
        'ig-car-free-day',
        'ig-taman-kota-morning',
        'ig-sky-apartment-topping-off',
        'ig-culinary-festival',
      ].map(r.social)
    : [],
  limit: 6,
})

const developmentLandingBlock = (r: Refs) => ({
  blockType: 'developmentLanding',
  project: r.project('kirana-hills'),
  heading: t('Kirana Hills: homes on the hill', 'Kirana Hills: rumah di perbukitan'),
  keyFigures: [
    { value: '42 ha', label: t('Land area', 'Luas lahan') },
    { value: '412', label: t('Homes', 'Rumah') },
    { value: '3 ha', label: t('Central park', 'Taman pusat') },
    { value: 'IDR 1.25 bn', label: t('Starting price', 'Harga mulai') },
  ],
  showUnitTypes: true,
  enquiryForm: r.form('enquiry'),
})

const formBlock = (r: Refs) => ({
  blockType: 'formBlock',
  form: r.form('contact'),
  heading: t('Talk to us', 'Hubungi kami'),
  intro: t(
    'Questions about a development, leasing or life in the city? Send us a message.',
    'Ada pertanyaan tentang pengembangan, sewa, atau kehidupan di kota? Kirimkan pesan kepada kami.',
  ),
})

const galleryBlock = (r: Refs) => ({
  blockType: 'gallery',
  heading: t('Lestari City in pictures', 'Lestari City dalam gambar'),
  images: [
    { image: r.media('city-skyline'), caption: t('The city from Danau Biru', 'Kota dilihat dari Danau Biru') },
    { image: r.media('city-park'), caption: t('Taman Kota on a Sunday morning', 'Taman Kota pada Minggu pagi') },
    { image: r.media('res-houses-1'), caption: t('Kirana Hills', 'Kirana Hills') },
    { image: r.media('off-park'), caption: t('Lestari Business Park', 'Lestari Business Park') },
    { image: r.media('city-lake'), caption: t('Evening on the lake', 'Sore hari di danau') },
  ],
})

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const aboutContent = t(
  richText(
    p(
      'Lestari City is a new city of 6,000 hectares south-west of Jakarta, developed by ',
      bold('PT Lestari Kota Mandiri'),
      '. It brings homes, offices, industry, schools, hospitals and parks together in one master plan.',
    ),
    h2('Our vision'),
    p(
      'We want a city where daily needs are fifteen minutes away on foot, by bicycle or by bus, and where nature has as much room as buildings.',
    ),
    h2('What we build'),
    ul(
      'Homes for every stage of life, from starter houses to lakeside villas',
      'Shophouses, retail and offices for growing businesses',
      'Warehouses and light industry next to the toll road',
      'Hotels, parks, schools and hospitals for the whole region',
    ),
    h2('Working with partners'),
    p(
      'Banks, contractors, architects and retailers work with us to build and run the city. Meet them on our ',
      link('/our-partners/', 'partners page'),
      '.',
    ),
  ),
  richText(
    p(
      'Lestari City adalah kota baru seluas 6.000 hektare di barat daya Jakarta yang dikembangkan oleh ',
      bold('PT Lestari Kota Mandiri'),
      '. Kota ini menyatukan hunian, perkantoran, industri, sekolah, rumah sakit, dan taman dalam satu rencana induk.',
    ),
    h2('Visi kami'),
    p(
      'Kami ingin membangun kota di mana kebutuhan sehari-hari dapat dicapai dalam lima belas menit dengan berjalan kaki, bersepeda, atau naik bus, dan di mana alam mendapat ruang sebanyak bangunan.',
    ),
    h2('Apa yang kami bangun'),
    ul(
      'Hunian untuk setiap tahap kehidupan, dari rumah pertama hingga vila tepi danau',
      'Ruko, ruang ritel, dan kantor untuk usaha yang berkembang',
      'Gudang dan industri ringan di samping jalan tol',
      'Hotel, taman, sekolah, dan rumah sakit untuk seluruh wilayah',
    ),
    h2('Bekerja bersama mitra'),
    p(
      'Bank, kontraktor, arsitek, dan peritel bekerja bersama kami membangun dan mengelola kota. Kenali mereka di ',
      link('/our-partners/', 'halaman mitra'),
      ' kami.',
    ),
  ),
)

const historyContent = t(
  richText(
    p('Lestari City grew from a plan drawn on a former rubber plantation into a city of more than 120,000 people.'),
    h2('Milestones'),
    ul(
      [bold('2009'), ' – PT Lestari Kota Mandiri acquires the first 1,200 hectares.'],
      [bold('2012'), ' – The master plan is approved and the first lake is dug.'],
      [bold('2014'), ' – The first residents move into Taman Anggrek Residence.'],
      [bold('2017'), ' – The toll gate and Lestari commuter station open.'],
      [bold('2020'), ' – Lestari Techno Park and the Grand Hotel are completed.'],
      [bold('2024'), ' – The city passes 100,000 residents.'],
    ),
    h2('Looking ahead'),
    p('The next decade brings the Medical City, the Transit Village and the Eco Valley in the south.'),
  ),
  richText(
    p(
      'Lestari City tumbuh dari sebuah rencana di atas bekas perkebunan karet menjadi kota dengan lebih dari 120.000 penduduk.',
    ),
    h2('Tonggak sejarah'),
    ul(
      [bold('2009'), ' – PT Lestari Kota Mandiri mengakuisisi 1.200 hektare pertama.'],
      [bold('2012'), ' – Rencana induk disetujui dan danau pertama digali.'],
      [bold('2014'), ' – Warga pertama menempati Taman Anggrek Residence.'],
      [bold('2017'), ' – Gerbang tol dan Stasiun KRL Lestari dibuka.'],
      [bold('2020'), ' – Lestari Techno Park dan Lestari Grand Hotel rampung.'],
      [bold('2024'), ' – Jumlah penduduk kota melampaui 100.000 jiwa.'],
    ),
    h2('Menatap ke depan'),
    p('Dekade berikutnya menghadirkan Medical City, Transit Village, dan Eco Valley di selatan.'),
  ),
)

const leadershipContent = t(
  richText(
    p('The board of directors of PT Lestari Kota Mandiri leads the development and management of the city.'),
    h2('Board of directors'),
    h3('Ratna Wijayakusuma – President Director'),
    p(
      'Ratna joined the company in 2011 after twenty years in urban planning. She leads the master plan and the partnerships with government.',
    ),
    h3('Hendra Saputra – Finance Director'),
    p('Hendra is responsible for funding, including the green financing programme, and for investor relations.'),
    h3('Made Ardana – Development Director'),
    p('Made oversees design and construction of every development, from the first sketch to handover.'),
    h3('Sari Lestiani – Estate Management Director'),
    p(
      'Sari runs the services residents use every day: security, cleaning, parks, feeder buses and the customer portal.',
    ),
  ),
  richText(
    p('Direksi PT Lestari Kota Mandiri memimpin pengembangan dan pengelolaan kota.'),
    h2('Dewan direksi'),
    h3('Ratna Wijayakusuma – Presiden Direktur'),
    p(
      'Ratna bergabung dengan perusahaan pada 2011 setelah dua puluh tahun berkarier di bidang perencanaan kota. Ia memimpin rencana induk dan kemitraan dengan pemerintah.',
    ),
    h3('Hendra Saputra – Direktur Keuangan'),
    p('Hendra bertanggung jawab atas pendanaan, termasuk program pembiayaan hijau, serta hubungan investor.'),
    h3('Made Ardana – Direktur Pengembangan'),
    p('Made mengawasi perancangan dan pembangunan setiap pengembangan, dari sketsa pertama hingga serah terima.'),
    h3('Sari Lestiani – Direktur Pengelolaan Kawasan'),
    p(
      'Sari menjalankan layanan yang digunakan warga setiap hari: keamanan, kebersihan, taman, bus pengumpan, dan portal pelanggan.',
    ),
  ),
)

const terms: [string, string, string, string][] = [
  [
    'About these terms',
    'Tentang ketentuan ini',
    'These terms apply to your use of the Lestari City website and its online services. By using the website you accept them. If you do not agree, please do not use the website.',
    'Ketentuan ini berlaku atas penggunaan situs web Lestari City dan layanan daringnya. Dengan menggunakan situs web ini, Anda menerima ketentuan ini. Jika Anda tidak setuju, mohon untuk tidak menggunakan situs web ini.',
  ],
  [
    'Information on this website',
    'Informasi di situs web ini',
    'Pictures, plans and prices are for illustration only and may change without notice. A sale is only binding once a purchase agreement is signed. Please check the details with our sales consultants.',
    'Gambar, denah, dan harga hanya sebagai ilustrasi dan dapat berubah sewaktu-waktu tanpa pemberitahuan. Transaksi baru mengikat setelah perjanjian jual beli ditandatangani. Harap periksa rinciannya dengan konsultan penjualan kami.',
  ],
  [
    'Accounts',
    'Akun',
    'You are responsible for keeping your password secret and for everything done with your account. Tell us at once if you think someone else has used it.',
    'Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas segala tindakan yang dilakukan dengan akun Anda. Segera beri tahu kami jika Anda menduga akun Anda digunakan orang lain.',
  ],
  [
    'Forms and enquiries',
    'Formulir dan pertanyaan',
    'When you send a form we use your details only to answer you and, if you agree, to keep you informed about our developments. You can withdraw your consent at any time.',
    'Saat Anda mengirim formulir, kami menggunakan data Anda hanya untuk menjawab Anda dan, jika Anda setuju, untuk memberi informasi tentang pengembangan kami. Anda dapat menarik persetujuan kapan saja.',
  ],
  [
    'Personal data',
    'Data pribadi',
    "We process personal data in line with Indonesia's Personal Data Protection Law (Law No. 27 of 2022). You may ask to see, correct or delete the data we hold about you.",
    'Kami memproses data pribadi sesuai dengan Undang-Undang Pelindungan Data Pribadi (UU No. 27 Tahun 2022). Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data yang kami simpan tentang Anda.',
  ],
  [
    'Intellectual property',
    'Hak kekayaan intelektual',
    'Texts, pictures, logos and plans on this website belong to PT Lestari Kota Mandiri or its partners. You may share links to our pages, but you may not copy the content for commercial use without written permission.',
    'Teks, gambar, logo, dan denah di situs web ini milik PT Lestari Kota Mandiri atau mitranya. Anda boleh membagikan tautan ke halaman kami, tetapi tidak boleh menyalin konten untuk penggunaan komersial tanpa izin tertulis.',
  ],
  [
    'Links to other websites',
    'Tautan ke situs web lain',
    'We are not responsible for the content of websites of our partners or other third parties that we link to.',
    'Kami tidak bertanggung jawab atas konten situs web mitra atau pihak ketiga lain yang kami tautkan.',
  ],
  [
    'Liability',
    'Tanggung jawab',
    'We take care to keep the website accurate and available, but we cannot guarantee that it is always free of errors or interruptions. We are not liable for indirect loss arising from its use.',
    'Kami berupaya menjaga situs web tetap akurat dan dapat diakses, tetapi kami tidak dapat menjamin situs ini selalu bebas dari kesalahan atau gangguan. Kami tidak bertanggung jawab atas kerugian tidak langsung yang timbul dari penggunaannya.',
  ],
  [
    'Changes and governing law',
    'Perubahan dan hukum yang berlaku',
    'We may update these terms; the date of the latest version is shown on this page. These terms are governed by the laws of the Republic of Indonesia.',
    'Kami dapat memperbarui ketentuan ini; tanggal versi terbaru ditampilkan di halaman ini. Ketentuan ini tunduk pada hukum Negara Republik Indonesia.',
  ],
]

const termsContent = t(
  richText(
    p(
      'Please read these terms carefully before using the website of Lestari City, operated by PT Lestari Kota Mandiri.',
    ),
    ...terms.flatMap(([en, , body], i) => [h2(`${i + 1}. ${en}`), p(body)]),
    h2('Contact'),
    p(
      'Questions about these terms? Write to legal@lestari-city.example or use our ',
      link('/contact/', 'contact form'),
      '.',
    ),
  ),
  richText(
    p(
      'Harap baca ketentuan ini dengan saksama sebelum menggunakan situs web Lestari City yang dikelola oleh PT Lestari Kota Mandiri.',
    ),
    ...terms.flatMap(([, id, , body], i) => [h2(`${i + 1}. ${id}`), p(body)]),
    h2('Kontak'),
    p(
      'Ada pertanyaan tentang ketentuan ini? Kirim email ke legal@lestari-city.example atau gunakan ',
      link('/contact/', 'formulir kontak'),
      ' kami.',
    ),
  ),
)

/** Pages in creation order (parents first); each is built when written, so `r.page` finds its parent. */
export const pages: ((r: Refs) => { slug: string } & Record<string, unknown>)[] = [
  (r) => ({
    slug: 'home',
    ...published,
    title: t('Home', 'Beranda'),
    intro: t('A green new city south-west of Jakarta.', 'Kota baru yang hijau di barat daya Jakarta.'),
    layout: [
      coverBlock(r),
      sliderBlock(r),
      mapStatsBlock(r),
      instagramBlock(r, { picked: false }),
      developmentLandingBlock(r),
      formBlock(r),
    ],
    meta: meta(
      r,
      'city-skyline',
      'Lestari City: homes, offices, industry and parks in a green new city south-west of Jakarta.',
      'Lestari City: hunian, perkantoran, industri, dan taman di kota baru yang hijau di barat daya Jakarta.',
    ),
  }),
  (r) => ({
    slug: 'about',
    ...published,
    title: t('About Lestari City', 'Tentang Lestari City'),
    intro: t(
      'A new city planned around lakes, parks and public transport.',
      'Kota baru yang dirancang di sekitar danau, taman, dan transportasi umum.',
    ),
    content: aboutContent,
    layout: [galleryBlock(r)],
    meta: meta(
      r,
      'city-park',
      'Who builds Lestari City, what we build and how we plan a green new city.',
      'Siapa yang membangun Lestari City, apa yang kami bangun, dan bagaimana kami merencanakan kota baru yang hijau.',
    ),
  }),
  (r) => ({
    slug: 'history',
    ...published,
    parent: r.page('about'),
    title: t('Our history', 'Sejarah kami'),
    intro: t(
      'From a rubber plantation to a city of 120,000 people.',
      'Dari perkebunan karet menjadi kota berpenduduk 120.000 jiwa.',
    ),
    content: historyContent,
    meta: meta(
      r,
      'city-lake',
      'The milestones of Lestari City since 2009.',
      'Tonggak sejarah Lestari City sejak 2009.',
    ),
  }),
  (r) => ({
    slug: 'leadership',
    ...published,
    parent: r.page('about'),
    title: t('Leadership', 'Kepemimpinan'),
    intro: t('The people who lead PT Lestari Kota Mandiri.', 'Orang-orang yang memimpin PT Lestari Kota Mandiri.'),
    content: leadershipContent,
    meta: meta(
      r,
      'news-company',
      'Meet the board of directors of PT Lestari Kota Mandiri.',
      'Kenali dewan direksi PT Lestari Kota Mandiri.',
    ),
  }),
  (r) => ({
    slug: 'experiment',
    ...published,
    noindex: true,
    title: t('Block sandbox', 'Uji coba blok'),
    intro: t(
      'A sandbox page that shows every page block once. Hidden from search engines.',
      'Halaman uji coba yang menampilkan setiap blok halaman satu kali. Tidak diindeks mesin pencari.',
    ),
    layout: [
      coverBlock(r),
      sliderBlock(r),
      mapStatsBlock(r),
      galleryBlock(r),
      instagramBlock(r),
      formBlock(r),
      developmentLandingBlock(r),
    ],
    content: t(
      richText(p('Every block type of the CMS appears on this page exactly once.')),
      richText(p('Setiap jenis blok CMS muncul tepat satu kali di halaman ini.')),
    ),
    meta: meta(
      r,
      'fut-2',
      'Sandbox page with every page block, for editors and developers.',
      'Halaman uji coba berisi semua blok halaman, untuk editor dan pengembang.',
    ),
  }),
  (r) => ({
    slug: 'terms-and-conditions',
    ...published,
    title: t('Terms and conditions', 'Syarat dan ketentuan'),
    intro: t('The terms of use of this website.', 'Ketentuan penggunaan situs web ini.'),
    content: termsContent,
    meta: meta(
      r,
      'news-company',
      'Terms of use of the Lestari City website, including personal data and liability.',
      'Ketentuan penggunaan situs web Lestari City, termasuk data pribadi dan tanggung jawab.',
    ),
  }),
  (r) => ({
    slug: 'thank-you',
    ...published,
    // A confirmation after a form, not a page to find: out of search engines and the site search.
    noindex: true,
    title: t('Thank you', 'Terima kasih'),
    intro: t('We have received your message.', 'Pesan Anda telah kami terima.'),
    content: t(
      richText(
        p('Thank you for contacting Lestari City. Our team will reply within two working days.'),
        p(
          'In the meantime, read the ',
          link('/news/', 'latest news'),
          ' or explore our ',
          link('/development/details/', 'developments'),
          '.',
        ),
      ),
      richText(
        p('Terima kasih telah menghubungi Lestari City. Tim kami akan membalas dalam dua hari kerja.'),
        p(
          'Sementara itu, baca ',
          link('/news/', 'berita terbaru'),
          ' atau jelajahi ',
          link('/development/details/', 'pengembangan'),
          ' kami.',
        ),
      ),
    ),
    meta: meta(
      r,
      'city-park',
      'Thank you for your message to Lestari City.',
      'Terima kasih atas pesan Anda kepada Lestari City.',
    ),
  }),
  (r) => ({
    slug: 'contact',
    ...published,
    title: t('Contact us', 'Hubungi kami'),
    intro: t(
      'Visit the marketing gallery, call us or send a message.',
      'Kunjungi galeri pemasaran, telepon kami, atau kirim pesan.',
    ),
    content: t(
      richText(
        h2('Marketing gallery'),
        p('Jl. Boulevard Lestari No. 1, Lestari City, Tangerang, Banten 15345'),
        ol('Open daily from 09:00 to 18:00', 'Phone: +62 21 5550 0000', 'Email: hello@lestari-city.example'),
      ),
      richText(
        h2('Galeri pemasaran'),
        p('Jl. Boulevard Lestari No. 1, Lestari City, Tangerang, Banten 15345'),
        ol(
          'Buka setiap hari pukul 09.00 hingga 18.00',
          'Telepon: +62 21 5550 0000',
          'Email: hello@lestari-city.example',
        ),
      ),
    ),
    layout: [formBlock(r)],
    meta: meta(
      r,
      'com-mall',
      'Contact Lestari City: marketing gallery, phone, email and contact form.',
      'Hubungi Lestari City: galeri pemasaran, telepon, email, dan formulir kontak.',
    ),
  }),
]

// ---------------------------------------------------------------------------------------------
// Site settings
// ---------------------------------------------------------------------------------------------

const kinds: [string, string, string][] = [
  ['residential', 'Residential', 'Hunian'],
  ['commercial', 'Commercial', 'Komersial'],
  ['office', 'Office', 'Perkantoran'],
  ['industrial', 'Industrial', 'Industri'],
  ['hospitalities', 'Hospitality', 'Perhotelan'],
  ['future-developments', 'Future developments', 'Pengembangan mendatang'],
]

export const siteSettings = (r: Refs) => ({
  brandName: 'Lestari City',
  tagline: t('A green new city to live, work and grow', 'Kota baru yang hijau untuk tinggal, bekerja, dan bertumbuh'),
  description: t(
    'Lestari City is a 6,000-hectare new city south-west of Jakarta by PT Lestari Kota Mandiri: homes, offices, industry, hotels and parks in one master plan.',
    'Lestari City adalah kota baru seluas 6.000 hektare di barat daya Jakarta oleh PT Lestari Kota Mandiri: hunian, perkantoran, industri, hotel, dan taman dalam satu rencana induk.',
  ),
  logo: r.media('logo-lestari'),
  contact: {
    phone: '+62 21 5550 0000',
    whatsapp: '+62 812 8000 2026',
    email: 'hello@lestari-city.example',
    address: t(
      'Marketing Gallery, Jl. Boulevard Lestari No. 1, Lestari City, Tangerang, Banten 15345, Indonesia',
      'Galeri Pemasaran, Jl. Boulevard Lestari No. 1, Lestari City, Kabupaten Tangerang, Banten 15345, Indonesia',
    ),
  },
  salesEmail: 'sales@lestari-city.example',
  navigation: [
    {
      label: t('Developments', 'Pengembangan'),
      url: '/development/details/',
      children: kinds.map(([kind, en, id]) => ({ label: t(en, id), url: `/development/${kind}/` })),
    },
    { label: t('News', 'Berita'), url: '/news/', children: [] },
    { label: t('Facilities', 'Fasilitas'), url: '/facilities/', children: [] },
    {
      label: t('About', 'Tentang'),
      url: '/about/',
      children: [
        { label: t('Our history', 'Sejarah kami'), url: '/about/history/' },
        { label: t('Leadership', 'Kepemimpinan'), url: '/about/leadership/' },
        { label: t('Partners', 'Mitra'), url: '/our-partners/' },
        { label: t('Getting here', 'Akses'), url: '/access/toll-road/' },
      ],
    },
    { label: t('Contact', 'Kontak'), url: '/contact/', children: [] },
  ],
  footerColumns: [
    {
      heading: t('Developments', 'Pengembangan'),
      links: kinds.slice(0, 4).map(([kind, en, id]) => ({ label: t(en, id), url: `/development/${kind}/` })),
    },
    {
      heading: t('The city', 'Kota'),
      links: [
        { label: t('Facilities', 'Fasilitas'), url: '/facilities/' },
        { label: t('Getting here', 'Akses'), url: '/access/toll-road/' },
        { label: t('Partners', 'Mitra'), url: '/our-partners/' },
        { label: t('Social media', 'Media sosial'), url: '/social-media/' },
      ],
    },
    {
      heading: t('Company', 'Perusahaan'),
      links: [
        { label: t('About us', 'Tentang kami'), url: '/about/' },
        { label: t('News', 'Berita'), url: '/news/' },
        { label: t('Contact', 'Kontak'), url: '/contact/' },
        { label: t('Terms and conditions', 'Syarat dan ketentuan'), url: '/terms-and-conditions/' },
        { label: t('Your data and privacy', 'Data dan privasi Anda'), url: '/privacy/' },
      ],
    },
  ],
  copyright: t(
    '© PT Lestari Kota Mandiri. All rights reserved.',
    '© PT Lestari Kota Mandiri. Hak cipta dilindungi undang-undang.',
  ),
  socialLinks: [
    { platform: 'instagram', url: 'https://example.com/instagram/lestaricity' },
    { platform: 'facebook', url: 'https://example.com/facebook/lestaricity' },
    { platform: 'youtube', url: 'https://example.com/youtube/lestaricity' },
    { platform: 'tiktok', url: 'https://example.com/tiktok/lestaricity' },
    { platform: 'linkedin', url: 'https://example.com/linkedin/lestari-kota-mandiri' },
  ],
  popupBanner: {
    enabled: true,
    title: t('Vanya Lakeside Homes: new cluster now open', 'Vanya Lakeside Homes: klaster baru telah dibuka'),
    text: t(
      'Lake-view homes with smart-home features as standard. Book a visit to the show unit this weekend.',
      'Rumah berpemandangan danau dengan fitur rumah pintar sebagai standar. Jadwalkan kunjungan ke unit contoh akhir pekan ini.',
    ),
    link: { label: t('See the homes', 'Lihat rumahnya'), url: '/development/residential/vanya-lakeside-homes/' },
    image: r.media('res-lake'),
  },
  // The built-in lists, and on the English site the Indonesian word for a river.
  searchSynonyms: t(
    [...synonymRowsOf('EN'), { words: 'river, rivers, riverside, sungai', homes: false }],
    synonymRowsOf('ID'),
  ),
  stock: { bsde: 1085, duti: 5350, a26: 1240 },
})
