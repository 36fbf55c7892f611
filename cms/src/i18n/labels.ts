import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { localeFrom, type Labels, type Locale } from '@lestari/model'

/**
 * The names the admin shows for the site's collections, their groups in the navigation and their
 * common fields, in English and Indonesian (`nameIn` below gives Payload the one of the admin's
 * language). Kept in one table, applied to the config (payload.config.ts), so that a collection's
 * own file keeps its schema only.
 */
const collectionLabels: Record<string, { singular: Labels; plural: Labels }> = {
  posts: { singular: { en: 'News post', id: 'Berita' }, plural: { en: 'News', id: 'Berita' } },
  pages: { singular: { en: 'Page', id: 'Halaman' }, plural: { en: 'Pages', id: 'Halaman' } },
  projects: {
    singular: { en: 'Development', id: 'Pengembangan' },
    plural: { en: 'Developments', id: 'Pengembangan' },
  },
  'unit-types': { singular: { en: 'Unit type', id: 'Tipe unit' }, plural: { en: 'Unit types', id: 'Tipe unit' } },
  'progress-updates': {
    singular: { en: 'Progress update', id: 'Kabar progres' },
    plural: { en: 'Construction progress', id: 'Progres pembangunan' },
  },
  'property-types': {
    singular: { en: 'Property type', id: 'Jenis properti' },
    plural: { en: 'Property types', id: 'Jenis properti' },
  },
  'project-tags': {
    singular: { en: 'Development tag', id: 'Label pengembangan' },
    plural: { en: 'Development tags', id: 'Label pengembangan' },
  },
  facilities: { singular: { en: 'Facility', id: 'Fasilitas' }, plural: { en: 'Facilities', id: 'Fasilitas' } },
  'facility-categories': {
    singular: { en: 'Facility category', id: 'Kategori fasilitas' },
    plural: { en: 'Facility categories', id: 'Kategori fasilitas' },
  },
  partners: { singular: { en: 'Partner', id: 'Mitra' }, plural: { en: 'Partners', id: 'Mitra' } },
  access: { singular: { en: 'Access route', id: 'Rute akses' }, plural: { en: 'Access', id: 'Akses' } },
  'social-posts': {
    singular: { en: 'Social media post', id: 'Unggahan media sosial' },
    plural: { en: 'Social media posts', id: 'Unggahan media sosial' },
  },
  files: { singular: { en: 'File', id: 'Berkas' }, plural: { en: 'Files', id: 'Berkas' } },
  'file-categories': {
    singular: { en: 'File category', id: 'Kategori berkas' },
    plural: { en: 'File categories', id: 'Kategori berkas' },
  },
  media: { singular: { en: 'Media', id: 'Media' }, plural: { en: 'Media', id: 'Media' } },
  forms: { singular: { en: 'Form', id: 'Formulir' }, plural: { en: 'Forms', id: 'Formulir' } },
  'form-submissions': {
    singular: { en: 'Form submission', id: 'Kiriman formulir' },
    plural: { en: 'Form submissions', id: 'Kiriman formulir' },
  },
  redirects: { singular: { en: 'Redirect', id: 'Pengalihan' }, plural: { en: 'Redirects', id: 'Pengalihan' } },
  subscribers: { singular: { en: 'Subscriber', id: 'Pelanggan' }, plural: { en: 'Subscribers', id: 'Pelanggan' } },
  users: { singular: { en: 'User', id: 'Pengguna' }, plural: { en: 'Users', id: 'Pengguna' } },
  enquiries: { singular: { en: 'Enquiry', id: 'Pertanyaan' }, plural: { en: 'Enquiries', id: 'Pertanyaan' } },
  consents: { singular: { en: 'Consent', id: 'Persetujuan' }, plural: { en: 'Consents', id: 'Persetujuan' } },
  'privacy-requests': {
    singular: { en: 'Privacy request', id: 'Permintaan privasi' },
    plural: { en: 'Privacy requests', id: 'Permintaan privasi' },
  },
  'staff-access': {
    singular: { en: 'Staff access', id: 'Akses staf' },
    plural: { en: 'Staff access record', id: 'Catatan akses staf' },
  },
  'site-visits': {
    singular: { en: 'Site visit', id: 'Kunjungan lokasi' },
    plural: { en: 'Site visits', id: 'Kunjungan lokasi' },
  },
  'visit-schedules': {
    singular: { en: 'Visiting schedule', id: 'Jadwal kunjungan' },
    plural: { en: 'Visiting schedules', id: 'Jadwal kunjungan' },
  },
}

