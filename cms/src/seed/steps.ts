import type { Payload } from 'payload'
import { accessSpecs, partnerSpecs, socialSpecs } from './content/city'
import { facilitySpecs, type FacilitySpec } from './content/facilities'
import { fileSpecs } from './content/files'
import { drawMedia, mediaFilename, mediaSpecs } from './content/media'
import { categoryText, draftPost, postSpecs, type PostSpec } from './content/posts'
import { projectSpecs, unitSpecs, type Kind, type ProjectSpec } from './content/projects'
import { clusterDrawing, clusterLots, sitePlanSpecs } from './content/site-plans'
import { progressSpecs } from './content/progress'
import { forms, pages, siteSettings, type Refs } from './content/site'
import { facilityCategories, fileCategories, projectTags, propertyTypes } from './content/taxonomies'
import { pick, t, withRowIds, type Localized } from './lib/localized'
import { checkPdf, makePdf } from './lib/pdf'
import { docLink, h2, link, p, richText, ul, upload } from './lib/richtext'
import { seedContext, type Seeder } from './lib/seeder'
import { demoAdminEmail, demoSalesEmail } from '@lestari/server-kit/demo-accounts'
import { cmsSettings } from '../settings'
import { relationId } from '../utilities/relation-id'

const DAY = 24 * 60 * 60 * 1000
const published = { _status: 'published' as const }

/** Runs `fn` over `items` with at most `limit` calls in flight; results keep their order. */
export function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R>[] {
  let active = 0
  const queue: (() => void)[] = []
  const next = () => {
    active--
    queue.shift()?.()
  }
  return items.map(
    (item) =>
      new Promise<R>((resolve, reject) => {
        const run = () => {
          active++
          fn(item).then(resolve, reject).finally(next)
        }
        if (active < limit) run()
        else queue.push(run)
      }),
  )
}

