import crypto from 'node:crypto'
import { cmsSettings } from '../settings'

/**
 * The site server (scripts/lib/serve.ts) forwards every request with the client address it
 * computed itself (`X-Forwarded-For`, one address, never the caller's own header) and this header
 * carrying SITE_PROXY_SECRET, derived from PAYLOAD_SECRET by scripts/lib/settings.ts.
 */
export const proxySecretHeader = 'x-site-proxy-secret'

/** The key of every caller that did not come through the site server (the CMS's own port). */
export const directClient = 'direct'

/** Whether `given` is the secret (compared in constant time). */
export const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(secret))

/**
 * The client address a request is counted under: the one the site server forwarded when the
 * request proves it came from there, otherwise `direct`. A caller that reaches the CMS's port
 * cannot name an address of its choosing.
 */
export function clientAddress(req: { headers: Pick<Headers, 'get'> }, secret = cmsSettings.proxySecret): string {
  const given = req.headers.get(proxySecretHeader) ?? ''
  const forwarded = req.headers.get('x-forwarded-for')?.trim() ?? ''
  if (!secret || !forwarded || !sameSecret(given, secret)) return directClient
  return forwarded
}
