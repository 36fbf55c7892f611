/**
 * Checks of a seeded database (`npx payload run src/seed/index.ts verify`): counts, both
 * languages, access rules for anonymous callers.
 */
import type { CollectionSlug } from 'payload'
import { getPayload } from 'payload'
import config from '../payload.config'
import { demoAdminEmail, demoSalesEmail } from '@lestari/server-kit/demo-accounts'
import { cmsSettings } from '../settings'
import { newsCategories } from '@lestari/model'
import { siteCollections } from '@lestari/model/collections'
import { developmentsPerKind } from './content/projects'

/** Runs every check, printing one line each; returns the descriptions of those that failed. */
export async function runChecks(): Promise<string[]> {
  const payload = await getPayload({ config })
  const failures: string[] = []
  const check = (ok: unknown, what: string) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
    if (!ok) failures.push(what)
  }

  type Doc = Record<string, unknown>
  const plain = (node: unknown): string => {
    const n = node as { text?: string; children?: unknown[]; root?: unknown }
    if (n?.root) return plain(n.root)
    return (n?.text ?? '') + (n?.children ?? []).map(plain).join(' ')
  }

  try {
    // Counts (main documents; drafts included).
    const expected: [CollectionSlug, number, 'min' | 'exact'][] = [
      ['projects', 24, 'min'],
      ['unit-types', 19, 'min'],
      ['property-types', 7, 'min'],
      ['project-tags', 6, 'min'],
      ['posts', 31, 'exact'],
      ['facility-categories', 5, 'exact'],
      ['facilities', 20, 'exact'],
      ['partners', 8, 'exact'],
      ['access', 5, 'exact'],
      ['file-categories', 3, 'exact'],
      ['files', 10, 'exact'],
      ['social-posts', 9, 'exact'],
      ['forms', 2, 'exact'],
      ['pages', 8, 'exact'],
      ['users', 2, 'min'],
    ]
    for (const [collection, n, how] of expected) {
      const { totalDocs } = await payload.count({ collection })
      check(
        how === 'exact' ? totalDocs === n : totalDocs >= n,
        `${collection}: ${totalDocs} documents (${how === 'exact' ? '=' : '>='} ${n})`,
      )
    }
    const media = await payload.count({ collection: 'media' })
    check(media.totalDocs >= 40 && media.totalDocs <= 60, `media: ${media.totalDocs} documents (40-60)`)

    // Posts: 30 published, every category, one draft that anonymous callers never see.
    const published = await payload.find({ collection: 'posts', overrideAccess: false, pagination: false, depth: 0 })
    check(published.totalDocs === 30, `anonymous callers see ${published.totalDocs} published posts (30)`)
    check(
      newsCategories.every((c) => published.docs.some((d) => d.category === c.value)),
      'every news category is used',
    )
    const dates = published.docs.map((d) => new Date(d.publishedAt).getTime())
    const months = (Math.max(...dates) - Math.min(...dates)) / (30.4 * 86_400_000)
    check(
      months > 12 && months <= 18.5 && Math.max(...dates) <= Date.now(),
      `publication dates span ${months.toFixed(1)} months, none in the future`,
    )
    const where = { slug: { equals: 'draft-upcoming-launch' } }
    const anon = await payload.find({ collection: 'posts', overrideAccess: false, where })
    const anonDraft = await payload.find({ collection: 'posts', overrideAccess: false, draft: true, where })
    check(
      anon.totalDocs === 0 && anonDraft.totalDocs === 0,
      'the draft post is hidden from anonymous callers (with and without draft: true)',
    )
    const staff = await payload.find({ collection: 'posts', overrideAccess: true, draft: true, where })
    check(
      staff.totalDocs === 1 && staff.docs[0]._status === 'draft' && String(staff.docs[0].title).startsWith('Draft:'),
      'the draft post exists for staff, status draft, title "Draft: ..."',
    )

    // Unit types: read access filters on the development's status.
    const units = await payload.find({ collection: 'unit-types', overrideAccess: false, pagination: false, depth: 0 })
    check(units.totalDocs >= 19, `anonymous callers read ${units.totalDocs} unit types`)

    // Every collection whose documents have pages is readable anonymously and has documents.
    for (const collection of siteCollections.filter((c) => 'page' in c).map((c) => c.slug) as CollectionSlug[]) {
      const res = await payload.find({ collection, overrideAccess: false, draft: true, limit: 1 })
      check(res.totalDocs > 0, `anonymous callers read published ${collection}`)
    }

    // Kinds: at least four developments each, with 3 gallery pictures, 1-2 brochures, 3-5 facilities.
    const projects = await payload.find({
      collection: 'projects',
      pagination: false,
      depth: 0,
      locale: 'id',
      fallbackLocale: false,
    })
    for (const [kind, count] of developmentsPerKind(projects.docs))
      check(count >= 4, `at least 4 developments of kind ${kind}`)
    const shapeOk = projects.docs.every(
      (d) =>
        d.gallery?.length === 3 &&
        (d.brochures?.length ?? 0) >= 1 &&
        (d.brochures?.length ?? 0) <= 2 &&
        (d.nearbyFacilities?.length ?? 0) >= 3 &&
        (d.nearbyFacilities?.length ?? 0) <= 5 &&
        Math.abs(d.location.lat + 6.3) <= 0.05 &&
        Math.abs(d.location.lng - 106.65) <= 0.05,
    )
    check(
      shapeOk,
      'every development: 3 gallery pictures, 1-2 brochures, 3-5 nearby facilities, coordinates within 0.05 deg',
    )
    check(projects.docs.filter((d) => d.featured).length >= 3, 'a few developments are featured')

    // Both languages: the same document reads differently in en and id, arrays keep both.
    const [en, id] = await Promise.all(
      (['en', 'id'] as const).map((locale) =>
        payload
          .find({
            collection: 'projects',
            where: { slug: { equals: 'kirana-hills' } },
            locale,
            fallbackLocale: false,
            depth: 0,
          })
          .then((r) => r.docs[0] as unknown as Doc),
      ),
    )
    const g = (d: Doc) => (d.gallery as { caption?: string }[]).map((x) => x.caption)
    check(
      en.summary !== id.summary && en.address !== id.address,
      'development summary and address differ between en and id',
    )
    check(
      g(en).every(Boolean) && g(id).every(Boolean) && g(en)[0] !== g(id)[0],
      'gallery captions exist in both languages',
    )
    check(
      plain(en.description).includes('Highlights') && plain(id.description).includes('Keunggulan'),
      'rich text description in both languages',
    )

    for (const collection of [
      'posts',
      'pages',
      'facilities',
      'partners',
      'access',
      'social-posts',
      'unit-types',
      'media',
      'files',
      'forms',
      'property-types',
      'project-tags',
      'facility-categories',
      'file-categories',
    ] as CollectionSlug[]) {
      const field =
        collection === 'unit-types'
          ? 'name'
          : collection === 'media'
            ? 'alt'
            : collection === 'partners'
              ? 'summary'
              : 'title'
      const docs = await Promise.all(
        (['en', 'id'] as const).map((locale) =>
          payload
            .find({ collection, pagination: false, depth: 0, locale, fallbackLocale: false, draft: true })
            .then((r) => r.docs as unknown as Doc[]),
        ),
      )
      const missing = docs[1].filter((d) => !d[field]).length + docs[0].filter((d) => !d[field]).length
      const same = docs[0].filter((d) => docs[1].find((x) => x.id === d.id)?.[field] === d[field]).length
      check(missing === 0, `${collection}: ${field} filled in en and id`)
      console.log(
        `     (${same} of ${docs[0].length} ${collection} share the ${field} in both languages: proper names)`,
      )
    }

    // Pages: blocks, parents, meta description in both languages, the sandbox uses every block.
    const pagesEn = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      locale: 'en',
      fallbackLocale: false,
    })
    const pagesId = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      locale: 'id',
      fallbackLocale: false,
    })
    check(
      pagesEn.docs.every((d) => d.meta?.description) && pagesId.docs.every((d) => d.meta?.description),
      'every page has meta.description in both languages',
    )
    const bySlug = (slug: string) => pagesEn.docs.find((d) => d.slug === slug)!
    check(
      bySlug('history').parent === bySlug('about').id && bySlug('leadership').parent === bySlug('about').id,
      'history and leadership are sub pages of about',
    )
    const blockTypes = ['cover', 'slider', 'mapStats', 'gallery', 'instagramFeed', 'formBlock', 'developmentLanding']
    const experiment = bySlug('experiment')
    check(
      experiment.noindex === true &&
        blockTypes.every((b) => experiment.layout?.filter((l) => l.blockType === b).length === 1),
      'experiment: noindex and every block type exactly once',
    )
    const homeId = pagesId.docs.find((d) => d.slug === 'home')!
    const homeEn = bySlug('home')
    const slides = (d: typeof homeEn) =>
      (d.layout?.find((b) => b.blockType === 'slider') as { slides: { heading: string }[] }).slides.map(
        (s) => s.heading,
      )
    check(
      slides(homeEn).every(Boolean) && slides(homeId).every(Boolean) && slides(homeEn)[0] !== slides(homeId)[0],
      'home slider slides have headings in both languages',
    )

    // Forms and settings.
    const contact = (await payload.find({ collection: 'forms', where: { slug: { equals: 'contact' } }, depth: 0 }))
      .docs[0]
    check(
      contact?.confirmation === 'thank-you' &&
        contact.fields.find((f) => f.name === 'message')?.maxLength === 2000 &&
        contact.fields.find((f) => f.name === 'topic')?.options?.length === 3,
      'contact form: thank-you, message maxLength 2000, topic with 3 options',
    )
    const [sEn, sId] = await Promise.all(
      (['en', 'id'] as const).map((locale) =>
        payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: false }),
      ),
    )
    check(
      sEn.brandName === 'Lestari City' &&
        sEn.stock?.bsde === 1085 &&
        sEn.stock?.duti === 5350 &&
        sEn.stock?.a26 === 1240,
      'site settings: brand and stock',
    )
    check(
      sEn.navigation?.[0]?.label === 'Developments' &&
        sId.navigation?.[0]?.label === 'Pengembangan' &&
        sEn.navigation?.[0]?.children?.length === 6,
      'navigation labels in both languages, a child per kind',
    )
    check(
      sEn.popupBanner?.enabled &&
        sEn.popupBanner.title &&
        sId.popupBanner?.title &&
        sEn.popupBanner.title !== sId.popupBanner.title,
      'popup banner enabled, title in both languages',
    )

    // Construction progress: Kirana Hills' timeline, published, in both languages, with photos.
    const kirana = await payload.find({ collection: 'projects', where: { slug: { equals: 'kirana-hills' } }, depth: 0 })
    const progress = await payload.find({
      collection: 'progress-updates',
      where: { project: { equals: kirana.docs[0]?.id ?? 0 } },
      locale: 'all',
      overrideAccess: false,
      pagination: false,
      depth: 0,
    })
    const inBoth = (value: unknown) => {
      const v = value as { en?: string; id?: string } | null
      return Boolean(v?.en && v.id && v.en !== v.id)
    }
    check(
      progress.docs.length >= 3 &&
        progress.docs.every((u) => inBoth(u.title) && inBoth(u.summary) && (u.photos?.length ?? 0) > 0),
      `Kirana Hills: ${progress.docs.length} published progress updates (>= 3), each in both languages with photos`,
    )

    // Users: each demo account logs in with the configured password, in its own roles.
    const { email, password } = cmsSettings.seedEditor
    const login = await payload.login({ collection: 'users', data: { email, password } }).catch((e: Error) => e)
    check(
      !(login instanceof Error) && login.user?.roles?.join() === 'editor',
      `${email} logs in with the configured password, role editor`,
    )
    const admin = await payload
      .login({ collection: 'users', data: { email: demoAdminEmail, password } })
      .catch((e: Error) => e)
    check(
      !(admin instanceof Error) && admin.user?.roles?.includes('admin') && admin.user.roles.includes('editor'),
      `${demoAdminEmail} logs in, roles admin and editor`,
    )
    const visitor = await payload
      .login({ collection: 'users', data: { email: 'visitor@lestari-city.example', password } })
      .catch((e: Error) => e)
    check(
      !(visitor instanceof Error) && visitor.user?.roles?.join() === 'visitor',
      'visitor@lestari-city.example logs in, role visitor',
    )
    const sales = await payload
      .login({ collection: 'users', data: { email: demoSalesEmail, password } })
      .catch((e: Error) => e)
    check(!(sales instanceof Error) && sales.user?.roles?.join() === 'sales', `${demoSalesEmail} logs in, role sales`)
  } catch (error) {
    failures.push(String(error))
    console.error(error)
  }
  return failures
}
