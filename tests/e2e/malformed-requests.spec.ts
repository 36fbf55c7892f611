import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { mailsTo } from './outbox'
import { cmsQuery, cmsURL, siteURL, staffQuery } from './stack'
import { confirmedVisitor } from './visitors'

/**
 * Malformed requests get a short 4xx with a JSON message, never a 500, a stack trace or a server
 * path (docs/SECURITY.md, "Bad input"); and staff emails link to the site's own pages only.
 */

type Answer = { status: number; type: string; body: string }

/** A raw request (node:http, so any header and any body bytes can be sent). */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** What no answer to a visitor may show. */
function expectNoInternals(answer: Answer, what: string) {
  expect(answer.body, `${what}: no stack trace`).not.toMatch(/\bat .+\(.+:\d+:\d+\)|Error: .*\n\s+at /)
  expect(answer.body, `${what}: no server path`).not.toContain(process.cwd())
  expect(answer.body, `${what}: no server path`).not.toMatch(/\/(work|home|root|usr|tmp)\//)
}

const origins = [
  ["the site's origin", siteURL],
  ['the CMS port', cmsURL],
] as const

test.describe('malformed requests get a short 4xx, never a 500', () => {
  for (const [name, base] of origins) {
    test(`ids, filters and file names the database cannot take, through ${name}`, async () => {
      const visitor = await confirmedVisitor('Malformed Reader')
      const asVisitor = { authorization: `JWT ${visitor.token}` }
      const cases: [string, Record<string, string>, number][] = [
        ['/api/posts/abc', {}, 404],
        ['/api/users/versions', asVisitor, 404],
        ['/api/media/versions', asVisitor, 404],
        ['/api/posts?where[publishedAt][greater_than]=notadate', {}, 400],
        ['/api/posts?where[title][near]=1,2', {}, 400],
        ['/api/posts?where[title][within]=1', {}, 400],
        ['/api/posts?where[or][0][publishedAt][less_than]=someday', {}, 400],
        ['/api/posts?where[id][in]=abc', {}, 400],
        ['/api/posts?where[id][not_in]=x,y', {}, 400],
        ['/api/posts?where[title][equals][0]=a&where[title][equals][1]=b', {}, 400],
        ['/api/posts?where[id][equals][a]=1', {}, 400],
        ['/api/projects?where[heroImage][equals]=abc', {}, 400],
        ['/api/posts?where[or][0][id][in]=zz', {}, 400],
        ['/api/media/file/%00', {}, 404],
        ['/api/media/file/x.svg', {}, 404],
        ['/api/files/file/missing.pdf', {}, 404],
      ]
      for (const [path, headers, status] of cases) {
        const answer = await raw(base, 'GET', path, headers)
        expect(answer.status, `GET ${path}: ${answer.body.slice(0, 200)}`).toBe(status)
        expect(answer.type, path).toContain('application/json')
        expect(
          (JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0].message.length,
          path,
        ).toBeGreaterThan(0)
        expectNoInternals(answer, path)
      }
      // The same through GraphQL: a filter the database cannot run is a GraphQL error, not a crash.
      const graphQL = await cmsQuery(
        `{ Posts(where: { publishedAt: { greater_than: "notadate" } }) { docs { id } } }`,
        {},
        base,
      ).catch((e: Error) => e.message)
      expect(graphQL).toMatch(/invalid date/)
      // (GraphQL's own types refuse an id that is not a number; a relation's values are free JSON.)
      const relation = await cmsQuery(
        `{ Projects(where: { heroImage: { equals: "abc" } }) { docs { id } } }`,
        {},
        base,
      ).catch((e: Error) => e.message)
      expect(relation).toMatch(/heroImage holds document ids/)
      // A form body whose parts do not follow its declared boundary, or have none.
      const form = Buffer.from('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--abc--\r\n')
      for (const path of [
        '/api/graphql',
        '/api/users',
        '/api/users/login',
        '/api/users/forgot-password',
        '/api/Users/Forgot-Password',
        '/api/enquiries',
        '/api/subscribers',
      ])
        for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
          const answer = await raw(base, 'POST', path, { 'content-type': type }, form)
          expect(answer.status, `POST ${path} (${type}): ${answer.body.slice(0, 200)}`).toBe(400)
          expect(answer.body, path).toContain('multipart/form-data')
          expectNoInternals(answer, path)
        }
      // A NUL character in a visitor's text is refused, not stored cut short at it.
      const nul = await raw(
        base,
        'POST',
        '/api/subscribers',
        { 'content-type': 'application/json' },
        Buffer.from(JSON.stringify({ email: `nul-${Date.now()}@example.com`, name: 'Nul\u0000Name' })),
      )
      expect(nul.status, nul.body).toBe(400)
      expect(nul.body).toContain('NUL character')
      // Well-formed lists and ids still work.
      expect((await raw(base, 'GET', '/api/posts?where[id][in]=1,2&limit=1&depth=0')).status).toBe(200)
      expect((await raw(base, 'GET', '/api/projects?where[heroImage][exists]=true&limit=1&depth=0')).status).toBe(200)
      // Well-formed requests still work.
      expect(
        (await raw(base, 'GET', '/api/posts?where[publishedAt][greater_than]=2020-01-01&limit=1&depth=0')).status,
      ).toBe(200)
    })
  }

  test('the site server answers bodies it cannot read with JSON, and errors without its internals', async () => {
    const graphQL = { 'content-type': 'application/json' }
    const broken = await raw(
      siteURL,
      'POST',
      '/api/graphql',
      { ...graphQL, 'content-encoding': 'gzip' },
      Buffer.from('not gzip at all'),
    )
    expect(broken.status, broken.body).toBe(400)
    const compress = await raw(
      siteURL,
      'POST',
      '/api/graphql',
      { ...graphQL, 'content-encoding': 'compress' },
      Buffer.from('{}'),
    )
    expect(compress.status, compress.body).toBe(415)
    for (const answer of [broken, compress]) {
      expect(answer.type).toContain('application/json')
      expectNoInternals(answer, 'unreadable body')
    }
    // A body that inflates is read as before.
    const zipped = zlib.gzipSync(JSON.stringify({ query: '{ __typename }' }))
    const fine = await raw(siteURL, 'POST', '/api/graphql', { ...graphQL, 'content-encoding': 'gzip' }, zipped)
    expect(fine.status, fine.body).toBe(200)
    // A folder of the site's files is not a file: the not-found page, not an error page with a path.
    const folder = await raw(siteURL, 'GET', '/static/')
    expect(folder.status).toBe(404)
    expectNoInternals(folder, 'GET /static/')
  })
})

