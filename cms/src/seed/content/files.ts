import { t, type Localized } from '../lib/localized'

/** Downloadable PDFs, found again by filename. `lines` are printed on the page under the title. */
export type FileSpec = {
  filename: string
  category: 'brochures' | 'price-lists' | 'site-plans'
  title: Localized<string>
  description: Localized<string>
  lines: string[]
}

const footer = [
  '',
  'Lestari City - PT Lestari Kota Mandiri',
  'Jl. Boulevard Lestari No. 1, Tangerang, Banten',
  'Demo document: all names, figures and prices are fictional.',
]

export const fileSpecs: FileSpec[] = [
  {
    filename: 'lestari-city-company-profile.pdf',
    category: 'brochures',
    title: t('Lestari City company profile', 'Profil perusahaan Lestari City'),
    description: t(
      'Who we are, the master plan and our developments at a glance.',
      'Siapa kami, rencana induk, dan pengembangan kami secara ringkas.',
    ),
    lines: [
      'Company profile / Profil perusahaan',
      '6,000 hectares, 30% green open space, 24 developments.',
      '6.000 hektare, 30% ruang terbuka hijau, 24 pengembangan.',
      ...footer,
    ],
  },
  {
    filename: 'kirana-hills-brochure.pdf',
    category: 'brochures',
    title: t('Kirana Hills brochure', 'Brosur Kirana Hills'),
    description: t(
      'Hillside family homes: cluster plan, unit types and specifications.',
      'Rumah keluarga di perbukitan: rencana klaster, tipe unit, dan spesifikasi.',
    ),
    lines: [
      'Residential brochure / Brosur hunian',
      'Three unit types from 2 to 4 bedrooms.',
      'Tiga tipe unit dengan 2 hingga 4 kamar tidur.',
      ...footer,
    ],
  },
  {
    filename: 'taman-anggrek-residence-brochure.pdf',
    category: 'brochures',
    title: t('Taman Anggrek Residence brochure', 'Brosur Taman Anggrek Residence'),
    description: t('Garden homes near the commuter station.', 'Rumah taman dekat stasiun KRL.'),
    lines: [
      'Residential brochure / Brosur hunian',
      'Five minutes on foot to Lestari Station.',
      'Lima menit berjalan kaki ke Stasiun Lestari.',
      ...footer,
    ],
  },
  {
    filename: 'lestari-business-park-brochure.pdf',
    category: 'brochures',
    title: t('Lestari Business Park brochure', 'Brosur Lestari Business Park'),
    description: t(
      'Office floors, specifications and tenant services.',
      'Lantai kantor, spesifikasi, dan layanan penyewa.',
    ),
    lines: [
      'Office brochure / Brosur perkantoran',
      'Grade A floors from 250 m2.',
      'Lantai kelas A mulai 250 m2.',
      ...footer,
    ],
  },
  {
    filename: 'lestari-techno-park-brochure.pdf',
    category: 'brochures',
    title: t('Lestari Techno Park brochure', 'Brosur Lestari Techno Park'),
    description: t(
      'Warehouses and light-industrial units next to the toll road.',
      'Gudang dan unit industri ringan di samping jalan tol.',
    ),
    lines: [
      'Industrial brochure / Brosur industri',
      'Units from 600 m2, 8 m clear height, 24-hour security.',
      'Unit mulai 600 m2, tinggi bersih 8 m, keamanan 24 jam.',
      ...footer,
    ],
  },
  {
    filename: 'residential-price-list.pdf',
    category: 'price-lists',
    title: t('Residential price list', 'Daftar harga hunian'),
    description: t(
      'Current prices of houses and apartments, including payment schemes.',
      'Harga rumah dan apartemen terkini, termasuk skema pembayaran.',
    ),
    lines: [
      'Price list / Daftar harga',
      'Houses from IDR 850 million; apartments from IDR 650 million.',
      'Rumah mulai Rp850 juta; apartemen mulai Rp650 juta.',
      ...footer,
    ],
  },
  {
    filename: 'commercial-price-list.pdf',
    category: 'price-lists',
    title: t('Commercial price list', 'Daftar harga komersial'),
    description: t('Shophouses, retail and office units.', 'Ruko, ruang ritel, dan unit kantor.'),
    lines: ['Price list / Daftar harga', 'Shophouses from IDR 2.4 billion.', 'Ruko mulai Rp2,4 miliar.', ...footer],
  },
  {
    filename: 'industrial-lease-rates.pdf',
    category: 'price-lists',
    title: t('Industrial lease rates', 'Tarif sewa industri'),
    description: t(
      'Monthly lease rates of warehouses and factory units.',
      'Tarif sewa bulanan gudang dan unit pabrik.',
    ),
    lines: [
      'Lease rates / Tarif sewa',
      'From IDR 65,000 per m2 per month.',
      'Mulai Rp65.000 per m2 per bulan.',
      ...footer,
    ],
  },
  {
    filename: 'lestari-city-master-plan.pdf',
    category: 'site-plans',
    title: t('Lestari City master plan', 'Rencana induk Lestari City'),
    description: t(
      'The districts, roads, lakes and green corridors of the city.',
      'Kawasan, jalan, danau, dan koridor hijau kota.',
    ),
    lines: [
      'Site plan / Rencana tapak',
      'Six districts around Danau Biru and the Cisadane river.',
      'Enam kawasan di sekitar Danau Biru dan Sungai Cisadane.',
      ...footer,
    ],
  },
  {
    filename: 'kirana-hills-site-plan.pdf',
    category: 'site-plans',
    title: t('Kirana Hills site plan', 'Rencana tapak Kirana Hills'),
    description: t(
      'Cluster layout with plots, parks and the clubhouse.',
      'Tata letak klaster dengan kavling, taman, dan clubhouse.',
    ),
    lines: [
      'Site plan / Rencana tapak',
      '412 plots in four clusters around a central park.',
      '412 kavling dalam empat klaster di sekitar taman pusat.',
      ...footer,
    ],
  },
]
