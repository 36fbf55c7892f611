import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutBucketWebsiteCommand,
  S3Client,
  type RoutingRule,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import mime from 'mime-types'
import { redirectKey, redirectsFileName, type SiteRedirect } from '@lestari/model/redirects'
import { policyForHtml } from './security-headers'
import { cacheControlFor } from './serve'
import type { SiteBucket } from './settings'

/**
 * Publishing a release of the site to an S3-compatible bucket that a CDN (or the bucket's own
 * website endpoint) serves. The bucket holds nothing else: what the release no longer has is
 * deleted once it has been gone for the keep time.
 *
 * - Order: every file a page loads (scripts, styles, pictures, static query data...) first, then
 *   the page data, then the HTML, then the service worker, each step finished before the next
 *   starts: no visitor meets a page or a worker whose files are not there yet.
 * - Only what changed: a file whose bytes the bucket already holds under its key (its ETag, or the
 *   fingerprint the last publish recorded) is not sent again.
 * - Old files stay: a tab opened on the previous release still loads its hashed scripts; each key
 *   that left the release is deleted only `keepHours` after it left (recorded in the manifest).
 * - Each HTML object keeps its page's Content-Security-Policy as metadata (pagePolicyMetadata).
 * - Redirects (the build's redirects.json): a permanent one is an object at the old address with
 *   `x-amz-website-redirect-location` (the website endpoint answers 301); a temporary one is a
 *   routing rule of the bucket's website configuration (302), which S3 allows 50 of.
 */

/** The bucket's own record of the last publish (an object of the bucket beside the site's files). */
export const manifestKey = '_release-manifest.json'
export type Manifest = {
  /** Each key the live release has, with the fingerprint of what it holds. */
  files: Record<string, string>
  /** Each key the release no longer has and that is still kept, with when it left (ISO). */
  leftAt: Record<string, string>
}
export const emptyManifest = (): Manifest => ({ files: {}, leftAt: {} })

/** One object a release wants in the bucket: a file of the build, or a permanent redirect. */
export type Wanted = { key: string; fingerprint: string; file?: string; redirectTo?: string }

/** The steps of a publish, in order: 0 files pages load, 1 page data, 2 HTML, 3 the service worker. */
export function uploadStep(key: string): number {
  if (key === 'sw.js') return 3
  if (key.endsWith('.html')) return 2
  if (key.startsWith('page-data/')) return 1
  return 0
}
const steps = 4

export type Plan = {
  /** What to send, by step (uploadStep). */
  upload: Wanted[][]
  /** Wanted objects the bucket already holds as they are. */
  unchanged: number
  /** Keys that left the release more than the keep time ago. */
  remove: string[]
  /** Keys that left the release less than the keep time ago: kept for open tabs. */
  kept: string[]
  /** The manifest once this plan is carried out. */
  manifest: Manifest
}

const md5 = (data: string | Buffer) => crypto.createHash('md5').update(data).digest('hex')

/**
 * What a publish does, from what the release wants, what the bucket lists (key -> ETag) and the
 * last publish's manifest.
 */
