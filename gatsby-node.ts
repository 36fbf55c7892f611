import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { brandName, cmsGraphQLURL, instagramFeedURL, siteURL } from './src/lib/config'
import { createCmsTypes, markCmsBuildFinished, sourceCmsNodes } from './src/lib/cms-source'
import { feedSize, robotsTxt, rssXml, sitemapXml } from './src/lib/feeds'
import { feedForLog, fetchInstagramFeed, syncInstagramNodes, type FeedPost } from './src/lib/instagram-feed'
import { staticQueryDataId } from './src/lib/static-query-data'
import { languages, localeOf, newsCategories, t } from './src/lib/i18n'
import type { PageContext } from './src/lib/page-context'
import { ContentCompilationHash } from './src/lib/compilation-hash'
import { writeOfflineKit } from './src/lib/offline-kit'
import { fragmentReader, newsCardFields } from './src/lib/card-fields'
import { searchedTemplates, searchIndexAfterPublish, searchPagesFile, writeSearchIndex } from './src/lib/search-index'
import { createCmsRedirects, writeRedirectFiles } from './src/lib/redirects-build'
import { writeListData, type ListContexts } from './src/lib/list-data-build'
import {
  accessPath, allDevelopments, cmsKindsOf, compareUnitPath, developmentAliasPath, developmentListPath, developmentListSegments,
  developmentPath, facilitiesPath, facilityPath, kindSegment, localizePath, newsAmpPath, newsListPages, newsListPath, newsPath, newsPerPage, offlinePagePath, pagePath, pageVariant,
  partnerPath, partnersPath, socialMediaPath, subscribePath,
} from './src/lib/routes'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/**
 * Fail before Gatsby touches public/ when the CMS cannot be reached, with one line that names
 * the address, so the previous build keeps being served.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  try {
    const res = await fetch(cmsGraphQLURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(15_000),
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    reporter.panic(`CMS unreachable at ${cmsGraphQLURL} (${cause}): start the CMS or set CMS_URL, then build again.`)
  }
}

/**
 * The CMS's node types (CMS_Post, CMS_Page, ... from its schema: src/lib/cms-source.ts), and the
 * posts of the optional Instagram feed (see sourceNodes); that type exists with the feed off too.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = async (args) => {
  await createCmsTypes(args, cmsGraphQLURL)
  args.actions.createTypes(`
    type InstagramPost implements Node @dontInfer {
      caption: String!
      permalink: String!
      postedAt: Date! @dateformat
      image: String!
      srcSet: String!
      width: Int!
      height: Int!
    }
  `)
}

/**
 * gatsby develop sources again on each call of its refresh endpoint (`npm run develop` calls it
 * every CMS_REFETCH_SECONDS, scripts/develop.ts): those runs fetch only the CMS's changes.
 */
let sourcedInThisProcess = false

/** The CMS's published content as nodes: everything on a first build, afterwards only what changed. */
async function sourceCms(args: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]) {
  const activity = args.reporter.activityTimer('Sourcing the CMS')
  activity.start()
  const refetch = sourcedInThisProcess && process.env.gatsby_executing_command === 'develop'
  activity.setStatus(await sourceCmsNodes(args, cmsGraphQLURL, refetch ? 'refetch' : 'build'))
  sourcedInThisProcess = true
  activity.end()
}

/**
 * With INSTAGRAM_FEED_URL set, the feed's latest posts become InstagramPost nodes and their
 * images files of the site. A feed that fails is reported and skipped: the Instagram block then
 * shows the curated posts of the CMS, and the site still builds.
 */
async function sourceInstagram(args: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]) {
  let posts: FeedPost[] | null = null
  if (instagramFeedURL) {
    try {
      posts = await fetchInstagramFeed(instagramFeedURL, { outDir: path.resolve('public/instagram') })
      args.reporter.info(`Instagram feed: ${posts.length} posts from ${feedForLog(instagramFeedURL)}`)
    } catch (error) {
      args.reporter.warn(`Instagram feed at ${feedForLog(instagramFeedURL)} skipped (${(error as Error).message}); the Instagram block shows the curated posts of the CMS.`)
    }
  }
  syncInstagramNodes(args, posts)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  // Gatsby deletes the nodes a build's sourcing did not touch, unless their plugin keeps them up
  // to date itself, as this one does (the CMS's deletions and unpublished documents, the feed's
  // old posts): it would otherwise read every node of the CMS to find none stale.
  args.actions.enableStatefulSourceNodes!()
  // SitePage nodes are Gatsby's own, and createPages would write each of them to its datastore
  // again (42,000 at 10,000 items). Kept, an unchanged page's node is only touched again; pages
  // not created again are still removed.
  for (const node of args.getNodesByType('SitePage')) args.actions.touchNode(node)
  await Promise.all([sourceCms(args), sourceInstagram(args)])
}

