import { t, type Localized } from '../lib/localized'
import { developmentKinds, type DevelopmentKind, type DevelopmentStatus } from '@lestari/model'

export type Kind = DevelopmentKind

/** How many of `developments` are of each kind of the content model (the seed's checks want four or more). */
export const developmentsPerKind = (
  developments: readonly { kind?: string | null }[],
): [kind: string, count: number][] =>
  developmentKinds.map(({ value }) => [value, developments.filter((d) => d.kind === value).length])

export type ProjectSpec = {
  slug: string
  kind: Kind
  status: DevelopmentStatus
  featured?: boolean
  title: Localized<string>
  summary: Localized<string>
  highlights: Localized<string[]>
  /** Media keys: hero first, then the three gallery pictures. */
  images: [string, string, string, string]
  street: string
  lat: number
  lng: number
  price?: { min: number; max: number; note: Localized<string> }
  landArea: number
  propertyTypes: string[]
  tags: string[]
  brochures: string[]
  /** The development's own WhatsApp line, when it has one (else the site settings' number). */
  whatsapp?: string
}

const M = 1_000_000
const perUnit = t('per unit', 'per unit')

export const projectSpecs: ProjectSpec[] = [
  // Residential
  {
    slug: 'kirana-hills',
    kind: 'residential',
    status: 'selling',
    featured: true,
    title: t('Kirana Hills', 'Kirana Hills'),
    summary: t(
      'Hillside family homes in four gated clusters around a 3-hectare central park, ten minutes from the toll gate.',
      'Rumah keluarga di perbukitan dalam empat klaster berpagar di sekitar taman pusat seluas 3 hektare, sepuluh menit dari gerbang tol.',
    ),
    highlights: t(
      [
        'Two- and three-storey homes with 2 to 4 bedrooms',
        'Clubhouse with pool, gym and co-working lounge',
        'Solar-ready roofs and rainwater harvesting',
      ],
      [
        'Rumah dua dan tiga lantai dengan 2 hingga 4 kamar tidur',
        'Clubhouse dengan kolam renang, pusat kebugaran, dan ruang kerja bersama',
        'Atap siap panel surya dan penampungan air hujan',
      ],
    ),
    images: ['res-houses-1', 'res-houses-2', 'city-park', 'res-lake'],
    street: 'Jl. Kirana Raya No. 1',
    lat: -6.2845,
    lng: 106.635,
    price: { min: 1_250 * M, max: 3_800 * M, note: perUnit },
    landArea: 42,
    propertyTypes: ['landed-house'],
    tags: ['gated-community', 'green-living', 'near-toll-road'],
    brochures: ['kirana-hills-brochure.pdf', 'residential-price-list.pdf'],
  },
  {
    slug: 'taman-anggrek-residence',
    kind: 'residential',
    status: 'completed',
    title: t('Taman Anggrek Residence', 'Taman Anggrek Residence'),
    summary: t(
      'A completed garden neighbourhood five minutes on foot from the commuter station, with shaded streets and a community hall.',
      'Lingkungan taman yang telah rampung, lima menit berjalan kaki dari stasiun KRL, dengan jalan yang teduh dan balai warga.',
    ),
    highlights: t(
      [
        'Walk to Lestari commuter station',
        'Mature trees and pocket parks on every street',
        'Primary school and fresh market next door',
      ],
      [
        'Jalan kaki ke Stasiun KRL Lestari',
        'Pohon rindang dan taman kecil di setiap jalan',
        'Sekolah dasar dan pasar segar di sebelahnya',
      ],
    ),
    images: ['res-houses-2', 'res-houses-1', 'fac-station', 'city-park'],
    street: 'Jl. Anggrek Raya No. 2',
    lat: -6.312,
    lng: 106.63,
    price: { min: 950 * M, max: 2_100 * M, note: t('resale, per unit', 'jual kembali, per unit') },
    landArea: 28,
    propertyTypes: ['landed-house'],
    tags: ['transit-oriented', 'green-living'],
    brochures: ['taman-anggrek-residence-brochure.pdf'],
  },
  {
    slug: 'vanya-lakeside-homes',
    kind: 'residential',
    status: 'selling',
    featured: true,
    title: t('Vanya Lakeside Homes', 'Vanya Lakeside Homes'),
    summary: t(
      'Homes on the shore of Danau Biru with private decks, a lakeside promenade and smart-home features as standard.',
      'Rumah di tepi Danau Biru dengan dek pribadi, promenade tepi danau, dan fitur rumah pintar sebagai standar.',
    ),
    highlights: t(
      [
        'Lake-view homes with private decks',
        'Smart locks, lighting and CCTV in every home',
        'Kayak pier and 2 km lakeside promenade',
      ],
      [
        'Rumah menghadap danau dengan dek pribadi',
        'Kunci pintar, pencahayaan, dan CCTV di setiap rumah',
        'Dermaga kayak dan promenade tepi danau sepanjang 2 km',
      ],
    ),
    images: ['res-lake', 'city-lake', 'res-houses-1', 'res-houses-2'],
    street: 'Jl. Danau Biru Selatan No. 8',
    lat: -6.328,
    lng: 106.641,
    price: { min: 2_400 * M, max: 6_500 * M, note: perUnit },
    landArea: 35,
    propertyTypes: ['landed-house'],
    tags: ['waterfront', 'smart-home', 'new-launch'],
    brochures: ['lestari-city-company-profile.pdf', 'residential-price-list.pdf'],
  },
  {
    slug: 'nusa-asri-cluster',
    kind: 'residential',
    status: 'construction',
    title: t('Nusa Asri Cluster', 'Klaster Nusa Asri'),
    summary: t(
      'Compact, energy-efficient starter homes for young families, with a subsidised mortgage scheme from our partner banks.',
      'Rumah pertama yang ringkas dan hemat energi untuk keluarga muda, dengan skema KPR bersubsidi dari bank mitra.',
    ),
    highlights: t(
      [
        'Starter homes from IDR 850 million',
        'Down payment from 5% with partner banks',
        'Playground, mosque and minimarket inside the cluster',
      ],
      [
        'Rumah pertama mulai Rp850 juta',
        'Uang muka mulai 5% dengan bank mitra',
        'Taman bermain, masjid, dan minimarket di dalam klaster',
      ],
    ),
    images: ['res-houses-1', 'res-houses-2', 'news-construction', 'city-park'],
    street: 'Jl. Nusa Asri No. 15',
    lat: -6.3395,
    lng: 106.658,
    price: { min: 850 * M, max: 1_450 * M, note: perUnit },
    landArea: 18,
    propertyTypes: ['landed-house'],
    tags: ['gated-community', 'new-launch'],
    brochures: ['residential-price-list.pdf'],
  },
  {
    slug: 'lestari-sky-apartment',
    kind: 'residential',
    status: 'construction',
    featured: true,
    title: t('Lestari Sky Apartment', 'Apartemen Lestari Sky'),
    summary: t(
      'Two 32-storey towers above the commuter station: studios to three-bedroom units with a sky garden on the roof.',
      'Dua menara 32 lantai di atas stasiun KRL: unit studio hingga tiga kamar tidur dengan taman langit di atap.',
    ),
    highlights: t(
      [
        'Direct skybridge to the commuter station',
        'Sky garden, infinity pool and co-working floor',
        'Units from 28 m² to 98 m²',
      ],
      [
        'Jembatan langsung ke stasiun KRL',
        'Taman langit, kolam renang infinity, dan lantai ruang kerja bersama',
        'Unit mulai 28 m² hingga 98 m²',
      ],
    ),
    images: ['res-towers', 'news-construction', 'fac-station', 'city-skyline'],
    street: 'Jl. Stasiun Lestari No. 5',
    lat: -6.3165,
    lng: 106.6275,
    price: { min: 650 * M, max: 2_900 * M, note: perUnit },
    landArea: 2.4,
    propertyTypes: ['apartment'],
    tags: ['transit-oriented', 'smart-home', 'investment'],
    brochures: ['lestari-city-company-profile.pdf', 'residential-price-list.pdf'],
  },
  // Commercial
  {
    slug: 'lestari-boulevard-shophouses',
    kind: 'commercial',
    status: 'selling',
    featured: true,
    title: t('Lestari Boulevard Shophouses', 'Ruko Boulevard Lestari'),
    summary: t(
      "Three- and four-storey shophouses on the city's main boulevard, with wide pavements and parking in front.",
      'Ruko tiga dan empat lantai di boulevard utama kota, dengan trotoar lebar dan parkir di depan.',
    ),
    highlights: t(
      [
        'Frontage on a 60-metre-wide boulevard',
        'Passing traffic of 40,000 vehicles a day',
        'Flexible ground floor for retail or F&B',
      ],
      [
        'Muka bangunan di boulevard selebar 60 meter',
        'Dilalui 40.000 kendaraan per hari',
        'Lantai dasar fleksibel untuk ritel atau kuliner',
      ],
    ),
    images: ['com-shophouses-1', 'com-shophouses-2', 'news-construction', 'city-skyline'],
    street: 'Jl. Boulevard Lestari Blok A',
    lat: -6.304,
    lng: 106.664,
    price: { min: 2_400 * M, max: 5_800 * M, note: perUnit },
    landArea: 6.5,
    propertyTypes: ['shophouse'],
    tags: ['investment', 'near-toll-road'],
    brochures: ['lestari-city-company-profile.pdf', 'commercial-price-list.pdf'],
  },
  {
    slug: 'gading-walk',
    kind: 'commercial',
    status: 'completed',
    title: t('Gading Walk', 'Gading Walk'),
    summary: t(
      'An open-air dining and lifestyle street of 80 units, busy every evening and weekend.',
      'Jalan kuliner dan gaya hidup terbuka dengan 80 unit, ramai setiap malam dan akhir pekan.',
    ),
    highlights: t(
      [
        'Fully let with cafés, restaurants and boutiques',
        'Car-free evenings from 18:00',
        'Events stage and weekend markets',
      ],
      [
        'Terisi penuh oleh kafe, restoran, dan butik',
        'Bebas kendaraan setiap malam mulai pukul 18.00',
        'Panggung acara dan pasar akhir pekan',
      ],
    ),
    images: ['com-shophouses-2', 'news-festival', 'com-shophouses-1', 'news-event'],
    street: 'Jl. Gading Walk',
    lat: -6.2895,
    lng: 106.647,
    price: { min: 1_800 * M, max: 3_900 * M, note: perUnit },
    landArea: 4.2,
    propertyTypes: ['retail-space', 'shophouse'],
    tags: ['investment'],
    brochures: ['commercial-price-list.pdf'],
  },
  {
    slug: 'lestari-central-plaza',
    kind: 'commercial',
    status: 'selling',
    title: t('Lestari Central Plaza', 'Lestari Central Plaza'),
    summary: t(
      'Strata retail units and kiosks in the podium of the central mall, next to the cinema and food hall.',
      'Unit ritel strata dan kios di podium mal pusat, di samping bioskop dan pujasera.',
    ),
    highlights: t(
      ['Kiosks from 12 m² and shops up to 180 m²', 'Footfall of 35,000 visitors a day', 'Managed by the mall operator'],
      ['Kios mulai 12 m² dan toko hingga 180 m²', 'Dikunjungi 35.000 orang per hari', 'Dikelola oleh operator mal'],
    ),
    images: ['com-mall', 'fac-mall', 'com-shophouses-1', 'news-event'],
    street: 'Jl. Boulevard Lestari No. 88',
    lat: -6.2978,
    lng: 106.6722,
    price: { min: 750 * M, max: 4_200 * M, note: perUnit },
    landArea: 3.1,
    propertyTypes: ['retail-space'],
    tags: ['investment', 'transit-oriented'],
    brochures: ['commercial-price-list.pdf'],
  },
  {
    slug: 'pasar-modern-lestari',
    kind: 'commercial',
    status: 'construction',
    title: t('Pasar Modern Lestari', 'Pasar Modern Lestari'),
    summary: t(
      'A modern market hall with stalls and shophouses around it, serving the southern residential districts.',
      'Gedung pasar modern dengan lapak dan ruko di sekelilingnya, melayani kawasan hunian di selatan.',
    ),
    highlights: t(
      [
        '400 stalls and 60 shophouses',
        'Naturally ventilated hall with solar roof',
        'Loading area separated from shoppers',
      ],
      [
        '400 lapak dan 60 ruko',
        'Gedung berventilasi alami dengan atap surya',
        'Area bongkar muat terpisah dari pengunjung',
      ],
    ),
    images: ['fac-market', 'com-shophouses-1', 'com-shophouses-2', 'news-construction'],
    street: 'Jl. Pasar Lestari No. 1',
    lat: -6.333,
    lng: 106.67,
    price: { min: 350 * M, max: 2_600 * M, note: t('stalls and shophouses', 'lapak dan ruko') },
    landArea: 5.0,
    propertyTypes: ['retail-space', 'shophouse'],
    tags: ['new-launch'],
    brochures: ['commercial-price-list.pdf'],
  },
  // Office
  {
    slug: 'lestari-business-park',
    kind: 'office',
    status: 'selling',
    featured: true,
    title: t('Lestari Business Park', 'Lestari Business Park'),
    summary: t(
      'Low-rise office buildings in a landscaped park, each with its own entrance, parking and signage.',
      'Gedung kantor bertingkat rendah di taman yang tertata, masing-masing dengan pintu masuk, parkir, dan papan nama sendiri.',
    ),
    highlights: t(
      ['Standalone buildings of 4 to 5 floors', 'Green building certification', 'Five minutes to the toll gate'],
      ['Gedung mandiri 4 hingga 5 lantai', 'Sertifikasi bangunan hijau', 'Lima menit ke gerbang tol'],
    ),
    images: ['off-park', 'off-towers-1', 'city-park', 'off-towers-2'],
    street: 'Jl. Bisnis Lestari Kav. 3',
    lat: -6.281,
    lng: 106.68,
    price: { min: 9_500 * M, max: 28_000 * M, note: t('per building', 'per gedung') },
    landArea: 12,
    propertyTypes: ['office-space'],
    tags: ['near-toll-road', 'green-living'],
    brochures: ['lestari-business-park-brochure.pdf', 'commercial-price-list.pdf'],
  },
  {
    slug: 'green-office-tower',
    kind: 'office',
    status: 'construction',
    title: t('Green Office Tower', 'Green Office Tower'),
    summary: t(
      'A 28-storey grade A office tower with strata floors, designed for net-zero operation.',
      'Gedung perkantoran kelas A setinggi 28 lantai dengan lantai strata, dirancang untuk operasional nol emisi bersih.',
    ),
    highlights: t(
      ['Strata floors from 250 m²', 'Double-glazed façade and rooftop solar', 'Destination-control lifts'],
      ['Lantai strata mulai 250 m²', 'Fasad kaca ganda dan panel surya di atap', 'Lift dengan kontrol tujuan'],
    ),
    images: ['off-towers-1', 'off-towers-2', 'news-construction', 'city-skyline'],
    street: 'Jl. Boulevard Lestari Kav. 21',
    lat: -6.293,
    lng: 106.675,
    price: { min: 45 * M, max: 62 * M, note: t('per m²', 'per m²') },
    landArea: 1.2,
    propertyTypes: ['office-space'],
    tags: ['green-living', 'investment'],
    brochures: ['lestari-business-park-brochure.pdf'],
  },
  {
    slug: 'lestari-cyber-hub',
    kind: 'office',
    status: 'completed',
    title: t('Lestari Cyber Hub', 'Lestari Cyber Hub'),
    summary: t(
      "Serviced offices, co-working floors and a data centre for the city's technology companies.",
      'Kantor berlayanan, lantai ruang kerja bersama, dan pusat data untuk perusahaan teknologi di kota.',
    ),
    highlights: t(
      ['Co-working memberships from one day', 'Tier III data centre on site', 'Next to the University of Technology'],
      [
        'Keanggotaan ruang kerja bersama mulai satu hari',
        'Pusat data Tier III di lokasi',
        'Bersebelahan dengan Universitas Teknologi',
      ],
    ),
    images: ['off-towers-2', 'off-park', 'fac-campus', 'off-towers-1'],
    street: 'Jl. Kampus Lestari No. 9',
    lat: -6.277,
    lng: 106.662,
    price: { min: 3_500_000, max: 12_000_000, note: t('per desk per month', 'per meja per bulan') },
    landArea: 2.0,
    propertyTypes: ['office-space'],
    tags: ['smart-home', 'transit-oriented'],
    brochures: ['lestari-business-park-brochure.pdf'],
  },
  {
    slug: 'kavling-niaga-lestari',
    kind: 'office',
    status: 'selling',
    title: t('Lestari Commercial Plots', 'Kavling Niaga Lestari'),
    summary: t(
      'Ready-to-build commercial plots for headquarters and showrooms along the outer boulevard.',
      'Kavling niaga siap bangun untuk kantor pusat dan ruang pamer di sepanjang boulevard luar.',
    ),
    highlights: t(
      [
        'Plots from 1,000 to 8,000 m²',
        'Utilities and fibre to the plot boundary',
        'Flexible building height up to 12 floors',
      ],
      [
        'Kavling mulai 1.000 hingga 8.000 m²',
        'Utilitas dan serat optik hingga batas kavling',
        'Ketinggian bangunan fleksibel hingga 12 lantai',
      ],
    ),
    images: ['fut-2', 'off-park', 'acc-toll', 'off-towers-1'],
    street: 'Jl. Boulevard Luar Lestari',
    lat: -6.271,
    lng: 106.693,
    price: { min: 18 * M, max: 26 * M, note: t('per m²', 'per m²') },
    landArea: 20,
    propertyTypes: ['land-plot', 'office-space'],
    tags: ['near-toll-road', 'investment'],
    brochures: ['lestari-city-master-plan.pdf', 'commercial-price-list.pdf'],
  },
  // Industrial
  {
    slug: 'lestari-techno-park',
    kind: 'industrial',
    status: 'selling',
    featured: true,
    title: t('Lestari Techno Park', 'Lestari Techno Park'),
    summary: t(
      'Warehouses and light-industrial units next to the toll road, with 24-hour security and a customs service point.',
      'Gudang dan unit industri ringan di samping jalan tol, dengan keamanan 24 jam dan titik layanan kepabeanan.',
    ),
    highlights: t(
      [
        'Units from 600 m² with 8 m clear height',
        'Direct toll access for 40-foot containers',
        'Rooftop solar leasing for tenants',
      ],
      [
        'Unit mulai 600 m² dengan tinggi bersih 8 m',
        'Akses tol langsung untuk kontainer 40 kaki',
        'Sewa panel surya atap untuk penyewa',
      ],
    ),
    images: ['ind-3', 'ind-1', 'ind-2', 'acc-toll'],
    street: 'Jl. Industri Lestari Kav. 1',
    lat: -6.265,
    lng: 106.695,
    price: { min: 5_200 * M, max: 24_000 * M, note: perUnit },
    landArea: 85,
    propertyTypes: ['warehouse', 'land-plot'],
    tags: ['near-toll-road', 'investment'],
    brochures: ['lestari-techno-park-brochure.pdf', 'industrial-lease-rates.pdf'],
  },
  {
    slug: 'lestari-logistics-hub',
    kind: 'industrial',
    status: 'completed',
    title: t('Lestari Logistics Hub', 'Pusat Logistik Lestari'),
    summary: t(
      'A cross-dock logistics hub serving e-commerce deliveries across Greater Jakarta.',
      'Pusat logistik cross-dock yang melayani pengiriman e-commerce di seluruh Jabodetabek.',
    ),
    highlights: t(
      [
        'Cross-dock warehouses with 60 loading bays',
        'Truck parking for 300 vehicles',
        'Same-day delivery radius of 50 km',
      ],
      [
        'Gudang cross-dock dengan 60 dok bongkar muat',
        'Parkir truk untuk 300 kendaraan',
        'Jangkauan pengiriman hari yang sama hingga 50 km',
      ],
    ),
    images: ['ind-1', 'ind-2', 'acc-airport', 'ind-3'],
    street: 'Jl. Logistik Raya No. 4',
    lat: -6.26,
    lng: 106.682,
    price: { min: 65_000, max: 85_000, note: t('lease per m² per month', 'sewa per m² per bulan') },
    landArea: 48,
    propertyTypes: ['warehouse'],
    tags: ['near-toll-road'],
    brochures: ['industrial-lease-rates.pdf'],
  },
  {
    slug: 'lestari-light-industrial-estate',
    kind: 'industrial',
    status: 'construction',
    title: t('Lestari Light Industrial Estate', 'Kawasan Industri Ringan Lestari'),
    summary: t(
      'Small factory units for food, packaging and assembly businesses, with shared wastewater treatment.',
      'Unit pabrik kecil untuk usaha makanan, kemasan, dan perakitan, dengan pengolahan air limbah bersama.',
    ),
    highlights: t(
      ['Units from 300 m² for small manufacturers', 'Shared wastewater treatment plant', 'Worker canteen and clinic'],
      [
        'Unit mulai 300 m² untuk produsen kecil',
        'Instalasi pengolahan air limbah bersama',
        'Kantin dan klinik untuk pekerja',
      ],
    ),
    images: ['ind-2', 'ind-3', 'news-construction', 'ind-1'],
    street: 'Jl. Industri Ringan No. 12',
    lat: -6.256,
    lng: 106.67,
    price: { min: 2_900 * M, max: 9_800 * M, note: perUnit },
    landArea: 30,
    propertyTypes: ['warehouse'],
    tags: ['new-launch', 'investment'],
    brochures: ['lestari-techno-park-brochure.pdf', 'industrial-lease-rates.pdf'],
  },
  {
    slug: 'kavling-industri-cisadane',
    kind: 'industrial',
    status: 'selling',
    title: t('Cisadane Industrial Plots', 'Kavling Industri Cisadane'),
    summary: t(
      'Large serviced plots for build-to-suit factories and distribution centres.',
      'Kavling siap pakai berukuran besar untuk pabrik dan pusat distribusi sesuai kebutuhan.',
    ),
    highlights: t(
      [
        'Plots from 1 to 10 hectares',
        'High-voltage power and gas connection',
        'Build-to-suit with our partner contractors',
      ],
      [
        'Kavling mulai 1 hingga 10 hektare',
        'Sambungan listrik tegangan tinggi dan gas',
        'Bangun sesuai kebutuhan bersama kontraktor mitra',
      ],
    ),
    images: ['ind-1', 'fut-3', 'ind-3', 'acc-toll'],
    street: 'Jl. Industri Cisadane',
    lat: -6.252,
    lng: 106.655,
    price: { min: 3_200_000, max: 4_500_000, note: t('per m²', 'per m²') },
    landArea: 120,
    propertyTypes: ['land-plot'],
    tags: ['investment'],
    brochures: ['industrial-lease-rates.pdf', 'lestari-city-master-plan.pdf'],
  },
  // Hospitality
  {
    slug: 'lestari-grand-hotel',
    kind: 'hospitalities',
    status: 'completed',
    featured: true,
    whatsapp: '+62 811 9000 3030',
    title: t('Lestari Grand Hotel', 'Lestari Grand Hotel'),
    summary: t(
      'A 320-room business hotel with a ballroom for 1,500 guests, connected to the central mall.',
      'Hotel bisnis dengan 320 kamar dan ballroom untuk 1.500 tamu, terhubung dengan mal pusat.',
    ),
    highlights: t(
      ['320 rooms and suites', 'Ballroom and ten meeting rooms', 'Rooftop restaurant with lake views'],
      ['320 kamar dan suite', 'Ballroom dan sepuluh ruang rapat', 'Restoran atap dengan pemandangan danau'],
    ),
    images: ['hot-1', 'hot-2', 'city-lake', 'fac-mall'],
    street: 'Jl. Boulevard Lestari No. 90',
    lat: -6.299,
    lng: 106.674,
    price: { min: 1_100_000, max: 4_500_000, note: t('per night', 'per malam') },
    landArea: 1.8,
    propertyTypes: ['hotel'],
    tags: ['transit-oriented'],
    brochures: ['lestari-city-company-profile.pdf'],
  },
  {
    slug: 'serenity-resort-and-convention',
    kind: 'hospitalities',
    status: 'construction',
    title: t('Serenity Resort & Convention', 'Serenity Resort & Convention'),
    summary: t(
      'A lakeside resort with villas, a spa and a convention hall for weddings and conferences.',
      'Resor tepi danau dengan vila, spa, dan aula konvensi untuk pernikahan dan konferensi.',
    ),
    highlights: t(
      ['120 rooms and 24 pool villas', 'Convention hall for 3,000 guests', 'Spa and wellness garden'],
      ['120 kamar dan 24 vila berkolam renang', 'Aula konvensi untuk 3.000 tamu', 'Spa dan taman kebugaran'],
    ),
    images: ['hot-2', 'res-lake', 'hot-1', 'city-lake'],
    street: 'Jl. Danau Biru Utara No. 1',
    lat: -6.32,
    lng: 106.636,
    price: { min: 1_600_000, max: 9_000_000, note: t('per night', 'per malam') },
    landArea: 9,
    propertyTypes: ['hotel'],
    tags: ['waterfront', 'green-living'],
    brochures: ['lestari-city-company-profile.pdf'],
  },
  {
    slug: 'lestari-serviced-residences',
    kind: 'hospitalities',
    status: 'selling',
    title: t('Lestari Serviced Residences', 'Lestari Serviced Residences'),
    summary: t(
      'Fully furnished serviced apartments for monthly stays, with hotel housekeeping and a rental programme for owners.',
      'Apartemen berlayanan yang lengkap berperabot untuk tinggal bulanan, dengan layanan kebersihan hotel dan program sewa bagi pemilik.',
    ),
    highlights: t(
      [
        'Guaranteed rental return of 6% for two years',
        'Studios and one-bedroom suites',
        'Daily housekeeping and breakfast',
      ],
      [
        'Jaminan imbal hasil sewa 6% selama dua tahun',
        'Unit studio dan suite satu kamar tidur',
        'Layanan kebersihan harian dan sarapan',
      ],
    ),
    images: ['hot-3', 'res-towers', 'hot-1', 'city-skyline'],
    street: 'Jl. Boulevard Lestari No. 70',
    lat: -6.3015,
    lng: 106.669,
    price: { min: 980 * M, max: 1_900 * M, note: perUnit },
    landArea: 0.9,
    propertyTypes: ['hotel', 'apartment'],
    tags: ['investment', 'smart-home'],
    brochures: ['lestari-city-company-profile.pdf', 'residential-price-list.pdf'],
  },
  {
    slug: 'riverside-boutique-hotel',
    kind: 'hospitalities',
    status: 'planning',
    title: t('Riverside Boutique Hotel', 'Riverside Boutique Hotel'),
    summary: t(
      'A 90-room boutique hotel on the Cisadane riverbank, designed around a tropical courtyard.',
      'Hotel butik dengan 90 kamar di tepi Sungai Cisadane, dirancang mengelilingi halaman tropis.',
    ),
    highlights: t(
      ['90 rooms around a tropical courtyard', 'Riverside restaurant and café', 'Bicycle trail along the river'],
      ['90 kamar mengelilingi halaman tropis', 'Restoran dan kafe tepi sungai', 'Jalur sepeda di sepanjang sungai'],
    ),
    images: ['hot-3', 'fut-3', 'hot-2', 'city-lake'],
    street: 'Jl. Tepi Cisadane No. 3',
    lat: -6.342,
    lng: 106.63,
    landArea: 1.5,
    propertyTypes: ['hotel'],
    tags: ['waterfront', 'green-living'],
    brochures: ['lestari-city-master-plan.pdf'],
  },
  // Future developments
  {
    slug: 'lestari-medical-city',
    kind: 'future-developments',
    status: 'planning',
    featured: true,
    title: t('Lestari Medical City', 'Lestari Medical City'),
    summary: t(
      'A planned health district with a teaching hospital, research labs, senior living and wellness hotels.',
      'Kawasan kesehatan terencana dengan rumah sakit pendidikan, laboratorium riset, hunian lansia, dan hotel kebugaran.',
    ),
    highlights: t(
      [
        'Teaching hospital with 600 beds',
        'Research campus with the University of Technology',
        'Senior living and rehabilitation centre',
      ],
      [
        'Rumah sakit pendidikan dengan 600 tempat tidur',
        'Kampus riset bersama Universitas Teknologi',
        'Hunian lansia dan pusat rehabilitasi',
      ],
    ),
    images: ['fut-1', 'fac-hospital', 'fut-2', 'city-park'],
    street: 'Kawasan Medical City, Jl. Sehat Raya',
    lat: -6.272,
    lng: 106.645,
    landArea: 65,
    propertyTypes: ['land-plot', 'hotel', 'apartment'],
    tags: ['new-launch', 'green-living'],
    brochures: ['lestari-city-master-plan.pdf'],
  },
  {
    slug: 'lestari-transit-village',
    kind: 'future-developments',
    status: 'planning',
    title: t('Lestari Transit Village', 'Lestari Transit Village'),
    summary: t(
      'A transit-oriented district planned around a new commuter and light-rail interchange.',
      'Kawasan berorientasi transit yang direncanakan di sekitar simpul baru KRL dan kereta ringan.',
    ),
    highlights: t(
      [
        'Homes, offices and shops within 500 m of the station',
        'Covered walkways and cycle lanes',
        'Park-and-ride for the whole city',
      ],
      [
        'Hunian, kantor, dan toko dalam radius 500 m dari stasiun',
        'Jalur pejalan kaki beratap dan jalur sepeda',
        'Parkir dan naik untuk seluruh kota',
      ],
    ),
    images: ['fut-2', 'acc-train', 'fut-1', 'res-towers'],
    street: 'Kawasan Transit, Jl. Stasiun Baru',
    lat: -6.335,
    lng: 106.62,
    landArea: 40,
    propertyTypes: ['apartment', 'office-space', 'retail-space'],
    tags: ['transit-oriented', 'new-launch'],
    brochures: ['lestari-city-master-plan.pdf'],
  },
  {
    slug: 'lestari-eco-valley',
    kind: 'future-developments',
    status: 'planning',
    title: t('Lestari Eco Valley', 'Lestari Eco Valley'),
    summary: t(
      'A low-density eco district in the southern valley, with urban farms, forest trails and net-zero homes.',
      'Kawasan ekologis berkepadatan rendah di lembah selatan, dengan kebun kota, jalur hutan, dan rumah nol emisi bersih.',
    ),
    highlights: t(
      [
        'Half of the land kept as forest and farmland',
        'Net-zero homes with solar and batteries',
        "Community farms and a farmers' market",
      ],
      [
        'Separuh lahan dipertahankan sebagai hutan dan lahan pertanian',
        'Rumah nol emisi bersih dengan panel surya dan baterai',
        'Kebun komunitas dan pasar petani',
      ],
    ),
    images: ['fut-3', 'city-park', 'res-lake', 'fut-1'],
    street: 'Lembah Selatan Lestari',
    lat: -6.348,
    lng: 106.648,
    landArea: 150,
    propertyTypes: ['landed-house', 'land-plot'],
    tags: ['green-living', 'smart-home'],
    brochures: ['lestari-city-master-plan.pdf'],
  },
  {
    slug: 'lestari-education-district',
    kind: 'future-developments',
    status: 'planning',
    title: t('Lestari Education District', 'Kawasan Pendidikan Lestari'),
    summary: t(
      'A campus district for schools and universities with student housing, sports fields and a science museum.',
      'Kawasan kampus untuk sekolah dan universitas dengan asrama mahasiswa, lapangan olahraga, dan museum sains.',
    ),
    highlights: t(
      ['Plots for three international schools', 'Student housing for 5,000', 'Science museum and planetarium'],
      ['Kavling untuk tiga sekolah internasional', 'Asrama untuk 5.000 mahasiswa', 'Museum sains dan planetarium'],
    ),
    images: ['fut-2', 'fac-campus', 'fac-school', 'fut-1'],
    street: 'Kawasan Pendidikan, Jl. Ilmu Raya',
    lat: -6.268,
    lng: 106.63,
    landArea: 55,
    propertyTypes: ['land-plot', 'apartment'],
    tags: ['new-launch', 'transit-oriented'],
    brochures: ['lestari-city-master-plan.pdf'],
  },
]

