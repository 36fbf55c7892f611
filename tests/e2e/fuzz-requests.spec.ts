import { expect, test } from '@playwright/test'
import { siteCollections } from '@lestari/model/collections'
import { maxCMSAddressLength } from '../../scripts/lib/limits'
import { clientHeaders, cmsClientHeaders, cmsQuery, cmsURL, siteURL, staffQuery } from './stack'

/**
 * Generated malformed requests across the public REST and GraphQL operations (docs/SECURITY.md,
 * "Bad input"): random `where` trees, ids, operators, query parameters, content types, bodies and
 * path spellings, straight to the CMS's port and through the site's origin. None may answer with a
 * 5xx (or a GraphQL error of status 500, or a stack trace), and afterwards the CMS still serves a
 * normal query. The requests come from a seeded generator: FUZZ_SEED=<seed> replays a run (the seed
 * is printed), and a failure lists each failed request by its number, in full.
 *
 * The requests that would create something (an enquiry, a subscriber, an account, a form
 * submission) always carry at least one value the CMS refuses, so the run stores and emails
 * nothing; each request comes from a client address of its own, so no limit per client trips.
 */

const seed = Number(process.env.FUZZ_SEED) || 480_006
const requestCount = 2000
const concurrency = 6

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function generator(from: number) {
  let state = from >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  return {
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
    times: <T>(most: number, make: () => T): T[] => Array.from({ length: int(most + 1) }, make),
  }
}
type Random = ReturnType<typeof generator>

type Fuzzed = {
  what: string
  base: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

const scalars: readonly unknown[] = [
  0,
  1,
  -1,
  7,
  1.5,
  -0.0001,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '1',
  '-1',
  '1.5',
  '0x10',
  ' 12 ',
  '1,2',
  '1;2',
  '1e400',
  '99999999999999999999999',
  'abc',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '2026-02-30',
  '2026-11-26T00:00:00Z',
  'notadate',
  'ü',
  '🏠',
  '\u202Eevil',
  'nul\u0000byte',
  'tab\there',
  '\uFEFF1',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '${7*7}',
  '__proto__',
  'constructor',
  '.*',
  '%',
  '_',
  '\\',
  true,
  false,
  null,
]
const objectKeys = ['a', '0', 'equals', 'in', 'relationTo', 'value', 'and', 'or', '__proto__', 'constructor', '$gt', '']

function value(r: Random, depth = 0): unknown {
  const roll = r.int(20)
  if (roll === 0) return 'x'.repeat(r.int(6000))
  if (depth < 2 && roll <= 3) return r.times(4, () => value(r, depth + 1))
  if (depth < 2 && roll === 4) return Object.fromEntries(r.times(3, () => [r.pick(objectKeys), value(r, depth + 1)]))
  if (roll === 5) return { relationTo: r.pick(['posts', 'media', 'nope', 7]), value: r.pick(scalars) }
  return r.pick(scalars)
}

const operators = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
  'EQUALS',
  'foo',
  '',
  '0',
  'and',
]
const commonPaths = [
  'id',
  'id',
  'title',
  'slug',
  'heroImage',
  'project',
  'publishedAt',
  'createdAt',
  'updatedAt',
  '_status',
  'meta.description',
  'meta.image',
  'location',
  'relatedProjects',
  'price',
  'bedrooms',
  'landArea',
  'featured',
  'kind',
  'category',
  'nope',
  'heroImage.alt',
  'project.slug',
  'relatedProjects.id',
  'title.en',
  'id.x',
  'a..b',
  '__proto__',
  'password',
  'hash',
]

/** A random `where`, its and/or lists nested up to three deep (built from entries: a `__proto__` key stays a key). */
function whereTree(r: Random, depth = 0): Record<string, unknown> {
  const entries: [string, unknown][] = []
  for (let n = 1 + r.int(3); n > 0; n--) {
    if (depth < 3 && r.chance(0.2)) {
      const key = r.pick(['and', 'or', 'and', 'or', 'AND', 'not'])
      entries.push([key, r.chance(0.8) ? r.times(3, () => whereTree(r, depth + 1)) : value(r)])
    } else if (r.chance(0.08)) {
      entries.push([r.pick(commonPaths), value(r)])
    } else {
      const conditions = r.times(2, () => [r.pick(operators), value(r)] as const)
      entries.push([r.pick(commonPaths), Object.fromEntries([...conditions, [r.pick(operators), value(r)]])])
    }
  }
  return Object.fromEntries(entries)
}

