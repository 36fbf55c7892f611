import type { CollectionSlug, Payload } from 'payload'
import { hasLocalized, pick, withRowIds } from './localized'

type Entry = { id: number; complete: boolean }

/** A required localized field per collection: empty in Indonesian means the document is unfinished. */
const probes: Partial<Record<CollectionSlug, string>> = {
  posts: 'title',
  pages: 'title',
  projects: 'title',
  'unit-types': 'name',
  'site-plans': 'title',
  'property-types': 'title',
  'project-tags': 'title',
  facilities: 'title',
  'facility-categories': 'title',
  partners: 'sector',
  access: 'title',
  'social-posts': 'title',
  files: 'title',
  'file-categories': 'title',
  media: 'alt',
  forms: 'title',
}

type Counter = { created: number; updated: number; skipped: number }

/** Passed to every read and write, so hooks can tell seed writes apart. */
export const seedContext = { seed: true }

/**
 * Upserts seed documents by a natural key (slug, email, filename). One query per collection
 * loads every existing key up front; a document that exists and has its Indonesian side is
 * skipped unless `refresh` is on, so a second run only reads.
 */
export class Seeder {
  readonly stats = new Map<string, Counter>()
  private indexes = new Map<string, Promise<Map<string, Entry>>>()
  private loaded = new Map<string, Map<string, Entry>>()

  constructor(
    readonly payload: Payload,
    readonly refresh: boolean,
  ) {}

  private counter(collection: string): Counter {
    let c = this.stats.get(collection)
    if (!c) this.stats.set(collection, (c = { created: 0, updated: 0, skipped: 0 }))
    return c
  }

  /**
   * Every document of a collection by its key, with whether its probe field (a required
   * localized one) is filled in Indonesian: a run that stopped between the English create and
   * the Indonesian update leaves it empty, and the next run completes such a document.
   */
  index(collection: CollectionSlug, key: string): Promise<Map<string, Entry>> {
    const probe = probes[collection]
    const cacheKey = `${collection}:${key}`
    let idx = this.indexes.get(cacheKey)
    if (!idx) {
      idx = (async () => {
        const select: Record<string, true> = { [key]: true }
        if (probe) select[probe] = true
        const res = await this.payload.find({
          collection,
          pagination: false,
          depth: 0,
          locale: 'id',
          fallbackLocale: false,
          select,
          context: seedContext,
        })
        const map = new Map<string, Entry>()
        for (const doc of res.docs as unknown as Record<string, unknown>[]) {
          const value = doc[probe ?? key]
          map.set(String(doc[key]), {
            id: doc.id as number,
            complete: !probe || (value !== null && value !== undefined && value !== ''),
          })
        }
        this.loaded.set(cacheKey, map)
        return map
      })()
      this.indexes.set(cacheKey, idx)
    }
    return idx
  }

  /** The id of an already seeded document (its index must be loaded), for relationships. */
  ref(collection: CollectionSlug, value: string, key = 'slug'): number {
    const map = this.loaded.get(`${collection}:${key}`)
    if (!map) throw new Error(`Seed index of ${collection} by ${key} is not loaded yet`)
    const entry = map.get(value)
    if (!entry) throw new Error(`Seed reference not found: ${collection} with ${key} "${value}"`)
    return entry.id
  }

  /**
   * Creates or updates one document from a bilingual template: the English data first (create
   * or update), then the Indonesian data as an update of the same document.
   */
  async upsert(
    collection: CollectionSlug,
    template: Record<string, unknown>,
    opts: {
      /** The natural key: a field of the template (slug by default) ... */
      key?: string
      /** ... or, for uploads, a value outside the data (the filename comes from the file). */
      keyValue?: string
      file?: () => Promise<{ data: Buffer; mimetype: string; name: string }>
    } = {},
  ): Promise<number> {
    const key = opts.key ?? 'slug'
    const keyValue = opts.keyValue ?? String(template[key])
    const idx = await this.index(collection, key)
    const existing = idx.get(keyValue)
    const count = this.counter(collection)
    if (existing && existing.complete && !this.refresh) {
      count.skipped++
      return existing.id
    }
    const tpl = withRowIds(template, `${collection}:${keyValue}`)
    const en = pick<Record<string, unknown>>(tpl, 'en')
    const common = { collection, depth: 0, context: seedContext, draft: false } as const
    let id: number
    if (existing) {
      id = existing.id
      await this.payload.update({ ...common, id, locale: 'en', data: en } as Parameters<Payload['update']>[0])
      count.updated++
    } else {
      const file = opts.file ? await opts.file() : undefined
      const doc = await this.payload.create({
        ...common,
        locale: 'en',
        data: en,
        ...(file ? { file: { ...file, size: file.data.length }, overwriteExistingFiles: true } : {}),
      })
      id = doc.id
      count.created++
    }
    if (hasLocalized(tpl)) {
      await this.payload.update({ ...common, id, locale: 'id', data: pick(tpl, 'id') } as Parameters<
        Payload['update']
      >[0])
    }
    idx.set(keyValue, { id, complete: true })
    return id
  }

  /** Number of documents now in each collection (drafts included). */
  async counts(collections: CollectionSlug[]): Promise<[CollectionSlug, number][]> {
    return Promise.all(
      collections.map(
        async (c) => [c, (await this.payload.count({ collection: c })).totalDocs] as [CollectionSlug, number],
      ),
    )
  }
}