type Nodes<T> = { nodes: T[] }
/** An article in one language, with what its card on the news lists shows. */
type PostRow = Queries.NewsCardFragment & { remoteId: number; locale: string }
type Routes = {
  projects: Nodes<{ id: number; slug: string; kind: string }>
  socialPosts: Nodes<{ id: number; slug: string }>
  pages: Nodes<{ id: number; slug: string; noindex: boolean | null; parent: { slug: string } | null }>
  facilities: Nodes<{ id: number; slug: string }>
  partners: Nodes<{ id: number; slug: string }>
  accessRoutes: Nodes<{ id: number; slug: string }>
  unitTypes: Nodes<{ slug: string }>
}

type MakePage = (urlPath: string, template: string, context?: Partial<PageContext>) => void

/** A page createPages made: its path, template name and context. */
type BuiltPage = { path: string; template: string; context: PageContext }
/**
 * The pages and articles of this build, from createPages to onPostBuild (both run in the build's
 * main process): the sitemap, feeds and search list then need no second read of 42,000 page nodes
 * and 28,000 articles at 10,000 items.
 */
let built: { pages: BuiltPage[]; posts: PostRow[] } | undefined

/**
 * News landing and its archive pages (all and per category), articles and their AMP versions.
 * The lists' pages are counted from the English articles, and each page gets its articles' cards
 * in its context, in the page's language (see src/templates/news-list.tsx).
 */
function createNewsPages(page: MakePage, locale: string, posts: PostRow[]) {
  const articles = posts.filter((p) => p.locale === 'en')
  const cards = posts.filter((p) => p.locale === locale)
  const lists: [string | null, number][] = [[null, articles.length], ...newsCategories.map((c): [string, number] => [c, articles.filter((p) => p.category === c).length])]
  for (const [category, total] of lists) {
    const categories = category ? [category] : newsCategories
    const listed = cards.filter((p) => p.category && categories.includes(p.category))
    for (const list of newsListPages(total, newsPerPage)) {
      const shown = listed.slice(list.skip, list.skip + list.limit).map(({ remoteId: _, locale: __, ...card }) => card)
      page(newsListPath(category, list.archive), 'news-list', { ...list, category, categories, posts: shown })
    }
  }
  for (const post of articles) {
    page(newsPath(post.slug!), 'news-post', { id: post.remoteId })
    page(newsAmpPath(post.slug!), 'news-amp', { id: post.remoteId, amp: true })
  }
}

/**
 * The development side of the page map: the lists /development/{kind}/ (and `details`, every
 * kind), the details of each development under its kind and under `details`, facilities,
 * partners, access routes, and compare unit. The lists' pages carry their first page, facets
 * and count; the rest of each list is in files of its own (src/lib/list-data-build.ts).
 */
function createDevelopmentPages(page: MakePage, routes: Routes, lists: ListContexts[keyof ListContexts]) {
  for (const segment of developmentListSegments) {
    page(developmentListPath(segment), 'development-list', { segment, kinds: cmsKindsOf(segment), ...lists.developments[segment] })
  }
  for (const project of routes.projects.nodes) {
    page(developmentPath(project.kind, project.slug), 'development', { id: project.id, segment: kindSegment(project.kind) })
    // Reached from the list of every development; its canonical link is the page above.
    page(developmentAliasPath(project.slug), 'development', { id: project.id, segment: allDevelopments, noindex: true })
  }
  page(facilitiesPath, 'facilities', lists.facilities)
  for (const f of routes.facilities.nodes) page(facilityPath(f.slug), 'facility', { id: f.id })
  page(partnersPath, 'partners')
  for (const p of routes.partners.nodes) page(partnerPath(p.slug), 'partner', { id: p.id })
  for (const a of routes.accessRoutes.nodes) page(accessPath(a.slug), 'access', { id: a.id })
  page(compareUnitPath(), 'compare-unit', { start: null })
  for (const u of routes.unitTypes.nodes) page(compareUnitPath(u.slug), 'compare-unit', { start: u.slug })
}

/**
 * General pages of the CMS (collection `pages`), built from blocks: /{page}/ and, for pages with a
 * parent, /{parent}/{page}/. `home` has its own template (src/templates/home.tsx).
 */
function createCmsPages(page: MakePage, pages: Routes['pages']['nodes']) {
  for (const doc of pages) {
    if (doc.slug === 'home') continue
    page(pagePath(doc.slug, doc.parent?.slug), 'page', { id: doc.id, variant: pageVariant(doc.slug), noindex: Boolean(doc.noindex) })
  }
}

/** Screens whose content is the visitor's own (accounts, search, subscriptions): kept out of search engines. */
const utilityScreens: [string, string][] = [
  ['/login/', 'login'], ['/register/', 'register'], ['/forgot-password/', 'forgot-password'],
  ['/forgot-password/reset/', 'reset-password'], ['/profile/', 'profile'], ['/search/', 'search'],
  ['/preview/', 'preview'], [offlinePagePath, 'offline'],
]

