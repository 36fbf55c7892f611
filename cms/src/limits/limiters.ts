import { APIError, type PayloadRequest } from 'payload'
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible'

/**
 * Every counter of the CMS (limits per client address, the login throttle, email changes, emails
 * to an address) is made here: in this CMS process's memory. Several CMS processes would share
 * them by returning a RateLimiterRedis (same options, plus a client) from this one function.
 */
export const makeLimiter = (options: IRateLimiterOptions) => new RateLimiterMemory(options)

/** Tells HTTP clients (REST, and GraphQL's response) how long to wait. */
export const setRetryAfter = (req: PayloadRequest, seconds: number) => {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(Math.max(1, Math.ceil(seconds))))
}

/**
 * The project's 429: GraphQL-shaped (`extensions.code` RATE_LIMITED, `retryAfter`, and `data`, such
 * as the limited action), with Retry-After; the site reads it (src/lib/live-errors.ts).
 */
export function rateLimited(
  req: PayloadRequest,
  message: (seconds: number) => string,
  seconds: number,
  data: Record<string, unknown> = {},
): APIError {
  const retryAfter = Math.max(1, Math.ceil(seconds))
  setRetryAfter(req, retryAfter)
  return new APIError(message(retryAfter), 429, { code: 'RATE_LIMITED', retryAfter, ...data }, true)
}

/** Takes one point of `key`, or throws the project's 429 when none is left. */
export async function consumeOr429(
  req: PayloadRequest,
  limiter: RateLimiterMemory,
  key: string,
  message: (seconds: number) => string,
  data: Record<string, unknown> = {},
) {
  try {
    await limiter.consume(key)
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused
    throw rateLimited(req, message, refused.msBeforeNext / 1000, data)
  }
}

/** Takes one point of `key`; false (and nothing thrown) when none is left. */
export async function consumeQuietly(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key)
    return true
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused
    return false
  }
}

/**
 * Notices an attacker can make the CMS send to an address they choose ("someone tried to use your
 * address", "a change of your email was requested"): one per address and kind an hour, the others
 * dropped without a word (an answer that differed would tell whether the address has an account).
 */
const notices = makeLimiter({ keyPrefix: 'notice-to', points: 1, duration: 60 * 60 })

export async function sendNotice(
  req: PayloadRequest,
  kind: string,
  message: { to: string; subject: string; html: string },
) {
  if (await consumeQuietly(notices, `${kind}:${message.to.trim().toLowerCase()}`)) await req.payload.sendEmail(message)
}
