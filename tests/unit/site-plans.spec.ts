import { expect, test } from '@playwright/test'
import { duplicateLots, lotMismatch, lotOfElementId } from '@lestari/model/site-plans'
import { DrawingError, readDrawing } from '../../cms/src/collections/SitePlans/drawing'
import { previewImport } from '../../cms/src/collections/SitePlans/import'
import { changesSite } from '../../cms/src/collections/SitePlans/lots'
import { keptStatuses, lotButtons } from '../../src/lib/site-plan'
import { clusterDrawing, clusterLots, sitePlanSpecs } from '../../cms/src/seed/content/site-plans'

const refusal = (svg: string) => {
  try {
    readDrawing(svg)
  } catch (error) {
    return error instanceof DrawingError ? error.key : String(error)
  }
  return null
}

test('a drawing is written again from its shapes and texts alone; its lots are the ids starting with lot-', () => {
  const drawing = readDrawing(
    `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(1)">` +
      `<style>rect{fill:red}</style><script>alert(1)</script><foreignObject><div>x</div></foreignObject>` +
      `<g id="lot-B-12" onclick="x()"><rect x="1" y="2" width="10" height="10" fill="url(#g)" stroke="#333" style="x"/><text x="3" y="5">B-12 &amp; &lt;x&gt;</text></g>` +
      `<a href="javascript:alert(1)"><rect id="lot-B-13"/></a><image href="http://x/y.png"/><use href="#lot-B-12"/>` +
      `<path id="lot-B-14" d="M0 0L1 1"/><rect id="road"/><!-- comment --></svg>`,
  )
  expect(drawing.lots).toEqual(['B-12', 'B-14'])
  expect(drawing.markup).toBe(
    '<svg viewBox="0 0 200 100" xmlns="http://www.w3.org/2000/svg">' +
      '<g id="lot-B-12"><rect x="1" y="2" width="10" height="10" stroke="#333"></rect><text x="3" y="5">B-12 &amp; &lt;x&gt;</text></g>' +
      '<path id="lot-B-14" d="M0 0L1 1"></path><rect id="road"></rect></svg>',
  )
})

test('a drawing that cannot be shown or has no lots is refused with the reason', () => {
  expect(refusal('<html/>')).toBe('drawingNotSvg')
  expect(refusal('not xml <<')).toBe('drawingUnreadable')
  expect(refusal('<svg><rect id="lot-A-1"/></svg>')).toBe('drawingNoSize')
  expect(refusal('<svg viewBox="0 0 1 1"><rect id="lot-a-1"/></svg>')).toBe('drawingNoLots')
  expect(refusal('<svg viewBox="0 0 1 1"><rect id="lot-A-1"/><g id="lot-A-1"/></svg>')).toBe('drawingLotsTwice')
  expect(refusal('<!DOCTYPE x [<!ENTITY a "b">]><svg viewBox="0 0 1 1"><rect id="lot-A-1"/></svg>')).toBe(
    'drawingEntities',
  )
  expect(refusal(`<svg viewBox="0 0 1 1"><rect id="lot-A-1"/>${' '.repeat(2 * 1024 * 1024)}</svg>`)).toBe(
    'drawingTooLarge',
  )
})

test('the drawing and the list are compared both ways, lots sorted as people number them', () => {
  expect(lotMismatch(['A-2', 'A-10', 'A-1'], ['A-1', 'A-3', 'A-11', 'A-2'])).toEqual({
    notListed: ['A-10'],
    notDrawn: ['A-3', 'A-11'],
  })
  expect(lotMismatch(['A-1'], ['A-1'])).toEqual({ notListed: [], notDrawn: [] })
  expect(duplicateLots(['B-2', 'B-1', 'B-2', 'B-10', 'B-10', 'B-10'])).toEqual(['B-2', 'B-10'])
  expect(lotOfElementId('lot-B-12')).toBe('B-12')
  expect(lotOfElementId('lot-b-12')).toBeNull()
  expect(lotOfElementId('block-B')).toBeNull()
})

test('a CSV import previews changes and names each bad line; statuses as sheets write them are understood', () => {
  const lots = [
    { id: 'r1', lotId: 'B-1', status: 'available' as const },
    { id: 'r2', lotId: 'B-2', status: 'sold' as const },
    { id: 'r3', lotId: 'B-3', status: 'reserved' as const },
  ]
  expect(previewImport('\uFEFFLot,Status\nb-1,Not released\nB-2,SOLD\n"B-3", reserved \n', lots)).toEqual({
    changes: [{ lot: 'B-1', from: 'available', to: 'notReleased' }],
    unchanged: 2,
    badRows: [],
  })
  const bad = previewImport('lot,status\nB-1,sold\nB-9,sold\nB-2,gone\nB-1,reserved\n,sold\n', lots)
  expect(bad.changes).toEqual([{ lot: 'B-1', from: 'available', to: 'sold' }])
  expect(bad.badRows.map((r) => [r.line, r.reason])).toEqual([
    [3, 'No lot B-9 in this site plan.'],
    [4, 'Unknown status "gone": use available, reserved, sold, notReleased.'],
    [5, 'Lot B-1 is named twice.'],
    [6, 'No lot (blank) in this site plan.'],
  ])
  expect(previewImport('id,state\nB-1,sold\n', lots).badRows[0].reason).toContain('lot and status')
})

