import { ValidationError, type CollectionConfig, type Payload, type PayloadRequest } from 'payload'
import { salesStaffOnly } from '../../access'
import { bookingDescription, bookingLabel, bookingTranslations } from '../../i18n/booking'
import { cmsSettings } from '../../settings'
import { datePattern, timePattern, weekdays, type VisitSchedule } from './slots'

/** The development a schedule or a visit belongs to. */
export const developmentField = {
  name: 'project',
  label: bookingLabel('development'),
  type: 'relationship',
  relationTo: 'projects',
  required: true,
  index: true,
  admin: { components: { Cell: '/components/DevelopmentCell#DevelopmentCell' } },
} as const

/** An opening or closing time, "HH:MM" (24 hours). */
const timeField = (name: 'opens' | 'closes') =>
  ({
    name,
    label: bookingLabel(name),
    type: 'text',
    required: true,
    validate: (v: unknown) => (typeof v === 'string' && timePattern.test(v)) || 'HH:MM',
  }) as const

/**
 * A development's visiting schedule: when its marketing gallery takes site visits (opening hours
 * per weekday, slot length, visitors per slot, closed dates) and where it is. One per development,
 * set by sales staff (not by editors: it is not published content, and changing it starts no
 * build); the site reads the slots it makes live (the GraphQL query `siteVisitSlots`).
 */
export const VisitSchedules: CollectionConfig = {
  slug: 'visit-schedules',
  admin: { group: 'Sales', defaultColumns: ['project', 'slotMinutes', 'capacity', 'updatedAt'] },
  access: { read: salesStaffOnly, create: salesStaffOnly, update: salesStaffOnly, delete: salesStaffOnly },
  fields: [
    { ...developmentField, unique: true },
    { name: 'galleryAddress', label: bookingLabel('galleryAddress'), type: 'text', localized: true, required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'slotMinutes',
          label: bookingLabel('slotMinutes'),
          type: 'number',
          required: true,
          defaultValue: 60,
          min: 15,
          max: 480,
        },
        {
          name: 'capacity',
          label: bookingLabel('capacity'),
          type: 'number',
          required: true,
          defaultValue: 2,
          min: 1,
          max: 100,
        },
      ],
    },
    {
      name: 'hours',
      label: bookingLabel('hours'),
      type: 'array',
      admin: { description: bookingDescription('hoursDescription') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              label: bookingLabel('day'),
              type: 'select',
              required: true,
              options: weekdays.map((value) => ({ value, label: bookingLabel(value) })),
            },
            timeField('opens'),
            timeField('closes'),
          ],
        },
      ],
    },
    {
      name: 'closedDates',
      label: bookingLabel('closedDates'),
      type: 'array',
      fields: [
        {
          name: 'date',
          label: bookingLabel('date'),
          type: 'text',
          required: true,
          validate: (v: unknown) => (typeof v === 'string' && datePattern.test(v)) || 'YYYY-MM-DD',
        },
      ],
    },
  ],
}

type StoredSchedule = {
  id: number
  galleryAddress?: string | null
  slotMinutes: number
  capacity: number
  hours?: { day: string; opens: string; closes: string }[] | null
  closedDates?: { date: string }[] | null
}

/** A development's schedule as the slot rules take it, and its gallery's address in a language; null without one. */
export async function scheduleOf(
  payload: Payload,
  project: number,
  locale: 'en' | 'id' = 'en',
  req?: PayloadRequest,
): Promise<(VisitSchedule & { galleryAddress: string }) | null> {
  const { docs } = await payload.find({
    collection: 'visit-schedules',
    where: { project: { equals: project } },
    limit: 1,
    depth: 0,
    locale,
    overrideAccess: true,
    req,
  })
  const found = docs[0] as unknown as StoredSchedule | undefined
  if (!found) return null
  return {
    hours: found.hours ?? [],
    slotMinutes: found.slotMinutes,
    capacity: found.capacity,
    closedDates: (found.closedDates ?? []).map((c) => c.date),
    timeZone: cmsSettings.siteTimeZone,
    galleryAddress: found.galleryAddress ?? '',
  }
}

/** The error a booking of a full or unknown slot gets: on `slotStart`, in the buyer's language. */
export const slotError = (req: PayloadRequest, code: 'full' | 'notBookable', locale: 'en' | 'id' = 'en') =>
  new ValidationError({
    collection: 'site-visits',
    errors: [{ path: 'slotStart', message: `slotStart: ${bookingTranslations[locale][code]}` }],
    req,
  })
