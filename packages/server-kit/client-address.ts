import { sameSecret } from './secret'

/**
 * The site server (scripts/lib/serve.ts) forwards every request with the client address it
 * computed itself (`X-Forwarded-For`, one address, never the caller's own header) and this header
 * carrying SITE_PROXY_SECRET, derived from PAYLOAD_SECRET by scripts/lib/settings.ts. The CMS
 * counts its limits per client address with it (cms/src/limits/, cms/src/collections/Users/login-throttle.ts).
 */
export const proxySecretHeader = 'x-site-proxy-secret'

/** The key of every caller that did not come through the site server (the CMS's own port). */
export const directClient = 'direct'

/**
 * The client address a request is counted under: the one the site server forwarded when the
 * request proves it came from there, otherwise `direct`. A caller that reaches the CMS's port
 * cannot name an address of its choosing.
 */
export function clientAddress(req: { headers: Pick<Headers, 'get'> }, secret: string): string {
  const given = req.headers.get(proxySecretHeader) ?? ''
  const forwarded = req.headers.get('x-forwarded-for')?.trim() ?? ''
  if (!secret || !forwarded || !sameSecret(given, secret)) return directClient
  return forwarded
}
