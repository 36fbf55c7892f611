import { expect, test } from '@playwright/test'
import {
  counterpartPath, developmentPath, isInternal, localizePath, mediaPath, newsListPath, newsPath, pageCount, pagePath, splitLangPath,
} from '../../src/lib/routes'

test('English paths live at the root, Indonesian ones under /id/', () => {
  expect(localizePath('/', 'EN')).toBe('/')
  expect(localizePath('/', 'ID')).toBe('/id/')
  expect(localizePath('/news/a-b/', 'ID')).toBe('/id/news/a-b/')
  expect(localizePath('news', 'EN')).toBe('/news/')
})

test('a path splits into its language and its language-free path', () => {
  expect(splitLangPath('/id/news/x/')).toEqual({ lang: 'ID', path: '/news/x/' })
  expect(splitLangPath('/id/')).toEqual({ lang: 'ID', path: '/' })
  expect(splitLangPath('/id')).toEqual({ lang: 'ID', path: '/' })
  expect(splitLangPath('/ideas/')).toEqual({ lang: 'EN', path: '/ideas/' })
  expect(splitLangPath('/news/x/')).toEqual({ lang: 'EN', path: '/news/x/' })
})

test('the counterpart of a page is the same page in the other language', () => {
  expect(counterpartPath('/news/x/', 'ID')).toBe('/id/news/x/')
  expect(counterpartPath('/id/news/x/', 'EN')).toBe('/news/x/')
  expect(counterpartPath('/id/', 'ID')).toBe('/id/')
})

test('content routes use readable slugs', () => {
  expect(newsPath('grand-opening')).toBe('/news/grand-opening/')
  expect(newsListPath(1)).toBe('/news/')
  expect(newsListPath(3)).toBe('/news/page/3/')
  expect(newsListPath(1, 'events')).toBe('/news/category/events/')
  expect(newsListPath(2, 'events')).toBe('/news/category/events/page/2/')
  expect(developmentPath('residential', 'the-grove')).toBe('/development/residential/the-grove/')
  expect(pagePath('home')).toBe('/')
  expect(pagePath('history', 'about')).toBe('/about/history/')
})

test('list pages round up and never drop to zero', () => {
  expect(pageCount(0, 12)).toBe(1)
  expect(pageCount(12, 12)).toBe(1)
  expect(pageCount(13, 12)).toBe(2)
  expect(pageCount(30, 12)).toBe(3)
})

test('media URLs keep only their path, so the site serves them on its own origin', () => {
  expect(mediaPath('http://localhost:9000/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
  expect(mediaPath('/api/media/file/a%20b.jpg')).toBe('/api/media/file/a%20b.jpg')
  expect(mediaPath(null)).toBeUndefined()
})

test('internal links are site paths only', () => {
  expect(isInternal('/news/')).toBe(true)
  expect(isInternal('//evil.example/')).toBe(false)
  expect(isInternal('https://example.com/')).toBe(false)
})
