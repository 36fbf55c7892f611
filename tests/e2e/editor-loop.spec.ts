import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { developmentPath } from '@lestari/model'
import { progressSectionId } from '@lestari/model/progress'
import { contentNamedIndexFile } from '@lestari/model/search-index'
import { filesUnder } from '../../gatsby/offline-kit'
import { startCms } from '../../scripts/lib/cms'
import { Releases } from '../../scripts/lib/releases'
import { buildPath } from '../../scripts/lib/serve'
import { loginSession, publishCopy, setStock, unpublish, uploadPicture } from '../../bench/lib/graphql'
import { newsAmpPath, newsListPages, newsListPath, newsPath, newsPerPage } from '../../src/lib/routes'
import { adminLogin, buildPanel, buildStatus, settled, writtenAt } from './build-status'
import { linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import { liveBuild } from './deploys'
import {
  adminToken,
  cmsClientHeaders,
  cmsPidFile,
  cmsQuery,
  fetchAgainOnReset,
  siteURL,
  testDataDir,
  testSettings,
} from './stack'
import { gql } from './visitors'

/**
 * The editors' loop on the running test stack: publishing in the CMS rebuilds and republishes
 * the served site by itself. These tests change content and rebuild the site, so they run
 * after every other end-to-end test (see the `editor-loop` project).
 */
test.describe.configure({ mode: 'serial', timeout: 360_000 })

const settings = testSettings()
const editor = { email: settings.editorEmail, password: settings.editorPassword }

async function editorToken(): Promise<string> {
  const { session, errors } = await loginSession(settings.cmsURL, editor.email, editor.password)
  if (!session) throw new Error(`editor login failed: ${JSON.stringify(errors)}`)
  return session.token
}

async function publishTitle(token: string, id: number, title: string) {
  const res = await fetch(`${settings.cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      query: `mutation($id: Int!, $title: String!) { updatePost(id: $id, locale: en, data: { title: $title, _status: published }) { title } }`,
      variables: { id, title },
    }),
  })
  const body = (await res.json()) as { errors?: unknown }
  expect(body.errors).toBeUndefined()
}

const newestPost = () =>
  cmsQuery<{ Posts: { docs: { id: number; slug: string; title: string }[] } }>(
    `{ Posts(locale: en, limit: 1, sort: "-publishedAt") { docs { id slug title } } }`,
  ).then((r) => r.Posts.docs[0])

/** Saves a draft title of a document (its published version stays as it was). */
async function saveDraftTitle(type: 'Post' | 'Page' | 'Project', id: number, title: string) {
  const res = await fetch(`${settings.cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
    body: JSON.stringify({
      query: `mutation($id: Int!, $title: String!) { update${type}(id: $id, locale: en, draft: true, data: { title: $title }) { title } }`,
      variables: { id, title },
    }),
  })
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined()
}

test("an editor previews drafts of news, pages and developments with the site's own templates, and nobody else sees them", async ({
  page,
  browser,
}) => {
  const before = await settled()
  const { Posts, Pages, Projects } = await cmsQuery<Record<'Posts' | 'Pages' | 'Projects', { docs: { id: number }[] }>>(
    `{ Posts(limit: 1, sort: "-publishedAt") { docs { id } } Pages(where: { slug: { equals: "about" } }) { docs { id } }
       Projects(limit: 1, sort: "title") { docs { id } } }`,
  )
  const drafts = [
    { collection: 'posts', type: 'Post' as const, id: Posts.docs[0].id, title: `Draft article ${Date.now()}` },
    { collection: 'pages', type: 'Page' as const, id: Pages.docs[0].id, title: `Draft page ${Date.now()}` },
    {
      collection: 'projects',
      type: 'Project' as const,
      id: Projects.docs[0].id,
      title: `Draft development ${Date.now()}`,
    },
  ]
  for (const d of drafts) await saveDraftTitle(d.type, d.id, d.title)

  await adminLogin(page)
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  for (const d of drafts) {
    const url = `/preview/?collection=${d.collection}&id=${d.id}`
    await page.goto(url)
    await expect(page.locator('.preview-banner'), d.collection).toBeVisible()
    await expect(page.locator('h1'), d.collection).toHaveText(d.title)
    // A visitor without a CMS session at the same address, and the public API, never get the draft.
    await other.goto(`${siteURL}${url}`)
    await expect(other.getByRole('status').last()).not.toHaveText(/Loading/)
    expect(await other.content()).not.toContain(d.title)
    const anonymous = await fetch(`${settings.cmsURL}/api/${d.collection}/${d.id}?draft=true`)
    expect(await anonymous.text()).not.toContain(d.title)
  }
  await visitor.close()
  // A draft saved over a published version changes nothing on the site: no build was asked for.
  expect((await buildStatus()).requests).toBe(before.requests)
})

const compilationHash = async () =>
  ((await (await fetchAgainOnReset(`${siteURL}/page-data/app-data.json`)).json()) as { webpackCompilationHash: string })
    .webpackCompilationHash
const served = async (urlPath: string) => (await fetchAgainOnReset(`${siteURL}${urlPath}`)).text()

/** What a build that changed only page content must leave as it was. */
const untouchedByNews = async () => ({
  compilationHash: await compilationHash(),
  facilitiesHtml: await served('/facilities/'),
})

test('five publishes within two seconds cause at most two builds, and the last title goes live', async () => {
  const before = await settled()
  const token = await editorToken()
  const post = await newestPost()
  const stamp = Date.now()
  const untouched = await untouchedByNews()
  const facilitiesWritten = writtenAt('facilities')
  for (let i = 1; i <= 5; i++) {
    await publishTitle(token, post.id, `Burst ${stamp} #${i}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  await expect
    .poll(async () => (await buildStatus()).builds > before.builds, { timeout: 300_000, intervals: [1000] })
    .toBe(true)
  const after = await settled()
  expect(after.builds - before.builds).toBeGreaterThanOrEqual(1)
  expect(after.builds - before.builds).toBeLessThanOrEqual(2)
  const html = await (await fetch(`${siteURL}/news/${post.slug}/`)).text()
  expect(html).toContain(`Burst ${stamp} #5`)
  // Only the news changed: same compilation hash (no forced reload of open pages), and a page that
  // shows no news is not rewritten (Gatsby re-ran only the queries that read the changed post).
  expect(await untouchedByNews()).toEqual(untouched)
  expect(writtenAt('facilities')).toBe(facilitiesWritten)
})

/** The article of the test below, which the one after it unpublishes. */
let newArticle: { id: number; slug: string; title: { en: string; id: string } } | undefined

/** The pictures and PDFs of the live release (release paths), each with whether an earlier release shares it. */
function releaseUploads(): Map<string, boolean> {
  const live = fs.realpathSync(path.join(settings.releasesDir, 'current'))
  const found = new Map<string, boolean>()
  for (const folder of ['media', 'files'])
    for (const file of fs.readdirSync(path.join(live, folder), { recursive: true, withFileTypes: true }))
      if (file.isFile()) {
        const full = path.join(file.parentPath, file.name)
        found.set(`/${path.relative(live, full)}`, fs.statSync(full).nlink > 1)
      }
  return found
}

test('a new article published in both languages with a new photograph changes no script, no other article and no older news list page, and copies only its photograph', async () => {
  await settled()
  const { Posts } = await cmsQuery<{ Posts: { totalDocs: number; docs: { id: number; slug: string }[] } }>(
    `{ Posts(locale: en, limit: 100, sort: "-publishedAt") { totalDocs docs { id slug } } }`,
  )
  // The news archive pages that one more article leaves where they are (all but the newest, at most).
  const withOneMore = newsListPages(Posts.totalDocs + 1, newsPerPage)
  const keptArchives = newsListPages(Posts.totalDocs, newsPerPage)
    .filter((p) => p.archive && JSON.stringify(p) === JSON.stringify(withOneMore.find((q) => q.archive === p.archive)))
    .map((p) => newsListPath(null, p.archive))
  expect(keptArchives.length).toBeGreaterThan(0)
  const others = [...Posts.docs.map((p) => newsPath(p.slug)), ...keptArchives].flatMap((p) => [p, `/id${p}`])
  expect(others.length).toBeGreaterThan(10)
  const hash = await compilationHash()
  const before = await Promise.all(others.map(served))
  const othersWritten = others.map(writtenAt)

  const stamp = Date.now()
  const slug = `new-article-${stamp}`
  const title = { en: `A new article ${stamp}`, id: `Artikel baru ${stamp}` }
  const token = await editorToken()
  const photo = await uploadPicture(settings.cmsURL, token, slug, `The photograph of ${title.en}`)
  const id = await publishCopy(settings.cmsURL, token, {
    collection: 'posts',
    fromId: Posts.docs[0].id,
    slug,
    title,
    fields: { heroImage: photo },
  })
  newArticle = { id, slug, title }
  await expect.poll(() => served(`/id/news/${slug}/`), { timeout: 300_000, intervals: [2000] }).toContain(title.id)
  const after = await settled()
  expect(after.lastFailure).toBeNull()
  expect(await served(`/news/${slug}/`)).toContain(title.en)
  // The new page is in the lists, and nothing else moved: the scripts (so no open page reloads and
  // the service worker keeps what it holds) and every other article's HTML, byte for byte.
  expect(await served('/id/news/')).toContain(title.id)
  expect(await compilationHash()).toBe(hash)
  const now = await Promise.all(others.map(served))
  expect(others.filter((_, i) => now[i] !== before[i])).toEqual([])
  expect(others.filter((p, i) => writtenAt(p) !== othersWritten[i])).toEqual([])
  // The photograph and its renditions are in the release, and they are the only new files there.
  const heroSrcset = /<img[^>]*class="[^"]*article__image[^"]*"[^>]*srcset="([^"]+)"/i.exec(
    await served(`/news/${slug}/`),
  )
  const renditions = heroSrcset![1].split(', ').map((candidate) => candidate.split(' ')[0])
  expect(renditions).toHaveLength(4)
  for (const rendition of renditions) expect(rendition).toMatch(new RegExp(`^/media/[0-9a-f]{16}/${slug}-`))
  const uploads = releaseUploads()
  const copied = [...uploads].filter(([, shared]) => !shared).map(([file]) => file)
  const original = copied.find((file) => file.endsWith(`/${slug}.jpg`))
  expect(original, 'the photograph itself, which the page gives for sharing').toBeDefined()
  expect(copied.sort()).toEqual([...renditions, original!].sort())
  expect(uploads.size).toBeGreaterThan(copied.length + 100)
  // Its search index took the index before it over by links: of the files named by their content,
  // only those the article changed are new (its fragments, the word chunks of its words...).
  const [live, previous] = new Releases(settings.releasesDir).list()
  expect(live).toBe(fs.realpathSync(path.join(settings.releasesDir, 'current')))
  const indexFiles = filesUnder(path.join(live, 'pagefind'))
    .map((file) => path.relative(path.join(live, 'pagefind'), file))
    .filter((name) => contentNamedIndexFile.test(name))
  const newFiles = indexFiles.filter(
    (name) =>
      fs.statSync(path.join(previous, 'pagefind', name), { throwIfNoEntry: false })?.ino !==
      fs.statSync(path.join(live, 'pagefind', name)).ino,
  )
  expect(newFiles.filter((name) => name.startsWith('fragment/')).length).toBeGreaterThanOrEqual(2)
  expect(newFiles.length).toBeLessThan(indexFiles.length / 4)
})

