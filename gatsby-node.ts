import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { brandName, cmsGraphQLURL, instagramFeedURL, siteURL } from './src/lib/config'
import { feedSize, robotsTxt, rssXml, sitemapXml, type FeedItem } from './src/lib/feeds'
import { fetchInstagramFeed } from './src/lib/instagram-feed'
import { defaultLang, languages, localeOf, newsCategories, t } from './src/lib/i18n'
import type { PageContext } from './src/lib/page-context'
import {
  accessPath, allDevelopments, cmsKindsOf, compareUnitPath, developmentAliasPath, developmentListPath, developmentListSegments,
  developmentPath, facilitiesPath, facilityPath, kindSegment, localizePath, newsAmpPath, newsListPath, newsPath, pageCount, pagePath,
  partnerPath, partnersPath, socialMediaPath, subscribePath,
} from './src/lib/routes'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)
const newsPerPage = 12

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

/** Posts of the optional Instagram feed (see sourceNodes); the type exists with the feed off too. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
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
 * With INSTAGRAM_FEED_URL set, the feed's latest posts become InstagramPost nodes and their
 * images files of the site. A feed that fails is reported and skipped: the Instagram block then
 * shows the curated posts of the CMS, and the site still builds.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createContentDigest, reporter }) => {
  if (!instagramFeedURL) return
  try {
    const posts = await fetchInstagramFeed(instagramFeedURL, { outDir: path.resolve('public/instagram') })
    for (const { id, ...post } of posts) {
      actions.createNode({ ...post, id: `instagram-${id}`, internal: { type: 'InstagramPost', contentDigest: createContentDigest(post) } })
    }
    reporter.info(`Instagram feed: ${posts.length} posts from ${instagramFeedURL}`)
  } catch (error) {
    reporter.warn(`Instagram feed at ${instagramFeedURL} skipped (${(error as Error).message}); the Instagram block shows the curated posts of the CMS.`)
  }
}

type Routes = {
  cms: {
    Posts: { docs: { id: number; slug: string; category: string }[] }
    Projects: { docs: { id: number; slug: string; kind: string }[] }
    SocialPosts: { docs: { id: number; slug: string }[] }
    Pages: { docs: { id: number; slug: string; noindex: boolean | null; parent: { slug: string } | null }[] }
    Facilities: { docs: { id: number; slug: string }[] }
    Partners: { docs: { id: number; slug: string }[] }
    AccessRoutes: { docs: { id: number; slug: string }[] }
    UnitTypes: { docs: { slug: string }[] }
  }
}

type MakePage = (urlPath: string, template: string, context?: Partial<PageContext>, matchPath?: string) => void

/** News landing (all and per category, paginated), articles and their AMP versions. */
function createNewsPages(page: MakePage, posts: Routes['cms']['Posts']['docs']) {
  const lists: [string | null, number][] = [[null, posts.length], ...newsCategories.map((c): [string, number] => [c, posts.filter((p) => p.category === c).length])]
  for (const [category, total] of lists) {
    const numPages = pageCount(total, newsPerPage)
    const categories = category ? [category] : newsCategories
    for (let i = 1; i <= numPages; i++) {
      page(newsListPath(i, category), 'news-list', { page: i, numPages, limit: newsPerPage, category, categories })
    }
  }
  for (const post of posts) {
    page(newsPath(post.slug), 'news-post', { id: post.id })
    page(newsAmpPath(post.slug), 'news-amp', { id: post.id, amp: true })
  }
}

/**
 * The development side of the page map: the lists /development/{kind}/ (and `details`, every
 * kind), the details of each development under its kind and under `details`, facilities,
 * partners, access routes, and compare unit.
 */
function createDevelopmentPages(page: MakePage, routes: Routes['cms']) {
  for (const segment of developmentListSegments) {
    page(developmentListPath(segment), 'development-list', { segment, kinds: cmsKindsOf(segment) })
  }
  for (const project of routes.Projects.docs) {
    page(developmentPath(project.kind, project.slug), 'development', { id: project.id, segment: kindSegment(project.kind) })
    // Reached from the list of every development; its canonical link is the page above.
    page(developmentAliasPath(project.slug), 'development', { id: project.id, segment: allDevelopments, noindex: true })
  }
  page(facilitiesPath, 'facilities')
  for (const f of routes.Facilities.docs) page(facilityPath(f.slug), 'facility', { id: f.id })
  page(partnersPath, 'partners')
  for (const p of routes.Partners.docs) page(partnerPath(p.slug), 'partner', { id: p.id })
  for (const a of routes.AccessRoutes.docs) page(accessPath(a.slug), 'access', { id: a.id })
  page(compareUnitPath(), 'compare-unit', { start: null })
  for (const u of routes.UnitTypes.docs) page(compareUnitPath(u.slug), 'compare-unit', { start: u.slug })
}

/** Page slugs with a template variant of their own (src/templates/page.tsx). */
const pageVariants: Record<string, 'terms'> = { 'terms-and-conditions': 'terms' }

