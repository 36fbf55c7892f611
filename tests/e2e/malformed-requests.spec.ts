import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { mailsTo, queuedMailSent, readOutbox } from './outbox'
import { adminToken, cmsClientHeaders, cmsQuery, cmsURL, siteURL, staffQuery } from './stack'
import { confirmedVisitor } from './visitors'

/**
 * Malformed requests get a short 4xx with a JSON message, never a 500, a stack trace or a server
 * path (docs/SECURITY.md, "Bad input"); and staff emails link to the site's own pages only.
 */

type Answer = { status: number; type: string; body: string; location?: string }

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
          location: res.headers.location,
        }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * A raw request, sent again where a permanent redirect points: the CMS's Next.js server sends a
 * spelling with `//` or a trailing `/` to the plain path, one step at a time (308 keeps the method
 * and the body).
 */
async function rawFollowed(...[base, method, path, headers, body]: Parameters<typeof raw>): Promise<Answer> {
  let answer = await raw(base, method, path, headers, body)
  for (let hops = 0; hops < 3 && answer.status === 308 && answer.location; hops++) {
    const next = new URL(answer.location, base)
    expect(next.pathname, `${path} is sent to a plainer spelling`).toMatch(/^\/(api|admin)\b/)
    answer = await raw(base, method, next.pathname + next.search, headers, body)
  }
  return answer
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

/**
 * The status an answer gives. GraphQL over HTTP answers a JSON request with 200 whatever its
 * errors: one refused before it ran (a validation error, a value of the wrong type) is a 400 (as
 * GraphQL answers it with `Accept: application/graphql-response+json`), an error while it ran
 * carries its own status (`extensions.statusCode`). Otherwise the HTTP status.
 */
const statusOf = (answer: Answer) => {
  let result: { data?: unknown; errors?: { extensions?: { statusCode?: number } }[] }
  try {
    result = JSON.parse(answer.body) as typeof result
  } catch {
    return answer.status
  }
  if (answer.status !== 200 || !result.errors?.length) return answer.status
  return result.errors[0].extensions?.statusCode ?? ('data' in result ? 500 : 400)
}

const json = (body: unknown) => Buffer.from(JSON.stringify(body))
const encodedFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`

/** The filters of the probe that found 500s, as REST query strings and as GraphQL `where` arguments. */
const probes = [
  { list: 'Posts', rest: 'posts', query: 'where[id][in]=abc', where: { id: { in: ['abc'] } } },
  { list: 'Posts', rest: 'posts', query: 'where[id][not_in]=x,y', where: { id: { not_in: ['x', 'y'] } } },
  {
    list: 'Posts',
    rest: 'posts',
    query: 'where[title][equals][0]=a&where[title][equals][1]=b',
    where: { title: { equals: ['a', 'b'] } },
  },
  { list: 'Posts', rest: 'posts', query: 'where[id][equals][a]=1', where: { id: { equals: { a: 1 } } } },
  {
    list: 'Projects',
    rest: 'projects',
    query: 'where[heroImage][equals]=abc',
    where: { heroImage: { equals: 'abc' } },
  },
]

/** `{ a: { b: "c" } }` as a GraphQL literal. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}]`
    : value && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([k, v]) => `${k}: ${literal(v)}`)
          .join(', ')} }`
      : JSON.stringify(value)

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
        '/api//graphql',
        '/api/users',
        '/api/Users/',
        '/api/users/login',
        '/api/users/LOGIN',
        '/api/users/forgot-password',
        '/api/Users/Forgot-Password',
        '/api/%75sers/forgot-password',
        '/api//users/forgot-password',
        '/api/forgot-password',
        '/api/enquiries',
        '/api/%65nquiries',
        '/api/subscribers',
        '/api//subscribers',
        // Next.js reads a multipart POST to a page as a server action's form.
        '/admin',
        '/admin/collections/posts',
      ])
        for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
          const answer = await rawFollowed(base, 'POST', path, { 'content-type': type }, form)
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

  for (const [name, base] of origins) {
    test(`the probe's filters answer 400 in every spelling, REST and GraphQL, through ${name}`, async () => {
      const headers = base === cmsURL ? cmsClientHeaders() : {}
      for (const { list, rest, query, where } of probes) {
        const requests: [string, string, string, Record<string, string>, Buffer?][] = [
          [`GET /api/${rest}`, 'GET', `/api/${rest}?${query}`, headers],
          [`GET /api//${rest}/`, 'GET', `/api//${rest}/?${query}`, headers],
          [`GET /api/${encodedFirst(rest)}`, 'GET', `/api/${encodedFirst(rest)}?${query}`, headers],
          [
            'GET with the brackets percent-encoded',
            'GET',
            `/api/${rest}?&${query.replace(/\[/g, '%5B').replace(/\]/g, '%5D')}`,
            headers,
          ],
          [
            'POST with X-HTTP-Method-Override: GET',
            'POST',
            `/api/${rest}`,
            { ...headers, 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
            Buffer.from(query),
          ],
          [
            'GraphQL, where as a literal',
            'POST',
            '/api/graphql',
            { ...headers, 'content-type': 'application/json' },
            json({ query: `{ ${list}(where: ${literal(where)}) { docs { id } } }` }),
          ],
          [
            'GraphQL at /api//graphql, where as a variable, a byte-order mark before the JSON',
            'POST',
            '/api//graphql',
            { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
            Buffer.concat([
              Buffer.from('\uFEFF'),
              json({
                query: `query($w: ${list.slice(0, -1)}_where) { ${list}(where: $w) { docs { id } } }`,
                variables: { w: where },
              }),
            ]),
          ],
        ]
        for (const [spelling, method, path, requestHeaders, body] of requests) {
          const answer = await rawFollowed(base, method, path, requestHeaders, body)
          const what = `${spelling} ${query}`
          expect(statusOf(answer), `${what}: ${answer.status} ${answer.body.slice(0, 300)}`).toBe(400)
          expect(answer.type, what).toMatch(/^application\/(graphql-response\+)?json/)
          expect((JSON.parse(answer.body) as { errors: { message: string }[] }).errors[0].message, what).toBeTruthy()
          expectNoInternals(answer, what)
        }
      }
      // The same spellings with well-formed filters are served.
      for (const path of ['/api/posts?where[id][in]=1,2&limit=1', '/api//posts?where[id][in]=1&limit=1']) {
        const answer = await rawFollowed(base, 'GET', path, headers)
        expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(200)
      }
    })
  }

  test('control characters in a name are refused as an error of the name field, REST and GraphQL', async () => {
    const run = Date.now()
    const names = ['Nul\u0000Name', 'Tab\tName', 'Line\nBreak', 'Bell\u0007Name', 'Del\u007fName']
    const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
      `{ Projects(limit: 1, sort: "slug") { docs { id } } }`,
    )
    const project = Projects.docs[0].id
    const enquiry = (name: string) => ({
      project,
      name,
      replyBy: 'phone',
      phone: '+62 812 0000 4848',
      consent: true,
      locale: 'en',
      page: '/',
    })
    const gqlBody = (query: string, variables: Record<string, unknown>) => json({ query, variables })
    const headers = { ...cmsClientHeaders(), 'content-type': 'application/json' }
    // Subscribers are made by the subscribe mutation; in REST only by sales staff.
    const asStaff = { ...headers, authorization: `JWT ${await adminToken()}` }
    // A site visit needs a slot that can be booked.
    const { Projects: all } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
      `{ Projects(limit: 20, sort: "slug") { docs { id } } }`,
    )
    let visit: { project: number; slotStart: string } | undefined
    for (const { id } of all.docs) {
      const { siteVisitSlots } = await cmsQuery<{ siteVisitSlots: { slots: { start: string; free: number }[] } }>(
        `query($p: Int!) { siteVisitSlots(project: $p, locale: "en") { slots { start free } } }`,
        { p: id },
      )
      const slot = siteVisitSlots.slots.find((s) => s.free > 0)
      if (slot) {
        visit = { project: id, slotStart: slot.start }
        break
      }
    }
    expect(visit, 'a development with a free visit slot').toBeTruthy()
    for (const [n, name] of names.entries()) {
      const email = `control-${run}-${n}@example.com`
      const requests: [string, string, Buffer, Record<string, string>?][] = [
        ['REST register', '/api/users', json({ email, password: 'control-pass-2026', name })],
        [
          'GraphQL register',
          '/api/graphql',
          gqlBody('mutation($d: mutationUserInput!) { createUser(data: $d) { id } }', {
            d: { email, password: 'control-pass-2026', name, roles: ['visitor'] },
          }),
        ],
        ['REST enquiry', '/api/enquiries', json(enquiry(name))],
        [
          'GraphQL enquiry',
          '/api/graphql',
          gqlBody('mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }', { d: enquiry(name) }),
        ],
        ['REST subscriber, by staff', '/api/subscribers', json({ email, name }), asStaff],
        [
          'GraphQL subscribe',
          '/api/graphql',
          gqlBody('mutation($e: String!, $n: String) { subscribe(email: $e, name: $n) }', { e: email, n: name }),
        ],
        [
          'GraphQL site visit',
          '/api/graphql',
          gqlBody('mutation($d: SiteVisitBookingInput!) { bookSiteVisit(data: $d) { id } }', {
            d: {
              ...visit,
              idempotencyKey: `control-${run}-${n}`,
              name,
              phone: `+62 813 4848 ${String(run % 10_000).padStart(4, '0')}`,
              email,
              consent: true,
              locale: 'en',
            },
          }),
        ],
      ]
      for (const [what, path, body, as = headers] of requests) {
        const answer = await raw(cmsURL, 'POST', path, as, body)
        const label = `${what} ${JSON.stringify(name)}: ${answer.status} ${answer.body.slice(0, 300)}`
        expect(statusOf(answer), label).toBe(400)
        expect(answer.body, label).toContain('"path":"name"')
      }
    }
    // Nothing was stored under those names, nor emailed.
    const stored = await staffQuery<Record<string, { totalDocs: number }>>(
      `query($names: [String]) {
        Users(where: { name: { in: $names } }) { totalDocs }
        Subscribers(where: { name: { in: $names } }) { totalDocs }
        Enquiries(where: { name: { in: $names } }) { totalDocs }
        SiteVisits(where: { name: { in: $names } }) { totalDocs }
      }`,
      // (A filter may not hold a NUL character either.)
      { names: names.filter((name) => !name.includes('\u0000')) },
    )
    expect(Object.values(stored).map((s) => s.totalDocs)).toEqual([0, 0, 0, 0])
    await queuedMailSent()
    expect(readOutbox().filter((m) => m.to.some((to) => to.startsWith(`control-${run}-`)))).toHaveLength(0)
    // A name with letters of any script, spaces, an apostrophe and a hyphen is a name.
    const fine = await raw(
      cmsURL,
      'POST',
      '/api/graphql',
      headers,
      gqlBody('mutation($e: String!, $n: String) { subscribe(email: $e, name: $n) }', {
        e: `control-${run}-fine@example.com`,
        n: "Siti Nur'aini Hà-Lê",
      }),
    )
    expect(fine.body).toContain('"subscribe":true')
  })

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
