import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { brandName, cmsGraphQLURL, siteURL } from './src/lib/config'
import { defaultLang, languages, localeOf } from './src/lib/i18n'
import type { PageContext } from './src/lib/page-context'
import { developmentPath, localizePath, newsListPath, newsPath, pageCount } from './src/lib/routes'
import {
  accessPath, allDevelopments, cmsKindsOf, compareUnitPath, developmentAliasPath, developmentListPath, developmentListSegments,
  facilityPath, kindSegment, partnerPath,
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

type Routes = {
  cms: {
    Posts: { docs: { id: number; slug: string }[] }
  }
}

/** Route building, in one place: every page of the site in both languages. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions
  const result = await graphql<Routes>(`
    query SiteRoutes {
      cms {
        Posts(pagination: false, sort: "-publishedAt") { docs { id slug } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the routes from the CMS', result.errors)
    return
  }
  const { Posts } = result.data.cms

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
  }

  await createDevelopmentPages({ graphql, createPage, reporter })
}

type DevelopmentRoutes = {
  cms: {
    Projects: { docs: { id: number; slug: string; kind: string }[] }
    Facilities: { docs: { id: number; slug: string }[] }
    Partners: { docs: { id: number; slug: string }[] }
    AccessRoutes: { docs: { id: number; slug: string }[] }
    UnitTypes: { docs: { slug: string }[] }
  }
}

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0]

/**
 * The development side of the page map, in both languages: the lists /development/{kind}/
 * (and `details`, every kind), the details of each development under its kind and under
 * `details`, facilities, partners, access routes, and compare unit.
 */
async function createDevelopmentPages({ graphql, createPage, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'> & { createPage: CreatePagesArgs['actions']['createPage'] }) {
  const result = await graphql<DevelopmentRoutes>(`
    query DevelopmentRoutes {
      cms {
        Projects(pagination: false, sort: "title") { docs { id slug kind } }
        Facilities(pagination: false, sort: "title") { docs { id slug } }
        Partners(pagination: false, sort: "title") { docs { id slug } }
        AccessRoutes(pagination: false, sort: "title") { docs { id slug } }
        UnitTypes(pagination: false, sort: "slug") { docs { slug } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not read the development routes from the CMS', result.errors)
    return
  }
  const { Projects, Facilities, Partners, AccessRoutes, UnitTypes } = result.data.cms

  for (const lang of languages) {
    const base: PageContext = { lang, locale: localeOf(lang) }
    const page = (urlPath: string, name: string, context: Record<string, unknown> = {}) =>
      createPage({ path: localizePath(urlPath, lang), component: template(name), context: { ...base, ...context } })

    for (const segment of developmentListSegments) {
      page(developmentListPath(segment), 'development-list', { segment, kinds: cmsKindsOf(segment) })
    }
    for (const project of Projects.docs) {
      const segment = kindSegment(project.kind)
      page(developmentPath(project.kind, project.slug), 'development', { id: project.id, segment })
      // Reached from the list of every development; its canonical link is the page above.
      page(developmentAliasPath(project.slug), 'development', { id: project.id, segment: allDevelopments })
    }
    for (const f of Facilities.docs) page(facilityPath(f.slug), 'facility', { id: f.id })
    for (const p of Partners.docs) page(partnerPath(p.slug), 'partner', { id: p.id })
    for (const a of AccessRoutes.docs) page(accessPath(a.slug), 'access', { id: a.id })
    page(compareUnitPath(), 'compare-unit', { start: null })
    for (const u of UnitTypes.docs) page(compareUnitPath(u.slug), 'compare-unit', { start: u.slug })
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
