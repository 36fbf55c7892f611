import type { Payload, TypedUser } from 'payload'
import { enquiryStages } from '../../collections/Enquiries/stages'
import { cmsSettings } from '../../settings'
import { startOfDay } from '../../utilities/format-date'
import { QuickFiltersBar, type QuickFilterChoices } from './QuickFiltersBar'

const day = 24 * 60 * 60 * 1000

/**
 * Above the enquiries list (admin.components.beforeListTable): the choices of the quick filters,
 * read with the signed-in account's own access: the developments, the sales staff by name, and
 * the day boundaries in the site's time zone.
 */
export async function QuickFilters({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const [developments, salesStaff] = await Promise.all([
    payload.find({
      collection: 'projects',
      sort: 'title',
      pagination: false,
      depth: 0,
      locale: 'en',
      select: { title: true },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'users',
      where: { roles: { in: ['sales'] } },
      sort: 'name',
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: false,
      user,
    }),
  ])
  const today = startOfDay(new Date(), cmsSettings.siteTimeZone)
  const choices: QuickFilterChoices = {
    developments: developments.docs.map((d) => ({ id: String(d.id), label: d.title ?? `#${d.id}` })),
    owners: salesStaff.docs.map((u) => ({ id: String(u.id), label: u.name ?? `#${u.id}` })),
    stages: [...enquiryStages],
    me: String(user.id),
    receivedSince: {
      today: today.toISOString(),
      last7Days: new Date(today.getTime() - 6 * day).toISOString(),
      last30Days: new Date(today.getTime() - 29 * day).toISOString(),
    },
    startOfToday: today.toISOString(),
  }
  return <QuickFiltersBar choices={choices} />
}
