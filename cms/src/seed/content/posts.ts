import { t, type Localized } from '../lib/localized'

export type Category = 'company' | 'development' | 'community' | 'events'

export type PostSpec = {
  slug: string
  category: Category
  title: Localized<string>
  excerpt: Localized<string>
  /** A paragraph of specifics that follows the excerpt in the article. */
  body: Localized<string>
  image: string
  related?: string[]
  /** A fixed day of the year (month 1-12) for seasonal stories: the latest such day before today. */
  on?: { month: number; day: number }
}

export const postSpecs: PostSpec[] = [
  // Company
  {
    slug: 'record-marketing-sales-first-half',
    category: 'company',
    image: 'news-company',
    title: t(
      'Lestari City reports record marketing sales for the first half',
      'Lestari City catat penjualan pemasaran tertinggi pada semester pertama',
    ),
    excerpt: t(
      'Marketing sales reached IDR 4.2 trillion in the first six months, led by landed houses and industrial plots.',
      'Penjualan pemasaran mencapai Rp4,2 triliun dalam enam bulan pertama, dipimpin oleh rumah tapak dan kavling industri.',
    ),
    body: t(
      'Residential launches contributed 58 percent of the total, while demand for warehouses near the toll road continued to grow. Management kept its full-year target unchanged.',
      'Peluncuran hunian menyumbang 58 persen dari total, sementara permintaan gudang di dekat jalan tol terus tumbuh. Manajemen mempertahankan target setahun penuh.',
    ),
    related: ['kirana-hills', 'lestari-techno-park'],
  },
  {
    slug: 'green-financing-agreement',
    category: 'company',
    image: 'news-company',
    title: t(
      'PT Lestari Kota Mandiri signs a green financing agreement',
      'PT Lestari Kota Mandiri teken perjanjian pembiayaan hijau',
    ),
    excerpt: t(
      "A syndicate of three banks will finance energy-efficient buildings and the city's solar programme.",
      'Sindikasi tiga bank akan membiayai bangunan hemat energi dan program tenaga surya kota.',
    ),
    body: t(
      'The facility is linked to targets for energy use, water recycling and green open space, which an independent reviewer will check every year.',
      'Fasilitas ini terkait dengan target penggunaan energi, daur ulang air, dan ruang terbuka hijau yang akan diperiksa setiap tahun oleh peninjau independen.',
    ),
    related: ['green-office-tower'],
  },
  {
    slug: 'best-township-award',
    category: 'company',
    image: 'city-skyline',
    title: t(
      'Lestari City named Best Township of the year',
      'Lestari City dinobatkan sebagai Kota Mandiri Terbaik tahun ini',
    ),
    excerpt: t(
      "The jury praised the city's green corridors, public transport and flood management.",
      'Dewan juri memuji koridor hijau, transportasi umum, dan pengelolaan banjir kota ini.',
    ),
    body: t(
      'The award follows an assessment of twenty new cities across Indonesia on planning, liveability and sustainability.',
      'Penghargaan ini diberikan setelah penilaian terhadap dua puluh kota baru di seluruh Indonesia dari sisi perencanaan, kelayakan huni, dan keberlanjutan.',
    ),
  },
  {
    slug: 'new-marketing-gallery-opens',
    category: 'company',
    image: 'com-mall',
    title: t('New marketing gallery opens on Lestari Boulevard', 'Galeri pemasaran baru dibuka di Boulevard Lestari'),
    excerpt: t(
      'Visitors can explore every development on a 1:500 model of the city and book site visits on the spot.',
      'Pengunjung dapat menjelajahi setiap pengembangan melalui maket kota skala 1:500 dan memesan kunjungan lokasi di tempat.',
    ),
    body: t(
      "The gallery also has show units of Kirana Hills and Lestari Sky Apartment and a children's corner.",
      'Galeri juga memiliki unit contoh Kirana Hills dan Apartemen Lestari Sky serta area bermain anak.',
    ),
    related: ['kirana-hills', 'lestari-sky-apartment'],
  },
  {
    slug: 'low-rate-mortgages-with-partner-banks',
    category: 'company',
    image: 'res-houses-2',
    title: t('Low-rate mortgages with our partner banks', 'KPR berbunga rendah bersama bank mitra'),
    excerpt: t(
      'Buyers of selected homes can fix their mortgage rate at 3.5 percent for the first three years.',
      'Pembeli rumah tertentu dapat mengunci bunga KPR sebesar 3,5 persen untuk tiga tahun pertama.',
    ),
    body: t(
      'The offer applies to Nusa Asri Cluster and Kirana Hills and is available through Bank Nusantara Sejahtera and Bank Mandala Syariah.',
      'Penawaran berlaku untuk Klaster Nusa Asri dan Kirana Hills melalui Bank Nusantara Sejahtera dan Bank Mandala Syariah.',
    ),
    related: ['nusa-asri-cluster', 'kirana-hills'],
  },
  {
    slug: 'shareholders-approve-expansion',
    category: 'company',
    image: 'news-company',
    title: t('Shareholders approve the southern expansion plan', 'Pemegang saham setujui rencana ekspansi selatan'),
    excerpt: t(
      'The annual general meeting approved the development of 500 hectares in the southern valley.',
      'Rapat umum pemegang saham tahunan menyetujui pengembangan 500 hektare di lembah selatan.',
    ),
    body: t(
      'The first phase will be Lestari Eco Valley, a low-density district with urban farms and forest trails.',
      'Tahap pertama adalah Lestari Eco Valley, kawasan berkepadatan rendah dengan kebun kota dan jalur hutan.',
    ),
    related: ['lestari-eco-valley'],
  },
  {
    slug: 'digital-customer-portal',
    category: 'company',
    image: 'off-towers-2',
    title: t('Lestari City launches its digital customer portal', 'Lestari City luncurkan portal pelanggan digital'),
    excerpt: t(
      'Home buyers can now follow construction progress, pay instalments and book handovers online.',
      'Pembeli rumah kini dapat memantau progres pembangunan, membayar cicilan, dan menjadwalkan serah terima secara daring.',
    ),
    body: t(
      'The portal also lets residents report maintenance issues and pay the monthly estate fee.',
      'Portal ini juga memungkinkan warga melaporkan kerusakan dan membayar iuran pengelolaan lingkungan bulanan.',
    ),
  },
  {
    slug: 'sustainability-report-green-space',
    category: 'company',
    image: 'city-park',
    title: t('Sustainability report: 30% of the land stays green', 'Laporan keberlanjutan: 30% lahan tetap hijau'),
    excerpt: t(
      'Our latest report shows 1,800 hectares of parks, lakes and green corridors across the city.',
      'Laporan terbaru kami mencatat 1.800 hektare taman, danau, dan koridor hijau di seluruh kota.',
    ),
    body: t(
      'The city also recycled 42 percent of its wastewater and cut the energy use of common areas by a fifth.',
      'Kota ini juga mendaur ulang 42 persen air limbahnya dan memangkas penggunaan energi di area umum hingga seperlima.',
    ),
  },
  // Development
  {
    slug: 'topping-off-lestari-sky-apartment',
    category: 'development',
    image: 'news-construction',
    title: t('Topping-off at Lestari Sky Apartment tower A', 'Tutup atap menara A Apartemen Lestari Sky'),
    excerpt: t(
      'Tower A reached its full height of 32 floors, two months ahead of schedule.',
      'Menara A telah mencapai ketinggian penuh 32 lantai, dua bulan lebih cepat dari jadwal.',
    ),
    body: t(
      'Façade and interior works continue, and the first handovers are planned for the second half of next year.',
      'Pekerjaan fasad dan interior terus berjalan, dan serah terima pertama direncanakan pada semester kedua tahun depan.',
    ),
    related: ['lestari-sky-apartment'],
  },
  {
    slug: 'kirana-hills-phase-2-handover',
    category: 'development',
    image: 'res-houses-1',
    title: t('Kirana Hills phase 2 handover begins', 'Serah terima Kirana Hills tahap 2 dimulai'),
    excerpt: t(
      'The keys to the first 120 homes of phase 2 were handed over to their owners this week.',
      'Kunci 120 rumah pertama tahap 2 diserahkan kepada pemiliknya pekan ini.',
    ),
    body: t(
      'Each home was inspected together with its owner, and a one-year maintenance warranty starts at handover.',
      'Setiap rumah diperiksa bersama pemiliknya, dan garansi perawatan satu tahun dimulai sejak serah terima.',
    ),
    related: ['kirana-hills'],
  },
  {
    slug: 'groundbreaking-lestari-medical-city',
    category: 'development',
    image: 'fut-1',
    title: t('Groundbreaking of Lestari Medical City', 'Peletakan batu pertama Lestari Medical City'),
    excerpt: t(
      "Work has started on the infrastructure of the city's new health district.",
      'Pembangunan infrastruktur kawasan kesehatan baru kota telah dimulai.',
    ),
    body: t(
      'Roads, drainage and utilities will be ready for the teaching hospital, whose construction starts next year.',
      'Jalan, drainase, dan utilitas akan siap untuk rumah sakit pendidikan yang pembangunannya dimulai tahun depan.',
    ),
    related: ['lestari-medical-city'],
  },
  {
    slug: 'new-toll-access-ramp',
    category: 'development',
    image: 'acc-toll',
    title: t('A new toll access ramp opens next year', 'Akses tol baru dibuka tahun depan'),
    excerpt: t(
      'A second ramp will link the business district directly to the Jakarta–Serpong toll road.',
      'Akses kedua akan menghubungkan kawasan bisnis langsung ke jalan tol Jakarta–Serpong.',
    ),
    body: t(
      'The ramp is expected to cut the morning queue at the main toll gate by about a third.',
      'Akses ini diperkirakan memangkas antrean pagi di gerbang tol utama hingga sekitar sepertiga.',
    ),
    related: ['lestari-business-park', 'lestari-techno-park'],
  },
  {
    slug: 'lestari-techno-park-first-tenants',
    category: 'development',
    image: 'ind-3',
    title: t('Lestari Techno Park welcomes its first tenants', 'Lestari Techno Park sambut penyewa pertama'),
    excerpt: t(
      'An electronics assembler and two logistics companies have moved into the first phase.',
      'Sebuah perakit elektronik dan dua perusahaan logistik telah menempati tahap pertama.',
    ),
    body: t(
      'Together they employ more than 900 people, many of whom live in the city.',
      'Bersama-sama mereka mempekerjakan lebih dari 900 orang, banyak di antaranya tinggal di kota ini.',
    ),
    related: ['lestari-techno-park'],
  },
  {
    slug: 'boulevard-shophouses-progress',
    category: 'development',
    image: 'com-shophouses-1',
    title: t(
      'Construction update: Boulevard shophouses 80% complete',
      'Progres pembangunan: Ruko Boulevard Lestari capai 80%',
    ),
    excerpt: t(
      'Structural work is finished and the shopfronts are being installed.',
      'Pekerjaan struktur telah selesai dan muka toko sedang dipasang.',
    ),
    body: t(
      'Owners can start fitting out their units three months before the official opening.',
      'Pemilik dapat mulai menata unitnya tiga bulan sebelum pembukaan resmi.',
    ),
    related: ['lestari-boulevard-shophouses'],
  },
  {
    slug: 'vanya-lakeside-cluster-launch',
    category: 'development',
    image: 'res-lake',
    title: t(
      'Vanya Lakeside Homes launches a new lakeside cluster',
      'Vanya Lakeside Homes luncurkan klaster tepi danau baru',
    ),
    excerpt: t(
      'Eighty lake-view homes were released, with smart-home features as standard.',
      'Delapan puluh rumah berpemandangan danau dipasarkan, dengan fitur rumah pintar sebagai standar.',
    ),
    body: t(
      'Half of the homes were reserved during the launch weekend.',
      'Separuh rumah telah dipesan selama akhir pekan peluncuran.',
    ),
    related: ['vanya-lakeside-homes'],
  },
  {
    slug: 'commuter-station-upgrade',
    category: 'development',
    image: 'fac-station',
    title: t('Commuter station upgrade completed', 'Peningkatan Stasiun KRL Lestari rampung'),
    excerpt: t(
      'Lestari station now has longer platforms, lifts and a covered bridge to the bus terminal.',
      'Stasiun Lestari kini memiliki peron lebih panjang, lift, dan jembatan beratap ke terminal bus.',
    ),
    body: t(
      'The longer platforms allow twelve-car trains, adding capacity for 20,000 passengers a day.',
      'Peron yang lebih panjang memungkinkan rangkaian dua belas kereta, menambah kapasitas 20.000 penumpang per hari.',
    ),
    related: ['lestari-sky-apartment', 'taman-anggrek-residence'],
  },
  // Community
  {
    slug: 'car-free-day',
    category: 'community',
    image: 'news-event',
    title: t('Thousands join the Lestari City Car Free Day', 'Ribuan warga ramaikan Hari Bebas Kendaraan Lestari City'),
    excerpt: t(
      'The boulevard turned into a space for cycling, running and street games on Sunday morning.',
      'Boulevard berubah menjadi ruang bersepeda, berlari, dan permainan jalanan pada Minggu pagi.',
    ),
    body: t(
      'Car Free Day now takes place on the first Sunday of every month from 06:00 to 10:00.',
      'Hari Bebas Kendaraan kini digelar setiap Minggu pertama setiap bulan pukul 06.00 hingga 10.00.',
    ),
  },
  {
    slug: 'tree-planting-cisadane',
    category: 'community',
    image: 'news-community',
    title: t('Residents plant 5,000 trees along the Cisadane', 'Warga tanam 5.000 pohon di bantaran Sungai Cisadane'),
    excerpt: t(
      'Volunteers from every district planted native trees to protect the riverbank.',
      'Relawan dari setiap kawasan menanam pohon asli untuk melindungi bantaran sungai.',
    ),
    body: t(
      'The trees will shade a new cycling trail that will run twelve kilometres along the river.',
      'Pepohonan ini akan meneduhi jalur sepeda baru sepanjang dua belas kilometer di tepi sungai.',
    ),
    related: ['riverside-boutique-hotel'],
  },
  {
    slug: 'free-health-checks',
    category: 'community',
    image: 'fac-hospital',
    title: t('Free health check-ups for residents', 'Cek kesehatan gratis bagi warga'),
    excerpt: t(
      'More than 1,500 residents had their blood pressure, sugar and eyesight checked at Lestari Medika.',
      'Lebih dari 1.500 warga memeriksakan tekanan darah, gula darah, dan penglihatan di RS Lestari Medika.',
    ),
    body: t(
      'The hospital will repeat the programme every quarter, with a focus on senior citizens.',
      'Rumah sakit akan mengulang program ini setiap triwulan dengan fokus pada warga lanjut usia.',
    ),
  },
  {
    slug: 'community-waste-bank',
    category: 'community',
    image: 'news-community',
    title: t(
      'Community waste bank collects 12 tonnes of recyclables',
      'Bank sampah warga kumpulkan 12 ton sampah daur ulang',
    ),
    excerpt: t(
      'Residents exchange sorted waste for savings that can pay their estate fees.',
      'Warga menukar sampah terpilah dengan tabungan yang dapat digunakan untuk membayar iuran lingkungan.',
    ),
    body: t(
      'Twenty-two neighbourhood units now take part, and the programme will reach every cluster next year.',
      'Dua puluh dua RT kini ikut serta, dan program ini akan menjangkau semua klaster tahun depan.',
    ),
  },
  {
    slug: 'scholarships-for-local-students',
    category: 'community',
    image: 'fac-school',
    title: t('Scholarships for 120 local students', 'Beasiswa untuk 120 pelajar setempat'),
    excerpt: t(
      'The Lestari Foundation awarded full scholarships to students from the villages around the city.',
      'Yayasan Lestari memberikan beasiswa penuh kepada pelajar dari desa-desa di sekitar kota.',
    ),
    body: t(
      'The scholarships cover school fees, books and a laptop, and include mentoring by our engineers.',
      'Beasiswa mencakup biaya sekolah, buku, dan laptop, serta pendampingan oleh para insinyur kami.',
    ),
  },
  {
    slug: 'pet-friendly-park-opens',
    category: 'community',
    image: 'city-park',
    title: t('A pet-friendly park opens in the city centre', 'Taman ramah hewan peliharaan dibuka di pusat kota'),
    excerpt: t(
      'The fenced park has separate areas for large and small dogs, water points and shade.',
      'Taman berpagar ini memiliki area terpisah untuk anjing besar dan kecil, tempat minum, dan peneduh.',
    ),
    body: t(
      'The park is part of Taman Kota and is open every day from 06:00 to 20:00.',
      'Taman ini merupakan bagian dari Taman Kota dan buka setiap hari pukul 06.00 hingga 20.00.',
    ),
  },
  {
    slug: 'ramadan-charity-market',
    category: 'community',
    image: 'news-festival',
    on: { month: 3, day: 10 },
    title: t('Ramadan charity market raises funds for orphanages', 'Bazar amal Ramadan galang dana untuk panti asuhan'),
    excerpt: t(
      'Local businesses and residents sold food and crafts at the evening market by the lake.',
      'Pelaku usaha dan warga menjual makanan dan kerajinan di pasar sore tepi danau.',
    ),
    body: t(
      'All proceeds went to four orphanages in Tangerang, together with a matching donation from the company.',
      'Seluruh hasil disalurkan ke empat panti asuhan di Tangerang, ditambah donasi pendamping dari perusahaan.',
    ),
  },
  // Events
  {
    slug: 'lestari-city-run-registration',
    category: 'events',
    image: 'fac-sports',
    title: t('Lestari City Run: registration now open', 'Lestari City Run: pendaftaran telah dibuka'),
    excerpt: t(
      'Choose between 5K, 10K and a half marathon on a course past the lakes and parks.',
      'Pilih kategori 5K, 10K, atau setengah maraton di rute yang melewati danau dan taman.',
    ),
    body: t(
      'Residents get a 25 percent discount on the entry fee, and every finisher receives a medal made of recycled metal.',
      'Warga mendapat potongan biaya pendaftaran 25 persen, dan setiap peserta yang mencapai garis akhir menerima medali dari logam daur ulang.',
    ),
  },
  {
    slug: 'independence-day-celebrations',
    category: 'events',
    image: 'news-event',
    on: { month: 8, day: 17 },
    title: t('Independence Day celebrations at Taman Kota', 'Perayaan Hari Kemerdekaan di Taman Kota'),
    excerpt: t(
      'Flag ceremonies, traditional games and a night parade marked the 17th of August.',
      'Upacara bendera, lomba tradisional, dan pawai malam menandai peringatan 17 Agustus.',
    ),
    body: t(
      'Sack races, cracker-eating contests and the greasy-pole climb drew families from every district.',
      'Lomba balap karung, makan kerupuk, dan panjat pinang menarik keluarga dari seluruh kawasan.',
    ),
  },
  {
    slug: 'weekend-property-expo',
    category: 'events',
    image: 'fac-mall',
    title: t('Weekend property expo at Lestari Central Mall', 'Pameran properti akhir pekan di Lestari Central Mall'),
    excerpt: t(
      'Special prices, mortgage advice and free shuttle tours to the show units.',
      'Harga khusus, konsultasi KPR, dan tur antar-jemput gratis ke unit contoh.',
    ),
    body: t(
      'Visitors who book a unit during the expo receive free furniture packages worth up to IDR 50 million.',
      'Pengunjung yang memesan unit selama pameran mendapat paket perabot gratis senilai hingga Rp50 juta.',
    ),
    related: ['lestari-central-plaza', 'vanya-lakeside-homes'],
  },
  {
    slug: 'jazz-by-the-lake',
    category: 'events',
    image: 'city-lake',
    title: t('Jazz by the Lake returns for its third edition', 'Jazz by the Lake kembali untuk edisi ketiga'),
    excerpt: t(
      'Twelve bands will play on a floating stage on Danau Biru over two evenings.',
      'Dua belas grup musik akan tampil di panggung apung Danau Biru selama dua malam.',
    ),
    body: t(
      'Tickets include a shuttle from the commuter station, and children under twelve enter for free.',
      'Tiket sudah termasuk antar-jemput dari stasiun KRL, dan anak di bawah dua belas tahun masuk gratis.',
    ),
    related: ['serenity-resort-and-convention'],
  },
  {
    slug: 'culinary-festival-nusantara',
    category: 'events',
    image: 'news-festival',
    title: t(
      'Culinary festival celebrates flavours of the archipelago',
      'Festival kuliner rayakan cita rasa Nusantara',
    ),
    excerpt: t(
      'More than 150 stalls served dishes from Aceh to Papua at Gading Walk.',
      'Lebih dari 150 gerai menyajikan hidangan dari Aceh hingga Papua di Gading Walk.',
    ),
    body: t(
      'Cooking demonstrations by well-known chefs and a sambal competition drew big crowds.',
      'Demo memasak oleh koki ternama dan lomba sambal menarik banyak pengunjung.',
    ),
    related: ['gading-walk'],
  },
  {
    slug: 'new-year-fireworks-danau-biru',
    category: 'events',
    image: 'city-lake',
    on: { month: 1, day: 1 },
    title: t("New Year's Eve fireworks over Danau Biru", 'Pesta kembang api malam tahun baru di Danau Biru'),
    excerpt: t(
      'Thousands of residents welcomed the new year with music and fireworks over the lake.',
      'Ribuan warga menyambut tahun baru dengan musik dan kembang api di atas danau.',
    ),
    body: t(
      'Roads around the lake were closed to traffic, and free shuttle buses ran until 02:00.',
      'Jalan di sekitar danau ditutup untuk kendaraan, dan bus antar-jemput gratis beroperasi hingga pukul 02.00.',
    ),
  },
  {
    slug: 'kids-science-fair',
    category: 'events',
    image: 'fac-campus',
    title: t(
      "Kids' science fair at Lestari International School",
      'Pameran sains anak di Sekolah Internasional Lestari',
    ),
    excerpt: t(
      'Students from twenty schools showed robots, water filters and solar cars.',
      'Pelajar dari dua puluh sekolah memamerkan robot, penyaring air, dan mobil tenaga surya.',
    ),
    body: t(
      'The winning team built a low-cost sensor that warns residents when the river rises.',
      'Tim pemenang membuat sensor murah yang memperingatkan warga saat permukaan sungai naik.',
    ),
  },
]

