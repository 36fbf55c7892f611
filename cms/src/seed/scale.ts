/**
 * Extra content for the build-scale benchmark (bench/build-scale.ts), on top of the demo seed:
 *
 *   SCALE_ITEMS=1000 npx payload run src/seed/index.ts scale
 *
 * SCALE_ITEMS published items in both languages: 70 % news posts, 15 % facilities, 15 %
 * developments, each a variation of a demo document (same pictures, new slug, title and place).
 * Numbered and found again by slug, so runs add up: 1000, then 5000 adds the 4000 missing.
 * Writes carry the seed context, so the CMS asks for no site build per item.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionSlug } from 'payload'
import { getPayload } from 'payload'
import config from '../payload.config'
import { facilitySpecs } from './content/facilities'
import { postSpecs } from './content/posts'
import { projectSpecs } from './content/projects'
import { t } from './lib/localized'
import { Seeder } from './lib/seeder'
import { facilityTemplate, pool, postTemplate, projectTemplate, seedRefs } from './steps'

const HOUR = 60 * 60 * 1000
/** Writes in flight: the SQLite adapter runs without transactions, so a few overlap well. */
const concurrency = 4

/** A small, deterministic offset (about ±500 m) so the copies do not sit on one spot. */
const jitter = (n: number, salt: number) => (((n * 7919 + salt * 104729) % 1000) - 500) / 100_000

const pad = (n: number) => String(n).padStart(5, '0')

/** How many items of each kind make up `total`. */
export function scaleShares(total: number) {
  const posts = Math.round(total * 0.7)
  const facilities = Math.round(total * 0.15)
  return { posts, facilities, projects: total - posts - facilities }
}

export async function runScaleSeed(): Promise<void> {
  const total = Number(process.env.SCALE_ITEMS)
  if (!Number.isInteger(total) || total < 0)
    throw new Error(`SCALE_ITEMS must be a whole number of items, got "${process.env.SCALE_ITEMS ?? ''}"`)
  const started = performance.now()
  const payload = await getPayload({ config })
  // Benchmark data: on SQLite, no disk sync per write (a crash of the machine may lose this run).
  if (payload.db.name === 'sqlite')
    await (payload.db as unknown as SQLiteAdapter).client.execute('PRAGMA synchronous = OFF')
  const seeder = new Seeder(payload, false)
  const indexed: [CollectionSlug, string][] = [
    ['media', 'filename'],
    ['files', 'filename'],
    ['property-types', 'slug'],
    ['project-tags', 'slug'],
    ['facility-categories', 'slug'],
    ['facilities', 'slug'],
    ['projects', 'slug'],
    ['posts', 'slug'],
  ]
  await Promise.all(indexed.map(([collection, key]) => seeder.index(collection, key)))
  const r = seedRefs(seeder)
  try {
    r.project(projectSpecs[0].slug)
  } catch {
    throw new Error('Run the demo seed first: the scale seed varies its documents.')
  }
  const shares = scaleShares(total)
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1)
  const now = Date.now()

  const tasks: (() => Promise<number>)[] = [
    ...numbers(shares.facilities).map((n) => () => {
      const base = facilitySpecs[n % facilitySpecs.length]
      const spec = {
        ...base,
        slug: `scale-facility-${pad(n)}`,
        title: t(`${base.title.en} ${n}`, `${base.title.id} ${n}`),
        lat: base.lat + jitter(n, 1),
        lng: base.lng + jitter(n, 2),
      }
      return seeder.upsert('facilities', facilityTemplate(seeder, r, spec))
    }),
    ...numbers(shares.projects).map((n) => () => {
      const base = projectSpecs[n % projectSpecs.length]
      const spec = {
        ...base,
        slug: `scale-development-${pad(n)}`,
        featured: false,
        title: t(`${base.title.en} Phase ${n}`, `${base.title.id} Tahap ${n}`),
        lat: base.lat + jitter(n, 3),
        lng: base.lng + jitter(n, 4),
      }
      return seeder.upsert('projects', projectTemplate(seeder, r, spec, n))
    }),
    ...numbers(shares.posts).map((n) => () => {
      const base = postSpecs[n % postSpecs.length]
      const spec = {
        ...base,
        slug: `scale-news-${pad(n)}`,
        title: t(`${base.title.en} (${n})`, `${base.title.id} (${n})`),
      }
      // Newest first by number: one article every six hours going back.
      return seeder.upsert('posts', postTemplate(r, spec, n, new Date(now - n * 6 * HOUR).toISOString()))
    }),
  ]
  let done = 0
  await Promise.all(
    pool(tasks, concurrency, async (task) => {
      await task()
      if (++done % 500 === 0)
        console.log(`scale: ${done}/${tasks.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    }),
  )
  const stats = ['posts', 'facilities', 'projects'].map((c) => {
    const s = seeder.stats.get(c)
    return `${c} ${s?.created ?? 0} created, ${s?.skipped ?? 0} there`
  })
  console.log(
    `Scale seed to ${total} extra items done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${stats.join('; ')}`,
  )
}
