import type { Lang } from './i18n'
import type { DevelopmentListData } from './list-data'

/**
 * What gatsby-node hands every page (see gatsby/pages.ts); development lists and facilities also
 * their first page, count, facets and index (src/lib/list-data.ts).
 */
export type PageContext = {
  lang: Lang
  locale: 'en' | 'id'
  id?: number
  /** News lists: the archive page (null on the landing page) and its links (src/lib/routes.ts newsListPages). */
  archive?: number | null
  older?: number | null
  newer?: number | null
  limit?: number
  skip?: number
  /** News lists: the category of this list (null for all news) and the categories it shows. */
  category?: string | null
  categories?: string[]
  /** News lists: the cards of the page's articles, oldest first (gatsby-node createNewsPages). */
  posts?: Queries.NewsCardFragment[]
  /** Kept out of the sitemap and search engines. */
  noindex?: boolean
  /** A screen of the visitor's own task (search, accounts): no popup banner over it. */
  task?: boolean
  /** Development pages: the /development/{segment}/ they belong to and, for lists, the CMS kinds they show. */
  segment?: string
  kinds?: string[]
  /** Compare unit: the unit type a /compare-unit/{id}/ page starts with. */
  start?: string | null
  /** General pages: a template variant (terms and conditions get a table of contents). */
  variant?: 'terms'
} & Partial<DevelopmentListData>
