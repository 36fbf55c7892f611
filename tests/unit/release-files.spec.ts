import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { pruneReleaseFiles, releaseFiles, releasePathOf } from '../../plugins/gatsby-source-cms/release-files'

const created = '2026-11-01T10:00:00.000Z'

test('a CMS file gets a release path that keeps its name and changes with its content only', () => {
  const of = (url: string, size = 1000, createdAt = created) => releasePathOf(url, { createdAt }, size)?.releasePath
  const path1 = of('http://cms.example:3001/api/media/file/lake-960x640.webp')
  expect(path1).toMatch(/^\/media\/[0-9a-f]{16}\/lake-960x640\.webp$/)
  expect(of('/api/media/file/lake-960x640.webp')).toBe(path1)
  expect(of('/api/media/file/lake-960x640.webp', 1001)).not.toBe(path1)
  expect(of('/api/media/file/lake-960x640.webp', 1000, '2026-11-02T10:00:00.000Z')).not.toBe(path1)
  expect(of('/api/media/file/lake-1-960x640.webp')).not.toBe(path1)
  expect(of('/api/files/file/Brochure%20Lake.pdf')).toMatch(/^\/files\/[0-9a-f]{16}\/Brochure%20Lake\.pdf$/)
})

test('addresses that are not a CMS file, or whose name leaves its folder, stay as they are', () => {
  for (const url of [
    'https://cdn.example/lake.webp',
    '/api/media/lake.webp',
    '/api/media/file/%2E%2E%2Fsecret',
    '/api/media/file/..%2Fsecret',
    '/api/media/file/.env',
    '/api/media/file/%E0%A4%A',
  ])
    expect(releasePathOf(url, { createdAt: created }, 1)).toBeNull()
})

/** A stand-in for the CMS's file route: answers from `files`, counts requests. */
async function fileServer(files: Record<string, string>) {
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    asked.push(req.url!)
    const body = files[req.url!]
    res.writeHead(body === undefined ? 404 : 200).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, asked, close: () => new Promise((resolve) => server.close(resolve)) }
}

test('a picture and its renditions are copied into the build once, under their release paths', async () => {
  const cms = await fileServer({
    '/api/media/file/lake.jpg': 'original',
    '/api/media/file/lake-480x320.webp': 'small',
  })
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'))
  try {
    const doc = {
      url: `${cms.origin}/api/media/file/lake.jpg`,
      filesize: 8,
      createdAt: created,
      alt: 'A lake',
      sizes: { thumbnail: { url: '/api/media/file/lake-480x320.webp', filesize: 5, width: 480 }, hero: null },
    }
    const files = releaseFiles(cms.origin, publicDir)
    const first = files.release(doc)
    await first.copied
    expect(first.doc.alt).toBe('A lake')
    expect(first.doc.sizes.hero).toBeNull()
    expect(first.doc.sizes.thumbnail!.width).toBe(480)
    const read = (releasePath: string) => fs.readFileSync(path.join(publicDir, releasePath), 'utf8')
    expect(read(first.doc.url!)).toBe('original')
    expect(read(first.doc.sizes.thumbnail!.url!)).toBe('small')
    expect(fs.readdirSync(publicDir).sort()).toEqual(['media'])

    // The same document again, in this build or the next one: nothing is fetched again.
    const reading = files.collecting()
    expect(reading.doc(doc).url).toBe(first.doc.url)
    await reading.copied()
    await releaseFiles(cms.origin, publicDir).release({ ...doc, alt: 'Another text' }).copied
    expect(cms.asked).toHaveLength(2)
  } finally {
    await cms.close()
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})

test('a file the CMS cannot give fails with a message naming it, and is tried again later', async () => {
  const cms = await fileServer({})
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'))
  try {
    const files = releaseFiles(cms.origin, publicDir)
    const doc = { url: '/api/files/file/Price%20list.pdf', filesize: 3, createdAt: created }
    await expect(files.release(doc).copied).rejects.toThrow(
      /Could not copy \/api\/files\/file\/Price list\.pdf into the site: the CMS answered HTTP 404/,
    )
    await expect(files.release(doc).copied).rejects.toThrow(/HTTP 404/)
    expect(cms.asked).toHaveLength(2)
  } finally {
    await cms.close()
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})

test('files of uploads the CMS no longer has leave the build; the others, and other folders, stay', async () => {
  const cms = await fileServer({
    '/api/media/file/lake.jpg': 'lake',
    '/api/media/file/old%20dock.jpg': 'dock',
    '/api/files/file/price.pdf': 'pdf',
  })
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'))
  try {
    const lake = { url: '/api/media/file/lake.jpg', filesize: 4, createdAt: created }
    const dock = { url: '/api/media/file/old%20dock.jpg', filesize: 4, createdAt: created }
    const price = { url: '/api/files/file/price.pdf', filesize: 3, createdAt: created }
    const files = releaseFiles(cms.origin, publicDir)
    const shown = [lake, dock, price].map((doc) => files.release(doc))
    await Promise.all(shown.map((s) => s.copied))
    fs.mkdirSync(path.join(publicDir, 'static'))
    fs.writeFileSync(path.join(publicDir, 'static', 'kept.js'), '')
    const there = (releasePath: string) => fs.existsSync(path.join(publicDir, decodeURIComponent(releasePath)))
    expect(there(shown[1].doc.url)).toBe(true)

    // The dock picture was deleted in the CMS; the lake's file was replaced (a new name).
    const replacedLake = { ...lake, url: '/api/media/file/lake-1.jpg' }
    expect(pruneReleaseFiles(publicDir, ['media', 'files'], [replacedLake, price])).toBe(2)
    expect(there(shown[0].doc.url)).toBe(false)
    expect(there(shown[1].doc.url)).toBe(false)
    expect(there(shown[2].doc.url)).toBe(true)
    expect(fs.readdirSync(path.join(publicDir, 'media'))).toEqual([])
    expect(fs.existsSync(path.join(publicDir, 'static', 'kept.js'))).toBe(true)
    expect(pruneReleaseFiles(publicDir, ['media', 'files'], [replacedLake, price])).toBe(0)
  } finally {
    await cms.close()
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
