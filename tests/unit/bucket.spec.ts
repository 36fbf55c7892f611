import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import {
  emptyManifest,
  listBucketObjects,
  manifestKey,
  objectHeaders,
  pagePolicyMetadata,
  planPublish,
  redirectObjectKey,
  releaseObjects,
  temporaryRoutingRules,
  type Wanted,
} from '../../scripts/lib/bucket'
import { policyForHtml } from '../../scripts/lib/security-headers'
import { cacheControlFor } from '../../scripts/lib/serve'
import { readSettings, readSiteBucket } from '../../scripts/lib/settings'

const hour = 3_600_000
const now = new Date('2026-03-01T12:00:00Z')
const wanted = (key: string, fingerprint = `fp-${key}`): Wanted => ({ key, fingerprint, file: `/build/${key}` })
const keys = (list: Wanted[]) => list.map((o) => o.key)

test('a publish sends the files pages load first, then page data, then HTML, then the service worker', () => {
  const release = [
    wanted('sw.js'),
    wanted('index.html'),
    wanted('news/index.html'),
    wanted('page-data/index/page-data.json'),
    wanted('page-data/app-data.json'),
    wanted('app-1234.js'),
    wanted('static/logo-abc.png'),
    wanted('media/x1/photo.webp'),
    wanted('page-data/sq/d/123.json'),
    wanted('404.html'),
  ]
  const plan = planPublish(release, new Map(), emptyManifest(), now, 48 * hour)
  expect(plan.upload.map(keys)).toEqual([
    ['app-1234.js', 'media/x1/photo.webp', 'static/logo-abc.png'],
    ['page-data/app-data.json', 'page-data/index/page-data.json', 'page-data/sq/d/123.json'],
    ['404.html', 'index.html', 'news/index.html'],
    ['sw.js'],
  ])
  expect(plan.unchanged).toBe(0)
})

test('what the bucket already holds is not sent again: same ETag, or the fingerprint the last publish recorded', () => {
  const release = [wanted('same-etag.js', 'aaa'), wanted('big.pdf', 'bbb'), wanted('changed.html', 'ccc')]
  const manifest = { files: { 'big.pdf': 'bbb', 'changed.html': 'old', 'lost.css': 'ddd' }, leftAt: {} }
  const inBucket = new Map([
    ['same-etag.js', '"aaa"'],
    // A multipart upload's ETag is not the file's MD5.
    ['big.pdf', '"e5f1-2"'],
    ['changed.html', '"old"'],
  ])
  const plan = planPublish([...release, wanted('lost.css', 'ddd')], inBucket, manifest, now, 48 * hour)
  expect(plan.unchanged).toBe(2)
  // Recorded, but no longer in the bucket: sent again.
  expect(plan.upload.flat().map((o) => o.key)).toEqual(['lost.css', 'changed.html'])
  expect(plan.manifest.files).toEqual({
    'same-etag.js': 'aaa',
    'big.pdf': 'bbb',
    'changed.html': 'ccc',
    'lost.css': 'ddd',
  })
})

test('a file that left the release is kept for the keep time from when it left, then deleted; one that comes back is kept for good', () => {
  const release = [wanted('index.html'), wanted('app-2.js')]
  const inBucket = new Map([
    ['index.html', '"x"'],
    ['app-1.js', '"y"'],
    ['app-0.js', '"z"'],
    ['app-2.js', '"w"'],
    [manifestKey, '"m"'],
  ])
  const previous = {
    files: {},
    leftAt: {
      'app-0.js': new Date(now.getTime() - 49 * hour).toISOString(),
      'app-2.js': new Date(now.getTime() - hour).toISOString(),
    },
  }
  const plan = planPublish(release, inBucket, previous, now, 48 * hour)
  expect(plan.remove).toEqual(['app-0.js'])
  expect(plan.kept).toEqual(['app-1.js'])
  // app-1 left now; app-2 is in the release again; the manifest itself is never pruned.
  expect(plan.manifest.leftAt).toEqual({ 'app-1.js': now.toISOString() })

  inBucket.delete('app-0.js')
  const later = planPublish(release, inBucket, plan.manifest, new Date(now.getTime() + 48 * hour), 48 * hour)
  expect(later.remove).toEqual(['app-1.js'])
  expect(later.manifest.leftAt).toEqual({})
  expect(planPublish(release, inBucket, plan.manifest, now, 0).remove).toEqual(['app-1.js'])
})