/** Publishes a development's new slug (slugs are the same in both languages). */
async function publishProjectSlug(id: number, slug: string, token?: string) {
  const { updateProject } = await cmsQuery<{ updateProject: { slug: string } }>(
    `mutation($id: Int!, $slug: String!) { updateProject(id: $id, locale: en, data: { slug: $slug, _status: published }) { slug } }`,
    { id, slug },
    undefined,
    token ?? (await editorToken()),
  )
  expect(updateProject.slug).toBe(slug)
}

/** The development whose progress update the shared build below publishes (it has demo updates). */
const progressProject = 'lestari-sky-apartment'

/** The construction progress section of a page's HTML, or '' when it has none. */
const timelineOf = (html: string) => {
  const start = html.indexOf(`id="${progressSectionId}"`)
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
}

/** A new subscriber of a development's news, its subscription confirmed by the emailed link. */
async function confirmedSubscriber(project: string) {
  const email = `progress-loop-${Date.now()}@example.com`
  const subscribed = await gql(`mutation($e: String!, $p: String) { subscribe(email: $e, project: $p) }`, {
    e: email,
    p: project,
  })
  expect(subscribed.data?.subscribe).toBe(true)
  const confirmation = await waitForMail(email, /Confirm your .* subscription/)
  const confirmed = await gql(`mutation($t: String!) { confirmSubscription(token: $t) }`, {
    t: tokenOf(linkIn(confirmation, '/subscribe/'), 'confirm'),
  })
  expect(confirmed.data?.confirmSubscription).toBe(true)
  return email
}

