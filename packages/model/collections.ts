/**
 * The collections the site reads from the CMS (content model, with index.ts): how the build gets
 * their documents, which have pages, which are searched and in the sitemap. Read by the CMS's
 * configuration, the sourcing and the build; never by the browser.
 */
import { documentPaths, type RoutedDoc } from './index'

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
    slug: 'posts',
    type: 'Post',
    list: 'Posts',
    sourced: 'nodes',
    page: { template: 'news-post', path: documentPaths.posts },
    searched: true,
    inSitemap: true,
  },
  {
    slug: 'pages',
    type: 'Page',
    list: 'Pages',
    sourced: 'nodes',
    page: { template: 'page', path: documentPaths.pages },
    searched: true,
    inSitemap: true,
  },
  {
    slug: 'projects',
    type: 'Project',
    list: 'Projects',
    sourced: 'nodes',
    page: { template: 'development', path: documentPaths.projects },
    searched: true,
    inSitemap: true,
  },
  {
    slug: 'unit-types',
    type: 'UnitType',
    list: 'UnitTypes',
    sourced: 'nodes',
    page: { template: 'compare-unit', path: documentPaths['unit-types'] },
    inSitemap: true,
  },
  // Construction progress, shown as a timeline on its development's page.
  { slug: 'progress-updates', type: 'ProgressUpdate', list: 'ProgressUpdates', sourced: 'nodes' },
  { slug: 'property-types', type: 'PropertyType', list: 'PropertyTypes', sourced: 'nodes' },
  { slug: 'project-tags', type: 'ProjectTag', list: 'ProjectTags', sourced: 'nodes' },
  {
    slug: 'facilities',
    type: 'Facility',
    list: 'Facilities',
    sourced: 'nodes',
    page: { template: 'facility', path: documentPaths.facilities },
    searched: true,
    inSitemap: true,
  },
  { slug: 'facility-categories', type: 'FacilityCategory', list: 'FacilityCategories', sourced: 'nodes' },
  {
    slug: 'partners',
    type: 'Partner',
    list: 'Partners',
    sourced: 'nodes',
    page: { template: 'partner', path: documentPaths.partners },
    inSitemap: true,
  },
  {
    slug: 'access',
    type: 'AccessRoute',
    list: 'AccessRoutes',
    sourced: 'nodes',
    page: { template: 'access', path: documentPaths.access },
    inSitemap: true,
  },
  {
    slug: 'social-posts',
    type: 'SocialPost',
    list: 'SocialPosts',
    sourced: 'nodes',
    page: { template: 'social-post', path: documentPaths['social-posts'] },
    inSitemap: true,
  },
  { slug: 'files', type: 'File', list: 'Files', sourced: 'nodes' },
  { slug: 'file-categories', type: 'FileCategory', list: 'FileCategories', sourced: 'nodes' },
  { slug: 'media', type: 'Media', list: 'allMedia', sourced: 'nodes' },
  // Read for their drawings and lots; the lots' statuses also live, in the browser (lotStatusesPath).
  { slug: 'site-plans', type: 'SitePlan', list: 'SitePlans', sourced: 'nodes' },
  // A form's `id` is the CMS's, which the form block sends back on submission.
  { slug: 'forms', type: 'Form', list: 'Forms', sourced: { embeddedIn: ['pages'] } },
  { slug: 'redirects', type: 'Redirect', list: 'Redirects', sourced: 'own-step' },
] as const satisfies readonly SiteCollection[]

export type SiteCollectionSlug = (typeof siteCollections)[number]['slug']

/** One collection of the model, by its slug. */
export const siteCollection = (slug: SiteCollectionSlug): SiteCollection =>
  siteCollections.find((c) => c.slug === slug)!

const all: readonly SiteCollection[] = siteCollections
/** The collections sourced as Gatsby nodes of their own. */
export const nodeCollections = all.filter((c) => c.sourced === 'nodes')
/** The templates of the pages in the site search. */
export const searchedTemplates = all.filter((c) => c.searched && c.page).map((c) => c.page!.template)
