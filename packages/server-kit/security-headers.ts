/**
 * The security headers both servers put on the CMS's paths (/api, /admin, /_next): the site
 * server on what it forwards (scripts/lib/security-headers.ts), the CMS on what it answers on its
 * own port (cms/src/proxy.ts), so the CMS reached directly is no easier to frame or to run a
 * script through. The admin is Next.js's, with its own inline scripts, so it keeps its own policy;
 * it may be framed only by its own origin, and API answers (JSON, uploaded media) never run
 * scripts when opened directly: an uploaded SVG stays an image.
 */

/** Headers every response of the site's origin carries. */
export const commonHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** The headers of a response on one of the CMS's paths. */
export const cmsPathHeaders = (urlPath: string): Record<string, string> => ({
  ...commonHeaders,
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': urlPath.startsWith('/api/')
    ? "script-src 'none'; frame-ancestors 'self'"
    : "frame-ancestors 'self'",
})
