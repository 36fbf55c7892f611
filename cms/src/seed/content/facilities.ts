import { t, type Localized } from '../lib/localized'

export type FacilitySpec = {
  slug: string
  category: 'education' | 'health' | 'shopping' | 'recreation' | 'transport'
  title: Localized<string>
  summary: Localized<string>
  /** Two short paragraphs of detail for the rich-text description. */
  details: Localized<[string, string]>
  image: string
  street: string
  lat: number
  lng: number
  hours: Localized<string>
  phone: string
  website?: string
}

const daily = (from: string, to: string) => t(`Daily ${from}–${to}`, `Setiap hari ${from}–${to}`)
const weekdays = (from: string, to: string, sat?: string) =>
  t(`Mon–Fri ${from}–${to}${sat ? `, Sat ${sat}` : ''}`, `Senin–Jumat ${from}–${to}${sat ? `, Sabtu ${sat}` : ''}`)
const always = t('Open 24 hours', 'Buka 24 jam')

export const facilitySpecs: FacilitySpec[] = [
  // Education
  {
    slug: 'lestari-international-school',
    category: 'education',
    image: 'fac-school',
    street: 'Jl. Pendidikan Raya No. 8',
    lat: -6.2935,
    lng: 106.6412,
    title: t('Lestari International School', 'Sekolah Internasional Lestari'),
    summary: t(
      'A bilingual school from kindergarten to grade 12 with an international curriculum.',
      'Sekolah dwibahasa dari TK hingga kelas 12 dengan kurikulum internasional.',
    ),
    details: t(
      [
        'The campus has science labs, a library, a 25-metre pool and sports fields.',
        'Admissions open every January; school tours can be booked on weekdays.',
      ],
      [
        'Kampus dilengkapi laboratorium sains, perpustakaan, kolam renang 25 meter, dan lapangan olahraga.',
        'Pendaftaran dibuka setiap Januari; kunjungan sekolah dapat dijadwalkan pada hari kerja.',
      ],
    ),
    hours: weekdays('07:00', '16:00'),
    phone: '+62 21 5550 1100',
    website: 'https://example.com/lestari-international-school',
  },
  {
    slug: 'lestari-university-of-technology',
    category: 'education',
    image: 'fac-campus',
    street: 'Jl. Kampus Lestari No. 1',
    lat: -6.2788,
    lng: 106.659,
    title: t('Lestari University of Technology', 'Universitas Teknologi Lestari'),
    summary: t(
      'Engineering, computing and design faculties on a green 40-hectare campus.',
      'Fakultas teknik, komputer, dan desain di kampus hijau seluas 40 hektare.',
    ),
    details: t(
      [
        'More than 9,000 students study in twelve undergraduate and four master programmes.',
        'The innovation centre hosts start-ups from the Lestari Techno Park.',
      ],
      [
        'Lebih dari 9.000 mahasiswa belajar di dua belas program sarjana dan empat program magister.',
        'Pusat inovasinya menaungi perusahaan rintisan dari Lestari Techno Park.',
      ],
    ),
    hours: weekdays('07:00', '21:00', '08:00–14:00'),
    phone: '+62 21 5550 1200',
    website: 'https://example.com/lestari-university',
  },
  {
    slug: 'tunas-bangsa-primary-school',
    category: 'education',
    image: 'fac-school',
    street: 'Jl. Anggrek Timur No. 3',
    lat: -6.3062,
    lng: 106.6335,
    title: t('Tunas Bangsa Primary School', 'SD Tunas Bangsa'),
    summary: t(
      'A neighbourhood primary school within walking distance of the residential clusters.',
      'Sekolah dasar lingkungan yang dapat dicapai dengan berjalan kaki dari klaster hunian.',
    ),
    details: t(
      [
        'Classes follow the national curriculum with extra English and coding lessons.',
        'A safe-route programme lets children walk to school along shaded paths.',
      ],
      [
        'Pembelajaran mengikuti kurikulum nasional dengan tambahan pelajaran bahasa Inggris dan pemrograman.',
        'Program rute aman memungkinkan anak berjalan ke sekolah melalui jalur yang teduh.',
      ],
    ),
    hours: weekdays('06:30', '14:00'),
    phone: '+62 21 5550 1300',
  },
  {
    slug: 'lestari-public-library',
    category: 'education',
    image: 'fac-campus',
    street: 'Jl. Taman Kota No. 2',
    lat: -6.299,
    lng: 106.6528,
    title: t('Lestari Public Library', 'Perpustakaan Umum Lestari'),
    summary: t(
      "A free public library with a children's wing, study rooms and a makerspace.",
      'Perpustakaan umum gratis dengan ruang anak, ruang belajar, dan makerspace.',
    ),
    details: t(
      [
        'Over 60,000 books in Indonesian and English, plus e-books for members.',
        'Weekend story hours and coding clubs are open to all residents.',
      ],
      [
        'Lebih dari 60.000 buku berbahasa Indonesia dan Inggris, serta buku elektronik bagi anggota.',
        'Jam dongeng akhir pekan dan klub pemrograman terbuka untuk semua warga.',
      ],
    ),
    hours: t('Tue–Sun 09:00–20:00', 'Selasa–Minggu 09:00–20:00'),
    phone: '+62 21 5550 1400',
  },
  // Health
  {
    slug: 'lestari-medika-hospital',
    category: 'health',
    image: 'fac-hospital',
    street: 'Jl. Boulevard Lestari No. 45',
    lat: -6.2921,
    lng: 106.6667,
    title: t('Lestari Medika Hospital', 'Rumah Sakit Lestari Medika'),
    summary: t(
      'A 300-bed general hospital with a 24-hour emergency department.',
      'Rumah sakit umum berkapasitas 300 tempat tidur dengan instalasi gawat darurat 24 jam.',
    ),
    details: t(
      [
        'Specialist centres for cardiology, orthopaedics, oncology and maternity.',
        'The hospital accepts national health insurance (BPJS) and private insurers.',
      ],
      [
        'Pusat layanan spesialis jantung, ortopedi, onkologi, dan kebidanan.',
        'Rumah sakit melayani pasien BPJS Kesehatan dan asuransi swasta.',
      ],
    ),
    hours: always,
    phone: '+62 21 5550 2100',
    website: 'https://example.com/lestari-medika',
  },
  {
    slug: 'bunda-lestari-mother-and-child-hospital',
    category: 'health',
    image: 'fac-hospital',
    street: 'Jl. Melati Raya No. 12',
    lat: -6.3105,
    lng: 106.6471,
    title: t('Bunda Lestari Mother & Child Hospital', 'RSIA Bunda Lestari'),
    summary: t(
      'Maternity, neonatal and paediatric care close to the residential districts.',
      'Layanan kebidanan, neonatal, dan anak yang dekat dengan kawasan hunian.',
    ),
    details: t(
      [
        'Family suites, a level III neonatal unit and lactation consultants.',
        'Prenatal classes run every Saturday morning.',
      ],
      [
        'Kamar keluarga, unit neonatal tingkat III, dan konselor laktasi.',
        'Kelas persiapan persalinan diadakan setiap Sabtu pagi.',
      ],
    ),
    hours: always,
    phone: '+62 21 5550 2200',
  },
  {
    slug: 'klinik-sehat-bersama',
    category: 'health',
    image: 'fac-clinic',
    street: 'Ruko Boulevard Blok C No. 7',
    lat: -6.3178,
    lng: 106.6602,
    title: t('Sehat Bersama Clinic', 'Klinik Sehat Bersama'),
    summary: t(
      'A family clinic with general practitioners, dentists and a pharmacy.',
      'Klinik keluarga dengan dokter umum, dokter gigi, dan apotek.',
    ),
    details: t(
      [
        'Walk-in consultations without appointment until 21:00.',
        'Vaccinations and health certificates for school and work.',
      ],
      [
        'Konsultasi tanpa janji temu hingga pukul 21.00.',
        'Layanan vaksinasi dan surat keterangan sehat untuk sekolah dan kerja.',
      ],
    ),
    hours: daily('07:00', '22:00'),
    phone: '+62 21 5550 2300',
  },
  {
    slug: 'lestari-wellness-centre',
    category: 'health',
    image: 'fac-clinic',
    street: 'Jl. Danau Biru No. 5',
    lat: -6.3251,
    lng: 106.6433,
    title: t('Lestari Wellness Centre', 'Pusat Kebugaran Lestari'),
    summary: t(
      'Physiotherapy, a fitness studio and health screening by the lake.',
      'Fisioterapi, studio kebugaran, dan pemeriksaan kesehatan di tepi danau.',
    ),
    details: t(
      [
        'Certified physiotherapists and sports-medicine doctors on site.',
        'Residents get a discounted annual health check.',
      ],
      [
        'Fisioterapis bersertifikat dan dokter kedokteran olahraga tersedia di tempat.',
        'Warga mendapat potongan harga untuk pemeriksaan kesehatan tahunan.',
      ],
    ),
    hours: daily('06:00', '21:00'),
    phone: '+62 21 5550 2400',
  },
  // Shopping
  {
    slug: 'lestari-central-mall',
    category: 'shopping',
    image: 'fac-mall',
    street: 'Jl. Boulevard Lestari No. 88',
    lat: -6.2985,
    lng: 106.6711,
    title: t('Lestari Central Mall', 'Lestari Central Mall'),
    summary: t(
      'A four-level mall with 250 stores, a cinema and a food hall.',
      'Mal empat lantai dengan 250 toko, bioskop, dan pujasera.',
    ),
    details: t(
      [
        'Anchor tenants include a department store, a supermarket and an electronics hall.',
        'Free parking for the first two hours and a shuttle to the station.',
      ],
      [
        'Penyewa utama meliputi department store, supermarket, dan pusat elektronik.',
        'Parkir gratis untuk dua jam pertama dan bus antar-jemput ke stasiun.',
      ],
    ),
    hours: daily('10:00', '22:00'),
    phone: '+62 21 5550 3100',
    website: 'https://example.com/lestari-central-mall',
  },
  {
    slug: 'pasar-segar-lestari',
    category: 'shopping',
    image: 'fac-market',
    street: 'Jl. Pasar Lestari No. 1',
    lat: -6.312,
    lng: 106.656,
    title: t('Pasar Segar Lestari fresh market', 'Pasar Segar Lestari'),
    summary: t(
      'A clean, modern wet market with fresh produce, meat and fish.',
      'Pasar basah modern yang bersih dengan sayur, daging, dan ikan segar.',
    ),
    details: t(
      ['Around 400 stalls under one naturally ventilated roof.', 'Cashless payment is accepted at every stall.'],
      ['Sekitar 400 lapak di bawah satu atap dengan ventilasi alami.', 'Pembayaran nontunai diterima di semua lapak.'],
    ),
    hours: daily('05:00', '17:00'),
    phone: '+62 21 5550 3200',
  },
  {
    slug: 'lestari-walk',
    category: 'shopping',
    image: 'fac-market',
    street: 'Jl. Gading Walk No. 10',
    lat: -6.289,
    lng: 106.6475,
    title: t('Lestari Walk', 'Lestari Walk'),
    summary: t(
      'An open-air lifestyle street with cafés, restaurants and boutiques.',
      'Jalan gaya hidup terbuka dengan kafe, restoran, dan butik.',
    ),
    details: t(
      ['The street is car-free every evening after 18:00.', 'Live music on Friday and Saturday nights.'],
      ['Jalan ini bebas kendaraan setiap malam setelah pukul 18.00.', 'Musik langsung setiap Jumat dan Sabtu malam.'],
    ),
    hours: daily('10:00', '23:00'),
    phone: '+62 21 5550 3300',
  },
  {
    slug: 'segar-mart-lestari',
    category: 'shopping',
    image: 'fac-mall',
    street: 'Jl. Kenanga Raya No. 21',
    lat: -6.3312,
    lng: 106.6684,
    title: t('Segar Mart supermarket', 'Supermarket Segar Mart'),
    summary: t(
      'A neighbourhood supermarket with a bakery and home delivery.',
      'Supermarket lingkungan dengan toko roti dan layanan antar.',
    ),
    details: t(
      ['Orders placed before noon are delivered the same day.', 'Local farmers sell their produce here every Sunday.'],
      [
        'Pesanan sebelum pukul 12.00 diantar pada hari yang sama.',
        'Petani lokal menjual hasil panen di sini setiap hari Minggu.',
      ],
    ),
    hours: daily('07:00', '22:00'),
    phone: '+62 21 5550 3400',
  },
  // Recreation
  {
    slug: 'taman-kota-lestari',
    category: 'recreation',
    image: 'fac-park',
    street: 'Jl. Taman Kota',
    lat: -6.3005,
    lng: 106.6505,
    title: t('Taman Kota city park', 'Taman Kota Lestari'),
    summary: t(
      'A 25-hectare central park with lawns, playgrounds and a jogging loop.',
      'Taman pusat seluas 25 hektare dengan padang rumput, taman bermain, dan lintasan lari.',
    ),
    details: t(
      [
        'The 3.2 km jogging loop is lit until midnight.',
        'Picnic areas and a pet zone are open to everyone, free of charge.',
      ],
      [
        'Lintasan lari sepanjang 3,2 km diterangi hingga tengah malam.',
        'Area piknik dan zona hewan peliharaan terbuka untuk umum tanpa biaya.',
      ],
    ),
    hours: daily('05:00', '22:00'),
    phone: '+62 21 5550 4100',
  },
  {
    slug: 'danau-biru-lake-park',
    category: 'recreation',
    image: 'city-lake',
    street: 'Jl. Danau Biru',
    lat: -6.323,
    lng: 106.6392,
    title: t('Danau Biru lake park', 'Taman Danau Biru'),
    summary: t(
      "A lake with a boardwalk, kayak rental and the city's favourite sunset spot.",
      'Danau dengan jembatan kayu, penyewaan kayak, dan tempat favorit menikmati senja.',
    ),
    details: t(
      [
        'Kayaks and pedal boats can be rented at the north pier.',
        'The lake also retains rainwater and protects the city from floods.',
      ],
      [
        'Kayak dan sepeda air dapat disewa di dermaga utara.',
        'Danau ini juga menampung air hujan dan melindungi kota dari banjir.',
      ],
    ),
    hours: daily('06:00', '21:00'),
    phone: '+62 21 5550 4200',
  },
  {
    slug: 'lestari-golf-and-country-club',
    category: 'recreation',
    image: 'fac-park',
    street: 'Jl. Golf Lestari No. 1',
    lat: -6.3381,
    lng: 106.6498,
    title: t('Lestari Golf & Country Club', 'Lestari Golf & Country Club'),
    summary: t(
      'An 18-hole championship course with a driving range and clubhouse.',
      'Lapangan golf 18 lubang berstandar kejuaraan dengan driving range dan clubhouse.',
    ),
    details: t(
      ['Day passes are available for visitors on weekdays.', 'The clubhouse restaurant overlooks the 18th green.'],
      ['Tiket harian tersedia untuk pengunjung pada hari kerja.', 'Restoran clubhouse menghadap green lubang ke-18.'],
    ),
    hours: daily('05:30', '19:00'),
    phone: '+62 21 5550 4300',
    website: 'https://example.com/lestari-golf',
  },
  {
    slug: 'lestari-sports-centre',
    category: 'recreation',
    image: 'fac-sports',
    street: 'Jl. Olahraga No. 9',
    lat: -6.2862,
    lng: 106.638,
    title: t('Lestari Sports Centre', 'Gelanggang Olahraga Lestari'),
    summary: t(
      'Football pitches, badminton halls, a 50-metre pool and a climbing wall.',
      'Lapangan sepak bola, gedung bulu tangkis, kolam renang 50 meter, dan dinding panjat.',
    ),
    details: t(
      [
        'Courts can be booked online up to two weeks ahead.',
        'Youth academies train here for football, swimming and badminton.',
      ],
      [
        'Lapangan dapat dipesan secara daring hingga dua minggu sebelumnya.',
        'Akademi muda berlatih sepak bola, renang, dan bulu tangkis di sini.',
      ],
    ),
    hours: daily('06:00', '22:00'),
    phone: '+62 21 5550 4400',
  },
  // Transport
  {
    slug: 'stasiun-lestari',
    category: 'transport',
    image: 'fac-station',
    street: 'Jl. Stasiun Lestari',
    lat: -6.315,
    lng: 106.629,
    title: t('Lestari commuter station', 'Stasiun KRL Lestari'),
    summary: t(
      'Commuter line station with trains to Tanah Abang every 15 minutes at peak hours.',
      'Stasiun KRL dengan kereta ke Tanah Abang setiap 15 menit pada jam sibuk.',
    ),
    details: t(
      [
        'Park-and-ride for 1,200 cars and covered bicycle parking.',
        'Feeder buses connect the station to every district of the city.',
      ],
      [
        'Parkir dan naik untuk 1.200 mobil serta parkir sepeda beratap.',
        'Bus pengumpan menghubungkan stasiun ke seluruh kawasan kota.',
      ],
    ),
    hours: daily('04:00', '24:00'),
    phone: '+62 21 5550 5100',
  },
  {
    slug: 'terminal-terpadu-lestari',
    category: 'transport',
    image: 'fac-bus',
    street: 'Jl. Boulevard Lestari No. 2',
    lat: -6.2955,
    lng: 106.676,
    title: t('Lestari integrated bus terminal', 'Terminal Terpadu Lestari'),
    summary: t(
      'Intercity buses to central Jakarta, the airport and Bandung.',
      'Bus antarkota ke pusat Jakarta, bandara, dan Bandung.',
    ),
    details: t(
      [
        'Airport buses leave every 30 minutes from 03:00.',
        'Tickets can be bought at the counter or in the operator apps.',
      ],
      [
        'Bus bandara berangkat setiap 30 menit mulai pukul 03.00.',
        'Tiket dapat dibeli di loket atau melalui aplikasi operator.',
      ],
    ),
    hours: always,
    phone: '+62 21 5550 5200',
  },
  {
    slug: 'gerbang-tol-lestari',
    category: 'transport',
    image: 'acc-toll',
    street: 'Jl. Tol Lestari KM 21',
    lat: -6.2801,
    lng: 106.6865,
    title: t('Lestari toll gate', 'Gerbang Tol Lestari'),
    summary: t(
      'Direct access to the Jakarta–Serpong toll road and the outer ring road.',
      'Akses langsung ke jalan tol Jakarta–Serpong dan lingkar luar.',
    ),
    details: t(
      [
        'Electronic toll cards only; top up at any minimarket in the city.',
        'The gate has eight lanes in each direction.',
      ],
      [
        'Hanya menerima kartu tol elektronik; isi ulang di minimarket mana pun di kota.',
        'Gerbang memiliki delapan lajur di setiap arah.',
      ],
    ),
    hours: always,
    phone: '+62 21 5550 5300',
  },
  {
    slug: 'halte-boulevard-lestari',
    category: 'transport',
    image: 'acc-bus',
    street: 'Jl. Boulevard Lestari (median)',
    lat: -6.306,
    lng: 106.662,
    title: t('Boulevard feeder bus stop', 'Halte Bus Pengumpan Boulevard'),
    summary: t(
      'The main stop of the free TransLestari feeder buses.',
      'Halte utama bus pengumpan gratis TransLestari.',
    ),
    details: t(
      ['Four feeder routes stop here every 10 minutes.', 'Real-time arrival screens and a covered waiting area.'],
      [
        'Empat rute bus pengumpan berhenti di sini setiap 10 menit.',
        'Layar kedatangan waktu nyata dan ruang tunggu beratap.',
      ],
    ),
    hours: daily('05:00', '23:00'),
    phone: '+62 21 5550 5400',
  },
]
