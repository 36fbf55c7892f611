/** The page map: every page of the site in both languages, from the CMS's nodes and the content model. */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { RoutedDoc } from '@lestari/model'
import { siteCollection, type SiteCollection } from '@lestari/model/collections'
import { cmsGraphQLURL } from './settings'
import { languages, localeOf, newsCategories } from '../src/lib/i18n'
import type { PageContext } from '../src/lib/page-context'
import {
  allDevelopments,
  cmsKindsOf,
  compareUnitPath,
  developmentAliasPath,
  developmentListPath,
  developmentListSegments,
  facilitiesPath,
  homesPath,
  kindSegment,
  localizePath,
  newsListPages,
  newsListPath,
  newsPerPage,
  offlinePagePath,
  pageVariant,
  partnersPath,
  socialMediaPath,
  subscribePath,
  visitCancelPath,
  privacyRequestPath,
} from '../src/lib/routes'
import { cmsBase } from '../plugins/gatsby-source-cms/cms-read'
import { isUploadDoc, releaseFiles } from '../plugins/gatsby-source-cms/release-files'
import { fragmentReader, newsCardFields } from './card-fields'
import { writeListData, type ListContexts } from './list-data-build'
import { createCmsRedirects } from './redirects-build'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

type Nodes<T> = { nodes: T[] }
/** An article in one language, with what its card on the news lists shows. */
export type PostRow = Queries.NewsCardFragment & { remoteId: number; locale: string }
type Routes = {
  projects: Nodes<{ id: number; slug: string; kind: string }>
  socialPosts: Nodes<{ id: number; slug: string }>
  pages: Nodes<{ id: number; slug: string; noindex: boolean | null; parent: { slug: string } | null }>
  facilities: Nodes<{ id: number; slug: string }>
  partners: Nodes<{ id: number; slug: string }>
  accessRoutes: Nodes<{ id: number; slug: string }>
  unitTypes: Nodes<{ slug: string }>
}

export type MakePage = (urlPath: string, template: string, context?: Partial<PageContext>) => void

/**
 * The page of one document of a collection: its address and template from the content model, left
 * out of the sitemap and the search when the collection is not in the sitemap.
 */
export function documentPage(
  page: MakePage,
  collection: SiteCollection,
  doc: RoutedDoc,
  context: Partial<PageContext>,
) {
  if (!collection.page)
    throw new Error(`The documents of ${collection.slug} have no pages (packages/model/collections.ts)`)
  page(
    collection.page.path(doc),
    collection.page.template,
    collection.inSitemap ? context : { ...context, noindex: true },
  )
}

/** A page createPages made: its path, template name and context. */
export type BuiltPage = { path: string; template: string; context: PageContext }
/**
 * The pages and articles of this build, from createPages to onPostBuild (both run in the build's
 * main process): the sitemap, feeds and search list then need no second read of 28,700 page nodes
 * and 14,000 articles (both languages) at 10,000 items.
 */
let built: { pages: BuiltPage[]; posts: PostRow[] } | undefined

/**
 * News landing and its archive pages (all and per category) and articles (their AMP versions are
 * written after the build: gatsby/amp-pages.ts).
 * The lists' pages are counted from the English articles, and each page gets its articles' cards
 * in its context, in the page's language (see src/templates/news-list.tsx).
 */
function createNewsPages(page: MakePage, locale: string, posts: PostRow[]) {
  const articles = posts.filter((p) => p.locale === 'en')
  const cards = posts.filter((p) => p.locale === locale)
  const lists: [string | null, number][] = [
    [null, articles.length],
    ...newsCategories.map((c): [string, number] => [c, articles.filter((p) => p.category === c).length]),
  ]
  for (const [category, total] of lists) {
    const categories = category ? [category] : newsCategories
    const listed = cards.filter((p) => p.category && categories.includes(p.category))
    for (const list of newsListPages(total, newsPerPage)) {
      const shown = listed.slice(list.skip, list.skip + list.limit).map(({ remoteId: _, locale: __, ...card }) => card)
      page(newsListPath(category, list.archive), 'news-list', { ...list, category, categories, posts: shown })
    }
  }
  for (const post of articles) documentPage(page, siteCollection('posts'), { slug: post.slug! }, { id: post.remoteId })
}