/** A value as query parameters the way qs reads them: where[a][in][0]=x. */
function bracketParams(r: Random, input: unknown, prefix: string, out: string[]) {
  if (Array.isArray(input)) {
    if (input.length === 0) out.push(`${prefix}[]=`)
    input.forEach((item, i) => bracketParams(r, item, r.chance(0.1) ? `${prefix}[]` : `${prefix}[${i}]`, out))
  } else if (input && typeof input === 'object') {
    for (const [key, inner] of Object.entries(input)) bracketParams(r, inner, `${prefix}[${key}]`, out)
  } else {
    const text = input === undefined ? '' : String(input)
    out.push(
      r.chance(0.85)
        ? `${encodeURIComponent(prefix)}=${encodeURIComponent(text)}`
        : `${prefix}=${text.replace(/[#&\s]/g, '')}`,
    )
  }
}

const queryParams = (r: Random): string[] => {
  const out: string[] = []
  const extra: [string, () => unknown][] = [
    ['limit', () => r.pick([1, 5, 0, -1, 101, 'abc', '1e3', '', [1, 2], 2.5])],
    ['page', () => r.pick([1, 2, 0, -3, 'x', 1e12, ''])],
    ['depth', () => r.pick([0, 1, 2, 3, -1, 'deep', 1.5])],
    ['sort', () => r.pick(['-updatedAt', 'title', 'nope', '--id', '', 'heroImage.alt', ['title', '-id'], 'password'])],
    ['locale', () => r.pick(['en', 'id', 'all', 'xx', '', '*', ['en']])],
    ['fallback-locale', () => r.pick(['none', 'en', 'zz', ''])],
    ['draft', () => r.pick(['true', 'false', 'maybe', ''])],
    ['select', () => ({ [r.pick(commonPaths)]: r.pick(['true', 'false', 'x', '']) })],
    ['populate', () => ({ [r.pick(['media', 'projects', 'nope'])]: { [r.pick(commonPaths)]: 'true' } })],
    ['joins', () => ({ [r.pick(['sitePlans', 'nope', 'unitTypes'])]: { limit: r.pick([1, 0, 500, 'x']), sort: 'x' } })],
    ['trash', () => r.pick(['true', 'x'])],
  ]
  for (const [name, make] of extra) if (r.chance(0.25)) bracketParams(r, make(), name, out)
  return out
}

const collections = siteCollections.map((c) => ({ slug: c.slug, list: c.list, type: c.type }))
const encodedFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`

/** `/api/<segments>` in one of the spellings an attacker tries. */
function spelled(r: Random, ...segments: string[]): string {
  const roll = r.int(8)
  const parts = segments.map((s, i) =>
    roll === 1 && i === segments.length - 1 ? s.toUpperCase() : roll === 2 && i === 0 ? encodedFirst(s) : s,
  )
  return roll === 3
    ? `/api//${parts.join('/')}`
    : roll === 4
      ? `/api/${parts.join('/')}/`
      : roll === 5
        ? `/API/${parts.join('/')}`
        : `/api/${parts.join('/')}`
}

const ids = [
  'abc',
  '-1',
  '1.5',
  '1e99',
  '%00',
  '..',
  '%2e%2e',
  'versions',
  'count',
  '0x1',
  '99999999999999999999',
  ' 1',
  '1;',
  'ü',
  '%F0%9F%8F%A0',
  '%ZZ',
  '1/2',
  '',
]

/** A GraphQL literal of a value (invalid names and types make GraphQL's own errors). */
function literal(input: unknown): string {
  if (Array.isArray(input)) return `[${input.map(literal).join(', ')}]`
  if (input && typeof input === 'object')
    return `{ ${Object.entries(input)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ')} }`
  if (typeof input === 'number') return Number.isFinite(input) ? String(input) : '1e999'
  return input === undefined ? 'null' : JSON.stringify(input)
}

