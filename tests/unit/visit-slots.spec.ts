import { expect, test } from '@playwright/test'
import {
  bookableSlotAt,
  bookableSlots,
  slotsOfDate,
  zonedDate,
  zonedInstant,
  type VisitSchedule,
} from '../../cms/src/collections/SiteVisits/slots'

const schedule: VisitSchedule = {
  hours: [
    { day: 'mon', opens: '09:00', closes: '12:00' },
    { day: 'mon', opens: '13:00', closes: '15:30' },
    { day: 'sat', opens: '10:00', closes: '12:00' },
  ],
  slotMinutes: 60,
  capacity: 2,
  closedDates: ['2026-12-07'],
}

test('a weekday is cut into whole slots of its opening hours, in Jakarta time (UTC+7)', () => {
  // 2026-11-30 is a Monday.
  const slots = slotsOfDate(schedule, '2026-11-30').map((s) => [s.start.toISOString(), s.end.toISOString()])
  expect(slots).toEqual([
    ['2026-11-30T02:00:00.000Z', '2026-11-30T03:00:00.000Z'],
    ['2026-11-30T03:00:00.000Z', '2026-11-30T04:00:00.000Z'],
    ['2026-11-30T04:00:00.000Z', '2026-11-30T05:00:00.000Z'],
    // 13:00-15:30: two whole hours, the half hour left over is no slot.
    ['2026-11-30T06:00:00.000Z', '2026-11-30T07:00:00.000Z'],
    ['2026-11-30T07:00:00.000Z', '2026-11-30T08:00:00.000Z'],
  ])
})

test('weekdays without opening hours and closed dates have no slots', () => {
  expect(slotsOfDate(schedule, '2026-12-01')).toEqual([]) // a Tuesday
  expect(slotsOfDate(schedule, '2026-12-07')).toEqual([]) // a Monday, closed
  expect(slotsOfDate(schedule, '2026-12-14')).toHaveLength(5) // the Monday after
})

test('the time zone sets both the instants and the calendar date', () => {
  const inTokyo = slotsOfDate({ ...schedule, timeZone: 'Asia/Tokyo' }, '2026-11-30')
  expect(inTokyo[0].start.toISOString()).toBe('2026-11-30T00:00:00.000Z')
  expect(zonedInstant('2026-11-30', 0, 'Asia/Jakarta').toISOString()).toBe('2026-11-29T17:00:00.000Z')
  // 18:30 UTC on the 29th is already the 30th in Jakarta.
  expect(zonedDate(new Date('2026-11-29T18:30:00Z'), 'Asia/Jakarta')).toBe('2026-11-30')
  // A zone with summer time: 09:00 in Amsterdam is 08:00 UTC in winter and 07:00 UTC in summer.
  expect(zonedInstant('2026-01-05', 9 * 60, 'Europe/Amsterdam').toISOString()).toBe('2026-01-05T08:00:00.000Z')
  expect(zonedInstant('2026-07-06', 9 * 60, 'Europe/Amsterdam').toISOString()).toBe('2026-07-06T07:00:00.000Z')
})

test('bookable slots start after the notice, within the window, and are found by their start', () => {
  // Monday 30 November, 09:30 in Jakarta: the 09:00 and 10:00 slots are too soon (one hour's notice).
  const now = new Date('2026-11-30T02:30:00Z')
  const slots = bookableSlots(schedule, now, 7)
  expect(slots[0].start.toISOString()).toBe('2026-11-30T04:00:00.000Z')
  // The Saturday's two, then nothing until the closed Monday 7 December, outside seven days anyway.
  expect(slots.map((s) => zonedDate(s.start, 'Asia/Jakarta'))).toEqual([
    '2026-11-30',
    '2026-11-30',
    '2026-11-30',
    '2026-12-05',
    '2026-12-05',
  ])
  expect(bookableSlotAt(schedule, now, new Date('2026-12-05T03:00:00Z'))).toBeTruthy()
  expect(bookableSlotAt(schedule, now, new Date('2026-12-05T03:30:00Z'))).toBeUndefined()
  expect(bookableSlotAt(schedule, now, new Date('2026-11-30T02:00:00Z'))).toBeUndefined()
  expect(bookableSlotAt(schedule, now, new Date('nonsense'))).toBeUndefined()
})
