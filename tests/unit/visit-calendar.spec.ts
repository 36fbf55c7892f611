import { expect, test } from '@playwright/test'
import { foldLine, visitCalendar } from '@lestari/model/visit-calendar'

test('a visit is one VEVENT with its UID, stamp, UTC times, summary and location', () => {
  const ics = visitCalendar(
    {
      uid: 'site-visit-7@lestari-city.example',
      start: new Date('2026-11-30T03:00:00Z'),
      end: new Date('2026-11-30T04:00:00Z'),
      summary: 'Site visit: Lestari Residence',
      location: 'Jl. Lestari Raya 1, Tangerang; marketing gallery',
    },
    new Date('2026-11-26T10:11:12.345Z'),
  )
  expect(ics.endsWith('\r\n')).toBe(true)
  const lines = ics.trimEnd().split('\r\n')
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines).toContain('UID:site-visit-7@lestari-city.example')
  expect(lines).toContain('DTSTAMP:20261126T101112Z')
  expect(lines).toContain('DTSTART:20261130T030000Z')
  expect(lines).toContain('DTEND:20261130T040000Z')
  expect(lines).toContain('SUMMARY:Site visit: Lestari Residence')
  expect(lines).toContain('LOCATION:Jl. Lestari Raya 1\\, Tangerang\\; marketing gallery')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
})

test('long lines are folded at 75 octets without splitting a character', () => {
  const line = `SUMMARY:${'Kunjungan lokasi é '.repeat(10)}`
  const folded = foldLine(line).split('\r\n')
  expect(folded.length).toBeGreaterThan(1)
  for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
  expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
})
