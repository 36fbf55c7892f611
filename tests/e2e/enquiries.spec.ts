import crypto from 'node:crypto'
import http from 'node:http'
import { expect, test, type Page, type Request } from '@playwright/test'
import { developmentPath, localizePath } from '../../src/lib/routes'
import { waitForMail } from './outbox'
import { cmsQuery, cmsURL, adminToken, staffQuery, testCrmPort } from './stack'

type Unit = { id: number; slug: string; name: string }
type Project = { id: number; slug: string; title: string; kind: string; unitTypes: { docs: Unit[] } }
type Stored = {
  id: number
  name: string
  replyBy: string
  phone: string | null
  email: string | null
  message: string | null
  consent: boolean
  locale: string
  page: string
  status: string
  project: { id: number }
  unitType: { id: number } | null
  crmDeliveredAt: string | null
}

const projectWithUnits = async (): Promise<Project> => {
  const { Projects } = await cmsQuery<{ Projects: { docs: Project[] } }>(`{
    Projects(limit: 100, sort: "slug") { docs { id slug title kind unitTypes { docs { id slug name } } } }
  }`)
  const found = Projects.docs.find((p) => p.unitTypes.docs.length >= 2)
  expect(found, 'a seeded development with unit types').toBeTruthy()
  return found!
}

const storedByName = async (name: string) =>
  (
    await staffQuery<{ Enquiries: { docs: Stored[] } }>(
      `query($n: String!) { Enquiries(where: { name: { equals: $n } }, limit: 10) {
      docs { id name replyBy phone email message consent locale page status project { id } unitType { id } crmDeliveredAt }
    } }`,
      { n: name },
    )
  ).Enquiries.docs

const pagePathOf = (p: Project, lang: 'EN' | 'ID') =>
  localizePath(developmentPath(p.kind.replace(/_/g, '-'), p.slug), lang)

/** The enquiry form of a development page, once its code has loaded and it can send. */
async function openForm(page: Page, path: string) {
  await page.goto(path)
  await page.locator('#enquiry').scrollIntoViewIfNeeded()
  const form = page.locator('form[data-form="enquiry"][data-ready]')
  await expect(form).toBeVisible()
  return form
}

// The tests' CRM: records every delivery; answers 503 while `down`, and to every enquiry but this
// file's (the other specs' enquiries stay undelivered: privacy.spec.ts withdraws a consent before
// its enquiry's delivery is tried again).
type Delivery = { body: string; headers: http.IncomingHttpHeaders; answered: number }
const deliveries: Delivery[] = []
let crmDown = true
let crm: http.Server
const ownNames = new Set<string>()
const ours = (body: string) => {
  try {
    return ownNames.has((JSON.parse(body) as { name: string }).name)
  } catch {
    return false
  }
}

test.beforeAll(async () => {
  crm = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const answered = crmDown || !ours(body) ? 503 : 200
      deliveries.push({ body, headers: req.headers, answered })
      res.writeHead(answered).end()
    })
  })
  await new Promise<void>((resolve) => crm.listen(testCrmPort, '127.0.0.1', resolve))
})
test.afterAll(() => new Promise<void>((resolve) => crm.close(() => resolve())))

/**
 * The deliveries of one enquiry: its id and its visitor's name, since the CMS of a suite run before
 * (the SQLite one before the PostgreSQL one) may still be retrying its own enquiry of the same id
 * to this port.
 */
const deliveriesOf = (enquiry: { id: number; name: string }) =>
  deliveries.filter((d) => {
    try {
      const body = JSON.parse(d.body) as { id: number; name: string }
      return body.id === enquiry.id && body.name === enquiry.name
    } catch {
      return false
    }
  })

