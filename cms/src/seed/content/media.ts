import { floorPlanSvg, logoSvg, sceneSvg, toJpeg, toPng, type Scene } from '../lib/images'
import { t, type Localized } from '../lib/localized'

/**
 * Every picture of the demo, drawn locally. Documents refer to them by key; the media
 * document is found again by its filename, so a re-run never uploads twice.
 */
export type MediaSpec = {
  key: string
  alt: Localized<string>
  caption?: Localized<string>
  draw:
    | { scene: Scene }
    | { plan: { label: string; bedrooms: number } }
    | { logo: { name: string; color: string; shape: 'circle' | 'square' | 'diamond' | 'leaf' } }
}

const scene = (kind: Scene['kind'], palette: Scene['palette'], label: string, sub: string, seed: number) => ({
  scene: { kind, palette, label, sub, seed },
})

export const mediaSpecs: MediaSpec[] = [
  // Developments, three or four per kind, shared by the developments of that kind.
  {
    key: 'res-houses-1',
    alt: t(
      'Two-storey family homes with red-tiled roofs along a tree-lined street',
      'Rumah keluarga dua lantai beratap genteng merah di jalan yang rindang',
    ),
    draw: scene('houses', 'morning', 'Garden homes', 'Rumah taman · Residential', 11),
  },
  {
    key: 'res-houses-2',
    alt: t('A row of cluster houses at sunset', 'Deretan rumah klaster saat matahari terbenam'),
    draw: scene('houses', 'sunset', 'Cluster living', 'Hunian klaster · Residential', 12),
  },
  {
    key: 'res-towers',
    alt: t('Apartment towers above the city park', 'Menara apartemen di atas taman kota'),
    draw: scene('towers', 'noon', 'Sky apartments', 'Apartemen · Residential', 13),
  },
  {
    key: 'res-lake',
    alt: t('Lakeside promenade with trees and calm water', 'Promenade tepi danau dengan pepohonan dan air yang tenang'),
    draw: scene('lake', 'teal', 'Lakeside living', 'Hunian tepi danau · Residential', 14),
  },
  {
    key: 'com-shophouses-1',
    alt: t(
      'Three-storey shophouses with shopfronts on the boulevard',
      'Ruko tiga lantai dengan muka toko di boulevard',
    ),
    draw: scene('shophouses', 'noon', 'Boulevard shophouses', 'Ruko · Commercial', 21),
  },
  {
    key: 'com-shophouses-2',
    alt: t('Shophouses lit up in the evening', 'Ruko yang terang di malam hari'),
    draw: scene('shophouses', 'sunset', 'Evening trade', 'Niaga malam · Commercial', 22),
  },
  {
    key: 'com-mall',
    alt: t('A low-rise shopping centre with a glass frontage', 'Pusat perbelanjaan bertingkat rendah dengan muka kaca'),
    draw: scene('mall', 'dusk', 'Lifestyle centre', 'Pusat gaya hidup · Commercial', 23),
  },
  {
    key: 'off-towers-1',
    alt: t('Glass office towers in the business district', 'Gedung perkantoran kaca di kawasan bisnis'),
    draw: scene('offices', 'noon', 'Business district', 'Kawasan bisnis · Office', 31),
  },
  {
    key: 'off-towers-2',
    alt: t('Office towers at dusk with lit windows', 'Gedung perkantoran saat senja dengan jendela menyala'),
    draw: scene('offices', 'dusk', 'Working late', 'Perkantoran · Office', 32),
  },
  {
    key: 'off-park',
    alt: t('Low-rise offices set in a landscaped park', 'Kantor bertingkat rendah di tengah taman yang tertata'),
    draw: scene('offices', 'teal', 'Office park', 'Taman perkantoran · Office', 33),
  },
  {
    key: 'ind-1',
    alt: t('Warehouses with sawtooth roofs and loading bays', 'Gudang beratap gigi gergaji dengan area bongkar muat'),
    draw: scene('industrial', 'haze', 'Logistics park', 'Taman logistik · Industrial', 41),
  },
  {
    key: 'ind-2',
    alt: t('Light-industrial units in the morning light', 'Unit industri ringan di bawah cahaya pagi'),
    draw: scene('industrial', 'morning', 'Light industry', 'Industri ringan · Industrial', 42),
  },
  {
    key: 'ind-3',
    alt: t('A row of modern factory buildings', 'Deretan bangunan pabrik modern'),
    draw: scene('industrial', 'noon', 'Techno park', 'Kawasan teknologi · Industrial', 43),
  },
  {
    key: 'hot-1',
    alt: t('A hotel tower with a swimming pool at sunset', 'Menara hotel dengan kolam renang saat matahari terbenam'),
    draw: scene('hotel', 'sunset', 'Grand hotel', 'Hotel · Hospitality', 51),
  },
  {
    key: 'hot-2',
    alt: t('A resort building beside a pool and gardens', 'Bangunan resor di samping kolam dan taman'),
    draw: scene('hotel', 'teal', 'Resort & convention', 'Resor & konvensi · Hospitality', 52),
  },
  {
    key: 'hot-3',
    alt: t('Serviced residences in the morning', 'Residensial berlayanan di pagi hari'),
    draw: scene('hotel', 'morning', 'Serviced residences', 'Residensial berlayanan · Hospitality', 53),
  },
  {
    key: 'fut-1',
    alt: t('Artist impression of a future city district at dusk', 'Ilustrasi kawasan kota masa depan saat senja'),
    draw: scene('masterplan', 'dusk', 'Next district', 'Kawasan berikutnya · Future', 61),
  },
  {
    key: 'fut-2',
    alt: t('Artist impression of a mixed-use district', 'Ilustrasi kawasan serba guna'),
    draw: scene('masterplan', 'morning', 'Mixed-use quarter', 'Kawasan terpadu · Future', 62),
  },
  {
    key: 'fut-3',
    alt: t(
      'Green valley reserved for a future eco district',
      'Lembah hijau yang dicadangkan untuk kawasan ekologis mendatang',
    ),
    draw: scene('lake', 'haze', 'Eco valley', 'Lembah ekologis · Future', 63),
  },

  // The city itself.
  {
    key: 'city-skyline',
    alt: t('Lestari City skyline at sunset', 'Cakrawala Lestari City saat matahari terbenam'),
    caption: t('Lestari City from the lake', 'Lestari City dilihat dari danau'),
    draw: scene('masterplan', 'sunset', 'Lestari City', 'Kota mandiri yang hijau · A green new city', 1),
  },
  {
    key: 'city-park',
    alt: t('Families walking in the city park', 'Keluarga berjalan-jalan di taman kota'),
    caption: t('Taman Kota, the central park', 'Taman Kota, taman pusat kota'),
    draw: scene('park', 'morning', 'Taman Kota', 'City park · Taman kota', 2),
  },
  {
    key: 'city-lake',
    alt: t('Danau Biru lake in the evening', 'Danau Biru di sore hari'),
    caption: t('Danau Biru at dusk', 'Danau Biru saat senja'),
    draw: scene('lake', 'sunset', 'Danau Biru', 'Lake park · Taman danau', 3),
  },

  // Floor plans of unit types.
  {
    key: 'plan-2br',
    alt: t('Floor plan of a two-bedroom unit', 'Denah unit dua kamar tidur'),
    draw: { plan: { label: 'Type 2BR · Tipe 2 KT', bedrooms: 2 } },
  },
  {
    key: 'plan-3br',
    alt: t('Floor plan of a three-bedroom house', 'Denah rumah tiga kamar tidur'),
    draw: { plan: { label: 'Type 3BR · Tipe 3 KT', bedrooms: 3 } },
  },
  {
    key: 'plan-4br',
    alt: t('Floor plan of a four-bedroom house', 'Denah rumah empat kamar tidur'),
    draw: { plan: { label: 'Type 4BR · Tipe 4 KT', bedrooms: 4 } },
  },
  {
    key: 'plan-shop',
    alt: t('Floor plan of a shop unit', 'Denah unit toko'),
    draw: { plan: { label: 'Shop unit · Unit toko', bedrooms: 0 } },
  },

  // News.
  {
    key: 'news-event',
    alt: t('Crowd gathered in front of an outdoor stage', 'Kerumunan warga di depan panggung terbuka'),
    draw: scene('crowd', 'morning', 'City events', 'Acara kota · Events', 71),
  },
  {
    key: 'news-festival',
    alt: t('Evening festival crowd under a canopy', 'Pengunjung festival malam di bawah kanopi'),
    draw: scene('crowd', 'sunset', 'Festival night', 'Malam festival · Events', 72),
  },
  {
    key: 'news-community',
    alt: t('Residents in a park by the water', 'Warga di taman tepi air'),
    draw: scene('park', 'teal', 'Community', 'Komunitas · Community', 73),
  },
  {
    key: 'news-construction',
    alt: t('New towers rising above the city', 'Menara baru menjulang di atas kota'),
    draw: scene('towers', 'haze', 'Under construction', 'Dalam pembangunan · Development', 74),
  },
  {
    key: 'news-company',
    alt: t('Office towers of the company headquarters', 'Gedung kantor pusat perusahaan'),
    draw: scene('offices', 'morning', 'Company news', 'Kabar perusahaan · Company', 75),
  },

  // Facilities.
  {
    key: 'fac-school',
    alt: t('A school building with a flag in front', 'Gedung sekolah dengan bendera di depannya'),
    draw: scene('school', 'morning', 'School', 'Sekolah · Education', 81),
  },
  {
    key: 'fac-campus',
    alt: t('University campus building', 'Gedung kampus universitas'),
    draw: scene('school', 'teal', 'Campus', 'Kampus · Education', 82),
  },
  {
    key: 'fac-hospital',
    alt: t('A hospital building with a red cross sign', 'Gedung rumah sakit dengan tanda palang merah'),
    draw: scene('hospital', 'noon', 'Hospital', 'Rumah sakit · Health', 83),
  },
  {
    key: 'fac-clinic',
    alt: t('A community clinic', 'Klinik warga'),
    draw: scene('hospital', 'morning', 'Clinic', 'Klinik · Health', 84),
  },
  {
    key: 'fac-mall',
    alt: t('Shopping mall entrance', 'Pintu masuk pusat perbelanjaan'),
    draw: scene('mall', 'noon', 'Shopping', 'Belanja · Shopping', 85),
  },
  {
    key: 'fac-market',
    alt: t('Shops of the fresh market', 'Deretan toko di pasar segar'),
    draw: scene('shophouses', 'morning', 'Fresh market', 'Pasar segar · Shopping', 86),
  },
  {
    key: 'fac-park',
    alt: t('Trees and lawns in a public park', 'Pepohonan dan rumput di taman umum'),
    draw: scene('park', 'noon', 'Park', 'Taman · Recreation', 87),
  },
  {
    key: 'fac-sports',
    alt: t('People at an outdoor sports event', 'Warga di acara olahraga luar ruang'),
    draw: scene('crowd', 'noon', 'Sports', 'Olahraga · Recreation', 88),
  },
  {
    key: 'fac-station',
    alt: t('Commuter train on an elevated track', 'Kereta komuter di jalur layang'),
    draw: scene('train', 'morning', 'Station', 'Stasiun · Transport', 89),
  },
  {
    key: 'fac-bus',
    alt: t('City buses at the terminal', 'Bus kota di terminal'),
    draw: scene('bus', 'noon', 'Bus terminal', 'Terminal bus · Transport', 90),
  },

  // Access routes.
  {
    key: 'acc-toll',
    alt: t('Toll road leading to the Lestari City gate', 'Jalan tol menuju gerbang Lestari City'),
    draw: scene('road', 'morning', 'Toll road', 'Jalan tol · Access', 91),
  },
  {
    key: 'acc-train',
    alt: t('Commuter train arriving at dusk', 'Kereta komuter tiba saat senja'),
    draw: scene('train', 'sunset', 'Commuter line', 'KRL · Access', 92),
  },
  {
    key: 'acc-bus',
    alt: t('Feeder buses on the boulevard', 'Bus pengumpan di boulevard'),
    draw: scene('bus', 'morning', 'Feeder bus', 'Bus pengumpan · Access', 93),
  },
  {
    key: 'acc-airport',
    alt: t('Highway towards the airport at night', 'Jalan bebas hambatan menuju bandara di malam hari'),
    draw: scene('road', 'dusk', 'Airport link', 'Akses bandara · Access', 94),
  },

  // Logos.
  {
    key: 'logo-lestari',
    alt: t('Lestari City logo', 'Logo Lestari City'),
    draw: { logo: { name: 'Lestari City', color: '#f79226', shape: 'leaf' } },
  },
  {
    key: 'logo-bank-nusantara',
    alt: t('Bank Nusantara Sejahtera logo', 'Logo Bank Nusantara Sejahtera'),
    draw: { logo: { name: 'Bank Nusantara Sejahtera', color: '#1565c0', shape: 'circle' } },
  },
  {
    key: 'logo-bank-mandala',
    alt: t('Bank Mandala Syariah logo', 'Logo Bank Mandala Syariah'),
    draw: { logo: { name: 'Bank Mandala Syariah', color: '#2e7d32', shape: 'diamond' } },
  },
  {
    key: 'logo-karya-bangun',
    alt: t('Karya Bangun Persada logo', 'Logo Karya Bangun Persada'),
    draw: { logo: { name: 'Karya Bangun Persada', color: '#f9a825', shape: 'square' } },
  },
  {
    key: 'logo-cipta-struktur',
    alt: t('Cipta Struktur Utama logo', 'Logo Cipta Struktur Utama'),
    draw: { logo: { name: 'Cipta Struktur Utama', color: '#c62828', shape: 'square' } },
  },
  {
    key: 'logo-ruang-hijau',
    alt: t('Studio Ruang Hijau logo', 'Logo Studio Ruang Hijau'),
    draw: { logo: { name: 'Studio Ruang Hijau', color: '#43a047', shape: 'leaf' } },
  },
  {
    key: 'logo-atelier-tropika',
    alt: t('Atelier Tropika logo', 'Logo Atelier Tropika'),
    draw: { logo: { name: 'Atelier Tropika', color: '#00897b', shape: 'circle' } },
  },
  {
    key: 'logo-segar-mart',
    alt: t('Segar Mart logo', 'Logo Segar Mart'),
    draw: { logo: { name: 'Segar Mart', color: '#e53935', shape: 'circle' } },
  },
  {
    key: 'logo-rumah-perabot',
    alt: t('Rumah Perabot Nusantara logo', 'Logo Rumah Perabot Nusantara'),
    draw: { logo: { name: 'Rumah Perabot Nusantara', color: '#6d4c41', shape: 'diamond' } },
  },
]

export const mediaFilename = (spec: MediaSpec) => `lestari-${spec.key}.${'logo' in spec.draw ? 'png' : 'jpg'}`

/** Renders the picture of a spec: a 1920x1080 JPEG (so all three renditions exist), plans 1600x1000, logos 600x300 PNG. */
export async function drawMedia(spec: MediaSpec): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const name = mediaFilename(spec)
  const d = spec.draw
  if ('logo' in d)
    return { data: await toPng(logoSvg(d.logo.name, d.logo.color, d.logo.shape)), mimetype: 'image/png', name }
  if ('plan' in d)
    return {
      data: await toJpeg(floorPlanSvg(d.plan.label, d.plan.bedrooms, d.plan.bedrooms * 7 + 3)),
      mimetype: 'image/jpeg',
      name,
    }
  return { data: await toJpeg(sceneSvg(d.scene)), mimetype: 'image/jpeg', name }
}