/** Route building, in one place: every page of the site in both languages. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType, getNode }) => {
  const { createPage } = actions
  const result = await graphql<Routes>(`
    query SiteRoutes {
      projects: allCmsProject(filter: { locale: { eq: "en" } }, sort: { title: ASC }) { nodes { id: remoteId slug kind } }
      socialPosts: allCmsSocialPost(filter: { locale: { eq: "en" } }, sort: { postedAt: DESC }) { nodes { id: remoteId slug } }
      pages: allCmsPage(filter: { locale: { eq: "en" } }, sort: { slug: ASC }) { nodes { id: remoteId slug noindex parent: remoteParent { slug } } }
      facilities: allCmsFacility(filter: { locale: { eq: "en" } }, sort: { title: ASC }) { nodes { id: remoteId slug } }
      partners: allCmsPartner(filter: { locale: { eq: "en" } }, sort: { title: ASC }) { nodes { id: remoteId slug } }
      accessRoutes: allCmsAccessRoute(filter: { locale: { eq: "en" } }, sort: { title: ASC }) { nodes { id: remoteId slug } }
      unitTypes: allCmsUnitType(filter: { locale: { eq: "en" } }, sort: { slug: ASC }) { nodes { slug } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the routes from the CMS', result.errors)
    return
  }
  const routes = result.data
  // Every article in both languages, oldest first, with its card (NewsCardData), read from the
  // nodes rather than queried: see fragmentReader.
  const cardOf = fragmentReader(newsCardFields, getNode)
  const posts = (getNodesByType('CMS_Post') as unknown as { remoteId: number; locale: string; publishedAt: string }[])
    .sort((a, b) => (a.publishedAt < b.publishedAt ? -1 : a.publishedAt > b.publishedAt ? 1 : a.remoteId - b.remoteId))
    .map((node) => ({ remoteId: node.remoteId, locale: node.locale, ...cardOf(node) }) as PostRow)
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
    for (const post of routes.socialPosts.nodes) page(socialMediaPath(post.slug), 'social-post', { id: post.id })
    page(subscribePath(), 'subscribe')
    for (const project of routes.projects.nodes) page(subscribePath(project.slug), 'subscribe', { id: project.id })
    for (const [urlPath, name] of utilityScreens) page(urlPath, name, { noindex: true })
  }
  built = { pages, posts }
}

/** sitemap.xml (both languages, with hreflang alternates), robots.txt and an RSS feed per language. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, cache }) => {
  if (!built) return reporter.panic('onPostBuild ran without createPages: no pages to list in the sitemap')
  const { pages, posts } = built
  // Left out: not-found pages, AMP copies and noindex pages.
  const indexed = pages.filter((p) => !p.context.noindex && !p.context.amp && !p.path.includes('404'))
  const publicDir = path.resolve('public')
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteURL, indexed.map((p) => p.path)))
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteURL))
  writeRedirectFiles(publicDir)

  for (const lang of languages) {
    // The newest articles first (posts are oldest first).
    const items = posts.filter((p) => p.locale === localeOf(lang)).slice(-feedSize).reverse()
    const file = path.join(publicDir, localizePath('/', lang).slice(1), 'rss.xml')
    fs.writeFileSync(file, rssXml({ siteURL, lang, title: `${brandName} · ${t(lang, 'news')}`, items: items.map(({ slug, title, excerpt, publishedAt }) => ({ slug: slug!, title: title!, excerpt, publishedAt: publishedAt! })) }))
  }
  // The site search's index (src/lib/search-index.ts), then the service worker's kit, which may hold the index.
  const searched = indexed.filter((p) => searchedTemplates.includes(p.template)).map((p) => p.path)
  const pagesFile = path.join(publicDir, searchPagesFile)
  if (process.env[searchIndexAfterPublish]) {
    // The kit below then lists the previous build's index, until the builder swaps the new one in.
    fs.writeFileSync(pagesFile, JSON.stringify(searched))
    reporter.info(`Search index: ${searched.length} pages, left to the site builder (after the release is live)`)
  } else {
    fs.rmSync(pagesFile, { force: true })
    const search = await writeSearchIndex(publicDir, searched)
    reporter.info(`Search index: ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(1)} KB, built in ${search.seconds.toFixed(2)} s`)
  }
  const kit = writeOfflineKit(publicDir, pages.map((p) => p.path))
  reporter.info(`Offline kit: ${kit.keep.length} files kept on install${kit.searchKept ? ' (with the search index)' : ' (search index too large to keep)'}`)
  // The build is complete: the next one may source only the CMS's changes.
  await markCmsBuildFinished(cache)
}

/** The browser bundle sees the same site address and brand as the build. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getNodesByType, getNode }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.SITE_URL': JSON.stringify(siteURL),
        'process.env.SITE_NAME': JSON.stringify(brandName),
        // Changes with what static queries show (settings, social posts), so such a build has a
        // webpack compilation hash of its own: a page left open from an older build then reloads
        // on its next navigation instead of mixing the old static query results with the new page
        // data. A build where only page content changed keeps the hash, and Gatsby rewrites only
        // the pages whose data changed.
        'process.env.SITE_BUILD_ID': JSON.stringify(staticQueryDataId({ getNodesByType, getNode })),
      }),
      // The browser bundles' compilation hash is the one Gatsby writes into every page.
      ...(stage === 'build-javascript' ? [new ContentCompilationHash()] : []),
    ],
  })
}
