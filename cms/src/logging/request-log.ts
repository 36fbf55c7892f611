import crypto from 'node:crypto'
import pino from 'pino'
import { proxySecretHeader, sameSecret } from '../limits/client-address'
import { cmsSettings } from '../settings'
import { redact } from '../utilities/redact'

/**
 * One JSON line per request, the same in the site server (scripts/lib/request-log.ts) and the CMS:
 * `{"level":30,"time":…,"req":{"id","method","url"},"res":{"statusCode"},"responseTime":ms,"msg":"request completed"}`.
 * The site server names every request with an id (`X-Request-Id`) and forwards it to the CMS, so
 * one visitor request has the same id in both logs. Only the method, the path and the query are
 * logged, the query's tokens redacted; never a header, a cookie or a body.
 */
export const requestIdHeader = 'x-request-id'

/** Ids as proxies and the site server make them; anything else is replaced, never logged. */
const requestIdPattern = /^[\w.:-]{1,128}$/

/** A request id that may be kept as given, or undefined. */
export const validRequestId = (given: string | null | undefined) =>
  given && requestIdPattern.test(given) ? given : undefined

export const newRequestId = () => crypto.randomUUID()

/** LOG_LEVEL: pino's levels (trace, debug, info, warn, error, fatal, silent); info by default. */
export const logLevelFrom = (value: string | undefined) => value?.trim() || 'info'

/** The level of a request's line: errors of the server stand out. */
export const requestLogLevel = (status: number) => (status >= 500 ? 'error' : 'info')

/** The path and query of a request URL as it may be logged. */
export const loggedURL = (url: string, secrets: string[] = []) => redact(url, secrets)

let logger: pino.Logger | undefined
const requestLogger = () => (logger ??= pino({ level: logLevelFrom(process.env.LOG_LEVEL), base: { service: 'cms' } }))

/**
 * Logs every request of a Next route handler of the CMS's API. The id comes from the site
 * server (the request carries its proxy secret); any other caller's request gets a new one.
 */
export function withRequestLog<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const started = performance.now()
    const fromSiteServer =
      Boolean(cmsSettings.proxySecret) &&
      sameSecret(request.headers.get(proxySecretHeader) ?? '', cmsSettings.proxySecret)
    const id = (fromSiteServer && validRequestId(request.headers.get(requestIdHeader))) || newRequestId()
    const url = new URL(request.url)
    const line = (statusCode: number) =>
      requestLogger()[requestLogLevel(statusCode)](
        {
          req: { id, method: request.method, url: loggedURL(url.pathname + url.search, [cmsSettings.siteBuildSecret]) },
          res: { statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      )
    try {
      const response = await handler(request, context)
      line(response.status)
      return response
    } catch (error) {
      line(500)
      throw error
    }
  }
}
