import crypto from 'node:crypto'

/**
 * The header that carries SITE_BUILD_SECRET between the CMS and the site builder: the CMS's calls
 * to the build hook and the redirects endpoint, and the builder's reads of the CMS's schema.
 */
export const siteBuildSecretHeader = 'x-site-build-secret'

/**
 * Whether `given` is the secret, compared in constant time: the proxy secret, the build secret of
 * the site server's build and redirects endpoints, a health check's bearer token. Anything but a
 * string (a header sent twice, none at all) is not the secret.
 */
export const sameSecret = (given: unknown, secret: string) =>
  typeof given === 'string' &&
  given.length === secret.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret))
