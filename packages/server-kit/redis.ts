import { Redis } from 'ioredis'

/**
 * The Redis connections of this process, one per address (REDIS_URL). Every process that shares
 * state with others (limits, locks, the build queue) reaches Redis through here; without REDIS_URL
 * the state stays in this process's memory, which is right for a single process only.
 */
const connections = new Map<string, Redis>()

export function redisAt(url: string): Redis {
  let redis = connections.get(url)
  if (!redis) {
    // Commands wait for a reconnect instead of failing at once; one that cannot be sent within
    // 20 retries fails (a limit or lock then answers with an error, never silently lets through).
    redis = new Redis(url, { maxRetriesPerRequest: 20, enableAutoPipelining: true })
    redis.on('error', (error: Error) => console.warn(`Redis at ${new URL(url).host}: ${error.message}`))
    connections.set(url, redis)
  }
  return redis
}

/** The Redis of `url`, or null when none is set (state in memory). */
export const redisOrNull = (url: string | undefined): Redis | null => (url ? redisAt(url) : null)

/** Closes this process's Redis connections (on a clean stop). */
export async function closeRedis() {
  const all = [...connections.values()]
  connections.clear()
  await Promise.all(all.map((redis) => redis.quit().catch(() => redis.disconnect())))
}
