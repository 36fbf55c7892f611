/** The site's public address (SITE_URL), without a trailing slash. */
export const siteURL = () => (process.env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '')

/** A path of this site: one leading slash, never `//host` or `/\host`, which browsers read as another host. */
export const isSitePath = (value: unknown): value is string => typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value)

/**
 * The full address of a page of the site that a visitor's request named (an enquiry's or a form
 * submission's `page`), for staff emails and the CRM: always the site's own origin and a path, or
 * null when the value is not a path of this site.
 */
export function sitePageURL(page: unknown): string | null {
  if (!isSitePath(page)) return null
  const url = new URL(page, `${siteURL()}/`)
  return url.origin === new URL(siteURL()).origin ? url.href : null
}