test("an enquiry from a unit type's row is stored with the development and unit type, emailed to its sales team and signed to the CRM, also after the CRM was down", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const project = await projectWithUnits()
  const unit = project.unitTypes.docs[1]
  const form = await openForm(page, pagePathOf(project, 'EN'))
  const name = `Budi <b>"Santoso"</b> & Co ${Date.now()}`
  ownNames.add(name)
  const message = 'Is there a show unit? <script>alert(1)</script>'

  await page.getByRole('link', { name: `Enquire about ${unit.name}` }).click()
  await expect(form.getByLabel('Unit type')).toHaveValue(String(unit.id))
  await expect(form.getByLabel(/Your name/)).toBeFocused()
  await form.getByLabel(/Your name/).fill(name)
  await form.getByRole('radio', { name: 'WhatsApp' }).check()
  await form.getByLabel(/Phone or WhatsApp number/).fill('+62 812 3456 7890')
  await form.getByLabel(/Your question/).fill(message)

  // Without consent: the field says so, and nothing is sent or stored. The form checks its fields
  // before it sends anything: once the error shows, a request would have been made already.
  const sent: string[] = []
  const onRequest = (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/')) sent.push(r.postData() ?? r.url())
  }
  page.on('request', onRequest)
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.locator('#enquiry-consent-error')).toHaveText('Please tick this box to continue.')
  await expect(form.getByLabel(/I agree that the sales team may contact me/)).toBeFocused()
  page.off('request', onRequest)
  expect(sent, 'requests to the CMS without consent').toEqual([])
  expect(await storedByName(name)).toEqual([])

  await form.getByLabel(/I agree that the sales team may contact me/).check()
  await form.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(form.getByRole('status')).toHaveText(
    `Thank you, ${name}. Your enquiry about ${project.title} has reached our sales team, who will reply by WhatsApp.`,
  )

  const [stored] = await storedByName(name)
  expect(stored).toMatchObject({
    replyBy: 'whatsapp',
    phone: '+62 812 3456 7890',
    email: null,
    message,
    consent: true,
    locale: 'en',
    status: 'new',
    page: pagePathOf(project, 'EN'),
    project: { id: project.id },
    unitType: { id: unit.id },
  })

  // The sales team's email: at the development's own address, everything the visitor typed escaped.
  // (Other specs send enquiries about this development too: this one is the one naming this visitor.)
  const mail = await waitForMail(
    `sales.${project.slug}@lestari-city.example`,
    new RegExp(`New enquiry: ${project.title}`),
    1,
    15_000,
    (m) => m.text.includes(`Name: ${name}`),
  )
  expect(mail.html).toContain('Budi &lt;b&gt;&quot;Santoso&quot;&lt;/b&gt; &amp; Co')
  expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(mail.html).not.toContain('<script>')
  expect(mail.html).not.toContain('<b>"Santoso"')
  expect(mail.html).toContain(unit.name)
  expect(mail.text).toContain(`Name: ${name}`)

  // The CRM was down: the delivery is kept and tried again (the CMS runs due jobs every 5 s).
  await expect.poll(() => deliveriesOf(stored).length, { timeout: 90_000, intervals: [2_000] }).toBeGreaterThan(0)
  expect(deliveriesOf(stored).every((d) => d.answered === 503)).toBe(true)
  crmDown = false
  await expect
    .poll(() => deliveriesOf(stored).some((d) => d.answered === 200), { timeout: 120_000, intervals: [3_000] })
    .toBe(true)
  const delivered = deliveriesOf(stored).find((d) => d.answered === 200)!
  const timestamp = String(delivered.headers['x-webhook-timestamp'])
  const expected = crypto
    .createHmac('sha256', process.env.TEST_CRM_SECRET!)
    .update(`${timestamp}.${delivered.body}`)
    .digest('hex')
  expect(delivered.headers['x-webhook-signature']).toBe(`sha256=${expected}`)
  expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300)
  expect(JSON.parse(delivered.body)).toMatchObject({
    event: 'enquiry.created',
    id: stored.id,
    name,
    replyBy: 'whatsapp',
    phone: '+62 812 3456 7890',
    message,
    consent: true,
    language: 'en',
    development: { id: project.id, slug: project.slug, title: project.title },
    unitType: { id: unit.id, slug: unit.slug, name: unit.name },
  })
  await expect.poll(async () => (await storedByName(name))[0].crmDeliveredAt).not.toBeNull()

  // The sales team's CSV export has it; nobody else gets the export.
  const csv = await fetch(`${cmsURL}/api/enquiries/export.csv?project=${project.id}`, {
    headers: { authorization: `JWT ${await adminToken()}` },
  })
  expect(csv.status).toBe(200)
  expect(csv.headers.get('content-type')).toContain('text/csv')
  const text = await csv.text()
  const row = text.split('\r\n').find((l) => l.startsWith(`"${stored.id}",`))
  expect(row).toContain(`"${name.replace(/"/g, '""')}"`)
  expect(row).toContain(`"${project.title}","${unit.name}"`)
  expect(row).toContain('"WhatsApp","\'+62 812 3456 7890"')
  expect((await fetch(`${cmsURL}/api/enquiries/export.csv`)).status).toBe(403)
})

