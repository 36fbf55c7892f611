import { expect, test } from '@playwright/test'
import { Redis } from 'ioredis'
import { limiterIn } from '../../cms/src/limits/limiters'
import { whenLocked, withLock } from '@lestari/server-kit/lock'
import { startRedis } from '../e2e/redis'

const later = <T>(value: T, ms: number) => new Promise<T>((r) => setTimeout(() => r(value), ms))

test('without Redis, a lock is held by one task of this process at a time', async () => {
  const first = withLock(null, 'unit-memory', () => later('first', 200))
  expect(await withLock(null, 'unit-memory', async () => 'second')).toEqual({ ran: false })
  expect(await first).toEqual({ ran: true, value: 'first' })
  expect(await withLock(null, 'unit-memory', async () => 'third')).toEqual({ ran: true, value: 'third' })
})

test('whenLocked waits for the locks it names, so tasks on one name run one after another', async () => {
  const order: string[] = []
  const task = (name: string) => async () => {
    order.push(`${name} starts`)
    await later(null, 50)
    order.push(`${name} ends`)
    return name
  }
  const results = await Promise.all([
    whenLocked(null, ['unit-person-a', 'unit-person-b'], task('one')),
    whenLocked(null, ['unit-person-b', 'unit-person-a'], task('two')),
    whenLocked(null, ['unit-person-a'], task('three')),
  ])
  expect(results).toEqual(['one', 'two', 'three'])
  // No task started while another held a lock it needed.
  for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i].replace('starts', 'ends'))
  await expect(
    whenLocked(null, ['unit-person-c'], () =>
      whenLocked(null, ['unit-person-c'], async () => 'never', { waitMs: 100 }),
    ),
  ).rejects.toThrow(/stayed taken/)
})

test('with Redis, a lock is held by one connection at a time, renewed while held, and released by its holder', async () => {
  const server = await startRedis()
  const a = new Redis(server.url)
  const b = new Redis(server.url)
  try {
    // Held past its expiry (300 ms): the renewal keeps it.
    const first = withLock(a, 'unit-redis', () => later('first', 700), { ttlMs: 300 })
    await later(null, 500)
    expect(await withLock(b, 'unit-redis', async () => 'second', { ttlMs: 300 })).toEqual({ ran: false })
    expect(await first).toEqual({ ran: true, value: 'first' })
    expect(await a.exists('lock:unit-redis')).toBe(0)
    expect(await withLock(b, 'unit-redis', async () => 'third')).toEqual({ ran: true, value: 'third' })
    // A holder that vanished without releasing: the lock frees itself when its expiry passes.
    await a.set('lock:unit-redis', 'someone-gone', 'PX', 200)
    expect(await withLock(b, 'unit-redis', async () => 'blocked')).toEqual({ ran: false })
    await later(null, 300)
    expect(await withLock(b, 'unit-redis', async () => 'free again')).toEqual({ ran: true, value: 'free again' })
  } finally {
    a.disconnect()
    b.disconnect()
    await server.stop()
  }
})

test('a limit counts in Redis for every process, and in this process’s memory at once while Redis cannot be reached', async () => {
  const server = await startRedis()
  const a = new Redis(server.url)
  const b = new Redis(server.url)
  const options = { keyPrefix: 'unit-limit', points: 3, duration: 60 }
  try {
    await expect.poll(() => [a.status, b.status]).toEqual(['ready', 'ready'])
    const [first, second] = [limiterIn(a, options), limiterIn(b, options)]
    for (const limiter of [first, second, first]) await limiter.consume('10.0.0.1')
    await expect(second.consume('10.0.0.1')).rejects.toMatchObject({ remainingPoints: 0 })
    await server.stop()
    await expect.poll(() => a.status).not.toBe('ready')
    // Redis gone: each process counts on its own, without waiting.
    const started = Date.now()
    for (let i = 0; i < 3; i++) await first.consume('10.0.0.2')
    await expect(first.consume('10.0.0.2')).rejects.toMatchObject({ remainingPoints: 0 })
    expect(Date.now() - started).toBeLessThan(1000)
  } finally {
    a.disconnect()
    b.disconnect()
    await server.stop()
  }
})
