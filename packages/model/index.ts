/**
 * The content model shared by the CMS and the site: the choices editors pick from, with their
 * labels in both languages, and the addresses of the documents that have pages. The collections
 * the site reads are in collections.ts beside this file (the browser needs none of that table).
 * The CMS's field options, its list of collections that rebuild the site, the rich text's links,
 * the sourcing, the routes, the page map and the site's labels all read this file, so adding a
 * development kind or a public collection starts here. Plain TypeScript, without Node or Payload
 * imports: the CMS, the build and the browser bundles all import it.
 */

/**
 * The price a development is offered "from": its cheapest unit type's, or the editor's own when it
 * has none. The CMS sets it so when a development is saved; the site's sourcing applies it again
 * at each build, so a unit type's new price shows without the development saved again.
 */
export const cheapestPrice = (unitPrices: (number | null | undefined)[], editorsPrice: number | null | undefined) => {
  const prices = unitPrices.filter((price): price is number => typeof price === 'number')
  return prices.length > 0 ? Math.min(...prices) : (editorsPrice ?? null)
}

/** Languages of the site. 'EN' is the default and lives at the root; 'ID' under /id/. */
export const languages = ['EN', 'ID'] as const
export type Lang = (typeof languages)[number]

/** The CMS's locales, which are the site's languages in lower case. */
export const locales = ['en', 'id'] as const
export type Locale = (typeof locales)[number]
/** The locale a value names ('id'), English for anything else: an admin's language, a stored or asked-for locale. */
export const localeFrom = (value: unknown): Locale => (value === 'id' ? 'id' : 'en')
export type Labels = Record<Locale, string>
/** A choice of a select field: the value stored in the database and its label in each language. */
export type Choice = { readonly value: string; readonly label: Labels }

/**
 * Development kinds: the CMS's `projects.kind`, and the segment of /development/{kind}/. The
 * values are stored in the database: renaming one needs a migration.
 */
export const developmentKinds = [
  { value: 'residential', label: { en: 'Residential', id: 'Hunian' } },
  { value: 'commercial', label: { en: 'Commercial', id: 'Komersial' } },
  { value: 'office', label: { en: 'Office', id: 'Perkantoran' } },
  { value: 'industrial', label: { en: 'Industrial', id: 'Industri' } },
  { value: 'hospitalities', label: { en: 'Hospitality', id: 'Perhotelan' } },
  { value: 'future-developments', label: { en: 'Future developments', id: 'Pengembangan mendatang' } },
] as const satisfies readonly Choice[]
export type DevelopmentKind = (typeof developmentKinds)[number]['value']

/** The list of every development, whatever its kind: /development/details/. Not a kind itself. */
export const allDevelopments = {
  value: 'details',
  label: { en: 'All developments', id: 'Semua pengembangan' },
} as const satisfies Choice

/** Where a development stands (the CMS's `projects.status`). */
export const developmentStatuses = [
  { value: 'planning', label: { en: 'In planning', id: 'Perencanaan' } },
  { value: 'construction', label: { en: 'Under construction', id: 'Dalam pembangunan' } },
  { value: 'selling', label: { en: 'Now selling', id: 'Sedang dipasarkan' } },
  { value: 'completed', label: { en: 'Completed', id: 'Selesai' } },
] as const satisfies readonly Choice[]
export type DevelopmentStatus = (typeof developmentStatuses)[number]['value']

/** News categories (the CMS's `posts.category`), the segment of /news/category/{category}/. */
export const newsCategories = [
  { value: 'company', label: { en: 'Company', id: 'Perusahaan' } },
  { value: 'development', label: { en: 'Development', id: 'Pembangunan' } },
  { value: 'community', label: { en: 'Community', id: 'Komunitas' } },
  { value: 'events', label: { en: 'Events', id: 'Acara' } },
] as const satisfies readonly Choice[]

/** How an access route reaches the city (the CMS's `access.mode`). */
export const accessModes = [
  { value: 'road', label: { en: 'Road', id: 'Jalan' } },
  { value: 'toll', label: { en: 'Toll road', id: 'Jalan tol' } },
  { value: 'train', label: { en: 'Train', id: 'Kereta' } },
  { value: 'bus', label: { en: 'Bus', id: 'Bus' } },
  { value: 'airport', label: { en: 'Airport', id: 'Bandara' } },
] as const satisfies readonly Choice[]