/**
 * An editor's progress update of a development, written as a draft in both languages (which asks
 * for no build); `publish` publishes it.
 */
async function draftProgressUpdate(token: string, project: string) {
  const rest = async (method: string, url: string, data: unknown) => {
    const res = await fetch(`${settings.cmsURL}/api${url}`, {
      method,
      headers: { ...cmsClientHeaders(), authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    })
    return { status: res.status, body: (await res.json()) as { doc: { id: number; _status: string } } }
  }
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
    `query($slug: String!) { Projects(where: { slug: { equals: $slug } }) { docs { id } } }`,
    { slug: project },
  )
  const stamp = Date.now()
  const title = { en: `Show unit handed over ${stamp}`, id: `Unit contoh diserahkan ${stamp}` }
  const created = await rest('POST', '/progress-updates?draft=true&locale=en', {
    _status: 'draft',
    project: Projects.docs[0].id,
    date: new Date().toISOString(),
    percent: 85,
    title: title.en,
    summary: 'The show unit of the first tower is finished and open to visitors.',
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const { id } = created.body.doc
  const translated = await rest('PATCH', `/progress-updates/${id}?draft=true&locale=id`, {
    title: title.id,
    summary: 'Unit contoh menara pertama sudah selesai dan terbuka untuk pengunjung.',
  })
  expect(translated.status).toBe(200)
  const publish = async () =>
    expect((await rest('PATCH', `/progress-updates/${id}?locale=en`, { _status: 'published' })).body.doc._status).toBe(
      'published',
    )
  return { title, publish }
}

/** Saves an editors' redirect as the admin. */
async function saveRedirect(data: { from: string; to: string; permanent: boolean }) {
  const res = await fetch(`${settings.cmsURL}/api/redirects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify(data),
  })
  const body = (await res.json()) as { doc?: { id: number }; errors?: unknown }
  return { status: res.status, body }
}

/** Where the served site sends `urlPath`: its status and Location, without following it. */
async function redirectOf(urlPath: string) {
  const res = await fetch(`${siteURL}${urlPath}`, { redirect: 'manual' })
  return `${res.status} ${res.headers.get('location') ?? ''}`
}

/**
 * Four changes that touch different pages, published together and checked after the one build
 * they ask for, each by its own test: editors' redirects, the new article unpublished, a
 * development moved to a new address, and a construction progress update of another development.
 * Each test's state before the change is taken here, before any is published, and the changes are
 * saved at once, within the site builder's settle time, so that they make one build.
 */
test.describe('redirects, unpublished, moved and progress in one build', () => {
  // The demo article that links to Kirana Hills inside its text (tests/e2e/rich-text.spec.ts).
  const linkingSlug = 'record-marketing-sales-first-half'
  const linkingArticle = newsPath(linkingSlug)
  const href = (projectSlug: string, prefix = '') => `href="${prefix}/development/residential/${projectSlug}/"`
  const articleUpdatedAt = async () =>
    (
      await cmsQuery<{ Posts: { docs: { updatedAt: string }[] } }>(
        `{ Posts(where: { slug: { equals: "${linkingSlug}" } }) { docs { updatedAt } } }`,
      )
    ).Posts.docs[0].updatedAt
  const before = {} as {
    hash: string
    pageStatuses: [string, number][]
    project: { id: number; slug: string }
    linkingHtml: string
    linkingUpdatedAt: string
    moved: string
    progress: { subscriber: string; title: { en: string; id: string } }
    redirectsSaved: number[]
  }
  const stamp = Date.now()
  const moved = (name: string) => `/moved-${stamp}-${name}/`
  const redirects = {
    permanent: { from: moved('permanent'), to: '/news/', permanent: true },
    temporary: { from: moved('temporary'), to: '/about/', permanent: false },
    indonesian: { from: `/id${moved('lama')}`, to: '/id/news/', permanent: true },
    chainEnd: { from: moved('chain-b'), to: '/news/', permanent: true },
    chainStart: { from: moved('chain-a'), to: moved('chain-b'), permanent: true },
  }
  const unpublishedPages = () =>
    [newsPath(newArticle!.slug), newsAmpPath(newArticle!.slug)].flatMap((p) => [p, `/id${p}`])

  test.beforeAll(async () => {
    expect(newArticle, 'the article of the test before').toBeDefined()
    await settled()
    before.hash = await compilationHash()
    before.pageStatuses = await Promise.all(
      unpublishedPages().map(async (p) => [p, (await fetch(`${siteURL}${p}`)).status] as [string, number]),
    )
    const { Projects } = await cmsQuery<{ Projects: { docs: { id: number; slug: string }[] } }>(
      `{ Projects(where: { slug: { equals: "kirana-hills" } }) { docs { id slug } } }`,
    )
    before.project = Projects.docs[0]
    before.linkingHtml = await served(linkingArticle)
    before.linkingUpdatedAt = await articleUpdatedAt()
    before.moved = `kirana-hills-${Date.now()}`
    const subscriber = await confirmedSubscriber(progressProject)
    const token = await editorToken()
    await adminToken()
    const progress = await draftProgressUpdate(token, progressProject)
    before.progress = { subscriber, title: progress.title }
    const { chainEnd, chainStart, ...others } = redirects
    const saved = await Promise.all([
      Promise.all(Object.values(others).map(async (data) => (await saveRedirect(data)).status)),
      // The chain's end first: a redirect leads only to a page or a redirect the site already has.
      (async () => [(await saveRedirect(chainEnd)).status, (await saveRedirect(chainStart)).status])(),
      unpublish(settings.cmsURL, token, 'posts', newArticle!.id),
      publishProjectSlug(before.project.id, before.moved, token),
      progress.publish(),
    ])
    before.redirectsSaved = [...saved[0], ...saved[1]]
  })

  test.afterAll(async () => {
    // The development's own address again, for what follows, when a failed test left it moved.
    if (!before.project) return
    const { Project } = await cmsQuery<{ Project: { slug: string } }>(
      `query($id: Int!) { Project(id: $id) { slug } }`,
      {
        id: before.project.id,
      },
    )
    if (Project.slug !== before.project.slug) await publishProjectSlug(before.project.id, before.project.slug)
  })

  // First: its first checks are of the moment before the build that the saves asked for ends.
  test('redirects apply on the site at once, chains collapse, loops are refused, and the build exports them', async () => {
    expect(before.redirectsSaved).toEqual(Object.values(redirects).map(() => 201))
    // Before the build the saves asked for has finished: the site server read them from the CMS.
    const expected = {
      [redirects.permanent.from]: '301 /news/',
      [redirects.temporary.from]: '302 /about/',
      [redirects.indonesian.from]: '301 /id/news/',
      [redirects.chainStart.from]: '301 /news/',
    }
    // Each save tells the site server after it answered: the last save's news may still be on its way.
    const answers = async () =>
      Object.fromEntries(await Promise.all(Object.keys(expected).map(async (from) => [from, await redirectOf(from)])))
    await expect.poll(answers, { timeout: 10_000, intervals: [250] }).toEqual(expected)
    const { state, queued } = await buildStatus()
    expect(state === 'building' || queued, 'checked before the build the saves asked for ends').toBe(true)
    // Without the trailing slash, and with the query kept.
    expect(await redirectOf(`${redirects.temporary.from.slice(0, -1)}?ref=mail`)).toBe('302 /about/?ref=mail')

    // /news/ -> chain-a -> chain-b -> /news/ would be a loop: refused, naming it.
    const loop = await saveRedirect({ from: '/news/', to: redirects.chainStart.from, permanent: true })
    expect(loop.status).toBe(400)
    expect(JSON.stringify(loop.body)).toContain(
      `loop: /news/ → ${redirects.chainStart.from} → ${redirects.chainStart.to} → /news/`,
    )
    expect(await redirectOf('/news/')).toBe('200 ')

    // The build that the saves asked for: the same answers come from the new release's own file.
    await expect
      .poll(async () => fs.readFileSync(path.join(liveBuild(), '_redirects'), 'utf8'), {
        timeout: 300_000,
        intervals: [2000],
      })
      .toContain(`${redirects.chainStart.from} /news/ 301`)
    const cdn = fs.readFileSync(path.join(liveBuild(), '_redirects'), 'utf8')
    expect(cdn).toContain(`${redirects.permanent.from} /news/ 301\n`)
    expect(cdn).toContain(`${redirects.temporary.from} /about/ 302\n`)
    expect(cdn).toContain(`${redirects.indonesian.from} /id/news/ 301\n`)
    expect(cdn).toContain(`${redirects.chainStart.from} /news/ 301\n`)
    expect(cdn).toContain(`${redirects.chainEnd.from} /news/ 301\n`)
    expect(await answers()).toEqual(expected)
  })

  test('unpublishing an article takes its pages off the site in both languages, AMP included, and out of the lists', async () => {
    const { slug, title } = newArticle!
    for (const [p, status] of before.pageStatuses) expect(status, `${p} before it was unpublished`).toBe(200)
    await expect
      .poll(async () => (await fetchAgainOnReset(`${siteURL}${newsPath(slug)}`)).status, {
        timeout: 300_000,
        intervals: [2000],
      })
      .toBe(404)
    expect((await settled()).lastFailure).toBeNull()
    // Gatsby keeps its page records between builds: one that is no longer made must still go, with its files.
    for (const p of unpublishedPages()) {
      expect((await fetch(`${siteURL}${p}`)).status, p).toBe(404)
      expect(fs.existsSync(path.join(settings.releasesDir, 'current', p, 'index.html')), p).toBe(false)
      expect(fs.existsSync(path.join(settings.releasesDir, 'current', 'page-data', p, 'page-data.json')), p).toBe(false)
    }
    expect(await served('/news/')).not.toContain(title.en)
    expect(await served('/id/news/')).not.toContain(title.id)
    expect(await compilationHash()).toBe(before.hash)
  })

  test("a development's new address reaches the links inside articles that were not saved again, in both languages and AMP", async () => {
    const { project, moved } = before
    expect(before.linkingHtml).toContain(href(project.slug))
    await expect.poll(() => served(linkingArticle), { timeout: 300_000, intervals: [2000] }).toContain(href(moved))
    expect((await settled()).lastFailure).toBeNull()
    expect(await served(`/id${linkingArticle}`)).toContain(href(moved, '/id'))
    expect(await served(newsAmpPath(linkingSlug))).toContain(href(moved))
    expect(await served(linkingArticle)).not.toContain(href(project.slug))

    await publishProjectSlug(project.id, project.slug)
    await expect
      .poll(() => served(linkingArticle), { timeout: 300_000, intervals: [2000] })
      .toContain(href(project.slug))
    // The article itself was never saved: its page followed the development's node.
    expect(await articleUpdatedAt()).toBe(before.linkingUpdatedAt)
    expect((await settled()).lastFailure).toBeNull()
  })

  test("a published progress update reaches the development's timeline in both languages and its subscriber once", async () => {
    const { subscriber, title } = before.progress
    const mail = await waitForMail(subscriber, /^Construction progress at Lestari Sky Apartment: 85%$/, 1, 30_000)
    expect(mail.text).toContain(title.en)
    const page = developmentPath('residential', progressProject)
    await expect
      .poll(async () => timelineOf(await served(page)), { timeout: 300_000, intervals: [2000] })
      .toContain(title.en)
    expect((await settled()).lastFailure).toBeNull()
    // Newest first, in both languages.
    const english = timelineOf(await served(page))
    expect(english.indexOf(title.en)).toBeLessThan(english.indexOf('The first tower reaches the 18th floor'))
    expect(english).toContain('85% built')
    const indonesian = timelineOf(await served(`/id${page}`))
    expect(indonesian).toContain(title.id)
    expect(indonesian).toContain('85% terbangun')
    expect(indonesian).toContain('Unit contoh menara pertama sudah selesai')
    // One email, its build done (saving again sends none: tests/e2e/construction-progress.spec.ts).
    await queuedMailSent()
    expect(mailsTo(subscriber).filter((m) => /Construction progress/.test(m.subject))).toHaveLength(1)
  })
})

test('changing the stock counters asks for no build; the home page reads them from the CMS', async ({ page }) => {
  const before = await settled()
  const hash = await compilationHash()
  const home = await served('/')
  const stamp = Date.now() % 10_000
  const stock = { bsde: 2000 + stamp, duti: 6000 + stamp, a26: 3000 + stamp }
  await setStock(settings.cmsURL, await editorToken(), stock)

  await page.goto('/')
  const widget = page.locator('.stock')
  await widget.scrollIntoViewIfNeeded()
  await expect(widget.locator('[data-stock="bsde"]')).toHaveAttribute('data-value', String(stock.bsde), {
    timeout: 30_000,
  })
  await expect(widget.locator('[data-stock="a26"]')).toHaveAttribute('data-value', String(stock.a26))

  // An editor's rebuild afterwards is the only request the worker got, and its build, which read
  // the changed settings, keeps the scripts and the home page as they were.
  const res = await fetch(`${siteURL}${buildPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-build-secret': settings.buildSecret },
    body: JSON.stringify({ reason: 'stock test' }),
  })
  expect(res.ok).toBe(true)
  const after = await settled()
  expect(after.requests - before.requests).toBe(1)
  expect(after.builds - before.builds).toBe(1)
  expect(after.lastFailure).toBeNull()
  expect(await compilationHash()).toBe(hash)
  expect(await served('/')).toBe(home)
})

test('a build broken by the CMS stopping mid-build leaves the old site served and shows the failure in the admin', async ({
  page,
}) => {
  await settled()
  const post = await newestPost()
  const liveHtml = await (await fetch(`${siteURL}/news/${post.slug}/`)).text()
  expect(liveHtml).toContain(post.title.replace(/'/g, '&#x27;'))

  // Ask for a build, then stop the CMS once it runs.
  const token = await editorToken()
  await publishTitle(token, post.id, `Never live ${Date.now()}`)
  await expect.poll(async () => (await buildStatus()).state, { timeout: 30_000, intervals: [200] }).toBe('building')
  await new Promise((r) => setTimeout(r, 3000))
  process.kill(Number(fs.readFileSync(cmsPidFile, 'utf8')), 'SIGKILL')

  const failed = await settled()
  expect(failed.state).toBe('failed')
  expect(failed.lastFailure?.reason).toMatch(/CMS/)
  // The visitor still gets the previous build, whole.
  const res = await fetch(`${siteURL}/news/${post.slug}/`)
  expect(res.status).toBe(200)
  expect(await res.text()).toBe(liveHtml)

  // The CMS comes back; the admin shows the failure in words, and its button rebuilds the site.
  const quiet = fs.openSync(path.join(testDataDir, 'cms.log'), 'a')
  const cms = await startCms(settings, { stdio: ['ignore', quiet, quiet] })
  fs.writeFileSync(cmsPidFile, String(cms.pid))
  await adminLogin(page)
  await page.goto('/admin')
  const status = await buildPanel(page)
  await expect(status).toContainText('The last build failed', { timeout: 15_000 })
  await expect(status).toContainText('CMS')
  await status.getByRole('button', { name: 'Rebuild the site' }).click()
  await expect(status).toContainText('Building', { timeout: 15_000 })
  const rebuilt = await settled()
  expect(rebuilt.state).toBe('idle')
  await expect
    .poll(async () => (await fetchAgainOnReset(`${siteURL}/news/${post.slug}/`)).text(), { timeout: 30_000 })
    .toContain('Never live')
})
