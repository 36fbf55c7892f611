import { expect, test } from '@playwright/test'
import { facilityPage, facilityQueryString, parseFacilityQuery } from '../../src/lib/facility-list'
import { facilitiesPerPage } from '../../src/lib/list-data'
import { caretAfterDigits, groupDigits, regroup } from '@lestari/model/money-input'
import { withoutRepeatedLead } from '../../src/lib/rich-text-data'

test.describe('KPR money fields', () => {
  test('group whole rupiah with the language separator', () => {
    expect(groupDigits('1250000000', 'ID')).toBe('1.250.000.000')
    expect(groupDigits('1250000000', 'EN')).toBe('1,250,000,000')
    expect(groupDigits('999', 'EN')).toBe('999')
    expect(groupDigits('', 'ID')).toBe('')
  })

  test('keep the caret after the same digits', () => {
    expect(caretAfterDigits('1,250,000', 0)).toBe(0)
    expect(caretAfterDigits('1,250,000', 1)).toBe(1)
    expect(caretAfterDigits('1,250,000', 2)).toBe(3)
    expect(caretAfterDigits('1,250,000', 7)).toBe(9)
    // A digit typed after "1,5" of 1,500: 15,200, the caret after the 2.
    expect(regroup('1,5200', 4, 'EN')).toEqual({ digits: '15200', shown: '15,200', caret: 4 })
    // Pasted with the other language's separators, or with letters: the digits are kept.
    expect(regroup('Rp 1.250.000', 12, 'EN')).toEqual({ digits: '1250000', shown: '1,250,000', caret: 9 })
  })
})

test.describe("a news article's lead", () => {
  const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
  const content = (...children: object[]) => ({ root: { type: 'root', children } })

  test('is dropped from the text that opens with it, whitespace aside', () => {
    const lead = 'Marketing sales reached IDR 4.2 trillion.'
    const body = paragraph('Residential launches contributed 58 percent.')
    expect(withoutRepeatedLead(content(paragraph(`${lead}  `), body), lead)).toEqual(content(body))
  })

  test('stays when the text opens otherwise, or there is no lead', () => {
    const text = content(paragraph('Something else.'), paragraph('The lead.'))
    expect(withoutRepeatedLead(text, 'The lead.')).toBe(text)
    expect(withoutRepeatedLead(text, null)).toBe(text)
    expect(withoutRepeatedLead(null, 'The lead.')).toBe(null)
  })
})

test.describe('the facilities list', () => {
  const facility = (category: string, n: number) => ({ title: `${category} ${n}`, category })
  // 5 Education, 10 Health, 3 Sport: the second page of all opens with the end of Health.
  const items = [
    ...Array.from({ length: 10 }, (_, i) => facility('Health', i)),
    ...Array.from({ length: 3 }, (_, i) => facility('Sport', i)),
    ...Array.from({ length: 5 }, (_, i) => facility('Education', i)),
  ]

  test('pages of all go by category, and say when a category goes on from the page before', () => {
    const first = facilityPage(items, null, 1, 'en')
    expect(first.items).toHaveLength(facilitiesPerPage)
    expect(first.items[0].category).toBe('Education')
    expect(first.continued).toBe(false)
    const second = facilityPage(items, null, 2, 'en')
    expect(second.items[0].category).toBe('Health')
    expect(second.continued).toBe(true)
    expect(second.numPages).toBe(2)
  })

  test('one category is shown alone, whole on its pages', () => {
    const health = facilityPage(items, 'Health', 1, 'en')
    expect(health.items.map((i) => i.category)).toEqual(Array(10).fill('Health'))
    expect(health.numPages).toBe(1)
    expect(health.continued).toBe(false)
  })

  test('its address holds the category and the page', () => {
    expect(parseFacilityQuery('?category=health&page=2')).toEqual({ category: 'health', page: 2 })
    expect(parseFacilityQuery('?page=x')).toEqual({ category: '', page: 1 })
    expect(facilityQueryString({ category: 'health', page: 2 })).toBe('?category=health&page=2')
    expect(facilityQueryString({ category: '', page: 1 })).toBe('')
  })
})