test("a release's objects, and redirects: a permanent one replaces the page at its address with a redirect object, a temporary one becomes a 302 routing rule", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-'))
  // With a dot file, which is never published (the site server does not serve them either).
  const files = ['index.html', 'old-page/index.html', 'sale/index.html', 'app-1.js', '.search-pages.json']
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), file)
  }
  const redirects = [
    { from: '/old-page/', to: '/news/', status: 301 as const },
    { from: '/id/lama', to: '/id/berita/', status: 301 as const },
    { from: '/sale/', to: '/development/residential/?q=1', status: 302 as const },
    { from: '/partner/', to: 'https://partner.example/about', status: 302 as const },
  ]
  fs.writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify(redirects))
  const objects = releaseObjects(dir)
  expect(objects.map((o) => o.key).sort()).toEqual([
    'app-1.js',
    'id/lama/index.html',
    'index.html',
    'old-page/index.html',
    'redirects.json',
  ])
  expect(objects.find((o) => o.key === 'old-page/index.html')).toMatchObject({ redirectTo: '/news/' })
  expect(objects.find((o) => o.key === 'old-page/index.html')?.file).toBeUndefined()
  expect(objects.find((o) => o.key === 'index.html')?.fingerprint).toMatch(/^[0-9a-f]{32}$/)

  expect(redirectObjectKey('/')).toBe('index.html')
  expect(redirectObjectKey('/brochure.pdf')).toBe('brochure.pdf')
  const { rules, left } = temporaryRoutingRules(redirects, 'https://www.lestari-city.example')
  expect(left).toEqual([])
  expect(rules).toEqual([
    {
      Condition: { KeyPrefixEquals: 'sale/', HttpErrorCodeReturnedEquals: '404' },
      Redirect: {
        HttpRedirectCode: '302',
        Protocol: 'https',
        HostName: 'www.lestari-city.example',
        ReplaceKeyWith: 'development/residential/?q=1',
      },
    },
    {
      Condition: { KeyPrefixEquals: 'partner/', HttpErrorCodeReturnedEquals: '404' },
      Redirect: { HttpRedirectCode: '302', Protocol: 'https', HostName: 'partner.example', ReplaceKeyWith: 'about' },
    },
  ])
  const many = Array.from({ length: 52 }, (_, i) => ({ from: `/t${i}/`, to: '/', status: 302 as const }))
  expect(temporaryRoutingRules(many, 'https://x.example').left.map((r) => r.from)).toEqual(['/t50/', '/t51/'])
})

test("objects carry the site server's caching policy and their content type", () => {
  for (const key of ['index.html', 'sw.js', 'app-1.js', 'page-data/index/page-data.json', 'media/a/b.webp']) {
    expect(objectHeaders(key).CacheControl).toBe(cacheControlFor(`/${key}`))
  }
  expect(objectHeaders('news/index.html').ContentType).toBe('text/html; charset=utf-8')
  expect(objectHeaders('static/a.webp').ContentType).toBe('image/webp')
  expect(objectHeaders('_redirects').ContentType).toBe('application/octet-stream')
})

test('the site bucket settings: off by default, a region required, keep time in hours, and a static origin without a path', () => {
  expect(readSiteBucket({})).toBeNull()
  const bucket = readSiteBucket({
    SITE_BUCKET: 'site',
    SITE_BUCKET_REGION: 'ap-southeast-3',
    SITE_BUCKET_ENDPOINT: 'http://localhost:9000',
    SITE_BUCKET_FORCE_PATH_STYLE: 'true',
  })
  expect(bucket).toMatchObject({
    bucket: 'site',
    keepHours: 48,
    config: { region: 'ap-southeast-3', endpoint: 'http://localhost:9000', forcePathStyle: true },
  })
  expect(() => readSiteBucket({ SITE_BUCKET: 'site' })).toThrow(
    'Setting SITE_BUCKET_REGION is required with SITE_BUCKET',
  )
  expect(() => readSiteBucket({ SITE_BUCKET: 's', SITE_BUCKET_REGION: 'r', SITE_BUCKET_KEEP_HOURS: 'a day' })).toThrow(
    'SITE_BUCKET_KEEP_HOURS must be a number of hours',
  )
  expect(() => readSiteBucket({ SITE_BUCKET: 's', SITE_BUCKET_REGION: 'r', SITE_BUCKET_ACCESS_KEY_ID: 'k' })).toThrow(
    'SITE_BUCKET_ACCESS_KEY_ID and SITE_BUCKET_SECRET_ACCESS_KEY go together',
  )
  const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
  expect(readSettings(secret).staticOrigin).toBe('')
  expect(readSettings({ ...secret, SITE_STATIC_ORIGIN: 'http://site.s3-website.localhost:9390/' }).staticOrigin).toBe(
    'http://site.s3-website.localhost:9390',
  )
  expect(() => readSettings({ ...secret, SITE_STATIC_ORIGIN: 'http://cdn.example/site' })).toThrow(
    'SITE_STATIC_ORIGIN must be an http(s) address without a path',
  )
})

test('an HTML object keeps the Content-Security-Policy the site server sends with that page, for the CDN', () => {
  const html = '<!doctype html><html><head><script>window.pagePath="/news/"</script></head><body></body></html>'
  const tiles = 'https://tiles.example/{z}/{x}/{y}.png'
  expect(pagePolicyMetadata('news/index.html', Buffer.from(html), tiles)).toEqual({
    'content-security-policy': policyForHtml(html, tiles),
  })
  expect(policyForHtml(html, tiles)).toContain("'sha256-")
  expect(pagePolicyMetadata('app-1.js', Buffer.from('x'), tiles)).toEqual({})
})

test("the tests' S3 server lists a bucket of more than 1,000 keys whole and in key order, page after page", async () => {
  // s3rver walks its folders in readdir's order; unpatched (scripts/patches), a page after the
  // first skipped every key sorting before the last key of the page before. A folder `f` (keys
  // `f/…`) beside keys `f-…` puts the two orders apart.
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-list-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'b', configs: [] }],
  })
  const { port } = await server.run()
  try {
    const client = new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const stored = Array.from({ length: 1_300 }, (_, i) => `${i % 2 ? 'f/' : 'f-'}${String(i).padStart(4, '0')}.js`)
    for (let i = 0; i < stored.length; i += 50)
      await Promise.all(
        stored.slice(i, i + 50).map((Key) => client.send(new PutObjectCommand({ Bucket: 'b', Key, Body: Key }))),
      )
    const listed = (await listBucketObjects(client, 'b')).map((o) => o.key)
    expect(listed).toEqual([...stored].sort())
  } finally {
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  }
})
