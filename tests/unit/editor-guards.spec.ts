import { expect, test } from '@playwright/test'
import { cheapestPrice } from '@lestari/model'
import { hasIndonesian } from '../../cms/src/collections/english-only'
import { documentsAt, pagePathOf } from '../../cms/src/collections/Redirects/targets'
import { slugAfterTitleChange } from '../../cms/src/fields/slugify'
import { contentLang, shownInEnglish } from '../../src/components/EnglishOnly'

test('the slug follows the title until the editor changes it', () => {
  expect(slugAfterTitleChange('', '', 'Grand Opening')).toBe('grand-opening')
  expect(slugAfterTitleChange('grand-opening', 'Grand Opening', 'Grand Opening Day')).toBe('grand-opening-day')
  expect(slugAfterTitleChange('opening', 'Grand Opening', 'Grand Opening Day')).toBe('opening')
  expect(slugAfterTitleChange(null, 'Anything', 'Ruko Élan')).toBe('ruko-elan')
})

test("a development's from price is its cheapest unit type's, or the editor's own without unit types", () => {
  expect(cheapestPrice([4_200_000_000, 3_800_000_000, null], 5_000_000_000)).toBe(3_800_000_000)
  expect(cheapestPrice([], 5_000_000_000)).toBe(5_000_000_000)
  expect(cheapestPrice([null], undefined)).toBeNull()
})

test('a document without an Indonesian title is English only; a title already picked for one language tells nothing', () => {
  expect(hasIndonesian({ en: 'Opening', id: 'Pembukaan' })).toBe(true)
  expect(hasIndonesian({ en: 'Opening', id: '  ' })).toBe(false)
  expect(hasIndonesian({ en: 'Opening' })).toBe(false)
  expect(hasIndonesian('Opening')).toBeNull()
})

test('only the Indonesian site marks a document as shown in English', () => {
  expect(shownInEnglish(true, 'ID')).toBe(true)
  expect(contentLang(true, 'ID')).toBe('en')
  expect(shownInEnglish(true, 'EN')).toBe(false)
  expect(contentLang(false, 'ID')).toBeUndefined()
  expect(contentLang(null, 'ID')).toBeUndefined()
})

test("a redirect's target is looked up by the route rules: the documents whose page it could be", () => {
  expect(pagePathOf('/id/news/grand-opening?ref=mail#top')).toBe('/news/grand-opening/')
  expect(pagePathOf('/brochure.pdf')).toBe('/brochure.pdf')
  expect(documentsAt('/news/grand-opening/')).toEqual(
    expect.arrayContaining([
      { collection: 'posts', slug: 'grand-opening' },
      { collection: 'pages', slug: 'grand-opening' },
    ]),
  )
  expect(documentsAt('/id/development/residential/the-grove')).toEqual(
    expect.arrayContaining([{ collection: 'projects', slug: 'the-grove' }]),
  )
  expect(documentsAt('/development/residential/the-grove/').map((d) => d.collection)).not.toContain('posts')
  expect(documentsAt('/about/')).toEqual([{ collection: 'pages', slug: 'about' }])
  expect(documentsAt('/compare-unit/type-36/')).toEqual(
    expect.arrayContaining([{ collection: 'unit-types', slug: 'type-36' }]),
  )
  expect(documentsAt('/')).toEqual([])
})
