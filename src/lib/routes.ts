import { defaultLang, type Lang } from './i18n'

/**
 * Every path of the site is built here, for gatsby-node and components alike.
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

/** The same page in the other language. */
export const counterpartPath = (path: string, lang: Lang): string => localizePath(splitLangPath(path).path, lang)

/** The news landing, or one category of it; page 1 has no /page/ segment. */
export const newsListPath = (page = 1, category?: string | null) => {
  const base = category ? `/news/category/${category}/` : '/news/'
  return page > 1 ? `${base}page/${page}/` : base
}
export const newsPath = (slug: string) => `/news/${slug}/`
export const newsAmpPath = (slug: string) => `/news/${slug}/amp/`
export const developmentListPath = (kind: string) => `/development/${kind}/`
export const developmentPath = (kind: string, slug: string) => `/development/${kind}/${slug}/`
export const facilityPath = (slug: string) => `/facilities/${slug}/`
export const partnerPath = (slug: string) => `/our-partners/${slug}/`
export const accessPath = (slug: string) => `/access/${slug}/`
export const socialMediaPath = (slug?: string) => (slug ? `/social-media/${slug}/` : '/social-media/')
/** Subscribe to the city's news, or to one development's updates (by its slug). */
export const subscribePath = (projectSlug?: string) => (projectSlug ? `/subscribe/${projectSlug}/` : '/subscribe/')
export const searchPath = (q?: string) => (q ? `/search/?q=${encodeURIComponent(q)}` : '/search/')
export const pagePath = (slug: string, parentSlug?: string | null) =>
  slug === 'home' ? '/' : parentSlug ? `/${parentSlug}/${slug}/` : `/${slug}/`

/** Number of list pages needed for `total` items, at least one. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage))

/** A link from the CMS: site paths stay relative, other addresses pass through. */
export const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//')

/**
 * Media URLs from the CMS are absolute on its configured origin; the site serves the
 * CMS's API on its own origin, so keep the path only.
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
