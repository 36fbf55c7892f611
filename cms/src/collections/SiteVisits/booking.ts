import { localeFrom } from '@lestari/model'
import { ValidationError, type Endpoint, type GraphQLExtension, type PayloadRequest } from 'payload'
import { forbidden, hasRole, isTeamMember } from '../../access'
import { countAction } from '../../limits/operation-limits'
import { cmsSettings } from '../../settings'
import type { SiteVisit } from '../../payload-types'
import { storedByKey } from '../../utilities/idempotent-create'
import { submissionMessages } from '../Forms'
import { isLotOf } from '../SitePlans/lots'
import { customText } from '../../i18n'
import { cancelToken, isCancelTokenOf, sendVisitCancelledEmail, visitIdOfToken } from './emails'
import { checkPersonLimits, personLocked } from './person-limits'
import { queueRemindersAt } from './reminders'
import { scheduleOf, slotError } from './schedules'
import { bookableSlotAt, bookableSlots } from './slots'
import { validateVisit } from '@lestari/model/site-visits'

/**
 * How buyers book and cancel site visits, for anonymous visitors of the site:
 * - the GraphQL query `siteVisitSlots(project, locale)`: the bookable slots of the next weeks with
 *   their free places, and the gallery's address;
 * - the GraphQL mutation `bookSiteVisit`: one visit, idempotent by its key like the enquiries
 *   (a booking kept offline and sent twice is stored once), counted by the `siteVisit` limit per
 *   address and, for visitors, by the limits per person (./person-limits.ts);
 * - the GraphQL mutation `cancelSiteVisit(token)`: the link in the buyer's emails;
 * - the GraphQL query `mySiteVisits(locale)`: a signed-in buyer's own visits, for their account.
 */

export type BookingInput = {
  idempotencyKey: string
  project: number
  slotStart: string
  name?: string
  phone?: string
  email?: string
  consent?: boolean
  locale?: string
  /** The idempotency key of the buyer's enquiry about the same development, sent from this device. */
  enquiryKey?: string | null
  /** The lot of the development's site plan the buyer wants to see. */
  lot?: string | null
}

const byKey = async (req: PayloadRequest, key: string) =>
  (await storedByKey(req, 'site-visits', key)) as SiteVisit | undefined

const isUniqueConflict = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data as { errors?: { message?: string }[] }).errors?.some((e) => /unique/i.test(e.message ?? ''))

