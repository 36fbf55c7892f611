import { t, type Localized } from '../lib/localized'

export type PartnerSpec = {
  slug: string
  title: string
  sector: Localized<string>
  logo: string
  summary: Localized<string>
  about: Localized<[string, string]>
  website: string
  projects: string[]
}

const banking = t('Banking', 'Perbankan')
const construction = t('Construction', 'Konstruksi')
const architecture = t('Architecture', 'Arsitektur')
const retail = t('Retail', 'Ritel')

export const partnerSpecs: PartnerSpec[] = [
  {
    slug: 'bank-nusantara-sejahtera',
    title: 'Bank Nusantara Sejahtera',
    sector: banking,
    logo: 'logo-bank-nusantara',
    summary: t(
      'Mortgage partner offering fixed low rates for homes in Lestari City.',
      'Mitra KPR yang menawarkan bunga tetap rendah untuk rumah di Lestari City.',
    ),
    about: t(
      [
        'The bank has financed more than 4,000 homes in the city since 2015.',
        'A mortgage desk at the marketing gallery gives approval in principle within three working days.',
      ],
      [
        'Bank ini telah membiayai lebih dari 4.000 rumah di kota sejak 2015.',
        'Meja KPR di galeri pemasaran memberikan persetujuan prinsip dalam tiga hari kerja.',
      ],
    ),
    website: 'https://example.com/bank-nusantara-sejahtera',
    projects: ['kirana-hills', 'nusa-asri-cluster', 'vanya-lakeside-homes'],
  },
  {
    slug: 'bank-mandala-syariah',
    title: 'Bank Mandala Syariah',
    sector: banking,
    logo: 'logo-bank-mandala',
    summary: t(
      'Sharia home financing with fixed instalments for the whole term.',
      'Pembiayaan rumah syariah dengan angsuran tetap selama seluruh jangka waktu.',
    ),
    about: t(
      ['Murabahah and musyarakah financing for houses, apartments and shophouses.', 'No penalty for early settlement.'],
      [
        'Pembiayaan murabahah dan musyarakah untuk rumah, apartemen, dan ruko.',
        'Tanpa penalti untuk pelunasan dipercepat.',
      ],
    ),
    website: 'https://example.com/bank-mandala-syariah',
    projects: ['nusa-asri-cluster', 'lestari-boulevard-shophouses', 'lestari-sky-apartment'],
  },
  {
    slug: 'karya-bangun-persada',
    title: 'PT Karya Bangun Persada',
    sector: construction,
    logo: 'logo-karya-bangun',
    summary: t(
      'Main contractor for the residential clusters and the boulevard shophouses.',
      'Kontraktor utama untuk klaster hunian dan ruko boulevard.',
    ),
    about: t(
      [
        'Specialists in precast construction, which shortens building time by a third.',
        'All sites follow ISO 45001 safety standards.',
      ],
      [
        'Spesialis konstruksi pracetak yang memangkas waktu pembangunan hingga sepertiga.',
        'Semua proyek mengikuti standar keselamatan ISO 45001.',
      ],
    ),
    website: 'https://example.com/karya-bangun-persada',
    projects: ['kirana-hills', 'lestari-boulevard-shophouses', 'nusa-asri-cluster'],
  },
  {
    slug: 'cipta-struktur-utama',
    title: 'PT Cipta Struktur Utama',
    sector: construction,
    logo: 'logo-cipta-struktur',
    summary: t(
      'High-rise and industrial contractor behind the Sky Apartment and the Techno Park.',
      'Kontraktor gedung tinggi dan industri di balik Apartemen Lestari Sky dan Techno Park.',
    ),
    about: t(
      [
        'The company has built more than sixty towers across Java.',
        'Its steel fabrication yard is located in the Light Industrial Estate.',
      ],
      [
        'Perusahaan ini telah membangun lebih dari enam puluh menara di seluruh Jawa.',
        'Bengkel fabrikasi bajanya berada di Kawasan Industri Ringan Lestari.',
      ],
    ),
    website: 'https://example.com/cipta-struktur-utama',
    projects: ['lestari-sky-apartment', 'lestari-techno-park', 'green-office-tower'],
  },
  {
    slug: 'studio-ruang-hijau',
    title: 'Studio Ruang Hijau',
    sector: architecture,
    logo: 'logo-ruang-hijau',
    summary: t(
      'Landscape architects of the city parks, lakes and green corridors.',
      'Arsitek lanskap taman, danau, dan koridor hijau kota.',
    ),
    about: t(
      [
        'The studio designed Taman Kota and the Danau Biru promenade.',
        'Its planting plans use native species that need little water.',
      ],
      [
        'Studio ini merancang Taman Kota dan promenade Danau Biru.',
        'Rencana penanamannya menggunakan spesies asli yang hemat air.',
      ],
    ),
    website: 'https://example.com/studio-ruang-hijau',
    projects: ['vanya-lakeside-homes', 'lestari-eco-valley'],
  },
  {
    slug: 'atelier-tropika',
    title: 'Atelier Tropika Architects',
    sector: architecture,
    logo: 'logo-atelier-tropika',
    summary: t(
      'Architects of the Grand Hotel, the Serenity Resort and the Business Park.',
      'Arsitek Lestari Grand Hotel, Serenity Resort, dan Lestari Business Park.',
    ),
    about: t(
      [
        'Tropical modern design with deep overhangs, cross ventilation and courtyards.',
        'Winner of several national architecture awards.',
      ],
      [
        'Desain modern tropis dengan teritisan lebar, ventilasi silang, dan halaman dalam.',
        'Peraih sejumlah penghargaan arsitektur nasional.',
      ],
    ),
    website: 'https://example.com/atelier-tropika',
    projects: ['lestari-grand-hotel', 'serenity-resort-and-convention', 'lestari-business-park'],
  },
  {
    slug: 'segar-mart',
    title: 'Segar Mart',
    sector: retail,
    logo: 'logo-segar-mart',
    summary: t(
      'Supermarket chain with three stores and home delivery across the city.',
      'Jaringan supermarket dengan tiga gerai dan layanan antar ke seluruh kota.',
    ),
    about: t(
      [
        'Segar Mart sources fresh produce from farmers in the surrounding regency.',
        'Its flagship store is in Lestari Central Plaza.',
      ],
      [
        'Segar Mart memasok sayur dan buah segar dari petani di kabupaten sekitar.',
        'Gerai utamanya berada di Lestari Central Plaza.',
      ],
    ),
    website: 'https://example.com/segar-mart',
    projects: ['lestari-central-plaza', 'pasar-modern-lestari'],
  },
  {
    slug: 'rumah-perabot-nusantara',
    title: 'Rumah Perabot Nusantara',
    sector: retail,
    logo: 'logo-rumah-perabot',
    summary: t(
      'Furniture and home-living store offering move-in packages to new home owners.',
      'Toko perabot dan perlengkapan rumah yang menawarkan paket pindahan bagi pemilik rumah baru.',
    ),
    about: t(
      [
        'Teak and rattan furniture made by craftsmen in Jepara and Cirebon.',
        'Buyers of a Lestari City home get 15 percent off their first order.',
      ],
      [
        'Perabot jati dan rotan buatan perajin Jepara dan Cirebon.',
        'Pembeli rumah Lestari City mendapat potongan 15 persen untuk pesanan pertama.',
      ],
    ),
    website: 'https://example.com/rumah-perabot-nusantara',
    projects: ['gading-walk', 'kirana-hills'],
  },
]

