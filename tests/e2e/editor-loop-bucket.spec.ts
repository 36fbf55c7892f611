import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import { loginSession } from '../../bench/lib/graphql'
import { newsPath } from '@lestari/model'
import {
  listBucket,
  objectHeaders,
  publishToBucket,
  releaseObjects,
  uploadStep,
  type PublishResult,
} from '../../scripts/lib/bucket'
import { startCms } from '../../scripts/lib/cms'
import { policyForHtml } from '../../scripts/lib/security-headers'
import { serveSite } from '../../scripts/lib/serve'
import { processEnv, readSiteBucket, type Settings } from '../../scripts/lib/settings'
import { settled } from './build-status'
import { liveBuild } from './deploys'
import { copyTestDatabase } from './extra-stack'
import { adminToken, controlled, hydrated, testDataDir, testOnPostgres, testSettings, testSitePort } from './stack'

/**
 * A release on an S3-compatible bucket, with a CDN in front: s3rver (an S3 server in Node) holds
 * the bucket, and a second site server takes the site's files from the bucket's website address
 * (SITE_STATIC_ORIGIN) while forwarding /api, /admin and /_next to the test stack's CMS, as a CDN
 * would. The browser sees one origin on `localhost` (service workers, cookies, CSRF). An editor's
 * redirect and a new article rebuild the test stack's site, so this runs with the editors' loop.
 * The CMS's own uploads on the same S3 server are tried with a CMS of this file's own.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })
// The service worker is part of what the CDN serves (the first test).
test.use({ serviceWorkers: 'allow' })

const settings = testSettings()
const s3Port = testSitePort + 90
const cdnPort = testSitePort + 91
const cdnURL = `http://localhost:${cdnPort}`
const s3Endpoint = `http://localhost:${s3Port}`
const siteBucketName = 'lestari-site'
const mediaBucketName = 'lestari-media'
// s3rver's own keys.
const keys = { id: 'S3RVER', secret: 'S3RVER' }
const siteBucket = readSiteBucket({
  SITE_BUCKET: siteBucketName,
  SITE_BUCKET_REGION: 'us-east-1',
  SITE_BUCKET_ENDPOINT: s3Endpoint,
  SITE_BUCKET_FORCE_PATH_STYLE: 'true',
  SITE_BUCKET_ACCESS_KEY_ID: keys.id,
  SITE_BUCKET_SECRET_ACCESS_KEY: keys.secret,
})!
const s3 = new S3Client(siteBucket.config)
/** What the publisher is told of the site in front of the bucket. */
const cdnSite = { siteURL: cdnURL, mapTileURL: settings.mapTileURL }

let s3rver: S3rver
let cdn: Server
const stamp = Date.now()
/** The first publish's release: its objects, and what the publish did. */
let first: { fingerprints: Map<string, string>; result: PublishResult }

test.beforeAll(async () => {
  const directory = path.join(testDataDir, 's3rver')
  fs.rmSync(directory, { recursive: true, force: true })
  s3rver = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory,
    // Website requests name the bucket in the host, `<bucket>.s3-website.localhost`, as on AWS.
    serviceEndpoint: 'localhost',
    configureBuckets: [siteBucketName, mediaBucketName].map((name) => ({ name, configs: [] })),
  })
  await s3rver.run()
  cdn = await serveAsCdn(cdnPort, settings)
})

/** A site server in a CDN's place: the site from the bucket's website address, the CMS of `s` behind the same origin. */
const serveAsCdn = (port: number, s: Settings) =>
  serveSite({
    publicDir: path.join(testDataDir, 'no-such-folder'),
    staticOrigin: `http://${siteBucketName}.s3-website.localhost:${s3Port}`,
    cmsURL: s.cmsURL,
    port,
    mapTileURL: s.mapTileURL,
    trustProxy: s.trustProxy,
    proxySecret: s.proxySecret,
    bodyLimits: s.bodyLimits,
  })

