import type { Redis } from 'ioredis'
import { APIError, type PayloadRequest } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { cmsSettings } from '../settings'
import { redisOrNull } from '@lestari/server-kit/redis'

/** A counter of the CMS, in this process's memory or in Redis: what the CMS asks of one. */
export type Limiter = Pick<RateLimiterAbstract, 'consume' | 'get' | 'block' | 'penalty' | 'reward' | 'delete'>

/**
 * A counter in Redis, shared by every process that uses the same Redis; without Redis, in this
 * process's memory. While Redis cannot be reached, the counter goes on in this process's memory
 * (its `insuranceLimiter`) at once, rather than waiting for Redis or refusing everyone: each
 * process then limits on its own, and the connection's errors are logged (shared-state/redis.ts).
 */
export function limiterIn(redis: Redis | null, options: IRateLimiterOptions): Limiter {
  if (!redis) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/**
 * Every counter of the CMS (limits per client address, the login throttle, email changes, emails
 * to an address) is made here: in Redis when REDIS_URL is set, so that every CMS process counts
 * together, else in this process's memory. The counter is made at its first use, so that a process
 * that only imports the CMS's code (a build, a migration, a seed) opens no connection to Redis.
 */
export function makeLimiter(options: IRateLimiterOptions): Limiter {
  let limiter: Limiter | undefined
  const made = () => (limiter ??= limiterIn(redisOrNull(cmsSettings.redisURL), options))
  return {
    consume: (...args) => made().consume(...args),
    get: (...args) => made().get(...args),
    block: (...args) => made().block(...args),
    penalty: (...args) => made().penalty(...args),
    reward: (...args) => made().reward(...args),
    delete: (...args) => made().delete(...args),
  }
}

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
  limiter: Limiter,
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
export async function consumeQuietly(limiter: Limiter, key: string): Promise<boolean> {
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