/**
 * The development side of the page map: the lists /development/{kind}/ (and `details`, every
 * kind), the details of each development under its kind and under `details`, the list of homes
 * for sale (/homes/), facilities,
 * partners, access routes, and compare unit. The lists' pages carry their first page, facets
 * and count; the rest of each list is in files of its own (gatsby/list-data-build.ts).
 */
function createDevelopmentPages(page: MakePage, routes: Routes, lists: ListContexts[keyof ListContexts]) {
  for (const segment of developmentListSegments) {
    page(developmentListPath(segment), 'development-list', {
      segment,
      kinds: cmsKindsOf(segment),
      ...lists.developments[segment],
    })
  }
  for (const project of routes.projects.nodes) {
    documentPage(page, siteCollection('projects'), project, { id: project.id, segment: kindSegment(project.kind) })
    // Reached from the list of every development; its canonical link is the page above.
    page(developmentAliasPath(project.slug), 'development', { id: project.id, segment: allDevelopments, noindex: true })
  }
  page(homesPath, 'homes', lists.homes)
  page(facilitiesPath, 'facilities', lists.facilities)
  for (const f of routes.facilities.nodes) documentPage(page, siteCollection('facilities'), f, { id: f.id })
  page(partnersPath, 'partners')
  for (const p of routes.partners.nodes) documentPage(page, siteCollection('partners'), p, { id: p.id })
  for (const a of routes.accessRoutes.nodes) documentPage(page, siteCollection('access'), a, { id: a.id })
  page(compareUnitPath(), 'compare-unit', { start: null })
  for (const u of routes.unitTypes.nodes) documentPage(page, siteCollection('unit-types'), u, { start: u.slug })
}

/**
 * General pages of the CMS (collection `pages`), built from blocks: /{page}/ and, for pages with a
 * parent, /{parent}/{page}/. `home` has its own template (src/templates/home.tsx).
 */
function createCmsPages(page: MakePage, pages: Routes['pages']['nodes']) {
  for (const doc of pages) {
    if (doc.slug === 'home') continue
    documentPage(page, siteCollection('pages'), doc, {
      id: doc.id,
      variant: pageVariant(doc.slug),
      noindex: Boolean(doc.noindex),
    })
  }
}

/**
 * Screens whose content is the visitor's own (accounts, search): kept out of search engines, and
 * without the popup banner, which on a phone would sit over the form or the first result.
 */
const utilityScreens: [string, string][] = [
  ['/login/', 'login'],
  ['/register/', 'register'],
  ['/forgot-password/', 'forgot-password'],
  ['/forgot-password/reset/', 'reset-password'],
  ['/profile/', 'profile'],
  ['/search/', 'search'],
  ['/preview/', 'preview'],
  [offlinePagePath, 'offline'],
  [visitCancelPath, 'visit-cancel'],
  [privacyRequestPath, 'privacy-request'],
]

