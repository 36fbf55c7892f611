import { cmsSettings } from '../settings'
import { isSitePath } from './site-path'

/** The site's public address (SITE_URL), without a trailing slash. */
export const siteURL = () => cmsSettings.siteURL

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