const groupLabels: Record<string, Labels> = {
  Content: { en: 'Content', id: 'Konten' },
  Developments: { en: 'Developments', id: 'Pengembangan' },
  City: { en: 'City', id: 'Kota' },
  Library: { en: 'Library', id: 'Pustaka' },
  Taxonomies: { en: 'Taxonomies', id: 'Klasifikasi' },
  Forms: { en: 'Forms', id: 'Formulir' },
  People: { en: 'People', id: 'Orang' },
  Settings: { en: 'Settings', id: 'Pengaturan' },
  Sales: { en: 'Sales', id: 'Penjualan' },
}

/** Fields by name, where the field sets no label of its own (Payload would show its name). */
const fieldLabels: Record<string, Labels> = {
  title: { en: 'Title', id: 'Judul' },
  name: { en: 'Name', id: 'Nama' },
  slug: { en: 'Slug', id: 'Slug' },
  category: { en: 'Category', id: 'Kategori' },
  content: { en: 'Content', id: 'Konten' },
  excerpt: { en: 'Excerpt', id: 'Ringkasan' },
  summary: { en: 'Summary', id: 'Ringkasan' },
  description: { en: 'Description', id: 'Deskripsi' },
  heroImage: { en: 'Hero image', id: 'Gambar utama' },
  image: { en: 'Image', id: 'Gambar' },
  publishedAt: { en: 'Published at', id: 'Tanggal terbit' },
  relatedProjects: { en: 'Related developments', id: 'Pengembangan terkait' },
  intro: { en: 'Introduction', id: 'Pengantar' },
  layout: { en: 'Layout', id: 'Tata letak' },
  parent: { en: 'Parent page', id: 'Halaman induk' },
  kind: { en: 'Kind', id: 'Jenis' },
  status: { en: 'Status', id: 'Status' },
  address: { en: 'Address', id: 'Alamat' },
  gallery: { en: 'Gallery', id: 'Galeri' },
  featured: { en: 'Featured', id: 'Unggulan' },
  tags: { en: 'Tags', id: 'Label' },
  propertyTypes: { en: 'Property types', id: 'Jenis properti' },
  unitTypes: { en: 'Unit types', id: 'Tipe unit' },
  brochures: { en: 'Brochures', id: 'Brosur' },
  nearbyFacilities: { en: 'Nearby facilities', id: 'Fasilitas terdekat' },
  landArea: { en: 'Land area', id: 'Luas tanah' },
  buildingArea: { en: 'Building area', id: 'Luas bangunan' },
  bedrooms: { en: 'Bedrooms', id: 'Kamar tidur' },
  bathrooms: { en: 'Bathrooms', id: 'Kamar mandi' },
  floors: { en: 'Floors', id: 'Lantai' },
  carports: { en: 'Carports', id: 'Carport' },
  floorPlan: { en: 'Floor plan', id: 'Denah' },
  price: { en: 'Price', id: 'Harga' },
  project: { en: 'Development', id: 'Pengembangan' },
  projects: { en: 'Developments', id: 'Pengembangan' },
  sector: { en: 'Sector', id: 'Sektor' },
  logo: { en: 'Logo', id: 'Logo' },
  mode: { en: 'Mode', id: 'Moda' },
  travelTime: { en: 'Travel time', id: 'Waktu tempuh' },
  openingHours: { en: 'Opening hours', id: 'Jam buka' },
  phone: { en: 'Phone', id: 'Telepon' },
  caption: { en: 'Caption', id: 'Keterangan' },
  platform: { en: 'Platform', id: 'Platform' },
  postedAt: { en: 'Posted at', id: 'Tanggal unggah' },
  alt: { en: 'Alternative text', id: 'Teks alternatif' },
  from: { en: 'From', id: 'Dari' },
  to: { en: 'To', id: 'Ke' },
  permanent: { en: 'Permanent', id: 'Permanen' },
  unitType: { en: 'Unit type', id: 'Tipe unit' },
  email: { en: 'Email', id: 'Email' },
  message: { en: 'Message', id: 'Pesan' },
  consent: { en: 'Consent', id: 'Persetujuan' },
  replyBy: { en: 'Reply by', id: 'Balas lewat' },
  locale: { en: 'Language', id: 'Bahasa' },
  language: { en: 'Language', id: 'Bahasa' },
  page: { en: 'Page', id: 'Halaman' },
  crmDeliveredAt: { en: 'Delivered to the CRM', id: 'Terkirim ke CRM' },
  cluster: { en: 'Cluster', id: 'Klaster' },
  date: { en: 'Date', id: 'Tanggal' },
  percent: { en: 'Progress (%)', id: 'Progres (%)' },
  photos: { en: 'Photos', id: 'Foto' },
}