test("an enquiry's page must be a path of this site, and the sales email links to the site's own origin", async () => {
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
    `{ Projects(limit: 1, sort: "slug") { docs { id } } }`,
  )
  const name = `Page Check ${Date.now()}`
  const enquiry = (page: string) => ({
    project: Projects.docs[0].id,
    name,
    replyBy: 'phone',
    phone: '+62 812 0000 1111',
    consent: true,
    locale: 'en',
    page,
  })
  const send = (page: string) =>
    cmsQuery<{ createEnquiry: { id: number } }>(
      `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`,
      { d: enquiry(page) },
    )
  for (const page of ['@evil.example/steal', '//evil.example/steal', 'https://evil.example/']) {
    await expect(send(page), page).rejects.toThrow(/invalid: page/i)
  }
  const { Enquiries } = await staffQuery<{ Enquiries: { totalDocs: number } }>(
    `query($n: String!) { Enquiries(where: { name: { equals: $n } }) { totalDocs } }`,
    { n: name },
  )
  expect(Enquiries.totalDocs).toBe(0)
  await send('/development/residential/')
  // The sales team's email (the development's own address, or the site's) names this enquiry.
  const { Project } = await staffQuery<{ Project: { salesEmail: string | null } }>(
    'query($id: Int!) { Project(id: $id) { salesEmail } }',
    { id: Projects.docs[0].id },
  )
  const { SiteSetting } = await staffQuery<{ SiteSetting: { salesEmail: string | null } }>(
    '{ SiteSetting { salesEmail } }',
  )
  const salesAddress = Project.salesEmail || SiteSetting.salesEmail
  expect(salesAddress, 'the demo content has a sales address').toBeTruthy()
  await expect.poll(() => mailsTo(salesAddress!).some((m) => m.text.includes(name)), { timeout: 15_000 }).toBe(true)
  const mail = mailsTo(salesAddress!).find((m) => m.text.includes(name))!
  expect(mail.text).toContain(`Page: ${siteURL}/development/residential/`)
})
