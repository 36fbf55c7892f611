import type { Redis } from 'ioredis'
import { withLock } from '@lestari/server-kit/lock'
import { idleBuildStatus, type BuildStatus, type SiteBuilder } from './builder'

/**
 * Site builds shared by every site server that uses the same Redis (REDIS_URL;
 * docs/decisions/serving-and-releases.md, "One build queue for every site server"). A build
 * request at any site server goes into one
 * queue in Redis; one build runs at a time across every builder (the lock `site-build`, renewed
 * while it builds); requests that arrive during a build make one next build that includes them
 * all; the build state lives in Redis, so every site server shows the same.
 *
 * Builders hear of a request at once (Redis pub/sub) and look at the queue every `pollMs` too, in
 * case a message was missed or a builder died holding the lock (it expires). A request that comes
 * just as the holder found the queue empty is refused the lock at the other builders; the holder
 * hears of it too and looks again after releasing the lock, and it looks at the queue once more
 * then in any case.
 */
export const buildKeys = {
  queue: 'site-build:queue',
  /** How many requests were ever queued: each request's number. */
  requests: 'site-build:requests',
  /** The number of the newest request that a finished build included. */
  builtThrough: 'site-build:built-through',
  /** The build state (BuildStatus), one JSON value per field. */
  status: 'site-build:status',
  /** Messages: `requested` (a request was queued), `changed` (the state changed). */
  channel: 'site-build:events',
  lock: 'site-build',
}

/** The fields a builder that does not hold the lock still changes: its search index, after its build went live. */
const searchFields: (keyof BuildStatus)[] = ['search', 'searchFailure', 'searchFindsChanges']

export type SharedBuildsOptions = {
  /** Requests within this time of each other make one build (as SiteBuilder's settleMs). */
  settleMs?: number
  /** How often a builder looks at the queue without being told. */
  pollMs?: number
  /** How long the lock lasts unless renewed (a builder that died frees it after this). */
  lockMs?: number
  log?: (line: string) => void
}

export class SharedBuilds {
  private readonly subscriber: Redis
  private readonly settleMs: number
  private readonly pollMs: number
  private readonly lockMs: number
  private readonly log: (line: string) => void
  private poll: NodeJS.Timeout | undefined
  /** Requests of this process waiting for the build that includes them. */
  private waiting: { number: number; done: () => void }[] = []
  private draining: Promise<void> | null = null
  private drainAgain = false
  private holdingLock = false

  /** `builder` builds here; null: this site server only queues requests and shows the state (SITE_BUILDER=off). */
  constructor(
    private readonly redis: Redis,
    private readonly builder: SiteBuilder | null,
    { settleMs = 1000, pollMs = 2000, lockMs = 60_000, log = (line) => console.log(line) }: SharedBuildsOptions = {},
  ) {
    this.settleMs = settleMs
    this.pollMs = pollMs
    this.lockMs = lockMs
    this.log = log
    this.subscriber = redis.duplicate()
    if (builder) {
      builder.onChange = (status) => void this.keepStatus(status).catch(this.warn)
      builder.buildFolderIsOwn = false
    }
  }

  private warn = (error: Error) => this.log(`✖ Shared site builds: ${error.message}`)

  /** Listens for requests and state changes; a builder also builds what is queued already. */
  async start() {
    this.subscriber.on('message', (_channel: string, message: string) => {
      if (message === 'requested') this.drain()
      void this.settleWaiting().catch(this.warn)
    })
    await this.subscriber.subscribe(buildKeys.channel)
    this.poll = setInterval(() => {
      void this.settleWaiting().catch(this.warn)
      void this.redis
        .llen(buildKeys.queue)
        .then((length) => length > 0 && this.drain())
        .catch(this.warn)
    }, this.pollMs)
    this.poll.unref()
    this.drain()
  }

  async close() {
    clearInterval(this.poll)
    this.subscriber.disconnect()
    await this.draining
  }

