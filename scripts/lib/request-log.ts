import type http from 'node:http'
import type express from 'express'
import pino from 'pino'
import { pinoHttp } from 'pino-http'
import {
  loggedURL,
  logLevelFrom,
  newRequestId,
  requestIdHeader,
  requestLogLevel,
  validRequestId,
} from '@lestari/server-kit/request-log'

/** The site server's log: JSON lines on standard output (or `destination`), at LOG_LEVEL. */
export const siteLogger = (level = process.env.LOG_LEVEL, destination?: pino.DestinationStream) =>
  pino({ level: logLevelFrom(level), base: { service: 'site' } }, destination)

/** The site server's log written to a file (the tests' site servers). */
export const siteLogFile = (file: string, level?: string) =>
  siteLogger(level, pino.destination({ dest: file, sync: true }))

/**
 * One JSON line per request, as the CMS writes them (cms/src/logging/request-log.ts). The id is
 * the `X-Request-Id` of a trusted proxy (TRUST_PROXY) or a new one; the response carries it, and
 * the CMS gets it with every request forwarded there.
 */
export function requestLog(logger: pino.Logger, secrets: string[] = []) {
  return pinoHttp<http.IncomingMessage, http.ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const trusted = (req as express.Request).app.get('trust proxy fn') as (address: string, hop: number) => boolean
      const given = trusted(req.socket.remoteAddress ?? '', 0)
        ? validRequestId(req.headers[requestIdHeader] as string | undefined)
        : undefined
      const id = given ?? newRequestId()
      res.setHeader(requestIdHeader, id)
      return id
    },
    customLogLevel: (_req, res, error) => (error ? 'error' : requestLogLevel(res.statusCode)),
    // Method, path and query (tokens redacted) only: never a header, a cookie or the client's address.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedURL(req.url, secrets),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  })
}
