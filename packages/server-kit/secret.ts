import crypto from 'node:crypto'

/**
 * Whether `given` is the secret, compared in constant time: the proxy secret, the build secret of
 * the site server's build and redirects endpoints, a health check's bearer token. Anything but a
 * string (a header sent twice, none at all) is not the secret.
 */
export const sameSecret = (given: unknown, secret: string) =>
  typeof given === 'string' &&
  given.length === secret.length &&
  crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret))
