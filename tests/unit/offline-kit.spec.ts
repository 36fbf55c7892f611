import { expect, test } from '@playwright/test'
import { pageDataURL, sitePathList } from '../../gatsby/offline-kit'
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
  ])
  expect(list).toBe('/\n/news/a/amp/\n/news/b/\n')
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