test.afterAll(async () => {
  cdn?.close()
  await s3rver?.close()
})

const bucketKeys = async (bucket: string) => new Set((await listBucket(s3, bucket)).keys())

const fingerprintsOf = (release: string) =>
  new Map(releaseObjects(release).map((o) => [o.key, o.fingerprint] as [string, string]))

test('a release published to the bucket is browsed through the CDN: pages, page data, navigation, the service worker', async ({
  page,
}) => {
  await settled()
  const release = liveBuild()
  const result = await publishToBucket(release, siteBucket, cdnSite)
  first = { fingerprints: fingerprintsOf(release), result }
  expect(result.unchanged).toBe(0)
  expect(result.uploaded.length).toBe(first.fingerprints.size)
  // Files pages load first, then page data, then HTML, the service worker last.
  const steps = result.uploaded.map(uploadStep)
  expect(steps).toEqual([...steps].sort((a, b) => a - b))
  expect(result.uploaded.at(-1)).toBe('sw.js')

  // Each object carries the site server's own headers.
  for (const key of ['index.html', 'page-data/index/page-data.json', 'sw.js', result.uploaded[0]]) {
    const head = await s3.send(new HeadObjectCommand({ Bucket: siteBucketName, Key: key }))
    expect({ ContentType: head.ContentType, CacheControl: head.CacheControl }).toEqual(objectHeaders(key))
  }
  // An HTML object keeps its page's policy, for the CDN to send.
  const homeObject = await s3.send(new HeadObjectCommand({ Bucket: siteBucketName, Key: 'index.html' }))
  expect(homeObject.Metadata?.['content-security-policy']).toBe(
    policyForHtml(fs.readFileSync(path.join(release, 'index.html'), 'utf8'), settings.mapTileURL),
  )

  // Pages in both languages, from the bucket, with the page's own policy.
  const home = await page.goto(`${cdnURL}/`)
  expect(home?.status()).toBe(200)
  expect(home?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(home?.headers()['content-security-policy']).toBe(
    policyForHtml(fs.readFileSync(path.join(release, 'index.html'), 'utf8'), settings.mapTileURL),
  )
  await hydrated(page)
  // A page the browser holds is revalidated with the page's own policy (the browser keeps a 304's headers).
  const again = await page.request.get(`${cdnURL}/`, { headers: { 'if-none-match': home!.headers()['etag'] } })
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBe(home?.headers()['content-security-policy'])
  const indonesian = await page.request.get(`${cdnURL}/id/`)
  expect(indonesian.status()).toBe(200)
  expect(await indonesian.text()).toMatch(/<html[^>]*lang="id"/)

  // Page data, and a client-side navigation that reads it.
  const pageData = await page.request.get(`${cdnURL}/page-data/index/page-data.json`)
  expect(pageData.status()).toBe(200)
  expect(((await pageData.json()) as { path: string }).path).toBe('/')
  const pageDataRead: number[] = []
  page.on('response', (r) => {
    if (r.url() === `${cdnURL}/page-data/news/page-data.json`) pageDataRead.push(r.status())
  })
  await page.goto(`${cdnURL}/`)
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.locator('a[href="/news/"]:visible').first().click()
  await expect(page).toHaveURL(`${cdnURL}/news/`)
  expect(pageDataRead).toContain(200)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  // The service worker, from the bucket, takes the page over.
  await controlled(page)

  // Live features reach the CMS on the same origin.
  const graphql = await page.request.post(`${cdnURL}/api/graphql`, { data: { query: '{ __typename }' } })
  expect(graphql.status()).toBe(200)
})

/**
 * Saves a document as the seeded editor through the CMS's REST API. It stays on the stack
 * (tests/playwright.config.ts, "what the editors' loop publishes stays").
 */
async function create(collection: string, data: Record<string, unknown>) {
  const token = await adminToken()
  const res = await fetch(`${settings.cmsURL}/api/${collection}?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  const body = (await res.json()) as { doc?: { id: number }; errors?: unknown }
  expect(res.status, JSON.stringify(body.errors)).toBe(201)
  return body.doc!
}

test("an editor's redirect answers 301 from the bucket; after a new article the next publish sends only what changed", async () => {
  expect(first, 'the first publish').toBeDefined()
  const from = `/moved-${stamp}/`
  await create('redirects', { from, to: '/news/', permanent: true })
  const token = await adminToken()
  const newest = (await (
    await fetch(`${settings.cmsURL}/api/posts?locale=en&depth=0&limit=1&sort=-publishedAt`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()) as { docs: Record<string, unknown>[] }
  const { title, category, excerpt, heroImage, content } = newest.docs[0]
  const slug = `bucket-news-${stamp}`
  await create('posts', {
    title: `${String(title)} (bucket)`,
    slug,
    category,
    excerpt,
    heroImage,
    content,
    publishedAt: new Date().toISOString(),
    _status: 'published',
  })
  // Both saves ask the test stack for a build; wait for it (and its search index).
  await expect
    .poll(() => fs.existsSync(path.join(liveBuild(), newsPath(slug), 'index.html')), {
      timeout: 300_000,
      intervals: [2000],
    })
    .toBe(true)
  await settled()

  const release = liveBuild()
  const second = await publishToBucket(release, siteBucket, cdnSite)
  const now = fingerprintsOf(release)
  const changed = [...now].filter(([key, fingerprint]) => first.fingerprints.get(key) !== fingerprint).map(([k]) => k)
  // Exactly the new and changed files, and far fewer than the whole release.
  expect(second.uploaded.sort()).toEqual(changed.sort())
  expect(second.unchanged).toBe(now.size - changed.length)
  expect(second.uploaded.length).toBeLessThan(now.size / 2)
  expect(second.uploaded).toContain(`${newsPath(slug).slice(1)}index.html`)
  expect(second.uploaded).toContain(`page-data${newsPath(slug)}page-data.json`)
  expect(second.uploaded).toContain(`${from.slice(1)}index.html`)
  // What left the release stays for pages still open, and nothing was deleted yet.
  const gone = [...first.fingerprints.keys()].filter((key) => !now.has(key))
  expect(second.kept.sort()).toEqual(gone.sort())
  expect(second.removed).toEqual([])
  const inBucket = await bucketKeys(siteBucketName)
  for (const key of [...now.keys(), ...gone]) expect(inBucket).toContain(key)

  // The new article through the CDN, and the redirect from the bucket.
  expect((await fetch(`${cdnURL}${newsPath(slug)}`)).status).toBe(200)
  const moved = await fetch(`${cdnURL}${from}`, { redirect: 'manual' })
  expect(`${moved.status} ${moved.headers.get('location')}`).toBe('301 /news/')
  const object = await s3.send(new GetObjectCommand({ Bucket: siteBucketName, Key: `${from.slice(1)}index.html` }))
  expect(object.WebsiteRedirectLocation).toBe('/news/')

  // Once the keep time has passed, the next publish deletes what left the release.
  const later = await publishToBucket(release, { ...siteBucket, keepHours: 0 }, cdnSite)
  expect(later.uploaded).toEqual([])
  expect(later.removed.sort()).toEqual(gone.sort())
  const after = await bucketKeys(siteBucketName)
  for (const key of gone) expect(after).not.toContain(key)
})

test("the CMS's own uploads (S3_BUCKET) are stored in the same S3 server and served through the CMS; its session and CSRF check work through the CDN", async ({
  page,
}) => {
  test.skip(testOnPostgres, 'runs on a SQLite file of its own')
  const cmsPort = testSitePort + 92
  // This CMS's site address is the CDN's, as in production (SITE_URL: its CSRF and CORS origin).
  const frontPort = testSitePort + 93
  const dbFile = path.join(testDataDir, 's3-media.db')
  const s: Settings = {
    ...settings,
    siteURL: `http://localhost:${frontPort}`,
    cmsPort,
    cmsURL: `http://localhost:${cmsPort}`,
    databaseURI: `file:${dbFile}`,
    storage: {
      S3_BUCKET: mediaBucketName,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: keys.id,
      S3_SECRET_ACCESS_KEY: keys.secret,
    },
    // Nothing here may ask the test stack's build worker for a build.
    buildHookURL: '',
  }
  const log = fs.openSync(path.join(testDataDir, 's3-media-cms.log'), 'a')
  let cms: ChildProcess | undefined
  try {
    // The test stack's accounts and content; the jobs it queued are its own to run.
    await copyTestDatabase(dbFile)
    cms = await startCms(s, { stdio: ['ignore', log, log], env: { ...processEnv(s), PAYLOAD_JOBS_AUTORUN: 'false' } })
    const { session } = await loginSession(s.cmsURL, s.editorEmail, s.editorPassword)
    expect(session).toBeTruthy()
    const picture = fs.readFileSync(path.join(process.cwd(), 'src', 'images', 'icon.png'))
    const filename = `bucket-${stamp}.png`
    const form = new FormData()
    form.append('file', new Blob([picture], { type: 'image/png' }), filename)
    form.append('_payload', JSON.stringify({ alt: 'A picture kept in the bucket' }))
    const res = await fetch(`${s.cmsURL}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${session!.token}` },
      body: form,
    })
    const body = (await res.json()) as { doc?: { filename: string; url: string }; errors?: unknown }
    expect(res.status, JSON.stringify(body.errors)).toBe(201)
    expect(body.doc!.filename).toBe(filename)
    // In the bucket, with its renditions; nothing in the local media folder.
    const stored = await bucketKeys(mediaBucketName)
    expect(stored).toContain(filename)
    expect(fs.existsSync(path.join(s.mediaDir, filename))).toBe(false)
    // Served by the CMS at the same address as from disk, read from the bucket.
    const served = await fetch(`${s.cmsURL}/api/media/file/${filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true)

    // A visitor signs in on a page from the bucket: the session cookie and Payload's CSRF check
    // (the request's Origin against SITE_URL) work, since the CDN serves the site and the API as one origin.
    const front = await serveAsCdn(frontPort, s)
    try {
      await page.goto(`${s.siteURL}/login/`)
      const signedIn = await page.evaluate(
        async ({ email, password }) => {
          const json = { 'content-type': 'application/json' }
          const login = await fetch('/api/users/login', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ email, password }),
          })
          if (!login.ok) return `login ${login.status}`
          const me = await fetch('/api/graphql', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
          })
          const body = (await me.json()) as { data?: { meUser?: { user?: { email: string } | null } } }
          return body.data?.meUser?.user?.email ?? 'no session'
        },
        { email: s.editorEmail, password: s.editorPassword },
      )
      expect(signedIn).toBe(s.editorEmail)
      expect((await page.context().cookies(s.siteURL)).map((c) => c.name)).toContain('payload-token')
    } finally {
      front.close()
    }
  } finally {
    if (cms && cms.exitCode === null) {
      const gone = new Promise((resolve) => cms!.once('exit', resolve))
      cms.kill('SIGTERM')
      await gone
    }
    fs.closeSync(log)
  }
})

// The build copies the pictures pages show into the release (public/media/), so they are in the bucket too.
test('pictures load from the bucket through the CDN', async ({ page }) => {
  await page.goto(`${cdnURL}/news/`)
  await hydrated(page)
  const pictures = page.locator('main img')
  expect(await pictures.count()).toBeGreaterThan(0)
  const picture = pictures.first()
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
  const src = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc))
  expect(src.origin).toBe(cdnURL)
  expect(await bucketKeys(siteBucketName)).toContain(decodeURIComponent(src.pathname.slice(1)))
})
