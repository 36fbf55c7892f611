import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  keptUploads,
  offlineParts,
  otherResources,
  pageDataURL,
  sitePathList,
  uploadPath,
} from '../../gatsby/offline-kit'
import { savesData } from '../../src/lib/keep-offline'
import { pagePathOf, titleOf } from '../../src/lib/saved-pages'

test("the worker's list of paths: one language, sorted, without the not-found pages and the app shell", () => {
  const list = sitePathList([
    '/news/b/',
    '/id/news/b/',
    '/',
    '/id/',
    '/404/',
    '/404.html',
    '/id/404/',
    '/offline-plugin-app-shell-fallback/',
    '/news/a/amp/',
    '/news/route-404-opens/',
    '/id/news/route-404-opens/',
  ])
  expect(list).toBe('/\n/news/a/amp/\n/news/b/\n/news/route-404-opens/\n')
})

test('page data addresses, both ways', () => {
  for (const path of ['/', '/news/', '/id/news/a/', '/404.html']) {
    expect(pagePathOf(pageDataURL(path))).toBe(path === '/404.html' ? '/404.html/' : path)
  }
  expect(pageDataURL('/')).toBe('/page-data/index/page-data.json')
  expect(pagePathOf('/page-data/sq/d/123.json')).toBeNull()
  expect(pagePathOf('/page-data/app-data.json')).toBeNull()
  expect(pagePathOf('/app-123.js')).toBeNull()
})

test("a saved page's title comes from its own data, never from the items of a list", () => {
  expect(titleOf({ result: { data: { post: { title: 'Sunrise tower', related: [{ title: 'Other' }] } } } })).toBe(
    'Sunrise tower',
  )
  expect(titleOf({ result: { data: { posts: { nodes: [{ title: 'An item' }] } } } })).toBeNull()
  expect(titleOf({ result: { data: { page: { meta: { title: 'Deep' } } } } })).toBe('Deep')
  expect(titleOf(null)).toBeNull()
})

const uploads = [
  '/media/3f9a2b/lestari-res-lake-480x270.webp',
  '/files/9c1d0e/brochure.pdf',
  '/api/media/file/lestari-res-lake-480x270.webp',
  '/api/files/file/brochure.pdf',
]

test("the CMS's uploads go to the worker's capped cache, everything else keeps the plugin's route", () => {
  for (const upload of uploads) {
    expect(uploadPath.test(upload), upload).toBe(true)
    expect(otherResources.test(`http://localhost:9000${upload}`), upload).toBe(false)
  }
  for (const other of [
    'http://localhost:9000/icons/icon-48x48.png',
    'http://localhost:9000/mediakit/logo.png',
    'https://tiles.example/tiles/15/1/2.png',
    'https://fonts.example/a.woff2',
  ]) {
    expect(otherResources.test(other), other).toBe(true)
    expect(uploadPath.test(new URL(other).pathname), other).toBe(false)
  }
})

test("the worker's upload route uses the same paths and cap as the build", () => {
  const worker = fs.readFileSync(path.join(process.cwd(), 'src/service-worker/offline-fallback.js'), 'utf8')
  expect(worker).toContain(`const uploadPath = ${uploadPath}\n`)
  expect(worker).toContain(`const keptUploads = ${keptUploads}\n`)
  expect(worker).toMatch(/new workbox\.expiration\.Plugin\(\{ maxEntries: keptUploads\b/)
})

test("the kit's parts of a development page name chunks the page loads on demand", () => {
  const page = ['DevelopmentEnquiry.tsx', 'DevelopmentVisit.tsx', 'MortgageOpener.tsx', 'CompareTray.tsx']
    .map((file) => fs.readFileSync(path.join(process.cwd(), 'src/components', file), 'utf8'))
    .join('\n')
  for (const part of offlineParts) expect(page).toContain(`/* webpackChunkName: "${part}" */`)
})

test('pictures and code are not fetched ahead for a visitor who saves data or is on 2G', () => {
  expect(savesData(undefined)).toBe(false)
  expect(savesData({ effectiveType: '4g' })).toBe(false)
  expect(savesData({ effectiveType: '4g', saveData: true })).toBe(true)
  expect(savesData({ effectiveType: '2g' })).toBe(true)
  expect(savesData({ effectiveType: 'slow-2g' })).toBe(true)
})