/** The buyer's enquiry about this development, found by its key; a key of another development links nothing. */
async function enquiryOf(req: PayloadRequest, project: number, key: unknown): Promise<number | null> {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) return null
  const { docs } = await req.payload.find({
    collection: 'enquiries',
    where: { and: [{ idempotencyKey: { equals: key } }, { project: { equals: project } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}

/** A linked enquiry that is still new or contacted moves on to "site visit booked" (../Enquiries/stages.ts). */
const markVisitBooked = (req: PayloadRequest, enquiry: number) =>
  req.payload.update({
    collection: 'enquiries',
    where: { and: [{ id: { equals: enquiry } }, { status: { in: ['new', 'contacted'] } }] },
    data: { status: 'visit_booked' },
    depth: 0,
    overrideAccess: true,
    req,
  })

export async function bookSiteVisit(req: PayloadRequest, input: BookingInput) {
  const locale = localeFrom(input.locale)
  const stored = await byKey(req, input.idempotencyKey)
  if (stored) return { id: stored.id, createdAt: stored.createdAt, slotStart: null, slotEnd: null }
  const errors = Object.entries(validateVisit(input)).map(([path, code]) => ({
    path,
    message: `${path}: ${submissionMessages[code]}`,
  }))
  const project = Number(input.project)
  if (input.lot && !(await isLotOf(req, project, input.lot)))
    errors.push({ path: 'lot', message: `lot: ${customText(req.t, 'guards:notALotOfDevelopment')}` })
  if (errors.length) throw new ValidationError({ collection: 'site-visits', errors, req })
  const schedule = Number.isInteger(project) ? await scheduleOf(req.payload, project, 'en', req) : null
  const slot = schedule && bookableSlotAt(schedule, new Date(), new Date(input.slotStart))
  if (!schedule || !slot) throw slotError(req, 'notBookable', locale)
  const enquiry = await enquiryOf(req, project, input.enquiryKey)
  const store = () => storeVisit(req, input, { project, slot, capacity: schedule.capacity, enquiry, locale })
  if (isTeamMember(req)) return store()
  return personLocked(input, async () => {
    // The same booking sent twice at once: the first stored it while this one waited for the lock.
    const raced = await byKey(req, input.idempotencyKey)
    if (raced) return { id: raced.id, createdAt: raced.createdAt, slotStart: null, slotEnd: null }
    await checkPersonLimits(req, input, slot.start, locale)
    return store()
  })
}

/** Inserts a checked booking into its slot. */
async function storeVisit(
  req: PayloadRequest,
  input: BookingInput,
  {
    project,
    slot,
    capacity,
    enquiry,
    locale,
  }: {
    project: number
    slot: { start: Date; end: Date }
    capacity: number
    enquiry: number | null
    locale: 'en' | 'id'
  },
) {
  // Each try takes the lowest free place; a try that lost its place to another booking at the same
  // moment (the unique index refused it) takes the next, until the slot is full.
  for (let tries = 0; ; tries++) {
    try {
      const visit = await req.payload.create({
        collection: 'site-visits',
        data: {
          project,
          slotStart: slot.start.toISOString(),
          slotEnd: slot.end.toISOString(),
          status: 'booked',
          name: String(input.name).trim(),
          phone: String(input.phone).trim(),
          email: String(input.email).trim(),
          consent: input.consent === true,
          locale,
          enquiry,
          lot: input.lot || null,
          idempotencyKey: input.idempotencyKey,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (enquiry) await markVisitBooked(req, enquiry)
      return { id: visit.id, createdAt: visit.createdAt, slotStart: visit.slotStart, slotEnd: visit.slotEnd }
    } catch (error) {
      const raced = await byKey(req, input.idempotencyKey)
      if (raced) return { id: raced.id, createdAt: raced.createdAt, slotStart: null, slotEnd: null }
      if (!isUniqueConflict(error) || tries >= capacity) throw error
    }
  }
}

/** The visit of a cancel link, cancelled (its place freed); false for a token the CMS did not make. */
export async function cancelSiteVisit(req: PayloadRequest, token: unknown): Promise<boolean> {
  const id = visitIdOfToken(token)
  if (id == null) return false
  const visit = await req.payload.findByID({
    collection: 'site-visits',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!visit || !isCancelTokenOf(token as string, visit)) return false
  const { docs } = await req.payload.update({
    collection: 'site-visits',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'booked' } }] },
    data: { status: 'cancelled', cancelledAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length) await sendVisitCancelledEmail(req, id)
  return true
}

type Context = { req: PayloadRequest }

export const siteVisitMutations: GraphQLExtension = (GraphQL) => {
  const { GraphQLBoolean, GraphQLInputObjectType, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString } =
    GraphQL
  const text = { type: GraphQLString }
  return {
    bookSiteVisit: {
      type: new GraphQLObjectType({
        name: 'SiteVisitBooking',
        fields: {
          id: { type: new GraphQLNonNull(GraphQLInt) },
          slotStart: text,
          slotEnd: text,
          // The token of the cancel link the buyer's emails carry, for the page that booked to offer it at once.
          cancelToken: { type: new GraphQLNonNull(GraphQLString) },
        },
      }),
      args: {
        data: {
          type: new GraphQLNonNull(
            new GraphQLInputObjectType({
              name: 'SiteVisitBookingInput',
              fields: {
                idempotencyKey: { type: new GraphQLNonNull(GraphQLString) },
                project: { type: new GraphQLNonNull(GraphQLInt) },
                slotStart: { type: new GraphQLNonNull(GraphQLString) },
                name: text,
                phone: text,
                email: text,
                consent: { type: GraphQLBoolean },
                locale: text,
                enquiryKey: text,
                lot: text,
              },
            }),
          ),
        },
      },
      resolve: async (_: unknown, args: { data: BookingInput }, { req }: Context) => {
        await countAction(req, 'siteVisit')
        const booked = await bookSiteVisit(req, args.data)
        return { ...booked, cancelToken: cancelToken(booked) }
      },
    },
    cancelSiteVisit: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { token: { type: new GraphQLNonNull(GraphQLString) } },
      resolve: async (_: unknown, args: { token: string }, { req }: Context) => {
        await countAction(req, 'siteVisit')
        return cancelSiteVisit(req, args.token)
      },
    },
  }
}

/** The bookable slots of a development with their free places, and its gallery's address; no slots without a schedule. */
export async function openSlots(req: PayloadRequest, project: number, locale: 'en' | 'id') {
  const schedule = Number.isInteger(project) && project > 0 ? await scheduleOf(req.payload, project, locale, req) : null
  const slots = schedule ? bookableSlots(schedule, new Date()) : []
  const taken = new Map<string, number>()
  if (slots.length) {
    const { docs } = await req.payload.find({
      collection: 'site-visits',
      where: {
        and: [
          { project: { equals: project } },
          { status: { equals: 'booked' } },
          { slotStart: { greater_than_equal: slots[0].start.toISOString() } },
        ],
      },
      pagination: false,
      select: { slotStart: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const visit of docs) {
      const start = new Date(visit.slotStart).toISOString()
      taken.set(start, (taken.get(start) ?? 0) + 1)
    }
  }
  return {
    timeZone: cmsSettings.siteTimeZone,
    galleryAddress: schedule?.galleryAddress ?? null,
    slots: slots.map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      free: Math.max(0, schedule!.capacity - (taken.get(slot.start.toISOString()) ?? 0)),
    })),
  }
}

type Populated = { id: number; title?: string | null; slug?: string | null; kind?: string | null }

/**
 * The signed-in buyer's own visits (those booked from their account), latest slot first, with the
 * development's title in `locale`, its gallery's address and, while a visit is booked and still
 * ahead, its cancel link's token. None for a visitor without a session or for staff, who read the
 * visits in the admin.
 */
export async function mySiteVisits(req: PayloadRequest, locale: 'en' | 'id') {
  const timeZone = cmsSettings.siteTimeZone
  if (req.user?.collection !== 'users' || isTeamMember(req)) return { timeZone, visits: [] }
  const { docs } = await req.payload.find({
    collection: 'site-visits',
    where: { account: { equals: req.user.id } },
    sort: '-slotStart',
    limit: 50,
    depth: 1,
    locale,
    overrideAccess: true,
    req,
  })
  const addresses = new Map<number, Promise<string | null>>()
  const addressOf = (project: number) => {
    if (!addresses.has(project))
      addresses.set(
        project,
        scheduleOf(req.payload, project, locale, req).then((schedule) => schedule?.galleryAddress ?? null),
      )
    return addresses.get(project)!
  }
  const now = Date.now()
  return {
    timeZone,
    visits: await Promise.all(
      docs.map(async (visit) => {
        const project = typeof visit.project === 'object' ? (visit.project as Populated) : null
        const ahead = visit.status === 'booked' && new Date(visit.slotEnd ?? visit.slotStart).getTime() > now
        return {
          id: visit.id,
          slotStart: visit.slotStart,
          slotEnd: visit.slotEnd ?? null,
          status: visit.status,
          development: project && { title: project.title, slug: project.slug, kind: project.kind },
          galleryAddress: project ? await addressOf(project.id) : null,
          cancelToken: ahead ? cancelToken(visit) : null,
        }
      }),
    ),
  }
}

/**
 * The queries `siteVisitSlots(project, locale)`, what the booking form shows, live, and
 * `mySiteVisits(locale)`, the visits an account lists.
 */
export const siteVisitQueries: GraphQLExtension = (GraphQL) => {
  const { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } = GraphQL
  const Slot = new GraphQLObjectType({
    name: 'SiteVisitSlot',
    fields: {
      start: { type: new GraphQLNonNull(GraphQLString) },
      end: { type: new GraphQLNonNull(GraphQLString) },
      free: { type: new GraphQLNonNull(GraphQLInt) },
    },
  })
  const text = { type: GraphQLString }
  const MyVisit = new GraphQLObjectType({
    name: 'MySiteVisit',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLInt) },
      slotStart: { type: new GraphQLNonNull(GraphQLString) },
      slotEnd: text,
      status: { type: new GraphQLNonNull(GraphQLString) },
      development: {
        type: new GraphQLObjectType({
          name: 'MySiteVisitDevelopment',
          fields: { title: text, slug: text, kind: text },
        }),
      },
      galleryAddress: text,
      cancelToken: text,
    },
  })
  return {
    siteVisitSlots: {
      type: new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'SiteVisitSlots',
          fields: {
            timeZone: { type: new GraphQLNonNull(GraphQLString) },
            galleryAddress: { type: GraphQLString },
            slots: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Slot))) },
          },
        }),
      ),
      args: { project: { type: new GraphQLNonNull(GraphQLInt) }, locale: { type: GraphQLString } },
      resolve: (_: unknown, args: { project: number; locale?: string }, { req }: Context) =>
        openSlots(req, args.project, localeFrom(args.locale)),
    },
    mySiteVisits: {
      type: new GraphQLNonNull(
        new GraphQLObjectType({
          name: 'MySiteVisits',
          fields: {
            timeZone: { type: new GraphQLNonNull(GraphQLString) },
            visits: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(MyVisit))) },
          },
        }),
      ),
      args: { locale: { type: GraphQLString } },
      resolve: (_: unknown, args: { locale?: string }, { req }: Context) => mySiteVisits(req, localeFrom(args.locale)),
    },
  }
}

/**
 * POST /api/site-visits/reminders {now} (administrators, and only where the test clock is on):
 * queues the reminders' job as at `now`. Answers 404 elsewhere, as a route that does not exist.
 */
const remindersEndpoint: Endpoint = {
  path: '/reminders',
  method: 'post',
  handler: async (req) => {
    if (!cmsSettings.testClock) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    if (!hasRole(req, 'admin')) return forbidden()
    const body = (await req.json?.()) as { now?: string } | undefined
    return Response.json({ queued: await queueRemindersAt(req, String(body?.now ?? '')) })
  },
}

export const siteVisitEndpoints = [remindersEndpoint]
