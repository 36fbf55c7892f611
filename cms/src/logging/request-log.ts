import pino from 'pino'
import { proxySecretHeader } from '@lestari/server-kit/client-address'
import {
  logLevelFrom,
  loggedURL,
  newRequestId,
  requestIdHeader,
  requestLogLevel,
  validRequestId,
} from '@lestari/server-kit/request-log'
import { sameSecret } from '@lestari/server-kit/secret'
import { cmsSettings } from '../settings'

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