/** A common field's name in a language (the table above), for text made outside the admin's forms (the CSV export). */
export const fieldLabelIn = (field: string, language: string | undefined): string =>
  fieldLabels[field]?.[localeFrom(language)] ?? field

/**
 * A name as a function of the admin's language: Payload resolves a function to text everywhere it
 * shows the name (a `{ en, id }` object reaches the dashboard's
 * "Create new" button and a list's sort buttons unresolved).
 */
export const nameIn =
  (labels: Labels) =>
  ({ i18n }: { i18n: { language: string } }) =>
    labels[i18n.language as Locale] ?? labels.en

/** The field with its label in both languages when it has none and its name is in the table; its sub-fields too. */
function labelled(field: Field): Field {
  const tableLabel =
    'name' in field && !('label' in field && field.label !== undefined) ? fieldLabels[field.name] : undefined
  const withLabel = tableLabel ? ({ ...field, label: nameIn(tableLabel) } as Field) : field
  if ('fields' in withLabel && Array.isArray(withLabel.fields))
    return { ...withLabel, fields: withLabel.fields.map(labelled) } as Field
  if (withLabel.type === 'tabs')
    return {
      ...withLabel,
      tabs: withLabel.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(labelled) })),
    }
  return withLabel
}

const group = (name: unknown) => (typeof name === 'string' ? (groupLabels[name] ?? name) : name)

/** A collection with its names, its group and its common fields' labels in both languages. */
export const inBothLanguages = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  labels: collectionLabels[collection.slug]
    ? {
        singular: nameIn(collectionLabels[collection.slug].singular),
        plural: nameIn(collectionLabels[collection.slug].plural),
      }
    : collection.labels,
  admin: { ...collection.admin, group: group(collection.admin?.group) as string },
  fields: collection.fields.map(labelled),
})

const globalLabels: Record<string, Labels> = {
  'site-settings': { en: 'Site settings', id: 'Pengaturan situs' },
}

/** The same for a global: its name, its group and its fields. */
export const globalInBothLanguages = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  label: globalLabels[global.slug] ? nameIn(globalLabels[global.slug]) : global.label,
  admin: { ...global.admin, group: group(global.admin?.group) as string },
  fields: global.fields.map(labelled),
})

/** The choice of a stored language ('en', 'id'), named in the admin's language. */
export const languageOptions = [
  { value: 'en', label: nameIn({ en: 'English', id: 'Inggris' }) },
  { value: 'id', label: nameIn({ en: 'Indonesian', id: 'Indonesia' }) },
]