/** Route building, in one place: every page of the site in both languages. */
export const createPages: GatsbyNode['createPages'] = async ({
  graphql,
  actions,
  reporter,
  getNodesByType,
  getNode,
}) => {
  const { createPage } = actions
  const result = await graphql<Routes>(`
    query SiteRoutes {
      projects: allCmsProject(filter: { locale: { eq: "en" } }, sort: { title: ASC }) {
        nodes {
          id: remoteId
          slug
          kind
        }
      }
      socialPosts: allCmsSocialPost(filter: { locale: { eq: "en" } }, sort: { postedAt: DESC }) {
        nodes {
          id: remoteId
          slug
        }
      }
      pages: allCmsPage(filter: { locale: { eq: "en" } }, sort: { slug: ASC }) {
        nodes {
          id: remoteId
          slug
          noindex
          parent: remoteParent {
            slug
          }
        }
      }
      facilities: allCmsFacility(filter: { locale: { eq: "en" } }, sort: { title: ASC }) {
        nodes {
          id: remoteId
          slug
        }
      }
      partners: allCmsPartner(filter: { locale: { eq: "en" } }, sort: { title: ASC }) {
        nodes {
          id: remoteId
          slug
        }
      }
      accessRoutes: allCmsAccessRoute(filter: { locale: { eq: "en" } }, sort: { title: ASC }) {
        nodes {
          id: remoteId
          slug
        }
      }
      unitTypes: allCmsUnitType(filter: { locale: { eq: "en" } }, sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the routes from the CMS', result.errors)
    return
  }
  const routes = result.data
  // Every article in both languages, oldest first, with its card (NewsCardData), read from the
  // nodes rather than queried: see fragmentReader.
  // Their pictures are copied into the build as a query reading them would (release-files.ts).
  const uploads = releaseFiles(cmsBase(cmsGraphQLURL), path.resolve('public')).collecting()
  const cardOf = fragmentReader(newsCardFields, getNode, (node) => (isUploadDoc(node) ? uploads.doc(node) : node))
  const posts = (getNodesByType('CMS_Post') as unknown as { remoteId: number; locale: string; publishedAt: string }[])
    .sort((a, b) => (a.publishedAt < b.publishedAt ? -1 : a.publishedAt > b.publishedAt ? 1 : a.remoteId - b.remoteId))
    .map((node) => ({ remoteId: node.remoteId, locale: node.locale, ...cardOf(node) }) as PostRow)
  await uploads.copied()
  await createCmsRedirects(cmsGraphQLURL, actions.createRedirect, reporter)
  const lists = await writeListData(graphql, path.resolve('public'))
  const pages: BuiltPage[] = []

  for (const lang of languages) {
    const base: PageContext = { lang, locale: localeOf(lang) }
    // No page has a matchPath: Gatsby would list every static page it covers in the app chunk
    // (.cache/match-paths.json), so adding a page would change every page's scripts.
    const page: MakePage = (urlPath, name, context = {}) => {
      const made = { path: localizePath(urlPath, lang), template: name, context: { ...base, ...context } }
      createPage({ path: made.path, component: template(name), context: made.context })
      pages.push(made)
    }

    page('/', 'home')
    // /404/ also becomes /404.html, Gatsby's fallback for any address without a page. Unknown
    // /id/ addresses get /id/404/ from the site server and the service worker, and the not-found
    // template speaks the address's language when Gatsby falls back to /404.html in the browser.
    page('/404/', 'not-found', { noindex: true })

    createNewsPages(page, base.locale, posts)
    createCmsPages(page, routes.pages.nodes)
    createDevelopmentPages(page, routes, lists[lang])

    page(socialMediaPath(), 'social-media')
    for (const post of routes.socialPosts.nodes)
      documentPage(page, siteCollection('social-posts'), post, { id: post.id })
    page(subscribePath(), 'subscribe')
    for (const project of routes.projects.nodes) page(subscribePath(project.slug), 'subscribe', { id: project.id })
    for (const [urlPath, name] of utilityScreens) page(urlPath, name, { noindex: true, task: true })
  }
  built = { pages, posts }
}

/**
 * The pages the sitemap and the site search list: not the noindex pages (the not-found pages are
 * among them). A page is never left out for its address alone: an article's slug may hold "404"
 * as any other number.
 */
export const indexedPages = (pages: BuiltPage[]) => pages.filter((p) => !p.context.noindex)

/** The pages and articles createPages made in this process, for onPostBuild. */
export const builtPages = () => built
