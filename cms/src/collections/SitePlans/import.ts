import { parse } from 'csv-parse/sync'
import type { Endpoint, PayloadRequest } from 'payload'
import { lotStatuses, type LotStatus } from '@lestari/model/site-plans'
import { forbidden, isSalesStaff } from '../../access'
import type { Lot } from './lots'

/** One line of an import that cannot be applied, by its line number in the file. */
export type BadRow = { line: number; text: string; reason: string }
export type StatusChange = { lot: string; from: LotStatus; to: LotStatus }
export type ImportPreview = { changes: StatusChange[]; unchanged: number; badRows: BadRow[]; applied: boolean }

/** Statuses as sales teams write them in their sheets, besides the ids: "Not released", "SOLD". */
const statusFrom = (text: string): LotStatus | null => {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
  return lotStatuses.find((s) => s.toLowerCase() === key) ?? null
}

/**
 * What a CSV of lot statuses (a `lot,status` header, then one lot per line) would change in a site
 * plan: each lot whose status differs, how many are already so, and every line that names no lot
 * of the plan, no known status, or a lot already named.
 */
export function previewImport(csv: string, lots: Lot[]): Omit<ImportPreview, 'applied'> {
  const badRows: BadRow[] = []
  let records: string[][]
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][]
  } catch (error) {
    return { changes: [], unchanged: 0, badRows: [{ line: 0, text: '', reason: (error as Error).message }] }
  }
  const [header, ...rows] = records
  const columns = (header ?? []).map((h) => h.toLowerCase())
  const lotColumn = columns.indexOf('lot')
  const statusColumn = columns.indexOf('status')
  if (lotColumn < 0 || statusColumn < 0)
    return {
      changes: [],
      unchanged: 0,
      badRows: [
        { line: 1, text: (header ?? []).join(','), reason: 'The first line must name the columns lot and status.' },
      ],
    }
  const byId = new Map(lots.map((l) => [l.lotId, l]))
  const seen = new Set<string>()
  const changes: StatusChange[] = []
  let unchanged = 0
  rows.forEach((row, i) => {
    const line = i + 2
    const text = row.join(',')
    const id = (row[lotColumn] ?? '').toUpperCase()
    const status = statusFrom(row[statusColumn] ?? '')
    const lot = byId.get(id)
    if (!lot) return badRows.push({ line, text, reason: `No lot ${id || '(blank)'} in this site plan.` })
    if (!status)
      return badRows.push({
        line,
        text,
        reason: `Unknown status "${row[statusColumn] ?? ''}": use ${lotStatuses.join(', ')}.`,
      })
    if (seen.has(id)) return badRows.push({ line, text, reason: `Lot ${id} is named twice.` })
    seen.add(id)
    if (lot.status === status) unchanged++
    else changes.push({ lot: id, from: lot.status as LotStatus, to: status })
  })
  return { changes, unchanged, badRows }
}

const answer = (body: unknown, status = 200) => Response.json(body, { status })

/**
 * POST /api/site-plans/:id/import-statuses: a CSV of lot statuses (the request's body), previewed;
 * with `?apply=1`, applied too, as one save (the plan's hooks record each change, as an import) and
 * only when no line is bad. Sales staff only.
 */
export const importStatusesEndpoint: Endpoint = {
  path: '/:id/import-statuses',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isSalesStaff(req)) return forbidden()
    const id = Number(req.routeParams?.id)
    const plan = Number.isSafeInteger(id)
      ? await req.payload.findByID({ collection: 'site-plans', id, depth: 0, disableErrors: true, req })
      : null
    if (!plan) return answer({ errors: [{ message: 'No such site plan.' }] }, 404)
    const csv = req.text ? await req.text() : ''
    if (!csv.trim())
      return answer({ errors: [{ message: 'Send the CSV as the request body: lot,status, one lot per line.' }] }, 400)
    const lots = (plan.lots ?? []) as Lot[]
    const preview = previewImport(csv, lots)
    const apply = req.query?.apply === '1'
    if (!apply || preview.badRows.length || !preview.changes.length) return answer({ ...preview, applied: false })
    const to = new Map(preview.changes.map((c) => [c.lot, c.to]))
    await req.payload.update({
      collection: 'site-plans',
      id,
      data: { lots: lots.map((l) => ({ id: l.id, status: to.get(l.lotId ?? '') ?? l.status })) },
      depth: 0,
      overrideAccess: false,
      user: req.user,
      context: { statusSource: 'import' },
      req,
    })
    return answer({ ...preview, applied: true })
  },
}
