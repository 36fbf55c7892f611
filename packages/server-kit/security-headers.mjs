// Plain JavaScript (types in security-headers.d.mts): the CMS's next.config.mjs, which Node loads
// as it is, reads it too.
/**
 * The security headers both servers put on the CMS's paths (/api, /admin, /_next): the site
 * server on what it forwards (scripts/lib/security-headers.ts), the CMS on what it answers on its
 * own port (cms/next.config.mjs, `headers`), so the CMS reached directly is no easier to frame or
 * to run a script through. The admin is Next.js's, with its own inline scripts, so it keeps its
 * own policy; it may be framed only by its own origin, and API answers (JSON, uploaded media) never
 * run scripts when opened directly: an uploaded SVG stays an image.
 */

/** Headers every response of the site's origin carries. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** The headers of a response on one of the CMS's paths. */
export const cmsPathHeaders = (urlPath) => ({
  ...commonHeaders,
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': urlPath.startsWith('/api/')
    ? "script-src 'none'; frame-ancestors 'self'"
    : "frame-ancestors 'self'",
})
