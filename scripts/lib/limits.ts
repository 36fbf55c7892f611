import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { Kind, parse, visit, type DocumentNode } from 'graphql'
import type { Redis } from 'ioredis'
import type http from 'node:http'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import {
  clientLimits,
  limitedMessage,
  searchesText,
  textOperators,
  type LimitedAction,
} from '@lestari/model/client-limits'
import { multipartLimit, type BodyLimits } from '@lestari/model/settings'

/**
 * Limits per client address in the site server, in front of the CMS (docs/SECURITY.md, "Limits per
 * client"): a first line that recognises the usual spellings of each action, so a flood of them
 * stops here. The CMS counts every operation again where it has parsed it
 * (cms/src/limits/operation-limits.ts), so a respelled request is counted there. The client
 * address is express's `req.ip`, so it follows the `trust proxy` setting (TRUST_PROXY): the
 * socket's address unless a proxy in front is trusted.
 */

/** The GraphQL root fields of each action, as the site's screens send them (src/lib/account.ts, src/templates/subscribe.tsx, src/lib/form-outbox.ts). */
const graphQLRootFields: Record<string, LimitedAction> = {
  loginUser: 'login',
  createUser: 'register',
  forgotPasswordUser: 'password',
  resetPasswordUser: 'password',
  subscribe: 'subscribe',
  createFormSubmission: 'formSubmission',
  createEnquiry: 'enquiry',
  bookSiteVisit: 'siteVisit',
  cancelSiteVisit: 'siteVisit',
}

const documentHasSearchOperator = (document: DocumentNode): boolean => {
  let found = false
  visit(document, {
    ObjectField: (node) => {
      if (textOperators.has(node.name.value)) found = true
    },
  })
  return found
}

/** The limited actions of one GraphQL request body (`{ query, variables }`, or a batch of them). */
export function graphQLActions(body: unknown): Set<LimitedAction> {
  const actions = new Set<LimitedAction>()
  for (const operation of Array.isArray(body) ? body : [body]) {
    const { query, variables } = (operation ?? {}) as { query?: unknown; variables?: unknown }
    if (typeof query !== 'string') continue
    let document: DocumentNode
    try {
      document = parse(query)
    } catch {
      continue // the CMS answers a broken query with GraphQL's own error
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind === Kind.FIELD && graphQLRootFields[selection.name.value])
          actions.add(graphQLRootFields[selection.name.value])
      }
    }
    if (documentHasSearchOperator(document) || searchesText(variables)) actions.add('search')
  }
  return actions
}

