import { expect, test } from '@playwright/test'
import type { Where } from 'payload'
import { searchWithWhere, whereFromSearch } from '../../cms/src/admin/list-query'
import { csvCell, exportWhere } from '../../cms/src/collections/Enquiries/export'
import { formatDateTime, formatDay, startOfDay } from '../../cms/src/utilities/format-date'

test('admin times are shown in the given time zone, day before month, in both languages', () => {
  const at = '2026-11-26T07:05:00.000Z'
  expect(formatDateTime(at, 'Asia/Jakarta')).toBe('26 Nov 2026, 14:05')
  expect(formatDateTime(at, 'Asia/Jakarta', 'id')).toBe('26 Nov 2026, 14.05')
  expect(formatDateTime(at, 'Asia/Makassar')).toBe('26 Nov 2026, 15:05')
  expect(formatDateTime(at, 'UTC')).toBe('26 Nov 2026, 07:05')
  // Late in the evening in UTC is the next day in Jakarta.
  expect(formatDay('2026-11-26T18:30:00.000Z', 'Asia/Jakarta')).toBe('27 Nov 2026')
  expect(formatDay('2026-08-17T03:00:00.000Z', 'Asia/Jakarta', 'id')).toBe('17 Agu 2026')
  for (const none of [null, undefined, '', 'not a date']) expect(formatDateTime(none, 'Asia/Jakarta')).toBe('')
})

test("a day starts at midnight of the time zone's clock", () => {
  expect(startOfDay(new Date('2026-11-26T18:30:00Z'), 'Asia/Jakarta').toISOString()).toBe('2026-11-26T17:00:00.000Z')
  expect(startOfDay(new Date('2026-11-26T16:30:00Z'), 'Asia/Jakarta').toISOString()).toBe('2026-11-25T17:00:00.000Z')
  expect(startOfDay(new Date('2026-11-26T16:30:00Z'), 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z')
})

test("the CSV export keeps the list's where, its search and the old ?project= and ?status=", () => {
  const where = { and: [{ project: { equals: '3' } }, { status: { equals: 'visited' } }] }
  expect(exportWhere({ where })).toEqual({ and: [where] })
  expect(exportWhere({ search: ' Ayu ' })).toEqual({
    and: [{ or: [{ name: { like: 'Ayu' } }, { email: { like: 'Ayu' } }, { phone: { like: 'Ayu' } }] }],
  })
  expect(exportWhere({ project: '7', status: 'won' })).toEqual({
    and: [{ project: { equals: 7 } }, { status: { equals: 'won' } }],
  })
  // Nothing asked: every enquiry. Unknown stages and ids that are not ids are ignored.
  expect(exportWhere({})).toEqual({})
  expect(exportWhere({ project: 'x', status: 'closed', where: '1', search: ' ' })).toEqual({})
})

test('CSV cells are quoted and never run as a formula', () => {
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvCell('+62 812')).toBe(`"'+62 812"`)
  expect(csvCell(null)).toBe('""')
})

test("the list's where goes to and from the bracket form of its address", () => {
  const where: Where = {
    and: [{ project: { equals: '3' } }, { createdAt: { greater_than_equal: '2026-11-25T17:00:00.000Z' } }],
  }
  const search = searchWithWhere('limit=25&page=3&sort=-createdAt', where)
  expect(decodeURIComponent(search)).toBe(
    'limit=25&sort=-createdAt&where[and][0][project][equals]=3&where[and][1][createdAt][greater_than_equal]=2026-11-25T17:00:00.000Z',
  )
  expect(whereFromSearch(search)).toEqual(where)
  expect(whereFromSearch('?limit=10')).toBeUndefined()
  // Payload's filter builder's own form reads the same way.
  expect(whereFromSearch('?where[or][0][and][0][status][equals]=won')).toEqual({
    or: [{ and: [{ status: { equals: 'won' } }] }],
  })
  expect(searchWithWhere(search, undefined)).toBe('limit=25&sort=-createdAt')
})
