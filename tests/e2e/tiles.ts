import http from 'node:http'
import zlib from 'node:zlib'

/**
 * A map tile server of the tests' own: every /tiles/{z}/{x}/{y}.png is a 256 px PNG made here
 * (a checkerboard of two greens), so the map never calls the internet in tests.
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** A solid 256x256 RGB PNG. */
export function solidPng([r, g, b]: [number, number, number], size = 256): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const row = Buffer.alloc(1 + size * 3)
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const tiles = [solidPng([200, 225, 190]), solidPng([180, 210, 170])]

/**
 * The Instagram feed the test site is built with (INSTAGRAM_FEED_URL), in the shape of the
 * Instagram Graph API's media list; its images are served below, like the tiles.
 */
export const instagramFeedPath = '/instagram/media.json'
export const instagramFeed = (origin: string) => ({
  data: [
    {
      id: '17900000000000001',
      media_type: 'IMAGE',
      caption: 'Feed post: morning run around Danau Biru',
      permalink: 'https://example.com/instagram/p/feed-1/',
      timestamp: '2026-11-20T07:00:00+0000',
      media_url: `${origin}/instagram/1.png`,
    },
    {
      id: '17900000000000002',
      media_type: 'VIDEO',
      caption: 'Feed post: a tour of the show unit',
      permalink: 'https://example.com/instagram/p/feed-2/',
      timestamp: '2026-11-21T09:30:00+0000',
      media_url: `${origin}/instagram/video.mp4`,
      thumbnail_url: `${origin}/instagram/2.png`,
    },
    // Not a web link: left out of the site.
    {
      id: '17900000000000003',
      media_type: 'IMAGE',
      caption: 'Feed post: never shown',
      permalink: 'javascript:alert(1)',
      timestamp: '2026-11-22T09:30:00+0000',
      media_url: `${origin}/instagram/1.png`,
    },
  ],
})

export function serveTiles(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === instagramFeedPath) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(instagramFeed(`http://localhost:${port}`)))
      return
    }
    if (/^\/instagram\/\d\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng([240, 140, 60], 600))
      return
    }
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '')
    if (!match) {
      res.writeHead(404).end()
      return
    }
    const [, , x, y] = match.map(Number)
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    })
    res.end(tiles[(x + y) % 2])
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '::', () => resolve(server))
  })
}
