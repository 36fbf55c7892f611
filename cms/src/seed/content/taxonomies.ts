import { t } from '../lib/localized'

export const propertyTypes = [
  {
    slug: 'landed-house',
    title: t('Landed house', 'Rumah tapak'),
    description: t(
      'Detached and semi-detached homes on their own plot, in gated clusters.',
      'Rumah tunggal dan kopel di atas kavling sendiri, dalam klaster berpagar.',
    ),
  },
  {
    slug: 'apartment',
    title: t('Apartment', 'Apartemen'),
    description: t(
      'Studios to three-bedroom units in mid- and high-rise towers.',
      'Unit studio hingga tiga kamar tidur di menara menengah dan tinggi.',
    ),
  },
  {
    slug: 'shophouse',
    title: t('Shophouse', 'Ruko'),
    description: t(
      'Two- to four-storey shop-offices with a shopfront on the boulevard.',
      'Rumah toko dua hingga empat lantai dengan muka toko di jalan utama.',
    ),
  },
  {
    slug: 'retail-space',
    title: t('Retail space', 'Ruang ritel'),
    description: t(
      'Shop units and kiosks in malls, markets and lifestyle centres.',
      'Unit toko dan kios di mal, pasar modern, dan pusat gaya hidup.',
    ),
  },
  {
    slug: 'office-space',
    title: t('Office space', 'Ruang kantor'),
    description: t(
      'Strata and leased office floors in business parks and towers.',
      'Lantai kantor strata dan sewa di kawasan bisnis dan gedung perkantoran.',
    ),
  },
  {
    slug: 'warehouse',
    title: t('Warehouse', 'Gudang'),
    description: t(
      'Warehouses and light-industrial units with loading docks.',
      'Gudang dan unit industri ringan dengan dok bongkar muat.',
    ),
  },
  {
    slug: 'hotel',
    title: t('Hotel', 'Hotel'),
    description: t('Hotels, resorts and serviced residences.', 'Hotel, resor, dan residensial berlayanan.'),
  },
  {
    slug: 'land-plot',
    title: t('Land plot (kavling)', 'Kavling tanah'),
    description: t(
      'Ready-to-build plots with roads and utilities in place.',
      'Kavling siap bangun dengan jalan dan utilitas yang sudah tersedia.',
    ),
  },
]

export const projectTags = [
  { slug: 'near-toll-road', title: t('Near the toll road', 'Dekat jalan tol') },
  { slug: 'green-living', title: t('Green living', 'Hunian hijau') },
  { slug: 'smart-home', title: t('Smart home', 'Rumah pintar') },
  { slug: 'waterfront', title: t('Waterfront', 'Tepi air') },
  { slug: 'transit-oriented', title: t('Transit-oriented', 'Berorientasi transit') },
  { slug: 'new-launch', title: t('New launch', 'Peluncuran baru') },
  { slug: 'gated-community', title: t('Gated community', 'Kawasan berpagar') },
  { slug: 'investment', title: t('Investment', 'Investasi') },
]

export const facilityCategories = [
  { slug: 'education', icon: 'school', title: t('Education', 'Pendidikan') },
  { slug: 'health', icon: 'hospital', title: t('Health', 'Kesehatan') },
  { slug: 'shopping', icon: 'mall', title: t('Shopping', 'Belanja') },
  { slug: 'recreation', icon: 'park', title: t('Recreation', 'Rekreasi') },
  { slug: 'transport', icon: 'train', title: t('Transport', 'Transportasi') },
]

export const fileCategories = [
  { slug: 'brochures', title: t('Brochures', 'Brosur') },
  { slug: 'price-lists', title: t('Price lists', 'Daftar harga') },
  { slug: 'site-plans', title: t('Site plans', 'Rencana tapak') },
]
