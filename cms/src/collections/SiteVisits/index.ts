import { localeFrom } from '@lestari/model'
import type { BaseFilter, CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isTeamMember, salesStaffOnly } from '../../access'
import { forgetEmailsOfDeletedLead } from '../../email/queue'
import { bookingDescription, bookingLabel } from '../../i18n/booking'
import { cmsSettings } from '../../settings'
import { languageOptions } from '../../i18n/labels'
import { idempotencyKeyField } from '../../utilities/idempotent-create'
import { sendVisitBookedEmails } from './emails'
import { queueVisitReminder } from './reminders'
import { siteVisitEndpoints } from './booking'
import { personKeys } from './person-limits'
import { developmentField, scheduleOf, slotError } from './schedules'
import { startOfDay } from '../../utilities/format-date'
import { relationId } from '../../utilities/relation-id'
import { askedLotField } from '../SitePlans/lots'
import { visitLimits, visitStatuses, visitStatusKeys } from '@lestari/model/site-visits'
import { validName } from '../../fields/common'
import { contactConsentField, recordLeadConsent } from '../../privacy/consents'
import { erasedAtField } from '../../privacy/erase'
import { recordStaffAccess } from '../../privacy/staff-access'

/**
 * A booked visit holds one place of its slot: the lowest place number (1 to the schedule's
 * capacity) no other booked visit of the same development and slot holds. The database's unique
 * index on (development, slot start, place) makes the rule hold when two bookings pick the same
 * place at the same moment, in one process or several: the second insert fails, and the booking
 * tries the next free place (cms/src/collections/SiteVisits/booking.ts). A visit that is no longer
 * booked (cancelled, visited, did not come) holds no place.
 */