export function planPublish(
  wanted: Wanted[],
  inBucket: Map<string, string>,
  previous: Manifest,
  now: Date,
  keepMs: number,
): Plan {
  const upload: Wanted[][] = Array.from({ length: steps }, () => [])
  const manifest = emptyManifest()
  let unchanged = 0
  for (const object of wanted) {
    manifest.files[object.key] = object.fingerprint
    const etag = inBucket.get(object.key)?.replace(/"/g, '')
    const held =
      etag !== undefined && (etag === object.fingerprint || previous.files[object.key] === object.fingerprint)
    if (held) unchanged++
    else upload[uploadStep(object.key)].push(object)
  }
  for (const list of upload) list.sort((a, b) => a.key.localeCompare(b.key))

  const remove: string[] = []
  const kept: string[] = []
  for (const key of [...inBucket.keys()].sort()) {
    if (key === manifestKey || key in manifest.files) continue
    const leftAt = previous.leftAt[key] ?? now.toISOString()
    if (now.getTime() - Date.parse(leftAt) >= keepMs) remove.push(key)
    else {
      kept.push(key)
      manifest.leftAt[key] = leftAt
    }
  }
  return { upload, unchanged, remove, kept, manifest }
}

/** The key of the object a redirect from `from` lives at: the index document of that folder. */
export function redirectObjectKey(from: string): string {
  const key = redirectKey(from).slice(1)
  return key === '' || key.endsWith('/') ? `${key}index.html` : key
}

const websiteLimit = 50

/**
 * The bucket website's routing rules for the temporary redirects: each answers 302 for what the
 * bucket does not hold under the old address, sending to the site's own host (`siteURL`) or an
 * external one. Beyond S3's 50 rules the rest are named in `left`.
 */
export function temporaryRoutingRules(
  redirects: SiteRedirect[],
  siteURL: string,
): { rules: RoutingRule[]; left: SiteRedirect[] } {
  const site = new URL(siteURL)
  const temporary = redirects.filter((r) => r.status === 302)
  const rules = temporary.slice(0, websiteLimit).map((r): RoutingRule => {
    const to = new URL(r.to, site)
    return {
      Condition: { KeyPrefixEquals: redirectKey(r.from).slice(1), HttpErrorCodeReturnedEquals: '404' },
      Redirect: {
        HttpRedirectCode: '302',
        Protocol: to.protocol === 'https:' ? 'https' : 'http',
        HostName: to.host,
        ReplaceKeyWith: `${to.pathname.slice(1)}${to.search}`,
      },
    }
  })
  return { rules, left: temporary.slice(websiteLimit) }
}

/** The files of a release, by key; dot files are the build's own notes, which the site server does not serve either. */
const filesOf = (dir: string, rel = ''): string[] =>
  fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const name = rel ? `${rel}/${entry.name}` : entry.name
    return fs.statSync(path.join(dir, name)).isDirectory() ? filesOf(dir, name) : [name]
  })

/** The redirects of a built release (its redirects.json). */
export const releaseRedirects = (releaseDir: string): SiteRedirect[] => {
  const file = path.join(releaseDir, redirectsFileName)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRedirect[]) : []
}

/**
 * The objects a release wants: its files, with a redirect in place of the page at a redirected
 * address (as on the site server, a redirect wins over a page). A temporary redirect's address
 * holds nothing, so that the bucket's routing rule applies there.
 */
export function releaseObjects(releaseDir: string, redirects = releaseRedirects(releaseDir)): Wanted[] {
  const redirected = new Map(redirects.map((r) => [redirectObjectKey(r.from), r]))
  const wanted: Wanted[] = filesOf(releaseDir)
    .filter((key) => !redirected.has(key))
    .map((key) => {
      const file = path.join(releaseDir, key)
      return { key, file, fingerprint: md5(fs.readFileSync(file)) }
    })
  for (const [key, r] of redirected) {
    if (r.status === 301) wanted.push({ key, redirectTo: r.to, fingerprint: md5(`redirect ${r.to}`) })
  }
  return wanted
}

/** Content-Type and Cache-Control of an object: the site server's own (cacheControlFor). */
export const objectHeaders = (key: string) => ({
  ContentType: mime.contentType(path.extname(key)) || 'application/octet-stream',
  CacheControl: cacheControlFor(`/${key}`),
})

/** S3 keeps at most 2 KB of an object's own metadata. */
const metadataLimit = 2048

/**
 * An HTML object's Content-Security-Policy, the site server's for that document (its inline
 * scripts' hashes), kept as the object's metadata: the bucket sends it as
 * `x-amz-meta-content-security-policy`, and the CDN copies it into `Content-Security-Policy`.
 */
export function pagePolicyMetadata(key: string, body: Buffer, mapTileURL?: string): Record<string, string> {
  if (!key.endsWith('.html')) return {}
  return { 'content-security-policy': policyForHtml(body.toString('utf8'), mapTileURL) }
}

/** What a publish did. */
export type PublishResult = {
  uploaded: string[]
  unchanged: number
  removed: string[]
  kept: string[]
  warnings: string[]
}

const uploadsAtOnce = 8