/** Ids of seeded documents for relationships (their seeder indexes must be loaded). */
export function seedRefs(s: Seeder): Refs {
  const mediaFile = new Map(mediaSpecs.map((m) => [m.key, mediaFilename(m)]))
  return {
    media: (key) => {
      const filename = mediaFile.get(key)
      if (!filename) throw new Error(`Unknown media key "${key}"`)
      return s.ref('media', filename, 'filename')
    },
    project: (slug) => s.ref('projects', slug),
    facility: (slug) => s.ref('facilities', slug),
    form: (slug) => s.ref('forms', slug),
    social: (slug) => s.ref('social-posts', slug),
    page: (slug) => s.ref('pages', slug),
  }
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

export const editorEmail = cmsSettings.seedEditor.email
export const visitorEmail = 'visitor@lestari-city.example'
export const salesEmail = demoSalesEmail
export const adminEmail = demoAdminEmail
export const seedPassword = cmsSettings.seedEditor.password

/** The addresses of the demo accounts: a production start refuses to run while any exists. */
export const demoAccountEmails = [adminEmail, editorEmail, salesEmail, visitorEmail]

type Role = 'admin' | 'editor' | 'sales' | 'visitor'

/**
 * The demo administrator, editor (content only), sales officer (leads only) and visitor, created when missing. An existing account is left exactly as it
 * is (password, roles, lock): whoever changed it meant it.
 */
export async function seedUsers(payload: Payload): Promise<{ created: number; kept: number }> {
  const users = [
    { email: adminEmail, name: 'Demo Administrator', roles: ['admin', 'editor'] as Role[] },
    { email: editorEmail, name: 'Demo Editor', roles: ['editor'] as Role[] },
    { email: salesEmail, name: 'Demo Sales', roles: ['sales'] as Role[] },
    { email: visitorEmail, name: 'Demo Visitor', roles: ['visitor'] as Role[] },
  ]
  const existing = await payload.find({
    collection: 'users',
    where: { email: { in: users.map((u) => u.email) } },
    pagination: false,
    depth: 0,
    context: seedContext,
  })
  const result = { created: 0, kept: 0 }
  for (const user of users) {
    if (existing.docs.some((d) => d.email === user.email)) {
      result.kept++
      continue
    }
    // The demo accounts count as confirmed: they never get a confirmation email.
    const data = { ...user, password: seedPassword, language: 'en' as const, _verified: true }
    await payload.create({ collection: 'users', data, depth: 0, context: seedContext, disableVerificationEmail: true })
    result.created++
  }
  return result
}

// ---------------------------------------------------------------------------------------------
// Media and files
// ---------------------------------------------------------------------------------------------

/**
 * Uploads the pictures that are not there yet. Drawing is cheap; Payload's three WebP renditions
 * per upload are not, so two uploads run at a time (sharp works off the main thread; the SQLite
 * adapter runs without transactions, so the two writers do not block each other).
 */
export async function seedMedia(s: Seeder): Promise<void> {
  await Promise.all(
    pool(mediaSpecs, 2, (spec) =>
      s.upsert(
        'media',
        { alt: spec.alt, ...(spec.caption ? { caption: spec.caption } : {}) },
        {
          key: 'filename',
          keyValue: mediaFilename(spec),
          file: () => drawMedia(spec),
        },
      ),
    ),
  )
}

export async function seedFiles(s: Seeder): Promise<void> {
  for (const spec of fileSpecs) {
    await s.upsert(
      'files',
      { title: spec.title, description: spec.description, category: s.ref('file-categories', spec.category) },
      {
        key: 'filename',
        keyValue: spec.filename,
        file: async () => {
          const data = makePdf(spec.title.en, [spec.title.id, '', ...spec.lines])
          checkPdf(data)
          return { data, mimetype: 'application/pdf', name: spec.filename }
        },
      },
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Taxonomies
// ---------------------------------------------------------------------------------------------

export async function seedTaxonomies(s: Seeder): Promise<void> {
  for (const doc of propertyTypes) await s.upsert('property-types', doc)
  for (const doc of projectTags) await s.upsert('project-tags', doc)
  for (const doc of facilityCategories) await s.upsert('facility-categories', doc)
  for (const doc of fileCategories) await s.upsert('file-categories', doc)
}

// ---------------------------------------------------------------------------------------------
// City: facilities, developments, unit types
// ---------------------------------------------------------------------------------------------

const address = (street: string) =>
  t(`${street}, Lestari City, Tangerang, Banten 15345`, `${street}, Lestari City, Kabupaten Tangerang, Banten 15345`)

const altOf = (key: string): Localized<string> => {
  const spec = mediaSpecs.find((m) => m.key === key)
  if (!spec) throw new Error(`Unknown media key ${key}`)
  return spec.alt
}

/** The document of a facility (the demo seed's and the scale seed's). */
export const facilityTemplate = (s: Seeder, r: Refs, f: FacilitySpec) => ({
  ...published,
  slug: f.slug,
  title: f.title,
  category: s.ref('facility-categories', f.category),
  summary: f.summary,
  description: t(
    richText(p(f.summary.en), p(f.details.en[0]), p(f.details.en[1])),
    richText(p(f.summary.id), p(f.details.id[0]), p(f.details.id[1])),
  ),
  image: r.media(f.image),
  address: address(f.street),
  location: { lat: f.lat, lng: f.lng },
  openingHours: f.hours,
  phone: f.phone,
  website: f.website,
  meta: { description: f.summary, image: r.media(f.image) },
})

export async function seedFacilities(s: Seeder, r: Refs): Promise<void> {
  for (const f of facilitySpecs) await s.upsert('facilities', facilityTemplate(s, r, f))
}

const kindIntro: Record<Kind, Localized<string>> = {
  residential: t(
    'Every home in Lestari City is part of a planned neighbourhood with shaded streets, a park within five minutes on foot and 24-hour estate security.',
    'Setiap rumah di Lestari City merupakan bagian dari lingkungan terencana dengan jalan yang teduh, taman yang dapat dicapai dalam lima menit berjalan kaki, dan keamanan kawasan 24 jam.',
  ),
  commercial: t(
    'Commercial developments sit on the busiest streets of the city, close to homes, offices and public transport.',
    'Pengembangan komersial berada di jalan-jalan tersibuk kota, dekat dengan hunian, perkantoran, dan transportasi umum.',
  ),
  office: t(
    'Offices in Lestari City are minutes from the toll gate and the commuter station, with fibre, backup power and green building standards.',
    'Perkantoran di Lestari City hanya beberapa menit dari gerbang tol dan stasiun KRL, dilengkapi serat optik, daya cadangan, dan standar bangunan hijau.',
  ),
  industrial: t(
    'The industrial zone lies next to the toll road, away from homes, with its own truck routes, utilities and wastewater treatment.',
    'Zona industri terletak di samping jalan tol, terpisah dari hunian, dengan rute truk, utilitas, dan pengolahan air limbah sendiri.',
  ),
  hospitalities: t(
    'Hotels and resorts in Lestari City serve business travellers, families and the growing events calendar of the city.',
    'Hotel dan resor di Lestari City melayani pelancong bisnis, keluarga, dan kalender acara kota yang terus bertambah.',
  ),
  'future-developments': t(
    'This district is part of the next phase of the master plan. Plans may change as design and permits progress.',
    'Kawasan ini merupakan bagian dari tahap berikutnya rencana induk. Rencana dapat berubah seiring kemajuan desain dan perizinan.',
  ),
}

/** The 3 to 5 facilities closest to a development. */
function nearestFacilities(project: ProjectSpec, index: number): FacilitySpec[] {
  const dist = (f: FacilitySpec) =>
    (f.lat - project.lat) ** 2 + ((f.lng - project.lng) * Math.cos((project.lat * Math.PI) / 180)) ** 2
  return [...facilitySpecs].sort((a, b) => dist(a) - dist(b)).slice(0, 3 + (index % 3))
}

const joinList = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`

function projectDescription(project: ProjectSpec, nearby: FacilitySpec[]) {
  const build = (l: 'en' | 'id') => {
    const names = nearby.slice(0, 3).map((f) => f.title[l])
    return richText(
      p(project.summary[l]),
      p(kindIntro[project.kind][l]),
      h2(l === 'en' ? 'Highlights' : 'Keunggulan'),
      ul(...project.highlights[l]),
      h2(l === 'en' ? 'Location' : 'Lokasi'),
      p(
        l === 'en'
          ? `Located at ${project.street}, Lestari City, close to ${joinList(names, 'and')}.`
          : `Berlokasi di ${project.street}, Lestari City, dekat dengan ${joinList(names, 'dan')}.`,
      ),
      p(
        link('/contact/', l === 'en' ? 'Contact our sales team' : 'Hubungi tim penjualan kami'),
        l === 'en'
          ? ' to book a visit or ask for the price list.'
          : ' untuk menjadwalkan kunjungan atau meminta daftar harga.',
      ),
    )
  }
  return t(build('en'), build('id'))
}

/** The document of a development; `index` varies how many nearby facilities it lists. */
export function projectTemplate(s: Seeder, r: Refs, project: ProjectSpec, index: number) {
  const nearby = nearestFacilities(project, index)
  const [hero, ...gallery] = project.images
  return {
    ...published,
    slug: project.slug,
    title: project.title,
    kind: project.kind,
    status: project.status,
    featured: Boolean(project.featured),
    ...(project.whatsapp ? { whatsapp: project.whatsapp } : {}),
    // Each demo development's sales team has an address of its own.
    salesEmail: `sales.${project.slug}@lestari-city.example`,
    summary: project.summary,
    description: projectDescription(project, nearby),
    heroImage: r.media(hero),
    gallery: gallery.map((key) => ({ image: r.media(key), caption: altOf(key) })),
    address: address(project.street),
    location: { lat: project.lat, lng: project.lng },
    priceRange: project.price
      ? { min: project.price.min, max: project.price.max, currency: 'IDR', note: project.price.note }
      : { currency: 'IDR', note: t('Price to be announced', 'Harga akan diumumkan') },
    landArea: project.landArea,
    propertyTypes: project.propertyTypes.map((slug) => s.ref('property-types', slug)),
    tags: project.tags.map((slug) => s.ref('project-tags', slug)),
    brochures: project.brochures.map((filename) => s.ref('files', filename, 'filename')),
    nearbyFacilities: nearby.map((f) => r.facility(f.slug)),
    meta: { description: project.summary, image: r.media(hero) },
  }
}

export async function seedProjects(s: Seeder, r: Refs): Promise<void> {
  for (const [i, project] of projectSpecs.entries()) await s.upsert('projects', projectTemplate(s, r, project, i))
}

/**
 * Each demo development's visiting schedule: its marketing gallery takes visits Monday to Saturday
 * 09:00-17:00 and Sunday 10:00-15:00, in hour-long slots of three visitors, closed on Christmas Day.
 */
export async function seedVisitSchedules(s: Seeder, r: Refs): Promise<void> {
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((day) => ({
    day,
    opens: '09:00',
    closes: '17:00',
  }))
  for (const project of projectSpecs)
    await s.upsert(
      'visit-schedules',
      {
        project: r.project(project.slug),
        galleryAddress: t(
          `Marketing gallery, ${project.street}, Lestari City`,
          `Galeri pemasaran, ${project.street}, Lestari City`,
        ),
        slotMinutes: 60,
        capacity: 3,
        hours: [...weekdays, { day: 'sun', opens: '10:00', closes: '15:00' }],
        closedDates: [{ date: '2026-12-25' }],
      },
      { key: 'project' },
    )
}

export async function seedUnitTypes(s: Seeder, r: Refs): Promise<void> {
  for (const u of unitSpecs) {
    await s.upsert('unit-types', {
      slug: `${u.project}-${u.code}`,
      name: u.name,
      project: r.project(u.project),
      propertyType: s.ref('property-types', u.propertyType),
      bedrooms: u.bedrooms,
      bathrooms: u.bathrooms,
      floors: u.floors,
      landArea: u.landArea,
      buildingArea: u.buildingArea,
      carports: u.carports ?? 0,
      price: u.price,
      floorPlan: r.media(u.plan),
      description: u.description,
    })
  }
}

/** Kirana Hills' site plans (content/site-plans.ts): each drawing uploaded as an editor would, with its lots. */
export async function seedSitePlans(s: Seeder, r: Refs): Promise<void> {
  for (const spec of sitePlanSpecs) {
    const unitOf = (code: string) => {
      const unit = unitSpecs.find((u) => u.project === spec.project && u.code === code)
      if (!unit) throw new Error(`Seed site plan ${spec.filename}: no unit type ${code} in ${spec.project}`)
      return { id: s.ref('unit-types', `${spec.project}-${code}`), price: unit.price, buildingArea: unit.buildingArea }
    }
    await s.upsert(
      'site-plans',
      { title: spec.title, project: r.project(spec.project), lots: clusterLots(spec, unitOf) },
      {
        key: 'filename',
        keyValue: spec.filename,
        file: async () => ({ data: Buffer.from(clusterDrawing(spec)), mimetype: 'image/svg+xml', name: spec.filename }),
      },
    )
  }
}

/**
 * The demo construction progress (content/progress.ts), published, each found again by its
 * development and English title (an update has no slug). Marked as announced without emails:
 * the progress-updates hook does so for seed writes.
 */
export async function seedProgressUpdates(s: Seeder, r: Refs): Promise<{ created: number; kept: number }> {
  const { docs } = await s.payload.find({
    collection: 'progress-updates',
    locale: 'en',
    depth: 0,
    pagination: false,
    select: { title: true, project: true },
    context: seedContext,
  })
  const seeded = new Set(docs.map((doc) => `${relationId(doc.project)} ${doc.title}`))
  const today = new Date()
  today.setUTCHours(2, 0, 0, 0) // 09:00 in Jakarta
  let created = 0
  for (const spec of progressSpecs) {
    const project = r.project(spec.project)
    if (seeded.has(`${project} ${spec.title.en}`)) continue
    const template = withRowIds(
      {
        title: spec.title,
        project,
        cluster: spec.cluster,
        date: new Date(today.getTime() - spec.daysAgo * DAY).toISOString(),
        percent: spec.percent,
        summary: spec.summary,
        photos: spec.photos.map((key) => ({ image: r.media(key) })),
        _status: 'published',
      },
      `progress-updates:${spec.project}:${spec.title.en}`,
    )
    const common = { collection: 'progress-updates', depth: 0, context: seedContext, draft: false } as const
    const { id } = await s.payload.create({ ...common, locale: 'en', data: pick(template, 'en') })
    await s.payload.update({ ...common, id, locale: 'id', data: pick(template, 'id') })
    created++
  }
  return { created, kept: progressSpecs.length - created }
}

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

/**
 * Publication dates over the last 18 months: a fixed permutation mixes the categories over time;
 * seasonal stories fall on their day (the latest one before today).
 */
function publishedAt(post: PostSpec, index: number, now: number): string {
  if (post.on) {
    const year = new Date(now).getUTCFullYear()
    let d = Date.UTC(year, post.on.month - 1, post.on.day, 2)
    if (d > now) d = Date.UTC(year - 1, post.on.month - 1, post.on.day, 2)
    return new Date(d).toISOString()
  }
  const today = new Date(now)
  today.setUTCHours(2, 0, 0, 0) // 09:00 in Jakarta
  const daysAgo = ((index * 7) % postSpecs.length) * 18 + 2
  return new Date(today.getTime() - daysAgo * DAY).toISOString()
}

/**
 * An article's body. One with related developments links to them as documents (the editor's
 * internal links) and shows the first one's picture inside the text.
 */
function postContent(post: Pick<PostSpec, 'category' | 'excerpt' | 'body' | 'related'>, index: number, r?: Refs) {
  const cat = categoryText[post.category]
  const related = (post.related ?? []).map((slug) => projectSpecs.find((pr) => pr.slug === slug)!).filter(Boolean)
  const build = (l: 'en' | 'id') =>
    richText(
      p(post.excerpt[l]),
      p(post.body[l]),
      h2(cat.heading[l]),
      ...(r && related.length ? [upload(r.media(related[0].images[0]))] : []),
      p(cat.paragraphs[index % 2][l]),
      p(cat.paragraphs[(index + 1) % 2][l]),
      ...(related.length
        ? [
            p(
              l === 'en' ? 'Read more about ' : 'Baca selengkapnya tentang ',
              ...related.flatMap((pr, i) => [
                ...(i > 0 ? [i === related.length - 1 ? (l === 'en' ? ' and ' : ' dan ') : ', '] : []),
                r
                  ? docLink('projects', r.project(pr.slug), pr.title[l])
                  : link(`/development/${pr.kind}/${pr.slug}/`, pr.title[l]),
              ]),
              '.',
            ),
          ]
        : []),
      p(
        l === 'en' ? 'For more information, ' : 'Untuk informasi lebih lanjut, ',
        link('/contact/', l === 'en' ? 'contact us' : 'hubungi kami'),
        '.',
      ),
    )
  return t(build('en'), build('id'))
}

/** The document of a published news post; `index` varies the closing paragraphs. */
export const postTemplate = (r: Refs, post: PostSpec, index: number, publishedAt: string) => ({
  ...published,
  slug: post.slug,
  title: post.title,
  publishedAt,
  category: post.category,
  excerpt: post.excerpt,
  heroImage: r.media(post.image),
  content: postContent(post, index, r),
  relatedProjects: (post.related ?? []).map(r.project),
  meta: { description: post.excerpt, image: r.media(post.image) },
})

export async function seedPosts(s: Seeder, r: Refs): Promise<void> {
  const now = Date.now()
  for (const [i, post] of postSpecs.entries())
    await s.upsert('posts', postTemplate(r, post, i, publishedAt(post, i, now)))
  // Saved as a draft only: never published, so anonymous callers must never see it.
  await s.upsert('posts', {
    _status: 'draft',
    slug: draftPost.slug,
    title: draftPost.title,
    publishedAt: new Date(now + 14 * DAY).toISOString(),
    category: draftPost.category,
    excerpt: draftPost.excerpt,
    heroImage: r.media(draftPost.image),
    content: postContent(draftPost, 0),
    relatedProjects: draftPost.related.map(r.project),
    meta: { description: draftPost.excerpt },
  })
}

// ---------------------------------------------------------------------------------------------
// Partners, access, social posts
// ---------------------------------------------------------------------------------------------

export async function seedPartners(s: Seeder, r: Refs): Promise<void> {
  for (const partner of partnerSpecs) {
    const build = (l: 'en' | 'id') =>
      richText(
        p(partner.about[l][0]),
        p(partner.about[l][1]),
        p(
          link(
            partner.website,
            l === 'en' ? `Visit the ${partner.title} website` : `Kunjungi situs web ${partner.title}`,
            true,
          ),
        ),
      )
    await s.upsert('partners', {
      ...published,
      slug: partner.slug,
      title: partner.title,
      sector: partner.sector,
      logo: r.media(partner.logo),
      summary: partner.summary,
      description: t(build('en'), build('id')),
      website: partner.website,
      projects: partner.projects.map(r.project),
      meta: { description: partner.summary, image: r.media(partner.logo) },
    })
  }
}

export async function seedAccess(s: Seeder, r: Refs): Promise<void> {
  for (const route of accessSpecs) {
    const build = (l: 'en' | 'id') =>
      richText(
        p(route.summary[l]),
        h2(l === 'en' ? 'Good to know' : 'Perlu diketahui'),
        p(route.about[l][0]),
        p(route.about[l][1]),
      )
    await s.upsert('access', {
      ...published,
      slug: route.slug,
      title: route.title,
      mode: route.mode,
      summary: route.summary,
      travelTime: route.travelTime,
      image: r.media(route.image),
      steps: route.steps.map((text) => ({ text })),
      description: t(build('en'), build('id')),
      location: { lat: route.lat, lng: route.lng },
      meta: { description: route.summary, image: r.media(route.image) },
    })
  }
}

export async function seedSocialPosts(s: Seeder, r: Refs): Promise<void> {
  const today = new Date()
  today.setUTCHours(11, 0, 0, 0) // 18:00 in Jakarta
  for (const post of socialSpecs) {
    await s.upsert('social-posts', {
      ...published,
      slug: post.slug,
      title: post.title,
      platform: 'instagram',
      image: r.media(post.image),
      caption: post.caption,
      link: `https://example.com/instagram/lestaricity/p/${post.slug}`,
      postedAt: new Date(today.getTime() - post.daysAgo * DAY).toISOString(),
    })
  }
}

// ---------------------------------------------------------------------------------------------
// Forms, pages, site settings
// ---------------------------------------------------------------------------------------------

export async function seedForms(s: Seeder): Promise<void> {
  for (const form of forms) await s.upsert('forms', form)
}

export async function seedPages(s: Seeder, r: Refs): Promise<void> {
  for (const build of pages) await s.upsert('pages', build(r))
}

/** The site-settings global: written when missing (or with --refresh), English then Indonesian. */
export async function seedSettings(payload: Payload, s: Seeder, r: Refs): Promise<'written' | 'skipped'> {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    locale: 'id',
    fallbackLocale: false,
    depth: 0,
    context: seedContext,
  })
  if (!s.refresh && current.brandName && current.tagline) return 'skipped'
  const template = withRowIds(siteSettings(r), 'site-settings')
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: pick(template, 'en'),
    depth: 0,
    context: seedContext,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'id',
    data: pick(template, 'id'),
    depth: 0,
    context: seedContext,
  })
  return 'written'
}