const holdPlace: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  if (merged.status !== 'booked') return { ...data, place: null }
  const moved =
    operation === 'create' ||
    originalDoc?.status !== 'booked' ||
    new Date(merged.slotStart).getTime() !== new Date(originalDoc?.slotStart).getTime() ||
    relationId(merged.project) !== relationId(originalDoc?.project)
  if (!moved && merged.place != null) return data
  const project = relationId(merged.project)
  const start = new Date(merged.slotStart)
  if (!project || Number.isNaN(start.getTime())) throw slotError(req, 'notBookable')
  const schedule = await scheduleOf(req.payload, project, 'en', req)
  const capacity = schedule?.capacity ?? 1
  const slotMinutes = schedule?.slotMinutes ?? 60
  const { docs } = await req.payload.find({
    collection: 'site-visits',
    where: {
      and: [
        { project: { equals: project } },
        { slotStart: { equals: start.toISOString() } },
        { status: { equals: 'booked' } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: capacity + 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const taken = new Set(docs.map((d) => d.place))
  const place = Array.from({ length: capacity }, (_, i) => i + 1).find((p) => !taken.has(p))
  if (!place) throw slotError(req, 'full', localeFrom(merged.locale))
  return {
    ...data,
    place,
    slotStart: start.toISOString(),
    slotEnd: merged.slotEnd ? new Date(merged.slotEnd).toISOString() : new Date(start.getTime() + slotMinutes * 60_000),
  }
}

/**
 * The list opens on the visits from today on (the site's day): the work ahead. A filter on the
 * slot's start (VisitDays' links to past days among them) or a search lifts it.
 */
const visitsFromToday: BaseFilter = ({ req }) => {
  const query = req.query as { where?: unknown; search?: unknown } | undefined
  if (query?.search || JSON.stringify(query?.where ?? {}).includes('slotStart')) return null
  return { slotStart: { greater_than_equal: startOfDay(new Date(), cmsSettings.siteTimeZone).toISOString() } }
}

/**
 * Buyers' site visits to a development's marketing gallery, booked on its page
 * (src/components/VisitBookingForm.tsx through `bookSiteVisit`), for the sales team: only sales
 * staff (and administrators) read and change them; a buyer reads their own through `mySiteVisits`
 * (./booking.ts). Listed by the slot's start, soonest first, from today on, with links above the
 * list to today's visits, tomorrow's, the last week's and all (./VisitDays.tsx).
 */
export const SiteVisits: CollectionConfig = {
  slug: 'site-visits',
  defaultSort: 'slotStart',
  admin: {
    baseFilter: visitsFromToday,
    useAsTitle: 'name',
    group: 'Sales',
    defaultColumns: ['slotStart', 'name', 'project', 'phone', 'status', 'contactConsent'],
    listSearchableFields: ['name', 'email', 'phone'],
    components: { beforeList: ['/collections/SiteVisits/VisitDays#VisitDays'] },
  },
  access: { read: salesStaffOnly, create: salesStaffOnly, update: salesStaffOnly, delete: salesStaffOnly },
  endpoints: siteVisitEndpoints,
  indexes: [{ fields: ['project', 'slotStart', 'place'], unique: true }],
  hooks: {
    // The person's keys follow their email address and phone number (./person-limits.ts).
    beforeChange: [holdPlace, ({ data, originalDoc }) => ({ ...data, ...personKeys({ ...originalDoc, ...data }) })],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation === 'create' && doc.consent) await recordLeadConsent(req, 'site-visits', doc)
        if (operation !== 'create' || doc.status !== 'booked') return doc
        await sendVisitBookedEmails(req, doc.id)
        await queueVisitReminder(req, new Date(doc.slotStart))
        return doc
      },
    ],
    afterDelete: [forgetEmailsOfDeletedLead('site-visits')],
    afterOperation: [recordStaffAccess],
  },
  fields: [
    developmentField,
    {
      type: 'row',
      fields: [
        {
          name: 'slotStart',
          label: bookingLabel('slotStart'),
          type: 'date',
          required: true,
          index: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
            components: { Cell: '/components/DateCell#DateTimeCell' },
          },
        },
        {
          name: 'slotEnd',
          label: bookingLabel('slotEnd'),
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
            components: { Cell: '/components/DateCell#DateTimeCell' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: bookingLabel('status'),
          type: 'select',
          required: true,
          defaultValue: 'booked',
          index: true,
          options: visitStatuses.map((value) => ({ value, label: bookingLabel(visitStatusKeys[value]) })),
        },
        {
          name: 'place',
          label: bookingLabel('place'),
          type: 'number',
          admin: { readOnly: true, description: bookingDescription('placeDescription') },
        },
      ],
    },
    {
      name: 'name',
      label: bookingLabel('name'),
      type: 'text',
      required: true,
      maxLength: visitLimits.name,
      validate: validName,
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: bookingLabel('phone'), type: 'text', required: true, maxLength: visitLimits.phone },
        { name: 'email', label: bookingLabel('email'), type: 'email', required: true },
      ],
    },
    {
      name: 'enquiry',
      label: bookingLabel('enquiry'),
      type: 'relationship',
      relationTo: 'enquiries',
      index: true,
      filterOptions: ({ data }) => (data?.project ? { project: { equals: relationId(data.project) } } : true),
    },
    askedLotField,
    // The buyer's account when they booked signed in (none for staff or a visitor without one):
    // always the session's own, whatever the request says; the account lists the visit (`mySiteVisits`).
    {
      name: 'account',
      label: bookingLabel('account'),
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: bookingDescription('accountDescription') },
      hooks: {
        beforeChange: [
          ({ operation, req, value }) =>
            operation === 'create'
              ? req.user?.collection === 'users' && !isTeamMember(req)
                ? req.user.id
                : null
              : value,
        ],
      },
    },
    {
      name: 'locale',
      label: bookingLabel('language'),
      type: 'select',
      options: languageOptions,
      defaultValue: 'en',
      admin: { position: 'sidebar' },
    },
    { name: 'consent', label: bookingLabel('consent'), type: 'checkbox', admin: { position: 'sidebar' } },
    contactConsentField,
    erasedAtField,
    // When it was booked, in the site's time zone (Payload hides `createdAt` on the page).
    {
      name: 'booked',
      type: 'ui',
      label: bookingDescription('bookedAt'),
      custom: { timeOf: 'createdAt' },
      admin: { position: 'sidebar', components: { Field: '/components/DateCell#SiteTimeField' } },
    },
    {
      name: 'reminderSentAt',
      label: bookingLabel('reminderSentAt'),
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'cancelledAt',
      label: bookingLabel('cancelledAt'),
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // One person however their email address and phone number are spelled: what the limits per person count.
    { name: 'emailKey', type: 'text', index: true, admin: { hidden: true } },
    { name: 'phoneKey', type: 'text', index: true, admin: { hidden: true } },
    // A booking sent twice (kept offline, retried) is stored once.
    { ...idempotencyKeyField, admin: { ...idempotencyKeyField.admin, hidden: true } },
  ],
}