/** Whether a query string filters with like/contains (`where[title][like]=…`, as Payload's REST API reads it). */
const queryHasSearchOperator = (queryString: string) =>
  queryString.split('&').some((pair) => {
    try {
      return /\[(like|contains)\](\[|$)/.test(decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')))
    } catch {
      return false
    }
  })

/** The limited action of a REST call to the CMS (`/api/<collection>...`, with its query string), if any. */
export function restAction(method: string, path: string, queryString: string): LimitedAction | null {
  const p = path.replace(/\/+$/, '')
  if (method === 'POST' && p === '/api/users/login') return 'login'
  if (method === 'POST' && p === '/api/users') return 'register'
  if (method === 'POST' && (p === '/api/users/forgot-password' || p === '/api/users/reset-password')) return 'password'
  if (method === 'POST' && p === '/api/form-submissions') return 'formSubmission'
  if (method === 'POST' && p === '/api/enquiries') return 'enquiry'
  if (method === 'GET' && queryHasSearchOperator(queryString)) return 'search'
  return null
}

type LimitedRequest = Request & { limitedActions?: Set<LimitedAction>; rawBody?: Buffer }

/** An answer in the shape of a GraphQL error, which Apollo and the site read (src/lib/live-errors.ts). */
export function sendAPIError(
  res: Response | http.ServerResponse,
  status: number,
  message: string,
  extensions: Record<string, unknown>,
) {
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify({ errors: [{ message, extensions: { statusCode: status, ...extensions } }] }))
}

const isMultipart = (req: Request) => req.is('multipart/form-data') === 'multipart/form-data'

/**
 * The longest address forwarded to the CMS. Node.js, under it, refuses a request head over 16 KB
 * by closing the connection, and its Next.js server repeats an address it redirects (`//`, a
 * trailing `/`) twice in the answer's head (Location and Refresh), which Node's HTTP clients, the
 * site server's proxy among them, read up to 16 KB.
 */
export const maxCMSAddressLength = 8_000

/**
 * What the CMS's server cannot answer cleanly, answered here first: an address whose path does not
 * decode (`/api/posts/%ZZ`, a `%` without two hex digits or bytes that are not UTF-8), which its
 * Next.js server answers with a 500 whatever the path (400), and an address too long for its
 * request head (414; a long filter fits a POST with `X-HTTP-Method-Override: GET`).
 */
export function refuseUnreadableAddress(req: Request, res: Response, next: NextFunction) {
  if (req.originalUrl.length > maxCMSAddressLength)
    return sendAPIError(
      res,
      414,
      `The address is longer than ${maxCMSAddressLength} characters: send a long query in a POST with X-HTTP-Method-Override: GET.`,
      { code: 'URI_TOO_LONG' },
    )
  try {
    decodeURIComponent(req.originalUrl.split('?')[0])
  } catch {
    return sendAPIError(res, 400, 'The address is not valid: a % must start a UTF-8 character in hex digits.', {
      code: 'INVALID_PATH',
    })
  }
  next()
}

/**
 * A body that cannot be read: an encoding other than gzip, deflate or br (415), or a compressed
 * body that does not inflate, or a connection cut mid-body (400). A short JSON answer, as for
 * every API error, never the server's own error page.
 */
function unreadableBody(res: Response, error: unknown) {
  const { type, status } = (error ?? {}) as { type?: string; status?: number }
  if (type === 'encoding.unsupported') {
    return sendAPIError(
      res,
      415,
      'The request body is compressed in a way this API does not read (use gzip, deflate or br, or none).',
      { code: 'UNSUPPORTED_ENCODING' },
    )
  }
  return sendAPIError(
    res,
    status && status >= 400 && status < 500 ? status : 400,
    'The request body could not be read.',
    { code: 'BAD_REQUEST' },
  )
}

/**
 * Reads the body of an /api request (up to the CMS's `maxBodyBytes`; uploads, multipart bodies,
 * stream on to the CMS when their declared length is within the CMS's multipart limit), keeps its
 * exact bytes for forwardBody, and notes the limited actions it asks for. A larger body is
 * answered with 413.
 */
export function readAPIRequest(limits: BodyLimits): RequestHandler[] {
  const uploadBytes = multipartLimit(limits)
  const readBody = express.raw({ type: (req) => !isMultipart(req as Request), limit: limits.maxBodyBytes })
  const tooLarge = (res: Response, limit: number) =>
    sendAPIError(res, 413, `The request is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`, {
      code: 'PAYLOAD_TOO_LARGE',
    })
  return [
    (req: LimitedRequest, res, next) => {
      if (!isMultipart(req)) return next()
      const length = Number(req.get('content-length'))
      if (!req.get('content-length') || !Number.isFinite(length))
        return sendAPIError(res, 411, 'An upload must state its length.', { code: 'LENGTH_REQUIRED' })
      if (length > uploadBytes) return tooLarge(res, uploadBytes)
      next()
    },
    (req: LimitedRequest, res, next) =>
      readBody(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === 'entity.too.large')
          return tooLarge(res, limits.maxBodyBytes)
        if (error) return unreadableBody(res, error)
        if (Buffer.isBuffer(req.body)) req.rawBody = req.body
        req.body = undefined
        next()
      }),
    (req: LimitedRequest, _res, next) => {
      const actions = new Set<LimitedAction>()
      const path = req.baseUrl + req.path
      const rest = restAction(req.method, path, req.originalUrl.split('?')[1] ?? '')
      if (rest) actions.add(rest)
      if (req.method === 'POST' && path.replace(/\/+$/, '') === '/api/graphql' && req.rawBody?.length) {
        try {
          for (const action of graphQLActions(JSON.parse(req.rawBody.toString('utf8')))) actions.add(action)
        } catch {
          // not JSON: the CMS refuses it ("The request body is not valid JSON.")
        }
      }
      req.limitedActions = actions
      next()
    },
  ]
}

/**
 * Sends the body readAPIRequest read, byte for byte, to the CMS (the proxy's `proxyReq` event; the
 * request stream itself is used up by then).
 */
export function forwardBody(proxyReq: http.ClientRequest, req: http.IncomingMessage) {
  const body = (req as LimitedRequest).rawBody
  if (!body) return
  // The body was read (and inflated, if the caller compressed it): it goes on whole and plain.
  proxyReq.removeHeader('transfer-encoding')
  proxyReq.removeHeader('content-encoding')
  proxyReq.setHeader('content-length', body.length)
  proxyReq.write(body)
}

/**
 * The counts of one action in Redis, shared by every site server that uses the same Redis. While
 * Redis is not connected, a count fails at once instead of waiting for it, and the request goes on
 * to the CMS (`passOnStoreError` below), which counts it too (in its own memory while Redis is down:
 * cms/src/limits/limiters.ts). Loading the store's scripts waits for the connection.
 */
export function sharedCounts(redis: Redis, action: LimitedAction): Store {
  return new RedisStore({
    prefix: `site-limit:${action}:`,
    sendCommand: (command: string, ...args: string[]) =>
      redis.status === 'ready' || command === 'SCRIPT'
        ? (redis.call(command, ...args) as Promise<RedisReply>)
        : Promise.reject(new Error('Redis is not connected')),
  })
}

/**
 * The rate limit of each action, per client address: counted in Redis when one is given (every
 * site server counts together), else in this process's memory (express-rate-limit's memory store).
 */
export function clientRateLimits(limits = clientLimits, redis: Redis | null = null): RequestHandler[] {
  return (Object.keys(limits) as LimitedAction[]).map((action) => {
    const { limit, windowMinutes } = limits[action]
    return rateLimit({
      windowMs: windowMinutes * 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: action,
      ...(redis ? { store: sharedCounts(redis, action), passOnStoreError: true } : {}),
      // X-Forwarded-For is ignored on purpose unless TRUST_PROXY names a proxy: a warning for each
      // caller that sends one anyway would only let callers fill the log.
      validate: { xForwardedForHeader: false },
      skip: (req) => !(req as LimitedRequest).limitedActions?.has(action),
      handler: (_req: Request, res: Response, _next: NextFunction) => {
        const retryAfter = Number(res.getHeader('Retry-After')) || windowMinutes * 60
        sendAPIError(res, 429, limitedMessage(retryAfter), { code: 'RATE_LIMITED', retryAfter, action })
      },
    })
  })
}
