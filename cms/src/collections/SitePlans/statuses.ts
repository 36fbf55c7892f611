import type { Endpoint } from 'payload'
import { isLotStatus, lotStatusesMaxAge, type LotStatus, type LotStatusesAnswer } from '@lestari/model/site-plans'
import type { Lot } from './lots'

/**
 * GET /api/site-plans/statuses?project=<id>: each site plan of a published development and its
 * lots' statuses, for the site to show them live, without a build. Anyone may
 * ask; the answer holds lot ids and statuses only, never who reserved a lot or changed it, and a
 * browser or a cache may keep it for a few seconds.
 */
export const lotStatusesEndpoint: Endpoint = {
  path: '/statuses',
  method: 'get',
  handler: async (req) => {
    const project = Number(req.query?.project)
    if (!Number.isSafeInteger(project) || project <= 0)
      return Response.json({ errors: [{ message: 'Give the development’s id: ?project=<id>.' }] }, { status: 400 })
    const { docs } = await req.payload.find({
      collection: 'site-plans',
      where: { and: [{ project: { equals: project } }, { 'project._status': { equals: 'published' } }] },
      select: { lots: { lotId: true, status: true } },
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      req,
    })
    const answer: LotStatusesAnswer = {
      project,
      at: new Date().toISOString(),
      plans: docs.map((doc) => ({
        id: doc.id as number,
        lots: Object.fromEntries(
          ((doc.lots ?? []) as Lot[])
            .filter(
              (lot): lot is Lot & { lotId: string; status: LotStatus } => Boolean(lot.lotId) && isLotStatus(lot.status),
            )
            .map((lot) => [lot.lotId, lot.status]),
        ),
      })),
    }
    return Response.json(answer, {
      headers: { 'cache-control': `public, max-age=${lotStatusesMaxAge}, stale-while-revalidate=${lotStatusesMaxAge}` },
    })
  },
}
