/**
 * A site visit as a calendar file (RFC 5545): one VEVENT with times in UTC, which every calendar
 * shows in its owner's own time zone. No imports (unit-tested on its own).
 */

export type CalendarVisit = {
  uid: string
  start: Date
  end: Date
  summary: string
  location: string
  description?: string
  /** METHOD:CANCEL with STATUS:CANCELLED for a cancelled visit (the same UID). */
  cancelled?: boolean
}

const utc = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets folded: a line break and a space before each further part. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let part = ''
  for (const char of line) {
    const limit = parts.length ? 74 : 75
    if (new TextEncoder().encode(part + char).length > limit) {
      parts.push(part)
      part = ''
    }
    part += char
  }
  parts.push(part)
  return parts.join('\r\n ')
}

export function visitCalendar(visit: CalendarVisit, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lestari City//Site visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${visit.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(visit.start)}`,
    `DTEND:${utc(visit.end)}`,
    `SUMMARY:${icsText(visit.summary)}`,
    `LOCATION:${icsText(visit.location)}`,
    ...(visit.description ? [`DESCRIPTION:${icsText(visit.description)}`] : []),
    `STATUS:${visit.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
