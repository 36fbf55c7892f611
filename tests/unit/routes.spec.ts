import { expect, test } from '@playwright/test'
import {
  counterpartPath,
  developmentPath,
  isInternal,
  isNotFoundPath,
  localizePath,
  mediaPath,
  newsListPages,
  newsListPath,
  newsPath,
  pagePath,
  splitLangPath,
} from '../../src/lib/routes'
import {
  accessPath,
  allDevelopments,
  cmsKindsOf,
  compareUnitPath,
  developmentAliasPath,
  developmentKinds,
  developmentListPath,
  developmentListSegments,
  facilityPath,
  kindSegment,
  mapLink,
  partnerPath,
  subscribePath,
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

test('the not-found pages in either language, and not an article whose slug holds 404', () => {
  for (const path of ['/404/', '/404.html', '/404', '/id/404/', '/id/404.html'])
    expect(isNotFoundPath(path), path).toBe(true)
  for (const path of ['/news/route-404-opens/', '/id/news/route-404-opens/', '/4040/', '/news/404/', '/'])
    expect(isNotFoundPath(path), path).toBe(false)
})

test('the counterpart of a page is the same page in the other language', () => {
  expect(counterpartPath('/news/x/', 'ID')).toBe('/id/news/x/')
  expect(counterpartPath('/id/news/x/', 'EN')).toBe('/news/x/')
  expect(counterpartPath('/id/', 'ID')).toBe('/id/')
})

test('content routes use readable slugs', () => {
  expect(newsPath('grand-opening')).toBe('/news/grand-opening/')
  expect(newsListPath()).toBe('/news/')
  expect(newsListPath(null, 3)).toBe('/news/page/3/')
  expect(newsListPath('events')).toBe('/news/category/events/')
  expect(newsListPath('events', 2)).toBe('/news/category/events/page/2/')
  expect(developmentPath('residential', 'the-grove')).toBe('/development/residential/the-grove/')
  expect(pagePath('home')).toBe('/')
  expect(pagePath('history', 'about')).toBe('/about/history/')
})

test('a news list holds every article once: archive pages of 12 from the oldest, the newest 12 to 23 on the landing page', () => {
  expect(newsListPages(0, 12)).toEqual([{ archive: null, skip: 0, limit: 24, older: null, newer: null }])
  expect(newsListPages(23, 12)).toEqual([{ archive: null, skip: 0, limit: 24, older: null, newer: null }])
  expect(newsListPages(30, 12)).toEqual([
    { archive: null, skip: 12, limit: 24, older: 1, newer: null },
    { archive: 1, skip: 0, limit: 12, older: null, newer: null },
  ])
  for (const total of [0, 1, 11, 12, 13, 24, 25, 36, 37, 1000, 7001]) {
    const pages = newsListPages(total, 12)
    const shown = pages.flatMap((p) => Array.from({ length: Math.min(p.limit, total - p.skip) }, (_, i) => p.skip + i))
    expect(shown.sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i))
    const landing = Math.min(pages[0].limit, total - pages[0].skip)
    if (total >= 12) expect(landing).toBeGreaterThanOrEqual(12)
    expect(landing).toBeLessThan(24)
    // Each page links to the pages beside it, and the archive chain ends at the landing page.
    for (const p of pages.slice(1)) {
      expect(p.older).toBe(p.archive! > 1 ? p.archive! - 1 : null)
      expect(p.newer).toBe(p.archive! < pages.length - 1 ? p.archive! + 1 : null)
    }
  }
})

test('a new article changes the landing page and at most the newest archive page, never the older ones', () => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  for (let total = 0; total < 100; total++) {
    const before = newsListPages(total, 12)
    const after = newsListPages(total + 1, 12)
    const changed = after.filter(
      (p) =>
        p.archive &&
        !same(
          p,
          before.find((q) => q.archive === p.archive),
        ),
    )
    expect(changed.length).toBeLessThanOrEqual(2)
    for (const p of changed) expect(p.archive).toBeGreaterThanOrEqual(after.length - 2)
  }
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
    expect(developmentListSegments).toEqual([
      'residential',
      'commercial',
      'office',
      'industrial',
      'hospitalities',
      'future-developments',
      'details',
    ])
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
    expect(mapLink(-6.2845, 106.635)).toBe(
      'https://www.openstreetmap.org/?mlat=-6.2845&mlon=106.635#map=16/-6.2845/106.635',
    )
  })
})