export type AccessSpec = {
  slug: string
  mode: 'road' | 'toll' | 'train' | 'bus' | 'airport'
  title: Localized<string>
  summary: Localized<string>
  travelTime: Localized<string>
  image: string
  steps: Localized<string>[]
  about: Localized<[string, string]>
  lat: number
  lng: number
}

export const accessSpecs: AccessSpec[] = [
  {
    slug: 'toll-road',
    mode: 'toll',
    image: 'acc-toll',
    lat: -6.2801,
    lng: 106.6865,
    title: t('By toll road', 'Melalui jalan tol'),
    summary: t(
      'Take the Jakarta–Serpong toll road and exit at the Lestari toll gate, straight onto the city boulevard.',
      'Gunakan jalan tol Jakarta–Serpong dan keluar di Gerbang Tol Lestari, langsung ke boulevard kota.',
    ),
    travelTime: t('35–50 minutes from central Jakarta', '35–50 menit dari pusat Jakarta'),
    steps: [
      t(
        'From central Jakarta, join the inner ring road towards Serpong.',
        'Dari pusat Jakarta, masuk jalan tol dalam kota ke arah Serpong.',
      ),
      t(
        'Continue on the Jakarta–Serpong toll road for about 20 km.',
        'Lanjutkan di jalan tol Jakarta–Serpong sejauh sekitar 20 km.',
      ),
      t('Exit at the Lestari toll gate (KM 21).', 'Keluar di Gerbang Tol Lestari (KM 21).'),
      t('Follow Jl. Boulevard Lestari to the city centre.', 'Ikuti Jl. Boulevard Lestari menuju pusat kota.'),
    ],
    about: t(
      ['The toll gate accepts electronic toll cards only.', 'A second ramp to the business district opens next year.'],
      ['Gerbang tol hanya menerima kartu tol elektronik.', 'Akses kedua ke kawasan bisnis dibuka tahun depan.'],
    ),
  },
  {
    slug: 'commuter-train',
    mode: 'train',
    image: 'acc-train',
    lat: -6.315,
    lng: 106.629,
    title: t('By commuter train', 'Dengan KRL'),
    summary: t(
      'Commuter line trains run from Tanah Abang to Lestari station every 15 minutes at peak hours.',
      'KRL berangkat dari Tanah Abang ke Stasiun Lestari setiap 15 menit pada jam sibuk.',
    ),
    travelTime: t('45 minutes from Tanah Abang', '45 menit dari Tanah Abang'),
    steps: [
      t(
        'Board a commuter line train to Rangkasbitung at Tanah Abang.',
        'Naik KRL tujuan Rangkasbitung di Stasiun Tanah Abang.',
      ),
      t('Get off at Lestari station.', 'Turun di Stasiun Lestari.'),
      t(
        'Take the free feeder bus or walk over the covered bridge to the bus terminal.',
        'Naik bus pengumpan gratis atau berjalan melalui jembatan beratap ke terminal bus.',
      ),
    ],
    about: t(
      ["Pay with any electronic money card or the operator's app.", 'Park-and-ride is available for 1,200 cars.'],
      [
        'Bayar dengan kartu uang elektronik apa pun atau aplikasi operator.',
        'Tersedia parkir dan naik untuk 1.200 mobil.',
      ],
    ),
  },
  {
    slug: 'feeder-bus',
    mode: 'bus',
    image: 'acc-bus',
    lat: -6.306,
    lng: 106.662,
    title: t('By bus', 'Dengan bus'),
    summary: t(
      'Free TransLestari feeder buses link every district, and intercity buses reach central Jakarta.',
      'Bus pengumpan TransLestari gratis menghubungkan setiap kawasan, dan bus antarkota menjangkau pusat Jakarta.',
    ),
    travelTime: t(
      '10 minutes between districts; 60 minutes to central Jakarta',
      '10 menit antarkawasan; 60 menit ke pusat Jakarta',
    ),
    steps: [
      t('Find the nearest TransLestari stop in the city app.', 'Cari halte TransLestari terdekat di aplikasi kota.'),
      t('Board any feeder bus; the ride is free.', 'Naik bus pengumpan mana pun; gratis.'),
      t('Change at the integrated terminal for intercity buses.', 'Pindah di terminal terpadu untuk bus antarkota.'),
    ],
    about: t(
      ['Feeder buses run from 05:00 to 23:00 every 10 minutes.', 'All buses are low-floor and wheelchair accessible.'],
      [
        'Bus pengumpan beroperasi pukul 05.00–23.00 setiap 10 menit.',
        'Semua bus berlantai rendah dan ramah kursi roda.',
      ],
    ),
  },
  {
    slug: 'airport-link',
    mode: 'airport',
    image: 'acc-airport',
    lat: -6.2955,
    lng: 106.676,
    title: t('From the airport', 'Dari bandara'),
    summary: t(
      'Soekarno–Hatta International Airport is about 45 minutes away by toll road or airport bus.',
      'Bandara Internasional Soekarno–Hatta berjarak sekitar 45 menit melalui jalan tol atau bus bandara.',
    ),
    travelTime: t('45–60 minutes', '45–60 menit'),
    steps: [
      t(
        'Take the airport bus to Lestari from terminals 1, 2 or 3.',
        'Naik bus bandara tujuan Lestari dari terminal 1, 2, atau 3.',
      ),
      t('Buses leave every 30 minutes from 03:00 to 22:00.', 'Bus berangkat setiap 30 menit pukul 03.00–22.00.'),
      t('Get off at the Lestari integrated terminal.', 'Turun di Terminal Terpadu Lestari.'),
    ],
    about: t(
      [
        'By car, take the airport toll road and the outer ring road to the Lestari gate.',
        'Hotels in the city offer airport pick-up on request.',
      ],
      [
        'Dengan mobil, gunakan tol bandara dan jalan tol lingkar luar menuju Gerbang Tol Lestari.',
        'Hotel di kota menyediakan penjemputan bandara atas permintaan.',
      ],
    ),
  },
  {
    slug: 'arterial-road',
    mode: 'road',
    image: 'city-skyline',
    lat: -6.306,
    lng: 106.648,
    title: t('By arterial road', 'Melalui jalan arteri'),
    summary: t(
      'Jl. Raya Serpong and Jl. Raya Cisauk connect the city with the neighbouring towns without tolls.',
      'Jl. Raya Serpong dan Jl. Raya Cisauk menghubungkan kota dengan kota-kota sekitarnya tanpa tol.',
    ),
    travelTime: t('20–30 minutes from Serpong and Cisauk', '20–30 menit dari Serpong dan Cisauk'),
    steps: [
      t('Follow Jl. Raya Serpong southwards.', 'Ikuti Jl. Raya Serpong ke arah selatan.'),
      t('Turn right at the Lestari roundabout.', 'Belok kanan di bundaran Lestari.'),
      t(
        'Continue on Jl. Boulevard Lestari to your destination.',
        'Lanjutkan di Jl. Boulevard Lestari menuju tujuan Anda.',
      ),
    ],
    about: t(
      [
        'The arterial roads have separate lanes for motorcycles and bicycles.',
        'Avoid the roundabout between 07:00 and 08:30 on weekdays.',
      ],
      [
        'Jalan arteri memiliki lajur terpisah untuk sepeda motor dan sepeda.',
        'Hindari bundaran pukul 07.00–08.30 pada hari kerja.',
      ],
    ),
  },
]