const malformedEmails = [
  'no-at',
  'a@',
  '@example.com',
  'a b@example.com',
  '',
  'a@example..com',
  'nul\u0000@example.com',
  'x'.repeat(300),
  42,
  null,
  ['a@example.com'],
  { email: 'a@example.com' },
]
const breakName = () => ['', 'x'.repeat(600), 'a\u0000b', 'a\tb', 'line\nbreak', { a: 1 }, ['a']]

/** Data for a create that the CMS must refuse: a valid base with at least one value broken. */
function brokenData(r: Random, base: Record<string, unknown>, breakers: Record<string, readonly unknown[]>) {
  const data: Record<string, unknown> = { ...base }
  const keys = Object.keys(breakers)
  for (let n = 1 + r.int(2); n > 0; n--) {
    const key = r.pick(keys)
    data[key] = r.pick(breakers[key])
  }
  const extra = r.chance(0.3) ? [[r.pick(['idempotencyKey', 'id', 'createdAt', ...objectKeys]), value(r)]] : []
  return { ...data, ...Object.fromEntries(extra) }
}

const enquiry = (r: Random) =>
  brokenData(
    r,
    {
      project: 1,
      name: 'Fuzz Buyer',
      replyBy: 'phone',
      phone: '+62 812 0000 4848',
      consent: true,
      locale: 'en',
      page: '/',
    },
    {
      project: ['abc', '', { a: 1 }, [1, 2], '1 OR 1=1'],
      name: breakName(),
      replyBy: ['pigeon', '', 5, ['phone']],
      page: ['https://evil.example/', '//evil.example', 'javascript:alert(1)'],
      locale: ['xx', '', 7],
    },
  )
const account = (r: Random) =>
  brokenData(
    r,
    { email: 'fuzz@example.com', password: 'fuzz-password-2026', name: 'Fuzz' },
    { email: malformedEmails, password: ['', 'x', 7, null], name: breakName() },
  )
const subscriber = (r: Random) =>
  brokenData(r, { email: 'a@example.com', name: 'Fuzz', project: 'x' }, { email: malformedEmails })
const submission = (r: Random) =>
  brokenData(
    r,
    { form: 1, data: { name: 'Fuzz' }, locale: 'en', page: '/' },
    { form: ['abc', '', { a: 1 }, '1 OR 1=1'], page: ['https://evil.example/', '//evil'], locale: ['xx'] },
  )

/** Bodies of a POST, with the content type that goes with (or against) them. */
function rawBody(r: Random, json: unknown): { type?: string; body: string | Uint8Array<ArrayBuffer> } {
  const text = JSON.stringify(json) ?? 'null'
  switch (r.int(14)) {
    case 0:
      return { type: 'application/json', body: text.slice(0, r.int(text.length)) }
    case 1:
      return { type: 'application/json', body: `\uFEFF${text}` }
    case 2:
      return { type: 'application/json', body: `[${text},${text}]` }
    case 3:
      return {
        type: 'application/json',
        body: r.pick(['null', '1', '"x"', 'true', '{}', '[]', '', '{"__proto__":{"x":1}}']),
      }
    case 4:
      return { type: 'application/json', body: `${'['.repeat(200)}${']'.repeat(200)}` }
    case 5:
      return { type: r.pick(['text/plain', 'application/graphql', 'foo/bar', 'application/xml']), body: text }
    case 6:
      return { body: text }
    case 7:
      return { type: 'application/x-www-form-urlencoded', body: `_payload=${encodeURIComponent(text)}&x=%zz` }
    case 8:
      return {
        type: r.pick(['multipart/form-data; boundary=xyz', 'multipart/form-data', 'multipart/form-data; boundary=']),
        body: `--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${text}\r\n--abc--\r\n`,
      }
    case 9:
      return {
        type: 'multipart/form-data; boundary=abc',
        body: `--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${text.slice(0, 5)}`,
      }
    case 10:
      return { type: 'application/json', body: Uint8Array.from({ length: 1 + r.int(200) }, () => r.int(256)) }
    case 11:
      return { type: 'application/json; charset=latin1', body: Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }
    default:
      return { type: 'application/json', body: text }
  }
}

