/** What is sourced from the CMS, and how: the public collections come from the content model. */
import { locales } from '@lestari/model'
import { nodeCollections, siteCollection, siteCollections } from '@lestari/model/collections'

/** The plugin's name (package.json), which names its cache. */
export const pluginName = 'gatsby-source-cms'
export const cmsTypePrefix = 'CMS_'
export const cmsLocales = locales

/** Collections sourced as nodes (@lestari/model): GraphQL type name, GraphQL list field and REST slug. */
export const collections: [type: string, list: string, slug: string][] = nodeCollections.map((c) => [
  c.type,
  c.list,
  c.slug,
])
/**
 * Collections with hasMany relationships. The CMS's GraphQL lists of several documents return
 * such relationships in another order than the editor's (a single document and REST come right),
 * so their order is taken from REST (depth 0) for the same page of documents.
 */
export const relationOrderFromRest = new Set(['Post', 'Project', 'Partner', 'Page'])
/** Globals: one node per locale. */
export const globals = ['SiteSetting']
/**
 * Collections embedded in the nodes of others (GraphQL list fields, @lestari/model): forms in the
 * form blocks of pages. A changed form refetches the pages.
 */
export const embeddedIn: Record<string, string[]> = Object.fromEntries(
  siteCollections.flatMap((c) =>
    typeof c.sourced === 'object' ? [[c.list, c.sourced.embeddedIn.map((host) => siteCollection(host).list)]] : [],
  ),
)

/**
 * Documents per request while paging through a collection: the most the CMS gives a reader who is
 * not staff in one page (its READ_MAX_LIMIT, 100 unless raised; see docs/SECURITY.md).
 */
export const pageSize = 100

export const localeVar = 'locale'

export const nodeTypeNames = new Set([...collections.map(([type]) => type), ...globals])
