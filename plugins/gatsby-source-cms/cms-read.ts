/** Reads from the CMS over HTTP: retried reads, REST query parameters, the CMS's origin. */

/** `where` as REST query parameters: { updatedAt: { greater_than_equal: x } } -> where[updatedAt][greater_than_equal]=x */
export function whereParams(where: unknown, prefix = 'where', out = new URLSearchParams()) {
  if (where && typeof where === 'object')
    for (const [key, value] of Object.entries(where)) whereParams(value, `${prefix}[${key}]`, out)
  else if (where !== undefined && where !== null) out.append(prefix, String(where))
  return out
}

/**
 * A read from the CMS, tried up to three times when the connection fails or the CMS answers
 * 502-504: a busy CMS may close a kept-alive connection just as the next request goes out
 * ("fetch failed"), and one such read would otherwise fail a whole build. Reads only, so a retry
 * is safe.
 */
export async function cmsRead(url: string, init: RequestInit = {}, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) })
      if (attempt < attempts && res.status >= 502 && res.status <= 504) throw new Error(`HTTP ${res.status}`)
      return res
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
}

/** The CMS's origin, from the URL of its GraphQL API. */
export const cmsBase = (graphqlURL: string) => graphqlURL.replace(/\/api\/graphql$/, '')
