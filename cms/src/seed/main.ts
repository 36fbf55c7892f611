/**
 * The seed itself, run by run.ts (started by index.ts, the entry that `payload run` and the project's scripts load).
 */
import type { CollectionSlug } from 'payload'
import { getPayload } from 'payload'
import config from '../payload.config'
import { Seeder } from './lib/seeder'
import {
  editorEmail,
  seedAccess,
  seedFacilities,
  seedFiles,
  seedForms,
  seedMedia,
  seedPages,
  seedPartners,
  seedPassword,
  seedPosts,
  seedProgressUpdates,
  seedProjects,
  seedRefs,
  seedSettings,
  seedSitePlans,
  seedSocialPosts,
  seedTaxonomies,
  seedUnitTypes,
  seedVisitSchedules,
  seedUsers,
  salesEmail,
  visitorEmail,
} from './steps'

const started = performance.now()
const refresh = process.argv.slice(2).includes('refresh') || process.env.SEED_REFRESH === '1'
const onlyIfEmpty = process.env.SEED_ONLY_IF_EMPTY === '1'
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`

/** Collections that hold seed content, with the key their documents are found by. */
const keyed: [CollectionSlug, string][] = [
  ['media', 'filename'],
  ['files', 'filename'],
  ['property-types', 'slug'],
  ['project-tags', 'slug'],
  ['facility-categories', 'slug'],
  ['file-categories', 'slug'],
  ['facilities', 'slug'],
  ['projects', 'slug'],
  ['unit-types', 'slug'],
  ['site-plans', 'filename'],
  ['posts', 'slug'],
  ['partners', 'slug'],
  ['access', 'slug'],
  ['social-posts', 'slug'],
  ['forms', 'slug'],
  ['pages', 'slug'],
]

/** Seeds everything and prints the summary; throws on the first failure. */
export async function runSeed(): Promise<void> {
  const payload = await getPayload({ config })
  const seeder = new Seeder(payload, refresh)
  const log = (step: string) => console.log(`seed: ${step} (${elapsed()})`)

  // Tables come from migrations only (push is off): say so plainly when they are missing.
  const migrated = await payload.count({ collection: 'payload-migrations' }).then(
    (r) => r.totalDocs > 0,
    () => false,
  )
  if (!migrated)
    throw new Error(
      'The database has no migrations applied: run `npx payload migrate` first, with the same DATABASE_URI.',
    )

  // A start seeds only a database with no account and none of the site's content, so an editor's
  // deletions and changed passwords survive every restart; `npm run seed:demo` asks for it anyway.
  if (onlyIfEmpty) {
    const held = await Promise.all(
      (['users', 'posts', 'pages', 'projects'] as const).map((c) =>
        payload.count({ collection: c }).then((r) => r.totalDocs),
      ),
    )
    if (held.some((n) => n > 0)) {
      console.log(
        'seed: skipped: the database already has accounts or content (npm run seed:demo adds the missing demo content)',
      )
      return
    }
  }

  // One query per collection finds what a previous run left.
  await Promise.all(keyed.map(([collection, key]) => seeder.index(collection, key)))

  const r = seedRefs(seeder)

  const users = await seedUsers(payload)
  log('users')
  await seedMedia(seeder)
  log('media')
  await seedTaxonomies(seeder)
  await seedFiles(seeder)
  log('taxonomies and files')
  await seedFacilities(seeder, r)
  await seedProjects(seeder, r)
  await seedUnitTypes(seeder, r)
  await seedVisitSchedules(seeder, r)
  await seedSitePlans(seeder, r)
  const progress = await seedProgressUpdates(seeder, r)
  log('facilities, developments, unit types, visiting schedules, site plans and construction progress')
  await seedPosts(seeder, r)
  await seedPartners(seeder, r)
  await seedAccess(seeder, r)
  await seedSocialPosts(seeder, r)
  log('news, partners, access and social posts')
  await seedForms(seeder)
  await seedPages(seeder, r)
  const settings = await seedSettings(payload, seeder, r)
  log('forms, pages and site settings')

  // Summary: documents per collection now in the database, and what this run did.
  const counts = await seeder.counts([...keyed.map(([c]) => c), 'users'])
  const drafts = await payload.count({ collection: 'posts', where: { _status: { equals: 'draft' } } })
  const [[, progressTotal]] = await seeder.counts(['progress-updates'])
  const lines = counts.map(([collection, total]) => {
    const s = seeder.stats.get(collection)
    const did =
      collection === 'users'
        ? `${users.created} created, ${users.kept} kept as they are`
        : s
          ? `${s.created} created, ${s.updated} updated, ${s.skipped} unchanged`
          : ''
    const extra = collection === 'posts' ? ` (${total - drafts.totalDocs} published, ${drafts.totalDocs} draft)` : ''
    return `  ${collection.padEnd(20)} ${String(total).padStart(4)}${extra}${did ? `   [${did}]` : ''}`
  })
  console.log(
    [
      '',
      `Seed done in ${elapsed()}${refresh ? ' (refresh)' : ''}:`,
      ...lines,
      `  ${'progress-updates'.padEnd(20)} ${String(progressTotal).padStart(4)}   [${progress.created} created, ${progress.kept} kept as they are]`,
      `  ${'site-settings'.padEnd(20)}    1   [${settings}]`,
      '',
      users.created
        ? `Demo editor login: ${editorEmail} / ${seedPassword}   (sales: ${salesEmail}, visitor: ${visitorEmail}, same password)`
        : 'Demo accounts: kept as they are (passwords unchanged).',
      '',
    ].join('\n'),
  )
}
