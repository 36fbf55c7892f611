import crypto from 'node:crypto'
import { ValidationError, type PayloadRequest, type Where } from 'payload'
import { whenLocked } from '@lestari/server-kit/lock'
import { redisOrNull } from '@lestari/server-kit/redis'
import { emailKey, phoneKey } from '@lestari/model/contact-links'
import type { VisitPersonLimit } from '@lestari/model/site-visits'
import { bookingTranslations } from '../../i18n/booking'
import { cmsSettings } from '../../settings'
import { visitTime } from './emails'
import { startOfDay } from '../../utilities/format-date'

/**
 * Limits per person on the site's bookings (docs/SECURITY.md, "Limits per person on site
 * visits"), on top of the limit per client address: one person, known by their email address and
 * by their phone number however spelled (`emailKey`, `phoneKey`, kept on each visit), holds
 * - one place per slot,
 * - at most `openBookings` booked visits still ahead,
 * - and gets at most `confirmationsPerDay` booking confirmations a day (the site's day) at one address.
 * The check and the insert run holding a lock per key, in Redis when the CMS has one, so bookings
 * sent at once to several processes are counted one after another.
 */

export const personKeys = (input: { email?: unknown; phone?: unknown }) => ({
  emailKey: emailKey(typeof input.email === 'string' ? input.email : null),
  phoneKey: phoneKey(typeof input.phone === 'string' ? input.phone : null),
})

/** Lock names carry a hash of the keys, not the address or the number. */
const lockNames = (keys: ReturnType<typeof personKeys>) =>
  Object.values(keys)
    .filter((key): key is string => Boolean(key))
    .map((key) => `visit-person:${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}`)

function refusal(req: PayloadRequest, limit: VisitPersonLimit, locale: 'en' | 'id', start: Date | null, count: number) {
  const message = bookingTranslations[locale][limit]
    .replace('{when}', start ? visitTime(start, locale) : '')
    .replace('{count}', String(count))
  // The site reads `visitLimit`, `visitStart` and `visitCount` to say it in the page's words.
  const errors = [
    {
      path: 'email',
      message: `email: ${message}`,
      visitLimit: limit,
      visitStart: start?.toISOString(),
      visitCount: count,
    },
  ]
  return new ValidationError({
    collection: 'site-visits',
    errors,
    req,
  })
}

/** The locks a booking of this person holds while it checks their limits and stores the visit. */
export const personLocked = <T>(input: { email?: unknown; phone?: unknown }, task: () => Promise<T>) =>
  whenLocked(redisOrNull(cmsSettings.redisURL), lockNames(personKeys(input)), task)

/**
 * Throws a ValidationError on `email` naming the limit and the visit it concerns when the person
 * may not book `slotStart`; run it holding `personLocked`, with the insert after it.
 */
export async function checkPersonLimits(
  req: PayloadRequest,
  input: { email?: unknown; phone?: unknown },
  slotStart: Date,
  locale: 'en' | 'id',
): Promise<void> {
  const keys = personKeys(input)
  const samePerson: Where[] = [
    ...(keys.emailKey ? [{ emailKey: { equals: keys.emailKey } }] : []),
    ...(keys.phoneKey ? [{ phoneKey: { equals: keys.phoneKey } }] : []),
  ]
  if (!samePerson.length) return
  const limits = cmsSettings.visitLimitsPerPerson
  const now = new Date()
  const { docs: open } = await req.payload.find({
    collection: 'site-visits',
    where: {
      and: [
        { or: samePerson },
        { status: { equals: 'booked' } },
        { slotStart: { greater_than_equal: now.toISOString() } },
      ],
    },
    sort: 'slotStart',
    limit: limits.openBookings + 1,
    select: { slotStart: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (open.some((visit) => new Date(visit.slotStart).getTime() === slotStart.getTime()))
    throw refusal(req, 'sameSlot', locale, slotStart, open.length)
  if (open.length >= limits.openBookings)
    throw refusal(req, 'openBookings', locale, new Date(open[0].slotStart), open.length)
  if (!keys.emailKey) return
  const { totalDocs } = await req.payload.count({
    collection: 'site-visits',
    where: {
      and: [
        { emailKey: { equals: keys.emailKey } },
        { createdAt: { greater_than_equal: startOfDay(now, cmsSettings.siteTimeZone).toISOString() } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= limits.confirmationsPerDay) throw refusal(req, 'dailyConfirmations', locale, null, totalDocs)
}