test('the demo plans: two clusters of 40 lots or more, each drawn as listed, in every status, B-12 available', () => {
  for (const spec of sitePlanSpecs) {
    const lots = clusterLots(spec, () => ({ id: 1, price: 1_000_000_000, buildingArea: 70 }))
    expect(lots.length).toBeGreaterThanOrEqual(40)
    const drawing = readDrawing(clusterDrawing(spec))
    expect(
      lotMismatch(
        drawing.lots,
        lots.map((l) => l.lotId),
      ),
    ).toEqual({ notListed: [], notDrawn: [] })
    expect(new Set(lots.map((l) => l.status))).toEqual(new Set(['available', 'reserved', 'sold', 'notReleased']))
  }
  const b12 = sitePlanSpecs
    .flatMap((spec) => clusterLots(spec, () => ({ id: 1, price: 1, buildingArea: 1 })))
    .find((l) => l.lotId === 'B-12')
  expect(b12?.status).toBe('available')
})

test("a site plan's save asks for a site build unless only lots' statuses (and their records) changed", () => {
  const unit = { id: 7, name: 'Type Aster', createdAt: '2026-01-01', updatedAt: '2026-01-02' }
  type Doc = Record<string, unknown> & { lots: Record<string, unknown>[] }
  const before: Doc = {
    id: 1,
    title: 'Cluster Aster',
    project: 3,
    updatedAt: '2026-11-30T01:00:00Z',
    lots: [
      { id: 'a', lotId: 'B-11', status: 'available', unitType: 7, price: null, statusChangedAt: null },
      { id: 'b', lotId: 'B-12', status: 'available', unitType: 7, price: null, statusChangedBy: null },
    ],
  }
  // The saved document comes populated (depth), its previous version with ids.
  const populated = (doc: Doc) => ({
    ...doc,
    project: { id: 3, title: 'Kirana Hills', createdAt: '2026-01-01' },
    lots: doc.lots.map((lot) => ({ ...lot, unitType: unit })),
  })
  const sold: Doc = {
    ...before,
    updatedAt: '2026-11-30T02:00:00Z',
    lots: before.lots.map((lot) =>
      lot.lotId === 'B-12'
        ? {
            ...lot,
            status: 'sold',
            statusChangedAt: '2026-11-30T02:00:00Z',
            statusChangedBy: { id: 4, createdAt: 'x' },
          }
        : lot,
    ),
  }
  expect(changesSite(populated(sold), before)).toBe(false)
  expect(changesSite(populated(before), before)).toBe(false)
  const repriced = { ...before, lots: before.lots.map((lot) => ({ ...lot, price: 1_500_000_000 })) }
  expect(changesSite(populated(repriced), before)).toBe(true)
  expect(changesSite({ ...populated(before), title: 'Cluster Aster 2' }, before)).toBe(true)
  expect(changesSite(populated({ ...before, lots: before.lots.slice(1) }), before)).toBe(true)
})

test('a drawing becomes lot buttons, one of them in the tab order, labelled and escaped; kept statuses are read back only when whole', () => {
  const markup = readDrawing(clusterDrawing(sitePlanSpecs[0])).markup
  const lots = new Map([
    ['A-1', { status: 'sold', label: 'Lot A-1, Type "Bougenville", Sold' }],
    ['B-12', { status: 'available', label: 'Lot B-12, Type Aster, Available' }],
  ])
  const buttons = lotButtons(markup, 'Site plan of <Cluster> Aster', lots)
  expect(buttons).toMatch(/^<svg role="group" aria-label="Site plan of &lt;Cluster&gt; Aster" /)
  expect(buttons).toContain(
    '<g id="lot-A-1" data-lot="A-1" data-status="sold" role="button" tabindex="0" aria-label="Lot A-1, Type &quot;Bougenville&quot;, Sold">',
  )
  expect(buttons).toContain('<g id="lot-B-12" data-lot="B-12" data-status="available" role="button" tabindex="-1"')
  // A lot not in the list stays a drawing.
  expect(buttons).toContain('<g id="lot-A-2">')
  expect(buttons.match(/tabindex="0"/g)).toHaveLength(1)

  const storage = (value: string | null) => ({ getItem: () => value })
  const kept = { at: '2026-11-30T02:00:00.000Z', lots: { 'B-12': 'sold', 'B-13': 'available' } }
  expect(keptStatuses(1, storage(JSON.stringify(kept)))).toEqual(kept)
  expect(keptStatuses(1, storage(null))).toBeNull()
  expect(keptStatuses(1, storage('{'))).toBeNull()
  expect(keptStatuses(1, storage(JSON.stringify({ ...kept, at: 'yesterday' })))).toBeNull()
  expect(keptStatuses(1, storage(JSON.stringify({ ...kept, lots: { 'B-12': 'gone' } })))).toBeNull()
})
