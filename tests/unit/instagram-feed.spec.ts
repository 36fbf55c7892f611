import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { fetchInstagramFeed, parseFeed, syncInstagramNodes, type FeedPost } from '../../gatsby/instagram-feed'
import { instagramFeed } from '../e2e/tiles'

const origin = 'https://feed.example'

test('a feed keeps posts with a web link, a date and an image, newest first; a video shows its still', () => {
  const posts = parseFeed(instagramFeed(origin), `${origin}/media.json`)
  expect(posts.map((p) => p.caption)).toEqual([
    'Feed post: a tour of the show unit',
    'Feed post: morning run around Danau Biru',
  ])
  expect(posts[0].imageURL).toBe(`${origin}/instagram/2.png`)
  expect(posts[0].postedAt).toBe('2026-11-21T09:30:00.000Z')
})

test('a body that is not a media list is refused with a reason', () => {
  expect(() => parseFeed({ error: { message: 'Invalid OAuth access token' } }, origin)).toThrow(/no "data" list/)
  expect(() => parseFeed(null, origin)).toThrow(/no "data" list/)
})

test('fetching names the cause of a failure: an unreachable feed, an HTTP error', async () => {
  const server = http.createServer((_, res) => res.writeHead(503).end())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'))
  try {
    await expect(fetchInstagramFeed(`http://127.0.0.1:${port}/media.json`, { outDir })).rejects.toThrow(/HTTP 503/)
  } finally {
    server.close()
  }
  await expect(fetchInstagramFeed(`http://127.0.0.1:${port}/media.json`, { outDir })).rejects.toThrow()
  expect(fs.readdirSync(outDir)).toEqual([])
})

test("the feed's nodes are this build's posts: an earlier build's post that the feed dropped goes, and all go when the feed failed", () => {
  const nodes = new Map<string, { id: string }>()
  const args = {
    actions: {
      createNode: (node: { id: string }) => nodes.set(node.id, node),
      deleteNode: (node: { id: string }) => nodes.delete(node.id),
    },
    getNodesByType: () => [...nodes.values()],
    createContentDigest: (input: unknown) => JSON.stringify(input),
  }
  const post = (id: string): FeedPost => ({
    id,
    caption: `Post ${id}`,
    permalink: `https://instagram.example/p/${id}`,
    postedAt: '2026-11-21T09:30:00.000Z',
    image: `/instagram/${id}-640.webp`,
    srcSet: '',
    width: 640,
    height: 640,
  })
  syncInstagramNodes(args, [post('1'), post('2')])
  expect([...nodes.keys()]).toEqual(['instagram-1', 'instagram-2'])
  syncInstagramNodes(args, [post('2'), post('3')])
  expect([...nodes.keys()].sort()).toEqual(['instagram-2', 'instagram-3'])
  syncInstagramNodes(args, null)
  expect(nodes.size).toBe(0)
})