type Operation = { query: string; variables: Record<string, unknown>; what: string }

function graphQLOperation(r: Random): Operation {
  const c = r.pick(collections)
  const fields = r.pick(['id', 'id __typename', 'totalDocs docs { id }', '...F', 'nope'])
  const docs = fields === 'totalDocs docs { id }' ? fields : `docs { ${fields} }`
  const fragment = fields === '...F' ? ` fragment F on ${c.type} { id }` : ''
  switch (r.int(8)) {
    case 0:
    case 1:
      return {
        what: `${c.list} with a where variable`,
        query: `query($w: ${c.type}_where) { ${c.list}(where: $w, limit: 5) { ${docs} } }${fragment}`,
        variables: { w: r.chance(0.9) ? whereTree(r) : value(r) },
      }
    case 2:
      return {
        what: `${c.list} with a where literal`,
        query: `{ ${c.list}(where: ${literal(whereTree(r))}, limit: 5) { ${docs} } }${fragment}`,
        variables: {},
      }
    case 3:
      return {
        what: `${c.type} by id`,
        query: `query($id: ${r.pick(['Int!', 'Int', 'String', 'JSON', 'Float'])}) { ${c.type}(id: $id) { id } }`,
        variables: { id: r.pick(scalars) },
      }
    case 4:
      return {
        what: `${c.list} with malformed arguments`,
        query: `{ ${c.list}(${r.pick(['limit', 'page', 'sort', 'locale', 'fallbackLocale', 'draft', 'pagination'])}: ${literal(value(r))}) { ${docs} } }${fragment}`,
        variables: {},
      }
    case 5:
      return {
        what: 'createEnquiry',
        query: 'mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }',
        variables: { d: enquiry(r) },
      }
    case 6:
      return r.chance(0.5)
        ? {
            what: 'subscribe',
            query: 'mutation($e: String!, $n: String, $p: String) { subscribe(email: $e, name: $n, project: $p) }',
            variables: { e: r.pick(malformedEmails), n: r.pick(breakName()), p: r.pick(scalars) },
          }
        : {
            what: 'createFormSubmission',
            query: 'mutation($d: mutationFormSubmissionInput!) { createFormSubmission(data: $d) { id } }',
            variables: { d: submission(r) },
          }
    default:
      // The account operations, which hash passwords: a few only.
      return r.chance(0.3)
        ? r.pick([
            {
              what: 'loginUser',
              query: 'mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { user { id } } }',
              variables: { e: r.pick(malformedEmails), p: r.pick(scalars) },
            },
            {
              what: 'forgotPasswordUser',
              query: 'mutation($e: String!) { forgotPasswordUser(email: $e) }',
              variables: { e: r.pick(malformedEmails) },
            },
            {
              what: 'createUser',
              query: 'mutation($d: mutationUserInput!) { createUser(data: $d) { id } }',
              variables: { d: { ...account(r), roles: ['visitor'] } },
            },
          ])
        : {
            what: `${c.list} with a broken document`,
            query: r.pick([
              `{ ${c.list}(where: { id: { equals: 1 } }) { docs { id } }`,
              `{ ${c.list} { ...Missing } }`,
              `query { ${c.list}(where: { and: [{ or: [] }] }) { docs { id } } } query { __typename }`,
              `fragment A on Query { ...B } fragment B on Query { ...A } { ...A }`,
              `{ ${c.list}(limit: 5) { docs { id } } }`.replace('5', '"5"'),
              '\u0000',
            ]),
            variables: {},
          }
  }
}

const restCreates = [
  ['enquiries', enquiry],
  ['subscribers', subscriber],
  ['form-submissions', submission],
  ['users', account],
] as const

