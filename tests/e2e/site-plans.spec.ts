import { expect, test } from '@playwright/test'
import { lotStatuses, lotStatusesPath, type LotStatusesAnswer } from '@lestari/model/site-plans'
import { cmsClientHeaders, cmsQuery, cmsURL, editorToken, salesToken } from './stack'

/**
 * Site plans in the CMS (docs/FEATURES.md, "Site plans"): the demo plans, the drawing and the lot
 * list checked against each other, statuses kept by sales staff alone and recorded, and the
 * public answer of the statuses, which holds no buyer data. Against the real CMS of the main suite.
 */
test.use({ serviceWorkers: 'block' })

type Lot = {
  id: string
  lotId: string
  status: string
  statusChangedBy?: unknown
  reservedFrom?: unknown
  statusChangedAt?: string | null
}
type Plan = { id: number; title: string; markup: string; lots: Lot[]; project: number }

const api = async (
  method: string,
  url: string,
  { token, body, language }: { token?: string; body?: unknown; language?: string } = {},
) => {
  const res = await fetch(`${cmsURL}/api${url}`, {
    method,
    headers: {
      ...cmsClientHeaders(),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function kiranaHills(): Promise<number> {
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
    `{ Projects(where: { slug: { equals: "kirana-hills" } }) { docs { id } } }`,
  )
  return Projects.docs[0].id
}

const statuses = async (project: number) => {
  const res = await fetch(`${cmsURL}${lotStatusesPath}?project=${project}`, { headers: cmsClientHeaders() })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
  return (await res.json()) as LotStatusesAnswer
}

async function planWithLot(lot: string, token: string): Promise<Plan> {
  const { body } = await api('GET', `/site-plans?depth=0&limit=10`, { token })
  const plan = (body.docs as Plan[]).find((p) => p.lots.some((l) => l.lotId === lot))
  if (!plan) throw new Error(`no site plan lists lot ${lot}`)
  return plan
}

const svg = (lots: string[], extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${extra}${lots
    .map((id, i) => `<rect id="lot-${id}" x="${i * 20}" y="0" width="20" height="40"/>`)
    .join('')}</svg>`

function upload(file: string, data: Record<string, unknown>) {
  const form = new FormData()
  form.append('file', new Blob([file], { type: 'image/svg+xml' }), `test-plan-${Date.now()}.svg`)
  form.append('_payload', JSON.stringify(data))
  return form
}

test('the demo site plans: two clusters of 40 lots or more, every status; the public statuses hold lot ids and statuses only', async () => {
  const project = await kiranaHills()
  const answer = await statuses(project)
  expect(answer.project).toBe(project)
  expect(answer.plans).toHaveLength(2)
  for (const plan of answer.plans) {
    expect(Object.keys(plan.lots).length).toBeGreaterThanOrEqual(40)
    expect(new Set(Object.values(plan.lots))).toEqual(new Set(lotStatuses))
    expect(Object.keys(plan)).toEqual(['id', 'lots'])
  }
  expect(answer.plans.some((p) => p.lots['B-12'] === 'available')).toBe(true)
  // Anonymous reads of the plans themselves hold no buyer data either (who reserved, who changed).
  const { body } = await api('GET', `/site-plans?depth=1&limit=10`)
  const lots = (body.docs as Plan[]).flatMap((p) => p.lots)
  expect(lots.length).toBeGreaterThanOrEqual(80)
  for (const lot of lots) {
    expect(lot).not.toHaveProperty('reservedFrom')
    expect(lot).not.toHaveProperty('statusChangedBy')
  }
  // A malformed request is answered, not failed.
  for (const query of ['', '?project=abc', '?project=-1', '?project[equals]=1']) {
    const res = await fetch(`${cmsURL}${lotStatusesPath}${query}`, { headers: cmsClientHeaders() })
    expect(res.status, query).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/\?project=<id>/)
  }
})

test("an editor's save keeps the statuses; a sales officer changes one, and the change is recorded with who and when", async () => {
  const editor = await editorToken()
  const sales = await salesToken()
  const project = await kiranaHills()
  const plan = await planWithLot('B-12', sales)
  const sold = (lots: Lot[]) => lots.map((l) => ({ id: l.id, status: l.lotId === 'B-12' ? 'sold' : l.status }))
  try {
    const byEditor = await api('PATCH', `/site-plans/${plan.id}`, {
      token: editor,
      body: { lots: plan.lots.map((l) => ({ ...l, status: l.lotId === 'B-12' ? 'sold' : l.status })) },
    })
    expect(byEditor.status).toBe(200)
    expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('available')

    // Sales staff change statuses, never the list.
    const removed = await api('PATCH', `/site-plans/${plan.id}`, {
      token: sales,
      body: { lots: sold(plan.lots).slice(1) },
    })
    expect(removed.status).toBe(400)
    expect(JSON.stringify(removed.body)).toContain('statuses only')
    expect((await planWithLot('B-12', sales)).lots).toHaveLength(plan.lots.length)

    const bySales = await api('PATCH', `/site-plans/${plan.id}`, { token: sales, body: { lots: sold(plan.lots) } })
    expect(bySales.status, JSON.stringify(bySales.body)).toBe(200)
    expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('sold')
    const after = (await planWithLot('B-12', sales)).lots.find((l) => l.lotId === 'B-12')!
    expect(Date.now() - new Date(after.statusChangedAt!).getTime()).toBeLessThan(120_000)
    // The lot's other fields and the other lots are as they were.
    expect((await planWithLot('B-12', sales)).lots.map((l) => l.lotId)).toEqual(plan.lots.map((l) => l.lotId))

    const { body } = await api(
      'GET',
      `/lot-status-changes?where[sitePlan][equals]=${plan.id}&where[lot][equals]=B-12&sort=-createdAt&depth=1`,
      { token: sales },
    )
    const change = (body.docs as { from: string; to: string; changedBy: { email: string }; source: string }[])[0]
    expect(change).toMatchObject({
      from: 'available',
      to: 'sold',
      source: 'admin',
      changedBy: { email: 'sales@lestari-city.example' },
    })
    // Nobody writes the record by hand, not even the sales team.
    expect(
      (await api('POST', '/lot-status-changes', { token: sales, body: { sitePlan: plan.id, lot: 'B-12', to: 'sold' } }))
        .status,
    ).toBe(403)
    // Visitors read no record of who changed what.
    expect((await api('GET', '/lot-status-changes')).status).toBe(403)
  } finally {
    await api('PATCH', `/site-plans/${plan.id}`, {
      token: sales,
      body: { lots: plan.lots.map((l) => ({ id: l.id, status: l.status })) },
    })
  }
  expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('available')
})

test('a drawing with a lot not in the list, and a list with a lot not drawn, are refused naming both, in the admin language; what is kept runs nothing', async () => {
  const editor = await editorToken()
  const project = await kiranaHills()
  const count = async () => (await api('GET', '/site-plans?limit=0', { token: editor })).body.totalDocs as number
  const before = await count()
  const data = { title: 'Test cluster', project, lots: ['X-1', 'X-2', 'X-4'].map((lotId) => ({ lotId })) }
  for (const [language, words] of [
    ['en', ['Drawn but not listed: X-3', 'Listed but not drawn: X-4']],
    ['id', ['Digambar tetapi tidak tercantum: X-3', 'Tercantum tetapi tidak digambar: X-4']],
  ] as const) {
    const refused = await api('POST', '/site-plans', {
      token: editor,
      body: upload(svg(['X-1', 'X-2', 'X-3']), data),
      language,
    })
    expect(refused.status).toBe(400)
    for (const word of words) expect(JSON.stringify(refused.body)).toContain(word)
  }
  const noLots = await api('POST', '/site-plans', {
    token: editor,
    body: upload(svg([], '<rect width="1" height="1"/>'), data),
  })
  expect(noLots.status).toBe(400)
  expect(JSON.stringify(noLots.body)).toContain('lot-B-12')
  expect(await count()).toBe(before)

  // A script is refused outright (Payload's own check of SVG uploads).
  const scripted = await api('POST', '/site-plans', {
    token: editor,
    body: upload(svg(['X-1', 'X-2', 'X-4'], '<script>alert(1)</script>'), data),
  })
  expect(scripted.status).toBe(400)
  expect(await count()).toBe(before)
  // Drawn and listed alike: kept, without what the upload brought beyond shapes and text (links,
  // styles, pictures from elsewhere, references), which Payload lets through.
  const kept = await api('POST', '/site-plans', {
    token: editor,
    body: upload(
      svg(
        ['X-1', 'X-2', 'X-4'],
        '<style>rect{fill:red}</style><a href="https://example.com/"><text>x</text></a>' +
          '<image href="https://example.com/pixel.png" width="1" height="1"/><rect fill="url(#g)" width="1" height="1"/>',
      ),
      data,
    ),
  })
  expect(kept.status, JSON.stringify(kept.body)).toBe(201)
  const doc = (kept.body as { doc: Plan }).doc
  try {
    expect(doc.lots.map((l) => l.status)).toEqual(['notReleased', 'notReleased', 'notReleased'])
    expect(doc.markup).toContain('id="lot-X-4"')
    expect(doc.markup).not.toMatch(/style|href|image|url\(|example\.com/i)
    expect(doc.markup).toContain('<rect width="1" height="1"></rect>')
    // A new drawing in its place keeps the lots; one that drops a lot is refused, naming it.
    const replace = (lots: string[]) => {
      const form = new FormData()
      form.append('file', new Blob([svg(lots)], { type: 'image/svg+xml' }), `test-plan-new-${Date.now()}.svg`)
      form.append('_payload', JSON.stringify({}))
      return api('PATCH', `/site-plans/${doc.id}`, { token: editor, body: form })
    }
    const dropped = await replace(['X-1', 'X-2'])
    expect(dropped.status).toBe(400)
    expect(JSON.stringify(dropped.body)).toContain('Listed but not drawn: X-4')
    const replaced = await replace(['X-4', 'X-2', 'X-1'])
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    const after = (replaced.body as { doc: Plan }).doc
    expect(after.lots.map((l) => [l.id, l.lotId])).toEqual(doc.lots.map((l) => [l.id, l.lotId]))
    expect(after.markup.indexOf('lot-X-4')).toBeLessThan(after.markup.indexOf('lot-X-1'))
  } finally {
    expect((await api('DELETE', `/site-plans/${doc.id}`, { token: editor })).status).toBe(200)
  }
})

test('a CSV import of statuses previews its changes, reports bad rows without applying any, and applies a clean file as one recorded change per lot', async () => {
  const sales = await salesToken()
  const project = await kiranaHills()
  const plan = await planWithLot('B-12', sales)
  const statusOf = (lot: string) => plan.lots.find((l) => l.lotId === lot)!.status
  const post = async (csv: string, apply: boolean, token = sales) => {
    const res = await fetch(`${cmsURL}/api/site-plans/${plan.id}/import-statuses${apply ? '?apply=1' : ''}`, {
      method: 'POST',
      headers: { ...cmsClientHeaders(), authorization: `JWT ${token}`, 'content-type': 'text/csv' },
      body: csv,
    })
    return { status: res.status, body: (await res.json()) as ImportAnswer }
  }
  type ImportAnswer = {
    changes: { lot: string; from: string; to: string }[]
    unchanged: number
    badRows: { line: number; reason: string }[]
    applied: boolean
  }
  expect((await post('lot,status\nB-12,reserved\n', true, await editorToken())).status).toBe(403)

  const bad = await post(`lot,status\nB-12,Reserved\nZ-9,sold\nB-13,gone\nA-1,${statusOf('A-1')}\n`, true)
  expect(bad.status).toBe(200)
  expect(bad.body.applied).toBe(false)
  expect(bad.body.changes).toEqual([{ lot: 'B-12', from: 'available', to: 'reserved' }])
  expect(bad.body.unchanged).toBe(1)
  expect(bad.body.badRows.map((r) => r.line)).toEqual([3, 4])
  expect(bad.body.badRows[0].reason).toContain('Z-9')
  expect(bad.body.badRows[1].reason).toContain('gone')
  expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('available')

  const preview = await post('lot,status\nB-12,reserved\n', false)
  expect(preview.body).toMatchObject({ applied: false, changes: [{ lot: 'B-12', to: 'reserved' }] })
  expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('available')
  try {
    const applied = await post('lot,status\nB-12,reserved\n', true)
    expect(applied.body.applied).toBe(true)
    expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('reserved')
    const { body } = await api(
      'GET',
      `/lot-status-changes?where[sitePlan][equals]=${plan.id}&where[lot][equals]=B-12&sort=-createdAt`,
      { token: sales },
    )
    expect((body.docs as { to: string; source: string }[])[0]).toMatchObject({ to: 'reserved', source: 'import' })
  } finally {
    await post(`lot,status\nB-12,${statusOf('B-12')}\n`, true)
  }
  expect((await statuses(project)).plans.find((p) => p.id === plan.id)?.lots['B-12']).toBe('available')
})
