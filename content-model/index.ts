/**
 * The content model shared by the CMS and the site: the collections the site reads, their pages
 * and addresses, and the choices editors pick from, with their labels in both languages.
 * The CMS's field options, its list of collections that rebuild the site, the rich text's links,
 * the sourcing, the routes, the page map and the site's labels all read this file, so adding a
 * development kind or a public collection starts here. Plain TypeScript, without Node or Payload
 * imports: the CMS, the build and the browser bundles all import it.
 */

/** The CMS's locales, which are the site's languages in lower case. */
export const locales = ['en', 'id'] as const
export type Locale = (typeof locales)[number]
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
export const allDevelopments = { value: 'details', label: { en: 'All developments', id: 'Semua pengembangan' } } as const satisfies Choice

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
  return developmentKinds.find((k) => k.value === value || graphQLEnumValue(k.value) === value)?.value ?? allDevelopments.value
}

// Addresses of the documents that have a page, without the language prefix (see src/lib/routes.ts).
export const newsPath = (slug: string) => `/news/${slug}/`
export const pagePath = (slug: string, parentSlug?: string | null) =>
  slug === 'home' ? '/' : parentSlug ? `/${parentSlug}/${slug}/` : `/${slug}/`
/** The canonical page of a development: under its own kind's list. */
export const developmentPath = (kind: string | null | undefined, slug: string) => `/development/${kindSegment(kind)}/${slug}/`
export const facilityPath = (slug: string) => `/facilities/${slug}/`
export const partnerPath = (slug: string) => `/our-partners/${slug}/`
export const accessPath = (slug: string) => `/access/${slug}/`
export const socialMediaPath = (slug?: string) => (slug ? `/social-media/${slug}/` : '/social-media/')
export const compareUnitPath = (unitSlug?: string | null) => (unitSlug ? `/compare-unit/${unitSlug}/` : '/compare-unit/')

/** A document as a page address needs it: its slug, a development's kind, a page's parent page. */
export type RoutedDoc = { slug: string; kind?: string | null; parent?: { slug?: string | null } | null }

/** A collection the site reads from the CMS. */
export type SiteCollection = {
  /** The CMS's collection slug, also its REST path (/api/{slug}). */
  readonly slug: string
  /** The GraphQL type of one document; the site's Gatsby nodes are `CMS_{type}`. */
  readonly type: string
  /** The GraphQL query that lists its documents. */
  readonly list: string
  /**
   * How the build gets its documents: as Gatsby nodes of their own; embedded in the nodes of the
   * collections named (a change refetches those); or read by a build step of its own (redirects).
   */
  readonly sourced: 'nodes' | { readonly embeddedIn: readonly string[] } | 'own-step'
  /** Each document's page: its template (src/templates/{template}.tsx) and address. */
  readonly page?: { readonly template: string; readonly path: (doc: RoutedDoc) => string }
  /** Rich text may link to its documents (their pages). */
  readonly linkable?: boolean
  /** Its pages are in the site search. */
  readonly searched?: boolean
  /** Its pages are in sitemap.xml (unless a document asks to be left out, as a noindex page does). */
  readonly inSitemap?: boolean
}

/**
 * Every collection the site reads: a change to any of them asks for a site build. Their order is
 * the sourcing's order.
 */
export const siteCollections = [
  {
    slug: 'posts', type: 'Post', list: 'Posts', sourced: 'nodes',
    page: { template: 'news-post', path: (doc) => newsPath(doc.slug) }, linkable: true, searched: true, inSitemap: true,
  },
  {
    slug: 'pages', type: 'Page', list: 'Pages', sourced: 'nodes',
    page: { template: 'page', path: (doc) => pagePath(doc.slug, doc.parent?.slug) }, linkable: true, searched: true, inSitemap: true,
  },
  {
    slug: 'projects', type: 'Project', list: 'Projects', sourced: 'nodes',
    page: { template: 'development', path: (doc) => developmentPath(doc.kind, doc.slug) }, linkable: true, searched: true, inSitemap: true,
  },
  {
    slug: 'unit-types', type: 'UnitType', list: 'UnitTypes', sourced: 'nodes',
    page: { template: 'compare-unit', path: (doc) => compareUnitPath(doc.slug) }, inSitemap: true,
  },
  { slug: 'property-types', type: 'PropertyType', list: 'PropertyTypes', sourced: 'nodes' },
  { slug: 'project-tags', type: 'ProjectTag', list: 'ProjectTags', sourced: 'nodes' },
  {
    slug: 'facilities', type: 'Facility', list: 'Facilities', sourced: 'nodes',
    page: { template: 'facility', path: (doc) => facilityPath(doc.slug) }, linkable: true, searched: true, inSitemap: true,
  },
  { slug: 'facility-categories', type: 'FacilityCategory', list: 'FacilityCategories', sourced: 'nodes' },
  {
    slug: 'partners', type: 'Partner', list: 'Partners', sourced: 'nodes',
    page: { template: 'partner', path: (doc) => partnerPath(doc.slug) }, linkable: true, inSitemap: true,
  },
  {
    slug: 'access', type: 'AccessRoute', list: 'AccessRoutes', sourced: 'nodes',
    page: { template: 'access', path: (doc) => accessPath(doc.slug) }, linkable: true, inSitemap: true,
  },
  {
    slug: 'social-posts', type: 'SocialPost', list: 'SocialPosts', sourced: 'nodes',
    page: { template: 'social-post', path: (doc) => socialMediaPath(doc.slug) }, inSitemap: true,
  },
  { slug: 'files', type: 'File', list: 'Files', sourced: 'nodes' },
  { slug: 'file-categories', type: 'FileCategory', list: 'FileCategories', sourced: 'nodes' },
  { slug: 'media', type: 'Media', list: 'allMedia', sourced: 'nodes' },
  // A form's `id` is the CMS's, which the form block sends back on submission.
  { slug: 'forms', type: 'Form', list: 'Forms', sourced: { embeddedIn: ['pages'] } },
  { slug: 'redirects', type: 'Redirect', list: 'Redirects', sourced: 'own-step' },
] as const satisfies readonly SiteCollection[]

export type SiteCollectionSlug = (typeof siteCollections)[number]['slug']

/** One collection of the model, by its slug. */
export const siteCollection = (slug: SiteCollectionSlug): SiteCollection => siteCollections.find((c) => c.slug === slug)!

const all: readonly SiteCollection[] = siteCollections
/** The collections sourced as Gatsby nodes of their own. */
export const nodeCollections = all.filter((c) => c.sourced === 'nodes')
/** The collections rich text may link to. */
export const linkableCollections = all.filter((c) => c.linkable).map((c) => c.slug)
/** The templates of the pages in the site search. */
export const searchedTemplates = all.filter((c) => c.searched && c.page).map((c) => c.page!.template)

/**
 * The site address of a document of a linkable collection, without the language prefix; null
 * when the collection has no pages or the document lacks its slug.
 */
export function linkedDocPath(collection: string | undefined, doc: RoutedDoc | null | undefined): string | null {
  const target = all.find((c) => c.slug === collection && c.linkable)
  return target?.page && doc?.slug ? target.page.path(doc) : null
}
