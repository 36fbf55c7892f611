import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { fetchInstagramFeed, parseFeed } from '../../src/lib/instagram-feed'
import { instagramFeed } from '../e2e/tiles'

const origin = 'https://feed.example'

test('a feed keeps posts with a web link, a date and an image, newest first; a video shows its still', () => {
  const posts = parseFeed(instagramFeed(origin), `${origin}/media.json`)
  expect(posts.map((p) => p.caption)).toEqual(['Feed post: a tour of the show unit', 'Feed post: morning run around Danau Biru'])
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