/** A generated malformed request, without its origin: its own headers only. */
function fuzzedRequest(r: Random): Omit<Fuzzed, 'base'> {
  const headers: Record<string, string> = {}
  const c = r.pick(collections)
  const roll = r.int(100)
  if (roll < 34) {
    const params = r.chance(0.9)
      ? []
      : [r.pick(['where=abc', 'where[]=1', 'where[and]=x', 'where[or][0]=x', 'where=%7B%7D', 'where[id]'])]
    bracketParams(r, whereTree(r), 'where', params)
    const path = `${spelled(r, c.slug)}?${[...params, ...queryParams(r)].join('&')}`
    return { what: `REST list of ${c.slug}`, method: 'GET', path, headers }
  }
  if (roll < 42) {
    const tail = r.pick(['', '', '/versions', '/count', '/file', '/x/y'])
    const params = queryParams(r)
    if (tail === '/count' || r.chance(0.3)) bracketParams(r, whereTree(r), 'where', params)
    return {
      what: `REST ${c.slug} by id`,
      method: r.pick(['GET', 'GET', 'GET', 'DELETE', 'PATCH']),
      path: `${spelled(r, c.slug, r.pick(ids) + tail)}?${params.join('&')}`,
      headers,
    }
  }
  if (roll < 70) {
    const operation = graphQLOperation(r)
    const { type, body } = r.chance(0.75)
      ? { type: 'application/json', body: JSON.stringify({ query: operation.query, variables: operation.variables }) }
      : rawBody(r, { query: operation.query, variables: operation.variables })
    return {
      what: `GraphQL ${operation.what}`,
      method: 'POST',
      path: r.pick([
        '/api/graphql',
        '/api/graphql',
        '/api//graphql',
        '/api/GRAPHQL',
        '/api/%67raphql',
        '/api/graphql/',
      ]),
      headers: type ? { ...headers, 'content-type': type } : headers,
      body,
    }
  }
  if (roll < 90) {
    const [slug, data] = r.pick(restCreates)
    const { type, body } = rawBody(r, data(r))
    return {
      what: `REST create of ${slug}`,
      method: 'POST',
      path: spelled(r, slug),
      headers: type ? { ...headers, 'content-type': type } : headers,
      body,
    }
  }
  if (roll < 95) {
    // The account endpoints, in their spellings (each hashes a password or looks one up: a few only).
    const path = r.pick([
      spelled(r, 'users', 'login'),
      spelled(r, 'users', 'forgot-password'),
      '/api/forgot-password',
      '//api/users/forgot-password',
      spelled(r, 'users', 'reset-password'),
      spelled(r, 'users', 'verify', r.pick(ids)),
    ])
    const { type, body } = rawBody(r, {
      email: r.pick(malformedEmails),
      password: r.pick(scalars),
      token: r.pick(scalars),
    })
    return {
      what: 'REST account endpoint',
      method: 'POST',
      path,
      headers: type ? { ...headers, 'content-type': type } : headers,
      body,
    }
  }
  // A method override: the query in the body of a POST.
  const params: string[] = []
  bracketParams(r, whereTree(r), 'where', params)
  return {
    what: `REST ${c.slug} with X-HTTP-Method-Override`,
    method: 'POST',
    path: spelled(r, c.slug),
    headers: {
      ...headers,
      'x-http-method-override': r.pick(['GET', 'GET', 'DELETE', 'PATCH', 'BREW']),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: params.join('&'),
  }
}

const decodes = (path: string) => {
  try {
    decodeURIComponent(path.split('?')[0])
    return true
  } catch {
    return false
  }
}

/**
 * Request `n`, from a client address of its own, through the site's origin or straight to the CMS
 * port. An address that does not decode (`/api/posts/%ZZ`) or is longer than the CMS's request head
 * holds always goes through the site's origin, which refuses it (scripts/lib/limits.ts,
 * refuseUnreadableAddress): the CMS's own server (Next.js, Node.js) answers such an address with a
 * 500 or by closing the connection, before any of the CMS's code runs, and its port is not public.
 */
function fuzzed(r: Random, n: number): Fuzzed {
  const address = `10.48.${n >> 8}.${n & 255}`
  const throughSite = r.chance(0.25)
  const request = fuzzedRequest(r)
  const viaSite = throughSite || !decodes(request.path) || request.path.length > maxCMSAddressLength
  return {
    ...request,
    base: viaSite ? siteURL : cmsURL,
    headers: { ...(viaSite ? clientHeaders(address) : cmsClientHeaders(address)), ...request.headers },
  }
}

type Outcome = { n: number; request: Fuzzed; status: number; body: string }

/** What no answer may be: a server error, a GraphQL error of status 500, a stack trace. */
function serverError({ status, body }: Outcome): string | undefined {
  if (status >= 500) return `HTTP ${status}`
  if (/"statusCode":\s*5\d\d/.test(body)) return 'a GraphQL error of status 5xx'
  if (/Something went wrong|Internal Server Error/i.test(body)) return 'an internal error message'
  if (/\bat .+\(.+:\d+:\d+\)|Error: .*\n\s+at /.test(body)) return 'a stack trace'
  return undefined
}

const shown = ({ n, request, status, body }: Outcome, problem: string) =>
  [
    `#${n} ${request.what}: ${problem}`,
    `  ${request.method} ${request.base}${request.path}`,
    `  headers: ${JSON.stringify(request.headers)}`,
    request.body === undefined
      ? ''
      : `  body: ${typeof request.body === 'string' ? JSON.stringify(request.body.slice(0, 600)) : `bytes ${Buffer.from(request.body).toString('hex').slice(0, 400)}`}`,
    `  answer ${status}: ${body.slice(0, 400)}`,
  ]
    .filter(Boolean)
    .join('\n')

test(`${requestCount} generated malformed requests: none answers 5xx, and the CMS keeps serving`, async () => {
  test.setTimeout(300_000)
  console.log(`fuzz-requests: seed ${seed} (replay with FUZZ_SEED=${seed})`)
  test.info().annotations.push({ type: 'seed', description: String(seed) })
  const r = generator(seed)
  const requests = Array.from({ length: requestCount }, (_, n) => fuzzed(r, n))
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const n = next++
        const request = requests[n]
        try {
          const res = await fetch(`${request.base}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          })
          outcomes.push({ n, request, status: res.status, body: await res.text() })
        } catch (error) {
          outcomes.push({ n, request, status: 599, body: `no answer: ${(error as Error).message}` })
        }
      }
    }),
  )
  const statuses = new Map<number, number>()
  for (const { status } of outcomes) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  console.log(
    `fuzz-requests: ${outcomes.length} requests in ${Math.round(performance.now() - started)} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
  )
  const failures = outcomes
    .map((outcome) => [outcome, serverError(outcome)] as const)
    .filter((pair): pair is readonly [Outcome, string] => pair[1] !== undefined)
    .sort(([a], [b]) => a.n - b.n)
  expect(
    failures.length,
    `seed ${seed}: ${failures.length} failed requests, the first ones:\n${failures
      .slice(0, 12)
      .map(([outcome, problem]) => shown(outcome, problem))
      .join('\n')}`,
  ).toBe(0)
  expect(outcomes).toHaveLength(requestCount)
  // The requests were refused as malformed, not served as they came.
  const refused = outcomes.filter(({ status }) => status >= 400 && status < 500).length
  expect(refused, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(requestCount / 3)

  // Nothing the requests would have created was stored.
  const stored = await staffQuery<Record<string, { totalDocs: number }>>(
    `{
      Enquiries(where: { name: { equals: "Fuzz Buyer" } }) { totalDocs }
      Users(where: { name: { equals: "Fuzz" } }) { totalDocs }
      Subscribers(where: { name: { equals: "Fuzz" } }) { totalDocs }
    }`,
  )
  expect(stored).toEqual({ Enquiries: { totalDocs: 0 }, Users: { totalDocs: 0 }, Subscribers: { totalDocs: 0 } })

  // The CMS still serves a normal query and list.
  const { Posts } = await cmsQuery<{ Posts: { docs: { id: number; title: string }[] } }>(
    `{ Posts(limit: 1, sort: "-publishedAt") { docs { id title } } }`,
  )
  expect(Posts.docs[0].title).toBeTruthy()
  const list = await fetch(`${cmsURL}/api/projects?limit=1&depth=0&where[id][in]=${Posts.docs[0].id},1`, {
    headers: cmsClientHeaders(),
  })
  expect(list.status).toBe(200)
})
