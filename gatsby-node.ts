import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { brandName, cmsGraphQLURL, siteURL } from './src/lib/config'
import { defaultLang, languages, localeOf } from './src/lib/i18n'
import type { PageContext } from './src/lib/page-context'
import { developmentPath, localizePath, newsListPath, newsPath, pageCount, pagePath } from './src/lib/routes'

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

type Routes = {
  cms: {
    Posts: { docs: { id: number; slug: string }[] }
    Projects: { docs: { id: number; slug: string; kind: string }[] }
  }
}

/** Route building, in one place: every page of the site in both languages. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions
  const result = await graphql<Routes>(`
    query SiteRoutes {
      cms {
        Posts(pagination: false, sort: "-publishedAt") { docs { id slug } }
        Projects(pagination: false, sort: "title") { docs { id slug kind } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the routes from the CMS', result.errors)
    return
  }
  const { Posts, Projects } = result.data.cms

  for (const lang of languages) {
    const base: PageContext = { lang, locale: localeOf(lang) }
    const page = (urlPath: string, name: string, context: Partial<PageContext> = {}, matchPath?: string) =>
      createPage({ path: localizePath(urlPath, lang), matchPath, component: template(name), context: { ...base, ...context } })

    page('/', 'home')
    // /404/ also becomes /404.html, the fallback; unknown /id/ paths get the Indonesian one.
    page('/404/', 'not-found', {}, lang === defaultLang ? undefined : `${localizePath('/', lang)}*`)

    const numPages = pageCount(Posts.docs.length, newsPerPage)
    for (let i = 1; i <= numPages; i++) page(newsListPath(i), 'news-list', { page: i, numPages, limit: newsPerPage })
    for (const post of Posts.docs) page(newsPath(post.slug), 'news-post', { id: post.id })
    for (const project of Projects.docs) page(developmentPath(project.kind, project.slug), 'development', { id: project.id })
  }

  await createCmsPages({ graphql, createPage, reporter })
}

type CmsPages = { cms: { Pages: { docs: { id: number; slug: string; parent: { slug: string } | null }[] } } }

/** Page slugs with a template of their own variant (src/templates/page.tsx). */
const pageVariants: Record<string, 'terms'> = { 'terms-and-conditions': 'terms' }

/**
 * General pages of the CMS (collection `pages`), built from blocks: /{page}/ and, for pages with a
 * parent, /{parent}/{page}/, in both languages. `home` has its own template (src/templates/home.tsx).
 */
async function createCmsPages({ graphql, createPage, reporter }: {
  graphql: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['graphql']
  createPage: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions']['createPage']
  reporter: Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter']
}) {
  const result = await graphql<CmsPages>(`
    query CmsPageRoutes {
      cms { Pages(pagination: false, sort: "slug") { docs { id slug parent { slug } } } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the general pages from the CMS', result.errors)
    return
  }
  for (const doc of result.data.cms.Pages.docs) {
    if (doc.slug === 'home') continue
    for (const lang of languages) {
      const context = { lang, locale: localeOf(lang), id: doc.id, variant: pageVariants[doc.slug] }
      createPage({ path: localizePath(pagePath(doc.slug, doc.parent?.slug), lang), component: template('page'), context })
    }
  }
}

/** The browser bundle sees the same site address and brand as the build. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.SITE_URL': JSON.stringify(siteURL),
        'process.env.SITE_NAME': JSON.stringify(brandName),
      }),
    ],
  })
}
