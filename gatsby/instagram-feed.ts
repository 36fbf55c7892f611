import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import sharp from 'sharp'
import { instagramFeedURL } from './settings'

/**
 * The optional build-time Instagram feed (INSTAGRAM_FEED_URL, off by default): the JSON of the
 * Instagram Graph API's media edge (`/me/media?fields=id,caption,media_type,media_url,
 * thumbnail_url,permalink,timestamp`), or any feed of that shape. Images are copied to the site
 * at build time as WebP, so visitors never call Instagram.
 */
export type FeedPost = {
  id: string
  caption: string
  permalink: string
  postedAt: string
  /** Site path of the 640 px rendition; `srcSet` lists every rendition. */
  image: string
  srcSet: string
  width: number
  height: number
}

type GraphMedia = {
  id?: unknown
  caption?: unknown
  media_type?: unknown
  media_url?: unknown
  thumbnail_url?: unknown
  permalink?: unknown
  timestamp?: unknown
}

const widths = [320, 640]
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** The usable posts of a feed body, newest first; throws naming what is wrong with the body. */
export function parseFeed(
  body: unknown,
  feedURL: string,
): { id: string; caption: string; permalink: string; postedAt: string; imageURL: string }[] {
  const items = (body as { data?: unknown })?.data
  if (!Array.isArray(items)) throw new Error('the feed is not Instagram media JSON (no "data" list)')
  return (items as GraphMedia[])
    .map((m) => ({
      id: str(m.id).replace(/[^\w-]/g, ''),
      caption: str(m.caption),
      // Only web links: a feed must not put javascript: or data: addresses on the site.
      permalink: /^https?:\/\//.test(str(m.permalink)) ? str(m.permalink) : '',
      postedAt: Number.isNaN(Date.parse(str(m.timestamp))) ? '' : new Date(str(m.timestamp)).toISOString(),
      // A video has a still in thumbnail_url.
      imageURL: new URL(
        str(m.media_type) === 'VIDEO' ? str(m.thumbnail_url) : str(m.media_url) || 'about:blank',
        feedURL,
      ).href,
    }))
    .filter((p) => p.id && p.permalink && p.postedAt && /^https?:/.test(p.imageURL))
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt))
}

/**
 * An address as a log line may show it: without its query string, which holds the feed's
 * access token (and signed image addresses' signatures).
 */
export const feedForLog = (url: string) => {
  try {
    const { origin, pathname } = new URL(url)
    return `${origin}${pathname}`
  } catch {
    return '(an invalid address)'
  }
}

async function fetchOk(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${feedForLog(url)}`)
  return res
}

/**
 * Fetches the feed and writes each post's image renditions to `outDir` (served at `publicPath`).
 * Any failure throws one message naming the cause; the caller decides to carry on without it.
 */
export async function fetchInstagramFeed(
  feedURL: string,
  { outDir, publicPath = '/instagram', limit = 24 }: { outDir: string; publicPath?: string; limit?: number },
): Promise<FeedPost[]> {
  const res = await fetchOk(feedURL)
  const posts = parseFeed(await res.json().catch(() => null), feedURL).slice(0, limit)
  fs.mkdirSync(outDir, { recursive: true })
  return Promise.all(
    posts.map(async ({ imageURL, ...post }) => {
      const original = Buffer.from(await (await fetchOk(imageURL)).arrayBuffer())
      const files = await Promise.all(
        widths.map(async (width) => {
          const name = `${post.id}-${width}.webp`
          const info = await sharp(original)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 72 })
            .toFile(path.join(outDir, name))
          return { src: `${publicPath}/${name}`, width: info.width, height: info.height }
        }),
      )
      const largest = files[files.length - 1]
      return {
        ...post,
        image: largest.src,
        srcSet: files.map((f) => `${f.src} ${f.width}w`).join(', '),
        width: largest.width,
        height: largest.height,
      }
    }),
  )
}

/** The part of Gatsby's sourceNodes arguments that the feed's nodes need. */
type NodeArgs = {
  actions: { createNode(node: object): unknown; deleteNode(node: { id: string }): unknown }
  getNodesByType(type: string): { id: string }[]
  createContentDigest(input: unknown): string
}

/**
 * The feed's posts as InstagramPost nodes: each post of this build's feed, and none other. Posts
 * of an earlier build that the feed no longer has go, all of them when the feed failed or is off
 * (`posts` null): the sourcing plugin keeps its nodes itself (stateful, see gatsby-node.ts).
 */
export function syncInstagramNodes(
  { actions, getNodesByType, createContentDigest }: NodeArgs,
  posts: FeedPost[] | null,
) {
  const ids = new Set<string>()
  for (const { id, ...post } of posts ?? []) {
    actions.createNode({
      ...post,
      id: `instagram-${id}`,
      internal: { type: 'InstagramPost', contentDigest: createContentDigest(post) },
    })
    ids.add(`instagram-${id}`)
  }
  for (const node of getNodesByType('InstagramPost')) if (!ids.has(node.id)) actions.deleteNode(node)
}

/** The posts of the optional feed as nodes; the type exists with the feed off too. */
export const instagramPostType = `
  type InstagramPost implements Node @dontInfer {
    caption: String!
    permalink: String!
    postedAt: Date! @dateformat
    image: String!
    srcSet: String!
    width: Int!
    height: Int!
  }
`

/**
 * With INSTAGRAM_FEED_URL set, the feed's latest posts become InstagramPost nodes and their
 * images files of the site. A feed that fails is reported and skipped: the Instagram block then
 * shows the curated posts of the CMS, and the site still builds.
 */
export async function sourceInstagram(args: Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0]) {
  let posts: FeedPost[] | null = null
  if (instagramFeedURL) {
    try {
      posts = await fetchInstagramFeed(instagramFeedURL, { outDir: path.resolve('public/instagram') })
      args.reporter.info(`Instagram feed: ${posts.length} posts from ${feedForLog(instagramFeedURL)}`)
    } catch (error) {
      args.reporter.warn(
        `Instagram feed at ${feedForLog(instagramFeedURL)} skipped (${(error as Error).message}); the Instagram block shows the curated posts of the CMS.`,
      )
    }
  }
  syncInstagramNodes(args, posts)
}