/** Unit types: three per residential development, two on two commercial ones. */
export type UnitSpec = {
  project: string
  code: string
  /** A property type of its development (a slug of taxonomies' propertyTypes). */
  propertyType: string
  name: Localized<string>
  bedrooms: number
  bathrooms: number
  floors: number
  landArea?: number
  buildingArea: number
  carports?: number
  price: number
  plan: string
  description: Localized<string>
}

const house = (
  project: string,
  code: string,
  en: string,
  id: string,
  b: number,
  ba: number,
  fl: number,
  land: number,
  build: number,
  cars: number,
  price: number,
  desc: [string, string],
): UnitSpec => ({
  project,
  code,
  propertyType: 'landed-house',
  name: t(en, id),
  bedrooms: b,
  bathrooms: ba,
  floors: fl,
  landArea: land,
  buildingArea: build,
  carports: cars,
  price,
  plan: b >= 4 ? 'plan-4br' : b === 3 ? 'plan-3br' : 'plan-2br',
  description: t(...desc),
})

export const unitSpecs: UnitSpec[] = [
  house('kirana-hills', 'aster', 'Type Aster 6x15', 'Tipe Aster 6x15', 2, 2, 2, 90, 78, 1, 1_250 * M, [
    'A compact two-storey home with an open living area and a rear garden.',
    'Rumah dua lantai yang ringkas dengan ruang keluarga terbuka dan taman belakang.',
  ]),
  house(
    'kirana-hills',
    'bougenville',
    'Type Bougenville 8x15',
    'Tipe Bougenville 8x15',
    3,
    3,
    2,
    120,
    132,
    2,
    2_150 * M,
    [
      'Three bedrooms, a family room upstairs and a double carport.',
      'Tiga kamar tidur, ruang keluarga di lantai atas, dan carport untuk dua mobil.',
    ],
  ),
  house('kirana-hills', 'cempaka', 'Type Cempaka 10x20', 'Tipe Cempaka 10x20', 4, 4, 3, 200, 245, 2, 3_800 * M, [
    "A three-storey corner home with a roof terrace and a maid's room.",
    'Rumah hoek tiga lantai dengan teras atap dan kamar asisten rumah tangga.',
  ]),
  house('taman-anggrek-residence', 'melati', 'Type Melati 6x12', 'Tipe Melati 6x12', 2, 1, 1, 72, 45, 1, 950 * M, [
    'A single-storey starter home with room to extend upwards.',
    'Rumah satu lantai untuk pemula yang dapat ditingkat.',
  ]),
  house(
    'taman-anggrek-residence',
    'kenanga',
    'Type Kenanga 7x15',
    'Tipe Kenanga 7x15',
    3,
    2,
    2,
    105,
    96,
    1,
    1_550 * M,
    [
      'A two-storey home with three bedrooms and a garden on the side.',
      'Rumah dua lantai dengan tiga kamar tidur dan taman di samping.',
    ],
  ),
  house(
    'taman-anggrek-residence',
    'flamboyan',
    'Type Flamboyan 9x18',
    'Tipe Flamboyan 9x18',
    4,
    3,
    2,
    162,
    150,
    2,
    2_100 * M,
    [
      'A spacious family home on a large plot near the park.',
      'Rumah keluarga yang lapang di kavling besar dekat taman.',
    ],
  ),
  house('vanya-lakeside-homes', 'lagoon', 'Type Lagoon 8x18', 'Tipe Lagoon 8x18', 3, 3, 2, 144, 140, 2, 2_400 * M, [
    'Lake-view living room and a private deck over the water.',
    'Ruang keluarga menghadap danau dan dek pribadi di atas air.',
  ]),
  house('vanya-lakeside-homes', 'marina', 'Type Marina 10x20', 'Tipe Marina 10x20', 4, 4, 2, 200, 210, 2, 3_900 * M, [
    'Four en-suite bedrooms and a double-height living room facing the lake.',
    'Empat kamar tidur dengan kamar mandi dalam dan ruang keluarga bertinggi ganda menghadap danau.',
  ]),
  house(
    'vanya-lakeside-homes',
    'horizon',
    'Type Horizon 12x25',
    'Tipe Horizon 12x25',
    5,
    5,
    3,
    300,
    340,
    3,
    6_500 * M,
    [
      'The flagship villa with a pool, a lift and a roof terrace over Danau Biru.',
      'Vila unggulan dengan kolam renang, lift, dan teras atap menghadap Danau Biru.',
    ],
  ),
  house('nusa-asri-cluster', 'nusa-36', 'Type Nusa 36/72', 'Tipe Nusa 36/72', 2, 1, 1, 72, 36, 1, 850 * M, [
    'An efficient first home with two bedrooms and a carport.',
    'Rumah pertama yang efisien dengan dua kamar tidur dan carport.',
  ]),
  house('nusa-asri-cluster', 'nusa-45', 'Type Nusa 45/90', 'Tipe Nusa 45/90', 2, 2, 1, 90, 45, 1, 1_050 * M, [
    'A wider plot with a rear garden and space for a third bedroom.',
    'Kavling lebih lebar dengan taman belakang dan ruang untuk kamar ketiga.',
  ]),
  house('nusa-asri-cluster', 'nusa-60', 'Type Nusa 60/90', 'Tipe Nusa 60/90', 3, 2, 2, 90, 60, 1, 1_450 * M, [
    'A two-storey version with three bedrooms upstairs.',
    'Versi dua lantai dengan tiga kamar tidur di lantai atas.',
  ]),
  {
    project: 'lestari-sky-apartment',
    code: 'studio',
    propertyType: 'apartment',
    name: t('Studio 28 m²', 'Studio 28 m²'),
    bedrooms: 0,
    bathrooms: 1,
    floors: 1,
    buildingArea: 28,
    price: 650 * M,
    plan: 'plan-2br',
    description: t(
      'A furnished studio with a kitchenette and a balcony, popular with young professionals.',
      'Studio berperabot dengan dapur kecil dan balkon, diminati kaum profesional muda.',
    ),
  },
  {
    project: 'lestari-sky-apartment',
    code: '2br',
    propertyType: 'apartment',
    name: t('Two bedrooms 56 m²', 'Dua kamar tidur 56 m²'),
    bedrooms: 2,
    bathrooms: 1,
    floors: 1,
    buildingArea: 56,
    price: 1_450 * M,
    plan: 'plan-2br',
    description: t(
      'Two bedrooms and a living room with views over the city park.',
      'Dua kamar tidur dan ruang keluarga dengan pemandangan taman kota.',
    ),
  },
  {
    project: 'lestari-sky-apartment',
    code: '3br',
    propertyType: 'apartment',
    name: t('Three bedrooms 98 m²', 'Tiga kamar tidur 98 m²'),
    bedrooms: 3,
    bathrooms: 2,
    floors: 1,
    buildingArea: 98,
    carports: 1,
    price: 2_900 * M,
    plan: 'plan-3br',
    description: t(
      'A corner unit with three bedrooms, a study and a private parking bay.',
      'Unit sudut dengan tiga kamar tidur, ruang kerja, dan satu lot parkir pribadi.',
    ),
  },
  {
    project: 'lestari-boulevard-shophouses',
    code: 'ruko-3',
    propertyType: 'shophouse',
    name: t('Three-storey shophouse 5x15', 'Ruko tiga lantai 5x15'),
    bedrooms: 0,
    bathrooms: 2,
    floors: 3,
    landArea: 75,
    buildingArea: 210,
    carports: 2,
    price: 2_400 * M,
    plan: 'plan-shop',
    description: t(
      'Shop on the ground floor, office or living space on the two floors above.',
      'Toko di lantai dasar, kantor atau tempat tinggal di dua lantai di atasnya.',
    ),
  },
  {
    project: 'lestari-boulevard-shophouses',
    code: 'ruko-4',
    propertyType: 'shophouse',
    name: t('Four-storey shophouse 6x18', 'Ruko empat lantai 6x18'),
    bedrooms: 0,
    bathrooms: 3,
    floors: 4,
    landArea: 108,
    buildingArea: 390,
    carports: 3,
    price: 5_800 * M,
    plan: 'plan-shop',
    description: t(
      'A corner shophouse with a lift shaft and a roof terrace for a café or showroom.',
      'Ruko hoek dengan ruang lift dan teras atap untuk kafe atau ruang pamer.',
    ),
  },
  {
    project: 'pasar-modern-lestari',
    code: 'kios',
    propertyType: 'retail-space',
    name: t('Market stall 3x4', 'Lapak pasar 3x4'),
    bedrooms: 0,
    bathrooms: 0,
    floors: 1,
    buildingArea: 12,
    price: 350 * M,
    plan: 'plan-shop',
    description: t(
      'A stall in the market hall with water, power and a lockable shutter.',
      'Lapak di gedung pasar dengan air, listrik, dan rolling door yang dapat dikunci.',
    ),
  },
  {
    project: 'pasar-modern-lestari',
    code: 'ruko-2',
    propertyType: 'shophouse',
    name: t('Two-storey market shophouse 4x12', 'Ruko pasar dua lantai 4x12'),
    bedrooms: 0,
    bathrooms: 1,
    floors: 2,
    landArea: 48,
    buildingArea: 90,
    carports: 1,
    price: 1_350 * M,
    plan: 'plan-shop',
    description: t(
      'A shophouse facing the market square, ideal for a grocery or pharmacy.',
      'Ruko menghadap alun-alun pasar, cocok untuk toko kelontong atau apotek.',
    ),
  },
]