/** Background paragraphs per category, two variants each, used after the specifics. */
export const categoryText: Record<Category, { heading: Localized<string>; paragraphs: Localized<string>[] }> = {
  company: {
    heading: t('About PT Lestari Kota Mandiri', 'Tentang PT Lestari Kota Mandiri'),
    paragraphs: [
      t(
        'PT Lestari Kota Mandiri develops Lestari City, a 6,000-hectare new city south-west of Jakarta planned around lakes, parks and public transport.',
        'PT Lestari Kota Mandiri mengembangkan Lestari City, kota baru seluas 6.000 hektare di barat daya Jakarta yang dirancang di sekitar danau, taman, dan transportasi umum.',
      ),
      t(
        'Since the first homes were handed over, the city has grown to more than 120,000 residents and 1,800 businesses.',
        'Sejak rumah pertama diserahterimakan, kota ini telah berkembang menjadi lebih dari 120.000 penduduk dan 1.800 pelaku usaha.',
      ),
    ],
  },
  development: {
    heading: t('What happens next', 'Langkah selanjutnya'),
    paragraphs: [
      t(
        "Construction follows the city's master plan, which reserves land for schools, health care and green corridors before homes and offices are built.",
        'Pembangunan mengikuti rencana induk kota yang mencadangkan lahan untuk sekolah, layanan kesehatan, dan koridor hijau sebelum rumah dan kantor dibangun.',
      ),
      t(
        'Progress photos and the latest schedule are published in the customer portal and at the marketing gallery.',
        'Foto progres dan jadwal terbaru dipublikasikan di portal pelanggan dan di galeri pemasaran.',
      ),
    ],
  },
  community: {
    heading: t('Get involved', 'Ikut berpartisipasi'),
    paragraphs: [
      t(
        "Community programmes in Lestari City are run together with residents' associations, schools and local businesses.",
        'Program komunitas di Lestari City dijalankan bersama paguyuban warga, sekolah, dan pelaku usaha setempat.',
      ),
      t(
        'Residents who want to volunteer or propose a new activity can contact the estate management office.',
        'Warga yang ingin menjadi relawan atau mengusulkan kegiatan baru dapat menghubungi kantor pengelola kawasan.',
      ),
    ],
  },
  events: {
    heading: t('Visiting the event', 'Mengunjungi acara'),
    paragraphs: [
      t(
        'Lestari City is easy to reach by commuter train, feeder bus or the toll road; parking is free at the central car parks.',
        'Lestari City mudah dicapai dengan KRL, bus pengumpan, atau jalan tol; parkir gratis di area parkir pusat.',
      ),
      t(
        'Please follow the directions of the event staff and bring a reusable water bottle: refill stations are available on site.',
        'Ikuti arahan petugas acara dan bawalah botol minum isi ulang: tersedia stasiun isi ulang air di lokasi.',
      ),
    ],
  },
}

/** The draft that must never reach the public site. */
export const draftPost = {
  slug: 'draft-upcoming-launch',
  category: 'development' as Category,
  title: t('Draft: upcoming launch in the southern valley', 'Draf: peluncuran mendatang di lembah selatan'),
  excerpt: t(
    'Embargoed: details of the next launch, not for publication yet.',
    'Embargo: rincian peluncuran berikutnya, belum untuk dipublikasikan.',
  ),
  body: t(
    'This article is a draft for the editors. Prices and dates are still being confirmed.',
    'Artikel ini adalah draf untuk editor. Harga dan tanggal masih dikonfirmasi.',
  ),
  image: 'fut-3',
  related: ['lestari-eco-valley'],
}