test('in Indonesian, an enquiry by email without a unit type gets its confirmation in Indonesian; offline it is kept and sent once back online', async ({
  page,
  context,
}) => {
  const project = await projectWithUnits()
  const form = await openForm(page, pagePathOf(project, 'ID'))
  const name = `Siti Rahma ${Date.now()}`
  await form.getByLabel(/Nama Anda/).fill(name)
  await form.getByRole('radio', { name: 'Email' }).check()
  // The email field is the one required now.
  await form.getByLabel(/Saya setuju tim penjualan/).check()
  await form.getByRole('button', { name: 'Kirim pertanyaan' }).click()
  await expect(form.locator('#enquiry-email-error')).toHaveText('Harap isi kolom ini.')
  await form.getByLabel(/Alamat email/).fill('siti@example.com')
  // Apollo's code is fetched as soon as the visitor is in the form; then the connection drops.
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Kirim pertanyaan' }).click()
  await expect(form.getByRole('alert')).toContainText('Anda sedang offline')
  expect(await storedByName(name)).toEqual([])
  await context.setOffline(false)
  await expect(form.getByRole('status')).toHaveText(
    `Terima kasih, ${name}. Pertanyaan Anda tentang ${project.title} telah diterima tim penjualan kami, yang akan membalas melalui Email.`,
  )
  const stored = await storedByName(name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    replyBy: 'email',
    email: 'siti@example.com',
    phone: null,
    locale: 'id',
    unitType: null,
    project: { id: project.id },
  })
})

test("anonymous callers may send an enquiry but never read one, through REST, GraphQL or a development's join", async () => {
  const project = await projectWithUnits()
  const created = await cmsQuery<{ createEnquiry: { id: number } }>(
    `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`,
    {
      d: {
        project: project.id,
        name: `Anonymous ${Date.now()}`,
        replyBy: 'phone',
        phone: '0812 0000 1111',
        consent: true,
        locale: 'en',
        page: '/',
      },
    },
  )
  const id = created.createEnquiry.id
  expect(id).toBeGreaterThan(0)
  expect((await fetch(`${cmsURL}/api/enquiries`)).status).toBe(403)
  expect((await fetch(`${cmsURL}/api/enquiries/${id}`)).status).toBe(403)
  for (const query of ['{ Enquiries { docs { id name } } }', `{ Enquiry(id: ${id}) { id name } }`]) {
    expect(String(await cmsQuery<unknown>(query).catch((e: Error) => e.message))).toMatch(/not allowed/i)
  }
  const join = 'query($id: Int!) { Project(id: $id) { enquiries(limit: 100) { docs { id } } } }'
  // Refused outright, or answered without the enquiries.
  const anonymous = await cmsQuery<{ Project: { enquiries: { docs: { id: number }[] } | null } }>(join, {
    id: project.id,
  }).catch((e: Error) => e.message)
  if (typeof anonymous === 'string') expect(anonymous).toMatch(/not allowed/i)
  else expect((anonymous.Project.enquiries?.docs ?? []).map((d) => d.id)).not.toContain(id)
  const staff = await staffQuery<{ Project: { enquiries: { docs: { id: number }[] } } }>(join, { id: project.id })
  expect(staff.Project.enquiries.docs.map((d) => d.id)).toContain(id)
})