  /** Queues a build request; resolves when a build that includes it has finished (built or failed). */
  async request(reason: string): Promise<void> {
    const replies = await this.redis.multi().rpush(buildKeys.queue, reason).incr(buildKeys.requests).exec()
    const number = Number(replies?.[1]?.[1])
    const done = new Promise<void>((resolve) => this.waiting.push({ number, done: resolve }))
    await this.redis.publish(buildKeys.channel, 'requested')
    return done
  }

  /** The shared build state, as every site server shows it. */
  async current(): Promise<BuildStatus> {
    const [fields, requests, queued] = await Promise.all([
      this.redis.hgetall(buildKeys.status),
      this.redis.get(buildKeys.requests),
      this.redis.llen(buildKeys.queue),
    ])
    const kept = Object.fromEntries(Object.entries(fields).map(([field, json]) => [field, JSON.parse(json)]))
    return { ...idleBuildStatus, ...kept, requests: Number(requests ?? 0), queued: queued > 0 }
  }

  /** Resolves the requests of this process that a finished build included. */
  private async settleWaiting() {
    if (!this.waiting.length) return
    const builtThrough = Number((await this.redis.get(buildKeys.builtThrough)) ?? 0)
    const done = this.waiting.filter((request) => request.number <= builtThrough)
    this.waiting = this.waiting.filter((request) => request.number > builtThrough)
    for (const request of done) request.done()
  }

  /** Builds while requests are queued, when this process is a builder and gets the lock. */
  private drain() {
    if (!this.builder) return
    if (this.draining) {
      this.drainAgain = true
      return
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false
        const { ran } = await withLock(this.redis, buildKeys.lock, () => this.buildWhileQueued(), {
          ttlMs: this.lockMs,
        })
        // Another builder holds the lock: it looks at the queue again after releasing it.
        if (!ran) continue
        // A request that came after the queue was found empty, before the lock was released, whose
        // announcement this process did not hear.
        if ((await this.redis.llen(buildKeys.queue)) > 0) this.drainAgain = true
      } while (this.drainAgain)
    })()
      .catch(this.warn)
      .finally(() => (this.draining = null))
  }

  /**
   * Runs `task` holding the build lock, once no other builder holds it (the first build of a site
   * server at its start), keeping the state it changes in Redis.
   */
  async exclusive<T>(task: () => Promise<T>): Promise<T> {
    for (;;) {
      const result = await withLock(
        this.redis,
        buildKeys.lock,
        async () => {
          this.holdingLock = true
          try {
            this.builder?.adopt(await this.current())
            return await task()
          } finally {
            this.holdingLock = false
          }
        },
        { ttlMs: this.lockMs },
      )
      if (result.ran) return result.value
      await new Promise((resolve) => setTimeout(resolve, this.pollMs))
    }
  }

  /** Holding the lock: takes every queued request, builds once for them all, and again while more came. */
  private async buildWhileQueued() {
    const builder = this.builder!
    this.holdingLock = true
    try {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, this.settleMs))
        const replies = (await this.redis
          .multi()
          .lrange(buildKeys.queue, 0, -1)
          .del(buildKeys.queue)
          .get(buildKeys.requests)
          .exec()) as [Error | null, unknown][]
        const [reasons, , through] = replies.map(([, value]) => value) as [string[], number, string | null]
        if (!reasons.length) return
        builder.adopt(await this.current())
        await builder.buildNow(reasons)
        await this.redis.set(buildKeys.builtThrough, Number(through ?? 0))
        await this.redis.publish(buildKeys.channel, 'changed')
      }
    } finally {
      this.holdingLock = false
    }
  }

  /** Keeps this builder's state in Redis: all of it while it builds for the queue, else its search index's. */
  private async keepStatus(status: BuildStatus) {
    const fields = (Object.keys(status) as (keyof BuildStatus)[]).filter(
      (field) => field !== 'requests' && field !== 'queued' && (this.holdingLock || searchFields.includes(field)),
    )
    await this.redis.hset(buildKeys.status, Object.fromEntries(fields.map((f) => [f, JSON.stringify(status[f])])))
    await this.redis.publish(buildKeys.channel, 'changed')
  }
}