/**
 * General pages of the CMS (collection `pages`), built from blocks: /{page}/ and, for pages with a
 * parent, /{parent}/{page}/. `home` has its own template (src/templates/home.tsx).
 */
function createCmsPages(page: MakePage, pages: Routes['cms']['Pages']['docs']) {
  for (const doc of pages) {
    if (doc.slug === 'home') continue
    page(pagePath(doc.slug, doc.parent?.slug), 'page', { id: doc.id, variant: pageVariants[doc.slug], noindex: Boolean(doc.noindex) })
  }
}

/** Screens whose content is the visitor's own (accounts, search, subscriptions): kept out of search engines. */
const utilityScreens: [string, string][] = [
  ['/login/', 'login'], ['/register/', 'register'], ['/forgot-password/', 'forgot-password'],
  ['/forgot-password/reset/', 'reset-password'], ['/profile/', 'profile'], ['/search/', 'search'],
  ['/preview/', 'preview'],
]

/** Route building, in one place: every page of the site in both languages. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions
  const result = await graphql<Routes>(`
    query SiteRoutes {
      cms {
        Posts(pagination: false, sort: "-publishedAt") { docs { id slug category } }
        Projects(pagination: false, sort: "title") { docs { id slug kind } }
        SocialPosts(pagination: false, sort: "-postedAt") { docs { id slug } }
        Pages(pagination: false, sort: "slug") { docs { id slug noindex parent { slug } } }
        Facilities(pagination: false, sort: "title") { docs { id slug } }
        Partners(pagination: false, sort: "title") { docs { id slug } }
        AccessRoutes(pagination: false, sort: "title") { docs { id slug } }
        UnitTypes(pagination: false, sort: "slug") { docs { slug } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the routes from the CMS', result.errors)
    return
  }
  const routes = result.data.cms
  const { Posts, Projects, SocialPosts, Pages } = routes

  for (const lang of languages) {
    const base: PageContext = { lang, locale: localeOf(lang) }
    const page: MakePage = (urlPath, name, context = {}, matchPath) =>
      createPage({ path: localizePath(urlPath, lang), matchPath, component: template(name), context: { ...base, ...context } })

    page('/', 'home')
    // /404/ also becomes /404.html, the fallback; unknown /id/ paths get the Indonesian one.
    page('/404/', 'not-found', { noindex: true }, lang === defaultLang ? undefined : `${localizePath('/', lang)}*`)

    createNewsPages(page, Posts.docs)
    createCmsPages(page, Pages.docs)
    createDevelopmentPages(page, routes)

    page(socialMediaPath(), 'social-media')
    for (const post of SocialPosts.docs) page(socialMediaPath(post.slug), 'social-post', { id: post.id })
    page(subscribePath(), 'subscribe')
    for (const project of Projects.docs) page(subscribePath(project.slug), 'subscribe', { id: project.id })
    for (const [urlPath, name] of utilityScreens) page(urlPath, name, { noindex: true })
  }
}

/** sitemap.xml (both languages, with hreflang alternates), robots.txt and an RSS feed per language. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, getNodesByType, reporter }) => {
  const pages = getNodesByType('SitePage') as unknown as { path: string; matchPath?: string; context?: Partial<PageContext> }[]
  // Left out: not-found pages, AMP copies, noindex pages and the service worker's app shell (gatsby-plugin-offline).
  const indexed = pages.filter((p) => !p.matchPath && !p.context?.noindex && !p.context?.amp && !p.path.includes('404') && !p.path.startsWith('/offline-plugin-'))
  const publicDir = path.resolve('public')
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteURL, indexed.map((p) => p.path)))
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteURL))

  const result = await graphql<{ cms: Record<'en' | 'id', { docs: FeedItem[] }> }>(`
    query NewsFeeds {
      cms {
        en: Posts(locale: en, limit: ${feedSize}, sort: "-publishedAt") { docs { slug title excerpt publishedAt } }
        id: Posts(locale: id, limit: ${feedSize}, sort: "-publishedAt") { docs { slug title excerpt publishedAt } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the news feed from the CMS', result.errors)
    return
  }
  for (const lang of languages) {
    const file = path.join(publicDir, localizePath('/', lang).slice(1), 'rss.xml')
    fs.writeFileSync(file, rssXml({ siteURL, lang, title: `${brandName} · ${t(lang, 'news')}`, items: result.data.cms[localeOf(lang)].docs }))
  }
}

/** One id per build (see onCreateWebpackConfig). */
const siteBuildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The browser bundle sees the same site address and brand as the build. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.SITE_URL': JSON.stringify(siteURL),
        'process.env.SITE_NAME': JSON.stringify(brandName),
        // Differs on every build, so every build has its own webpack compilation hash: a page
        // left open from an older build then reloads on its next navigation instead of mixing
        // the old build's static query results with the new build's page data.
        'process.env.SITE_BUILD_ID': JSON.stringify(siteBuildId),
      }),
    ],
  })
}
