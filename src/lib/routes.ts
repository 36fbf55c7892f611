import {
  accessPath,
  allDevelopments as allDevelopmentsChoice,
  compareUnitPath,
  developmentKinds as kinds,
  developmentPath,
  facilityPath,
  graphQLEnumValue,
  kindSegment,
  linkedDocPath,
  newsPath,
  pagePath,
  partnerPath,
  socialMediaPath,
  type RoutedDoc,
} from '@lestari/model'
import { defaultLang, type Lang } from './i18n'

export {
  accessPath,
  compareUnitPath,
  developmentPath,
  facilityPath,
  kindSegment,
  newsPath,
  pagePath,
  partnerPath,
  socialMediaPath,
}

/**
 * Every path of the site is built here, for gatsby-node and components alike; the pages of CMS
 * documents come from the content model (packages/model/index.ts).
 * English lives at the root, Indonesian at the same path under /id/.
 */
const withSlashes = (path: string) => {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

export const localizePath = (path: string, lang: Lang): string => {
  const clean = withSlashes(path)
  return lang === defaultLang ? clean : withSlashes(`/${lang.toLowerCase()}${clean}`)
}

/** The language a path belongs to and the path without its language prefix. */
export const splitLangPath = (path: string): { lang: Lang; path: string } => {
  const match = /^\/id(\/.*)?$/.exec(path)
  return match ? { lang: 'ID', path: withSlashes(match[1] || '/') } : { lang: 'EN', path: withSlashes(path) }
}

/** A not-found page, in either language: /404/ and /404.html, not an article whose slug holds 404. */
export const isNotFoundPath = (path: string) => /^\/404(\.html)?\/$/.test(splitLangPath(path).path)

/** The same page in the other language. */
export const counterpartPath = (path: string, lang: Lang): string => localizePath(splitLangPath(path).path, lang)

/** The news landing, or one category of it; with `archive`, that archive page of it (see newsListPages). */
export const newsListPath = (category?: string | null, archive?: number | null) => {
  const base = category ? `/news/category/${category}/` : '/news/'
  return archive ? `${base}page/${archive}/` : base
}
export const newsAmpPath = (slug: string) => `/news/${slug}/amp/`
/**
 * Development kinds (@lestari/model): `segment` in /development/{kind}/, which is the value the CMS
 * stores, and `cms`, the same value as the CMS's GraphQL enum spells it.
 */
export const developmentKinds = kinds.map((k) => ({ segment: k.value, cms: graphQLEnumValue(k.value) }))
/** The list of every development, whatever its kind: /development/details/. */
export const allDevelopments = allDevelopmentsChoice.value
/** Every list segment: the kinds, then `details`. */
export const developmentListSegments = [...developmentKinds.map((k) => k.segment), allDevelopments]

/** The template variant of a CMS page, by its slug (src/templates/page.tsx): terms and conditions get a table of contents. */
export const pageVariant = (slug: string | null | undefined): 'terms' | undefined =>
  slug === 'terms-and-conditions' ? 'terms' : undefined

/** The CMS GraphQL enum values a list shows: one kind, or all of them for `details`. */
export const cmsKindsOf = (segment: string): string[] => {
  const found = developmentKinds.find((k) => k.segment === segment)
  return found ? [found.cms] : developmentKinds.map((k) => k.cms)
}

export const developmentListPath = (segment: string) => `/development/${segment}/`
/** The same development reached from the `details` list (its canonical link is developmentPath). */
export const developmentAliasPath = (slug: string) => `/development/${allDevelopments}/${slug}/`
export const subscribePath = (projectSlug?: string | null) =>
  projectSlug ? `/subscribe/${projectSlug}/` : '/subscribe/'
export const contactPath = '/contact/'
export const facilitiesPath = '/facilities/'
/** Every home for sale: the unit types of the residential developments (src/templates/homes.tsx). */
export const homesPath = '/homes/'

/** The screen the worker shows offline for a page of the site that is not saved on the device; it lists the saved pages. */
export const offlinePagePath = '/offline/'
/** Where the cancel link of a site visit's emails leads (cms/src/collections/SiteVisits/emails.ts). */
export const visitCancelPath = '/visit/cancel/'
/** The privacy page of people without an account, where the link of a data request leads (cms/src/privacy/requests.ts). */
export const privacyRequestPath = '/privacy/'
export const partnersPath = '/our-partners/'

/** A link to a point on OpenStreetMap (no map library needed on the page). */
export const mapLink = (lat: number, lng: number, zoom = 16) => {
  const f = (n: number) => String(Math.round(n * 1e6) / 1e6)
  return `https://www.openstreetmap.org/?mlat=${f(lat)}&mlon=${f(lng)}#map=${zoom}/${f(lat)}/${f(lng)}`
}

/** Articles on an archive page of the news lists. */
export const newsPerPage = 12

/**
 * One page of a news list. `skip` and `limit` count from the oldest article; `older` and `newer`
 * are the archive pages it links to (`newer: null` on an archive page links to the landing page).
 */
export type NewsListPage = {
  archive: number | null
  skip: number
  limit: number
  older: number | null
  newer: number | null
}

/**
 * The pages of a news list of `total` articles. Archive pages are numbered from the oldest
 * article: archive page k holds the k-th `perPage` oldest articles for ever after, and the landing
 * page holds the newest rest (`perPage` to `2 * perPage - 1` articles, or all of them when there are
 * fewer). So a new article changes the landing page only, and once every `perPage` articles adds
 * an archive page and the link to it from the one before: never every page of the list, as
 * numbering from the newest would.
 */
export function newsListPages(total: number, perPage: number): NewsListPage[] {
  const archives = Math.max(0, Math.floor(total / perPage) - 1)
  // The landing page's limit is the most it can hold, so its context stays the same as articles come.
  const landing = { archive: null, skip: archives * perPage, limit: 2 * perPage, older: archives || null, newer: null }
  const archived = Array.from({ length: archives }, (_, i) => ({
    archive: i + 1,
    skip: i * perPage,
    limit: perPage,
    older: i || null,
    newer: i + 2 <= archives ? i + 2 : null,
  }))
  return [landing, ...archived]
}

/** A CMS document as rich text carries it (populated, or only its id when the depth ran out). */
type LinkedDoc = { slug?: string | null; kind?: string | null; parent?: unknown } | number | string | null | undefined

/**
 * The site address of a document of a linkable collection (@lestari/model), in `lang`;
 * null when the document is not there (unpublished, deleted, or not populated).
 */
export function cmsDocPath(relationTo: string | undefined, doc: LinkedDoc, lang: Lang): string | null {
  if (!doc || typeof doc !== 'object' || !doc.slug) return null
  const parent = doc.parent && typeof doc.parent === 'object' ? (doc.parent as { slug?: string | null }) : null
  const path = linkedDocPath(relationTo, { ...doc, slug: doc.slug, parent } satisfies RoutedDoc)
  return path ? localizePath(path, lang) : null
}

/** A link from the CMS: site paths stay relative, other addresses pass through. */
// `//host` and `/\host` both leave the site in a browser.
export const isInternal = (url: string) => url.startsWith('/') && !/^\/[/\\]/.test(url)

/**
 * The path of an upload's address: built pages get paths in the release already (/media/...,
 * plugins/gatsby-source-cms/release-files.ts); data read live from the CMS (the preview) has
 * absolute URLs on the CMS's origin, whose API the site serves on its own origin.
 */
export const mediaPath = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined
  try {
    const parsed = new URL(url, 'http://site.invalid')
    return parsed.pathname + parsed.search
  } catch {
    return undefined
  }
}