/**
 * A choice as the CMS's GraphQL API spells it: its enums cannot hold dashes, so
 * 'future-developments' is 'future_developments' there.
 */
export const graphQLEnumValue = (value: string) => value.replace(/-/g, '_')

/** The label of a choice in `locale`; a value that is not among the choices stays as it is. */
export const choiceLabel = (choices: readonly Choice[], value: string | null | undefined, locale: Locale): string =>
  choices.find((choice) => choice.value === value)?.label[locale] ?? value ?? ''

/** The route segment of a development kind, in either spelling (stored or GraphQL enum); `details` when unknown. */
export const kindSegment = (kind: string | null | undefined): string => {
  const value = (kind ?? '').trim()
  return (
    developmentKinds.find((k) => k.value === value || graphQLEnumValue(k.value) === value)?.value ??
    allDevelopments.value
  )
}

// Addresses of the documents that have a page, without the language prefix (see src/lib/routes.ts).
export const newsPath = (slug: string) => `/news/${slug}/`
export const pagePath = (slug: string, parentSlug?: string | null) =>
  slug === 'home' ? '/' : parentSlug ? `/${parentSlug}/${slug}/` : `/${slug}/`
/** The canonical page of a development: under its own kind's list. */
export const developmentPath = (kind: string | null | undefined, slug: string) =>
  `/development/${kindSegment(kind)}/${slug}/`
export const facilityPath = (slug: string) => `/facilities/${slug}/`
export const partnerPath = (slug: string) => `/our-partners/${slug}/`
export const accessPath = (slug: string) => `/access/${slug}/`
export const socialMediaPath = (slug?: string) => (slug ? `/social-media/${slug}/` : '/social-media/')
export const compareUnitPath = (unitSlug?: string | null) =>
  unitSlug ? `/compare-unit/${unitSlug}/` : '/compare-unit/'

/** A document as a page address needs it: its slug, a development's kind, a page's parent page. */
export type RoutedDoc = { slug: string; kind?: string | null; parent?: { slug?: string | null } | null }

/** The address of a document's page, by the CMS collection it belongs to, without the language prefix. */
export const documentPaths = {
  posts: (doc: RoutedDoc) => newsPath(doc.slug),
  pages: (doc: RoutedDoc) => pagePath(doc.slug, doc.parent?.slug),
  projects: (doc: RoutedDoc) => developmentPath(doc.kind, doc.slug),
  'unit-types': (doc: RoutedDoc) => compareUnitPath(doc.slug),
  facilities: (doc: RoutedDoc) => facilityPath(doc.slug),
  partners: (doc: RoutedDoc) => partnerPath(doc.slug),
  access: (doc: RoutedDoc) => accessPath(doc.slug),
  'social-posts': (doc: RoutedDoc) => socialMediaPath(doc.slug),
}

/** The collections rich text may link to: internal links and relationships to documents with a page. */
export const linkableCollections = [
  'posts',
  'pages',
  'projects',
  'facilities',
  'partners',
  'access',
] as const satisfies readonly (keyof typeof documentPaths)[]

/**
 * The site address of a document of a linkable collection, without the language prefix; null
 * for another collection or a document without its slug.
 */
export function linkedDocPath(collection: string | undefined, doc: RoutedDoc | null | undefined): string | null {
  const linkable = linkableCollections.find((slug) => slug === collection)
  return linkable && doc?.slug ? documentPaths[linkable](doc) : null
}

/**
 * The page blocks: each block's slug (what the CMS stores as `blockType`) and the name of its type
 * (Payload's `interfaceName`, which the site's schema reads as `CMS_<name>`). The CMS's block
 * configs (cms/src/blocks/) take both from here, and the live preview (src/lib/preview-data.ts)
 * names a draft's blocks with them.
 */
export const pageBlockTypeNames = {
  cover: 'CoverBlock',
  slider: 'SliderBlock',
  mapStats: 'MapStatsBlock',
  gallery: 'GalleryBlock',
  instagramFeed: 'InstagramFeedBlock',
  formBlock: 'FormBlock',
  developmentLanding: 'DevelopmentLandingBlock',
} as const
export type PageBlockSlug = keyof typeof pageBlockTypeNames

/** A page block config's `slug` and `interfaceName`. */
export const pageBlockNames = (slug: PageBlockSlug) => ({ slug, interfaceName: pageBlockTypeNames[slug] })
