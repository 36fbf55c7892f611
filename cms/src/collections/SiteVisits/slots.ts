/**
 * The slots of a development's visiting schedule (collection `visit-schedules`): the opening hours
 * of each weekday cut into slots of the schedule's length, minus closed dates. Times are wall-clock
 * times in the schedule's time zone (Asia/Jakarta unless told), stored and sent as UTC instants.
 * No imports, so the site and the unit tests use it as it is.
 */

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]

export type VisitSchedule = {
  /** Opening hours: a weekday without a row is closed. Times as "HH:MM". */
  hours: ReadonlyArray<{ day: Weekday | string; opens: string; closes: string }>
  slotMinutes: number
  capacity: number
  /** Dates the gallery is closed (holidays), as "YYYY-MM-DD" in the time zone. */
  closedDates?: ReadonlyArray<string>
  timeZone?: string
}

export type Slot = { start: Date; end: Date }

export const defaultTimeZone = 'Asia/Jakarta'
/** How far ahead a buyer may book, in days, and how long before a slot bookings close, in minutes. */
export const bookingWindow = { days: 21, noticeMinutes: 60 } as const

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
export const datePattern = /^\d{4}-\d{2}-\d{2}$/

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The zone's offset from UTC at an instant, in minutes (Jakarta: +420). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  const asUTC = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return Math.round((asUTC - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The instant of a wall-clock time ("YYYY-MM-DD", minutes after midnight) in a time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const guess = Date.UTC(y, m - 1, d, 0, minutes)
  const offset = zoneOffsetMinutes(new Date(guess), timeZone)
  return new Date(guess - offset * 60_000)
}

/** The calendar date ("YYYY-MM-DD") of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 10)
}

const weekdayOf = (date: string): Weekday => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The slots of one date ("YYYY-MM-DD"), in order; none on a closed date or weekday. */
export function slotsOfDate(schedule: VisitSchedule, date: string): Slot[] {
  const timeZone = schedule.timeZone || defaultTimeZone
  if (!(schedule.slotMinutes > 0) || schedule.closedDates?.includes(date)) return []
  const day = weekdayOf(date)
  const slots: Slot[] = []
  for (const row of schedule.hours) {
    if (row.day !== day || !timePattern.test(row.opens) || !timePattern.test(row.closes)) continue
    const closes = minutesOf(row.closes)
    for (let at = minutesOf(row.opens); at + schedule.slotMinutes <= closes; at += schedule.slotMinutes)
      slots.push({
        start: zonedInstant(date, at, timeZone),
        end: zonedInstant(date, at + schedule.slotMinutes, timeZone),
      })
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * The slots a buyer may book from `now`: those starting at least the notice ahead, on the dates
 * of the booking window (today in the time zone and the `days - 1` dates after it).
 */
export function bookableSlots(schedule: VisitSchedule, now: Date, days: number = bookingWindow.days): Slot[] {
  const timeZone = schedule.timeZone || defaultTimeZone
  const earliest = now.getTime() + bookingWindow.noticeMinutes * 60_000
  const slots: Slot[] = []
  let date = zonedDate(now, timeZone)
  for (let i = 0; i < days; i++, date = nextDate(date))
    slots.push(...slotsOfDate(schedule, date).filter((slot) => slot.start.getTime() >= earliest))
  return slots
}

/** The bookable slot that starts at `start`, if any (a booking names its slot by its start). */
export const bookableSlotAt = (schedule: VisitSchedule, now: Date, start: Date): Slot | undefined =>
  Number.isNaN(start.getTime())
    ? undefined
    : bookableSlots(schedule, now).find((slot) => slot.start.getTime() === start.getTime())
