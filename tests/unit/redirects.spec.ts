import { expect, test } from '@playwright/test'
import {
  collapseRedirects,
  findLoop,
  invalidFrom,
  invalidTo,
  netlifyRedirects,
  redirectKey,
} from '../../cms/src/collections/Redirects/rules'

test('a path is matched with and without its trailing slash, never by its query', () => {
  expect(redirectKey('/old')).toBe('/old/')
  expect(redirectKey('/old/?utm=1')).toBe('/old/')
  expect(redirectKey('/files/brochure.pdf')).toBe('/files/brochure.pdf')
})

test('permanent redirects answer 301, temporary ones 302, Indonesian paths as they are', () => {
  expect(
    collapseRedirects([
      { from: '/a/', to: '/news/', permanent: true },
      { from: '/b/', to: '/about/', permanent: false },
      { from: '/id/lama/', to: '/id/news/', permanent: true },
    ]),
  ).toEqual([
    { from: '/a/', to: '/news/', status: 301 },
    { from: '/b/', to: '/about/', status: 302 },
    { from: '/id/lama/', to: '/id/news/', status: 301 },
  ])
})

test('chains collapse to their end, temporary if any step is, and loops are left out', () => {
  const out = collapseRedirects([
    { from: '/a/', to: '/b' },
    { from: '/b/', to: '/c/', permanent: false },
    { from: '/c/', to: 'https://example.com/x' },
    { from: '/x/', to: '/y/' },
    { from: '/y/', to: '/x/' },
  ])
  expect(out).toEqual([
    { from: '/a/', to: 'https://example.com/x', status: 302 },
    { from: '/b/', to: 'https://example.com/x', status: 302 },
    { from: '/c/', to: 'https://example.com/x', status: 301 },
  ])
})

test('a redirect that closes a loop is named, one that does not is accepted', () => {
  const saved = [
    { from: '/a/', to: '/b/' },
    { from: '/b/', to: '/c/' },
  ]
  expect(findLoop(saved, { from: '/c/', to: '/a' })).toEqual(['/c/', '/a', '/b/', '/c/'])
  expect(findLoop(saved, { from: '/c/', to: '/d/' })).toBeNull()
  expect(findLoop([], { from: '/self/', to: '/self' })).toEqual(['/self/', '/self'])
  // Changing a saved redirect replaces it rather than adding to it.
  expect(findLoop(saved, { from: '/b/', to: '/news/' })).toBeNull()
})

test('paths of the CMS and odd addresses are refused', () => {
  expect(invalidFrom('/old/')).toBeNull()
  expect(invalidFrom('/admin/x')).toMatch(/cannot be redirected/)
  expect(invalidFrom('//evil.example/')).not.toBeNull()
  expect(invalidFrom('old')).not.toBeNull()
  expect(invalidTo('/news/')).toBeNull()
  expect(invalidTo('https://example.com/')).toBeNull()
  expect(invalidTo('javascript:alert(1)')).not.toBeNull()
  expect(invalidTo('//evil.example/')).not.toBeNull()
})

test('the _redirects file for a CDN has one line per redirect', () => {
  expect(
    netlifyRedirects([
      { from: '/a/', to: '/news/', status: 301 },
      { from: '/id/b/', to: '/id/news/', status: 302 },
    ]),
  ).toBe('/a/ /news/ 301\n/id/b/ /id/news/ 302\n')
})
