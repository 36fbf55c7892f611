import crypto from 'node:crypto'
import { redact } from './redact'

/**
 * One JSON line per request, the same in the site server (scripts/lib/request-log.ts) and the CMS
 * (cms/src/logging/request-log.ts):
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
