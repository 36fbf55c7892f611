import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Endpoint, Payload } from 'payload'
import { isLotStatus, lotStatusesMaxAge, type LotStatus, type LotStatusesAnswer } from '@lestari/model/site-plans'
import type { Lot } from './lots'
import { badRequest } from '../../utilities/responses'

/**
 * Each development's last answer, for a second: every open development page asks every 10 s, and a
 * flood of asks costs one database read per development and second. A save of a site plan forgets
 * this process's answers; another CMS process's are a second old at most. Asks that come while the
 * database is being read share that read.
 */
const recentAnswers = new Map<number, { until: number; answer: Promise<LotStatusesAnswer> }>()
const answerKeptMs = 1000
/** Ids of developments that do not exist are asked too: the memory is emptied when it holds this many. */
const answersKeptAtMost = 1000

export const forgetLotStatuses: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  recentAnswers.clear()
  return doc
}

async function readLotStatuses(payload: Payload, project: number): Promise<LotStatusesAnswer> {
  const { docs } = await payload.find({
    collection: 'site-plans',
    where: { and: [{ project: { equals: project } }, { 'project._status': { equals: 'published' } }] },
    select: { lots: { lotId: true, status: true } },
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
  })
  return {
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
}

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
    const asked = req.query?.project
    const project = typeof asked === 'string' && /^\d{1,15}$/.test(asked) ? Number(asked) : NaN
    if (!(project > 0)) return badRequest('Give the development’s id: ?project=<id>.')
    let recent = recentAnswers.get(project)
    if (!recent || recent.until < Date.now()) {
      if (recentAnswers.size >= answersKeptAtMost) recentAnswers.clear()
      const answer = readLotStatuses(req.payload, project)
      recent = { until: Date.now() + answerKeptMs, answer }
      recentAnswers.set(project, recent)
      answer.catch(() => recentAnswers.get(project)?.answer === answer && recentAnswers.delete(project))
    }
    return Response.json(await recent.answer, {
      headers: { 'cache-control': `public, max-age=${lotStatusesMaxAge}, stale-while-revalidate=${lotStatusesMaxAge}` },
    })
  },
}
