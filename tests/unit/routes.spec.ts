import { expect, test } from '@playwright/test'
import {
  counterpartPath, developmentPath, isInternal, localizePath, mediaPath, newsListPath, newsPath, pageCount, pagePath, splitLangPath,
} from '../../src/lib/routes'
import {
  accessPath, allDevelopments, cmsKindsOf, compareUnitPath, developmentAliasPath, developmentKinds, developmentListPath,
  developmentListSegments, facilityPath, kindSegment, mapLink, partnerPath, subscribePath,
} from '../../src/lib/routes'
import { kindLabel } from '../../src/lib/i18n'

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
  expect(isInternal('/\\evil.example/')).toBe(false)
  expect(isInternal('https://example.com/')).toBe(false)
})

test.describe('development routes', () => {
  test('the CMS kinds map to the URL kinds in both spellings', () => {
    expect(kindSegment('future_developments')).toBe('future-developments')
    expect(kindSegment('future-developments')).toBe('future-developments')
    expect(kindSegment('hospitalities')).toBe('hospitalities')
    expect(kindSegment('residential')).toBe('residential')
    expect(kindSegment('something-else')).toBe(allDevelopments)
    expect(kindSegment(null)).toBe(allDevelopments)
  })

  test('every list segment has a label in both languages, and details lists every kind', () => {
    expect(developmentListSegments).toEqual(['residential', 'commercial', 'office', 'industrial', 'hospitalities', 'future-developments', 'details'])
    for (const s of developmentListSegments) {
      expect(kindLabel(s, 'EN')).not.toBe(s)
      expect(kindLabel(s, 'ID')).not.toBe(kindLabel(s, 'EN'))
    }
    expect(cmsKindsOf('details')).toEqual(developmentKinds.map((k) => k.cms))
    expect(cmsKindsOf('future-developments')).toEqual(['future_developments'])
  })

  test('detail paths match their list paths', () => {
    expect(developmentPath('future_developments', 'eco-valley')).toBe('/development/future-developments/eco-valley/')
    expect(developmentPath('office', 'hub')).toBe(`${developmentListPath('office')}hub/`)
    expect(developmentAliasPath('hub')).toBe('/development/details/hub/')
    expect(compareUnitPath()).toBe('/compare-unit/')
    expect(compareUnitPath('kirana-hills-aster')).toBe('/compare-unit/kirana-hills-aster/')
    expect(subscribePath('kirana-hills')).toBe('/subscribe/kirana-hills/')
    expect(facilityPath('a')).toBe('/facilities/a/')
    expect(partnerPath('a')).toBe('/our-partners/a/')
    expect(accessPath('a')).toBe('/access/a/')
  })

  test('a map link points at the coordinates', () => {
    expect(mapLink(-6.2845, 106.635)).toBe('https://www.openstreetmap.org/?mlat=-6.2845&mlon=106.635#map=16/-6.2845/106.635')
  })
})
