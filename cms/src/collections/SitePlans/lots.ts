import { isDeepStrictEqual } from 'node:util'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  type TextField,
} from 'payload'
import { duplicateLots, lotIdPattern, lotMismatch, newLotStatus } from '@lestari/model/site-plans'
import { isSalesStaff, isStaff } from '../../access'
import { adminText, customText } from '../../i18n'
import { relationId } from '../../utilities/relation-id'
import type { SitePlan } from '../../payload-types'
import type { ChangesSite } from '../../site-build'
import { DrawingError, readDrawing } from './drawing'

export type Lot = NonNullable<SitePlan['lots']>[number]
type PlanData = { lots?: Lot[] | null; markup?: string; drawnLots?: string[] }

/** A refused save: status 400 with the message in the admin's language, shown at the field it concerns. */
const refuse = (path: 'file' | 'lots', message: string) =>
  new ValidationError({ collection: 'site-plans', errors: [{ path, message }] })

/**
 * The drawing a save leaves: read again from an uploaded file (drawing.ts), else the one the
 * document has. Whatever a caller sent as `markup` or `drawnLots` is replaced: only this hook
 * writes them.
 */
function drawingOf(req: PayloadRequest, originalDoc: PlanData | undefined) {
  const file = req.file as { data?: Buffer } | undefined
  if (!file?.data) return { markup: originalDoc?.markup ?? '', drawnLots: originalDoc?.drawnLots ?? [] }
  try {
    const { markup, lots } = readDrawing(file.data)
    return { markup, drawnLots: lots }
  } catch (error) {
    if (error instanceof DrawingError) throw refuse('file', customText(req.t, `guards:${error.key}`, error.values))
    throw error
  }
}

/**
 * Statuses are the sales staff's: anyone else's save keeps each lot's status as it was (a new lot
 * starts not released), and sales staff change the statuses only: the lots listed, their order
 * and their other fields stay as they were (field access keeps the other fields; this, the list).
 * A changed status records when and by whom. The demo seed (`seed` in the context) writes its
 * statuses as they are.
 */
function applyStatusRules(req: PayloadRequest, lots: Lot[], before: Lot[], seed: boolean): Lot[] {
  const sales = seed || isSalesStaff(req)
  if (sales && !seed && !isStaff(req)) {
    const rows = (list: Lot[]) => list.map((l) => l.id ?? '').join(',')
    if (rows(lots) !== rows(before)) throw refuse('lots', customText(req.t, 'guards:lotsSalesStatusesOnly'))
  }
  const previous = new Map(before.map((l) => [l.id, l]))
  return lots.map((lot) => {
    const was = lot.id ? previous.get(lot.id) : undefined
    const status = sales ? (lot.status ?? was?.status ?? newLotStatus) : (was?.status ?? newLotStatus)
    if (was && status === was.status)
      return {
        ...lot,
        status,
        statusChangedAt: was.statusChangedAt ?? null,
        statusChangedBy: was.statusChangedBy ?? null,
      }
    return { ...lot, status, statusChangedAt: new Date().toISOString(), statusChangedBy: req.user?.id ?? null }
  })
}

/**
 * Saving checks the drawing and the lot list against each other and names every lot drawn but
 * not listed, or listed but not drawn (or listed twice): nothing is stored until they agree.
 */
export const checkLots: CollectionBeforeChangeHook = async ({ data, originalDoc, req, context }) => {
  const { markup, drawnLots } = drawingOf(req, originalDoc as PlanData | undefined)
  if (!markup) throw refuse('file', customText(req.t, 'guards:drawingMissing'))
  const before = ((originalDoc as PlanData)?.lots ?? []) as Lot[]
  const lots = applyStatusRules(req, (data.lots ?? []) as Lot[], before, context.seed === true)
  const listed = lots.map((l) => l.lotId ?? '')
  const twice = duplicateLots(listed)
  if (twice.length) throw refuse('lots', customText(req.t, 'guards:lotsListedTwice', { lots: twice.join(', ') }))
  const { notListed, notDrawn } = lotMismatch(drawnLots, listed)
  if (notListed.length || notDrawn.length)
    throw refuse(
      'lots',
      customText(req.t, 'guards:lotsMismatch', {
        notListed: notListed.join(', ') || '-',
        notDrawn: notDrawn.join(', ') || '-',
      }),
    )
  return { ...data, markup, drawnLots, lots }
}

/** Each status change of a listed lot, kept in `lot-status-changes`: which lot, from what, to what, who, when. */
export const recordStatusChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.seed) return doc
  const before = new Map(((previousDoc as PlanData)?.lots ?? []).map((l) => [l.id, l.status]))
  for (const lot of ((doc as PlanData).lots ?? []) as Lot[]) {
    // A new lot's first status (not released) is no change.
    const from = lot.id ? before.get(lot.id) : undefined
    if (!from || from === lot.status || !lot.status || !lot.lotId) continue
    await req.payload.create({
      collection: 'lot-status-changes',
      data: {
        sitePlan: doc.id,
        project: relationId(doc.project),
        lot: lot.lotId,
        from,
        to: lot.status,
        changedBy: req.user?.collection === 'users' ? req.user.id : null,
        source: context.statusSource === 'import' ? 'import' : 'admin',
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}

/**
 * The lot a buyer asked about, on an enquiry or a site visit (the site plan's "Enquire about this
 * lot" and "Book a visit" fill it in); checked by `isLotOf` when a visitor sends it.
 */
export const askedLotField = {
  name: 'lot',
  type: 'text',
  maxLength: 40,
  admin: { description: adminText('guards:askedLot') },
} as const satisfies TextField

/** True when `lot` is listed on one of the site plans of development `project`. */
export async function isLotOf(req: PayloadRequest, project: unknown, lot: unknown): Promise<boolean> {
  if (typeof lot !== 'string' || !lotIdPattern.test(lot) || !Number.isSafeInteger(Number(project))) return false
  const { totalDocs } = await req.payload.count({
    collection: 'site-plans',
    where: { and: [{ project: { equals: Number(project) } }, { 'lots.lotId': { equals: lot } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** What sales staff keep of a lot: the site shows its status live, the rest never. */
const salesLotFields = new Set(['status', 'statusChangedAt', 'statusChangedBy', 'reservedFrom'])

/** A related document as its id: a hook's `doc` holds them populated, its `previousDoc` as ids. */
const asIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asIds)
    : value && typeof value === 'object'
      ? 'createdAt' in value && 'id' in value
        ? value.id
        : Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asIds(child)]))
      : value

const withoutSalesFields = (doc: Record<string, unknown>) =>
  asIds({
    ...doc,
    updatedAt: null,
    lots: ((doc.lots ?? []) as Record<string, unknown>[]).map((lot) =>
      Object.fromEntries(Object.entries(lot).filter(([field]) => !salesLotFields.has(field))),
    ),
  })

/**
 * A save that changed lots' statuses only asks for no site build (cms/src/site-build/index.ts):
 * the development page reads them live, and the next build takes them in.
 */
export const changesSite: ChangesSite = (doc, previousDoc) =>
  !isDeepStrictEqual(withoutSalesFields(doc), withoutSalesFields(previousDoc))