export type SocialSpec = {
  slug: string
  title: Localized<string>
  caption: Localized<string>
  image: string
  daysAgo: number
}

export const socialSpecs: SocialSpec[] = [
  {
    slug: 'ig-sunset-danau-biru',
    image: 'city-lake',
    daysAgo: 2,
    title: t('Sunset at Danau Biru', 'Senja di Danau Biru'),
    caption: t(
      'Golden hour at Danau Biru never gets old. Where do you watch the sunset? #LestariCity #DanauBiru',
      'Senja di Danau Biru selalu memesona. Di mana tempat favoritmu menikmati senja? #LestariCity #DanauBiru',
    ),
  },
  {
    slug: 'ig-kirana-hills-show-unit',
    image: 'res-houses-1',
    daysAgo: 6,
    title: t('Kirana Hills show unit', 'Unit contoh Kirana Hills'),
    caption: t(
      'The new Type Cempaka show unit is open every day from 09:00. Come and have a look! #KiranaHills',
      'Unit contoh Tipe Cempaka kini dibuka setiap hari mulai pukul 09.00. Yuk, mampir! #KiranaHills',
    ),
  },
  {
    slug: 'ig-car-free-day',
    image: 'news-event',
    daysAgo: 10,
    title: t('Car Free Day', 'Hari Bebas Kendaraan'),
    caption: t(
      'See you on the boulevard this Sunday from 06:00! Bring your bike, your running shoes and your friends. #CarFreeDay',
      'Sampai jumpa di boulevard Minggu ini mulai pukul 06.00! Bawa sepeda, sepatu lari, dan teman-temanmu. #CarFreeDay',
    ),
  },
  {
    slug: 'ig-taman-kota-morning',
    image: 'city-park',
    daysAgo: 15,
    title: t('Morning in Taman Kota', 'Pagi di Taman Kota'),
    caption: t(
      'Fresh air, 3.2 km of jogging track and plenty of shade. Good morning from Taman Kota! #GreenCity',
      'Udara segar, lintasan lari 3,2 km, dan pepohonan rindang. Selamat pagi dari Taman Kota! #KotaHijau',
    ),
  },
  {
    slug: 'ig-sky-apartment-topping-off',
    image: 'news-construction',
    daysAgo: 21,
    title: t('Sky Apartment topping-off', 'Tutup atap Apartemen Lestari Sky'),
    caption: t(
      'Tower A has reached 32 floors! Thank you to every worker who made it happen safely. #LestariSky',
      'Menara A telah mencapai 32 lantai! Terima kasih kepada seluruh pekerja yang mewujudkannya dengan selamat. #LestariSky',
    ),
  },
  {
    slug: 'ig-culinary-festival',
    image: 'news-festival',
    daysAgo: 28,
    title: t('Culinary festival', 'Festival kuliner'),
    caption: t(
      '150 stalls, one street, endless flavours. Which dish was your favourite? #GadingWalk',
      '150 gerai, satu jalan, cita rasa tanpa batas. Hidangan mana favoritmu? #GadingWalk',
    ),
  },
  {
    slug: 'ig-grand-hotel-rooftop',
    image: 'hot-1',
    daysAgo: 35,
    title: t('Rooftop dinner', 'Makan malam di atap'),
    caption: t(
      'Dinner with a view: the rooftop restaurant of Lestari Grand Hotel is now open. #LestariGrandHotel',
      'Makan malam dengan pemandangan: restoran atap Lestari Grand Hotel kini telah dibuka. #LestariGrandHotel',
    ),
  },
  {
    slug: 'ig-commuter-station',
    image: 'fac-station',
    daysAgo: 44,
    title: t('New station bridge', 'Jembatan stasiun baru'),
    caption: t(
      'The covered bridge between Lestari station and the bus terminal is open. No more rain on your commute! #TransitCity',
      'Jembatan beratap antara Stasiun Lestari dan terminal bus telah dibuka. Tak ada lagi kehujanan saat pulang-pergi! #KotaTransit',
    ),
  },
  {
    slug: 'ig-tree-planting',
    image: 'news-community',
    daysAgo: 53,
    title: t('5,000 new trees', '5.000 pohon baru'),
    caption: t(
      'Thank you, volunteers! Together we planted 5,000 native trees along the Cisadane. #LestariHijau',
      'Terima kasih, para relawan! Bersama kita menanam 5.000 pohon asli di bantaran Cisadane. #LestariHijau',
    ),
  },
]
