import crypto from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * A lock held by one process at a time. With Redis, across every process that uses the same Redis
 * (SET NX with an expiry, renewed while held, and released only by its holder, the pattern of
 * Redis's own documentation for a single instance); without Redis, within this process only.
 * A holder that dies releases its lock when the expiry passes.
 */
const heldHere = new Set<string>()

const renewScript = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`
const releaseScript = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`

export type LockResult<T> = { ran: true; value: T } | { ran: false }

/** Runs `task` while holding the lock `name`; when another holder has it, returns `{ ran: false }` at once. */
export async function withLock<T>(
  redis: Redis | null,
  name: string,
  task: () => Promise<T>,
  { ttlMs = 60_000 } = {},
): Promise<LockResult<T>> {
  if (!redis) {
    if (heldHere.has(name)) return { ran: false }
    heldHere.add(name)
    try {
      return { ran: true, value: await task() }
    } finally {
      heldHere.delete(name)
    }
  }
  const key = `lock:${name}`
  const token = crypto.randomBytes(16).toString('hex')
  if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return { ran: false }
  const renew = setInterval(() => {
    redis.eval(renewScript, 1, key, token, ttlMs).catch(() => undefined)
  }, ttlMs / 3)
  renew.unref()
  try {
    return { ran: true, value: await task() }
  } finally {
    clearInterval(renew)
    await redis.eval(releaseScript, 1, key, token).catch(() => undefined)
  }
}

/**
 * Runs `task` holding every lock of `names` (taken in sorted order, so two callers never wait on
 * each other), waiting while another holder has one of them, up to `waitMs`; then throws.
 */
export async function whenLocked<T>(
  redis: Redis | null,
  names: string[],
  task: () => Promise<T>,
  { ttlMs = 30_000, waitMs = 20_000 } = {},
): Promise<T> {
  const [first, ...rest] = [...new Set(names)].sort()
  if (first === undefined) return task()
  const deadline = Date.now() + waitMs
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const held = await withLock(redis, first, () => whenLocked(redis, rest, task, { ttlMs, waitMs }), { ttlMs })
    if (held.ran) return held.value
    if (Date.now() > deadline) throw new Error(`The lock ${first} stayed taken for ${waitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause))
  }
}
