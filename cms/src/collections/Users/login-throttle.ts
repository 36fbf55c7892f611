import { type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { clientAddress } from '@lestari/server-kit/client-address'
import { makeLimiter, rateLimited } from '../../limits/limiters'
import { cmsSettings } from '../../settings'

/**
 * Login throttle (docs/SECURITY.md, "Limits per client"), in place of Payload's account lock,
 * which let anyone who knows an address lock its owner out.
 *
 * - Per account and client address: the first `freeFailures` consecutive failures cost nothing
 *   (a visitor who mistypes three times still logs in at once); after that each attempt must wait
 *   a delay that doubles with every further failure, from `firstDelaySeconds` up to
 *   `longestDelaySeconds`. A failure from one address never delays the same account at another,
 *   so an attacker cannot keep the owner out.
 * - Per client address across accounts: at most `addressFailures` failed logins in
 *   `addressWindowSeconds` (trying one password on many accounts).
 * - A successful login clears its pair; a password reset by the emailed link clears every pair
 *   of the account.
 *
 * Every attempt is counted before Payload checks the password (so parallel attempts cannot slip
 * past the count), and a successful one is taken back. The counters come from makeLimiter
 * (cms/src/limits/limiters.ts).
 */
export const loginThrottle = {
  freeFailures: 5,
  firstDelaySeconds: 15,
  longestDelaySeconds: 15 * 60,
  /** How long an account's failures from one address are remembered. */
  failureMemorySeconds: 24 * 60 * 60,
  addressFailures: 30,
  addressWindowSeconds: 15 * 60,
}

/** The delay after `failures` consecutive failures of one account at one address (0: none). */
export function delayAfter(failures: number, t = loginThrottle): number {
  if (failures < t.freeFailures) return 0
  return Math.min(t.firstDelaySeconds * 2 ** (failures - t.freeFailures), t.longestDelaySeconds)
}

const failuresByPair = makeLimiter({
  keyPrefix: 'login-failures',
  points: Number.MAX_SAFE_INTEGER,
  duration: loginThrottle.failureMemorySeconds,
})
const delayedPairs = makeLimiter({ keyPrefix: 'login-delay', points: 1, duration: 1 })
const failuresByAddress = makeLimiter({
  keyPrefix: 'login-address',
  points: loginThrottle.addressFailures,
  duration: loginThrottle.addressWindowSeconds,
})
/** How many times each account's password was reset by its link: part of the pair's key, so a reset starts every pair afresh. */
const resetsByAccount = makeLimiter({
  keyPrefix: 'login-resets',
  points: Number.MAX_SAFE_INTEGER,
  duration: loginThrottle.failureMemorySeconds,
})

const accountOf = (email: unknown) => (typeof email === 'string' ? email.toLowerCase().trim() : '')

async function pairKey(account: string, address: string) {
  const resets = (await resetsByAccount.get(account))?.consumedPoints ?? 0
  return `${account}#${resets}@${address}`
}

const tooManyAttempts = (req: PayloadRequest, ms: number) =>
  rateLimited(req, (seconds) => `Too many login attempts. Please wait ${seconds} seconds and try again.`, ms / 1000)

/** Refuses a login while its pair is delayed or its address is over the cap, and counts the attempt. */
export const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const account = accountOf((args as { data?: { email?: unknown } }).data?.email)
  if (!account) return args
  const address = clientAddress(req, cmsSettings.proxySecret)
  const pair = await pairKey(account, address)
  const delayed = await delayedPairs.get(pair)
  if (delayed && delayed.consumedPoints > 1 && delayed.msBeforeNext > 0) {
    throw tooManyAttempts(req, delayed.msBeforeNext)
  }
  try {
    await failuresByAddress.consume(address)
  } catch (refused) {
    if (!(refused instanceof RateLimiterRes)) throw refused
    throw tooManyAttempts(req, refused.msBeforeNext)
  }
  const { consumedPoints } = await failuresByPair.consume(pair)
  const delay = delayAfter(consumedPoints)
  if (delay) await delayedPairs.block(pair, delay)
  return args
}

/** A successful login clears its pair's failures; a reset by the emailed link clears the account's. */
export const clearLoginThrottle: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation === 'login') {
    const account = accountOf((args as { data?: { email?: unknown } }).data?.email)
    const address = clientAddress(req, cmsSettings.proxySecret)
    const pair = await pairKey(account, address)
    await Promise.all([failuresByPair.delete(pair), delayedPairs.delete(pair), failuresByAddress.reward(address, 1)])
  }
  if (operation === 'resetPassword') {
    const account = accountOf((result as { user?: { email?: unknown } } | undefined)?.user?.email)
    if (account) await resetsByAccount.penalty(account, 1)
  }
  return result
}