async function eachAtOnce<T>(items: T[], task: (item: T) => Promise<unknown>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(uploadsAtOnce, items.length) }, worker))
}

export type BucketObject = { key: string; size: number; etag: string }

/** Every object of a bucket, in key order. */
export async function listBucketObjects(client: S3Client, bucket: string): Promise<BucketObject[]> {
  const objects: BucketObject[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const o of page.Contents ?? []) if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, etag: o.ETag ?? '' })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/** Every object of a bucket: key -> ETag. */
export async function listBucket(client: S3Client, bucket: string): Promise<Map<string, string>> {
  return new Map((await listBucketObjects(client, bucket)).map((o) => [o.key, o.etag]))
}

async function readManifest(client: S3Client, bucket: string): Promise<Manifest> {
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: manifestKey }))
    return { ...emptyManifest(), ...(JSON.parse(await res.Body!.transformToString()) as Partial<Manifest>) }
  } catch (error) {
    if (error instanceof NoSuchKey) return emptyManifest()
    throw error
  }
}

/** Publishes a release folder to the site bucket (see the top of this file). */
export async function publishToBucket(
  releaseDir: string,
  target: SiteBucket,
  { siteURL, mapTileURL }: { siteURL: string; mapTileURL?: string },
  now = new Date(),
): Promise<PublishResult> {
  const client = new S3Client(target.config)
  const Bucket = target.bucket
  try {
    const redirects = releaseRedirects(releaseDir)
    const plan = planPublish(
      releaseObjects(releaseDir, redirects),
      await listBucket(client, Bucket),
      await readManifest(client, Bucket),
      now,
      target.keepHours * 3_600_000,
    )
    const warnings: string[] = []
    const put = (o: Wanted) => {
      const body = o.file ? fs.readFileSync(o.file) : Buffer.alloc(0)
      let Metadata = o.file ? pagePolicyMetadata(o.key, body, mapTileURL) : {}
      if (JSON.stringify(Metadata).length > metadataLimit) {
        warnings.push(`${o.key}: its Content-Security-Policy is longer than S3's metadata allows, and left out`)
        Metadata = {}
      }
      return new Upload({
        client,
        params: {
          Bucket,
          Key: o.key,
          Body: body,
          ...objectHeaders(o.key),
          Metadata,
          ...(o.redirectTo ? { WebsiteRedirectLocation: o.redirectTo } : {}),
        },
      }).done()
    }
    for (const step of plan.upload) await eachAtOnce(step, put)

    const { rules, left } = temporaryRoutingRules(redirects, siteURL)
    if (left.length)
      warnings.push(
        `${left.length} temporary redirects beyond the bucket website's ${websiteLimit} routing rules are left to the CDN's _redirects: ${left.map((r) => r.from).join(', ')}`,
      )
    try {
      await client.send(
        new PutBucketWebsiteCommand({
          Bucket,
          WebsiteConfiguration: {
            IndexDocument: { Suffix: 'index.html' },
            ErrorDocument: { Key: '404.html' },
            ...(rules.length ? { RoutingRules: rules } : {}),
          },
        }),
      )
    } catch (error) {
      warnings.push(`The bucket's website configuration was not set: ${(error as Error).message}`)
    }

    for (let i = 0; i < plan.remove.length; i += 1000) {
      const Objects = plan.remove.slice(i, i + 1000).map((Key) => ({ Key }))
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }))
    }
    await new Upload({
      client,
      params: {
        Bucket,
        Key: manifestKey,
        Body: JSON.stringify(plan.manifest),
        ContentType: 'application/json',
        CacheControl: 'no-store',
      },
    }).done()
    return {
      uploaded: plan.upload.flat().map((o) => o.key),
      unchanged: plan.unchanged,
      removed: plan.remove,
      kept: plan.kept,
      warnings,
    }
  } finally {
    client.destroy()
  }
}

/** One line for the log about a publish. */
export const describePublish = (bucket: string, r: PublishResult) =>
  `Bucket ${bucket}: ${r.uploaded.length} files uploaded, ${r.unchanged} unchanged, ${r.removed.length} removed, ${r.kept.length} kept for open pages`
