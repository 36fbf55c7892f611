import { expect, test } from '@playwright/test'
import { buildSchema, parse, specifiedRules, validate, type ValidationRule } from 'graphql'
import { boundedRequest, uploadLimits } from '../../cms/src/limits/body-limit'
import {
  fragmentCycle,
  graphQLLimits,
  refuseBrokenRequests,
  rootFieldLimitRule,
} from '../../cms/src/limits/graphql-limits'
import { graphQLReadCapRule, readLimits, restReadProblem } from '../../cms/src/limits/read-limits'

const schema = buildSchema(`
  type Post { id: Int title: String }
  type Posts { docs: [Post] totalDocs: Int }
  type Query { Posts(limit: Int, page: Int, pagination: Boolean): Posts Pages(limit: Int): Posts meUser: Post }
  type Mutation { subscribe(email: String!): Boolean loginUser(email: String!): Post logoutUser: Boolean }
`)
const errors = (query: string, rule: ValidationRule) =>
  validate(schema, parse(query), [...specifiedRules, rule]).map((e) => e.message)

test("the site's own operations pass the root field caps", () => {
  expect(errors('mutation($e: String!) { subscribe(email: $e) }', rootFieldLimitRule)).toEqual([])
  expect(
    errors('{ Posts(limit: 20) { docs { id } } Pages(limit: 20) { docs { id } } meUser { id } }', rootFieldLimitRule),
  ).toEqual([])
  expect(errors('{ a: Posts { totalDocs } b: Posts { totalDocs } }', rootFieldLimitRule)).toEqual([])
})

test('fifty aliased mutations, too many mutations, root fields or aliases are refused', () => {
  const fifty = `mutation { ${Array.from({ length: 50 }, (_, i) => `s${i}: subscribe(email: "a@example.com")`).join(' ')} }`
  expect(errors(fifty, rootFieldLimitRule)).toEqual([
    `This request asks for 50 mutations; at most ${graphQLLimits.maxMutations} are allowed in one request.`,
  ])
  expect(
    errors(
      'mutation { logoutUser subscribe(email: "a@example.com") loginUser(email: "a") { id } }',
      rootFieldLimitRule,
    ),
  ).toHaveLength(1)
  // Hidden in fragments, inline fragments and nested fragments, they still count.
  const hidden = `mutation { ...A ... on Mutation { c: subscribe(email: "c") } } fragment A on Mutation { a: subscribe(email: "a") ...B } fragment B on Mutation { b: subscribe(email: "b") }`
  expect(errors(hidden, rootFieldLimitRule)[0]).toMatch(/asks for 3 mutations/)
  const many = `{ ${Array.from({ length: graphQLLimits.maxRootFields + 1 }, (_, i) => `${['Posts', 'Pages', 'meUser'][i % 3]}${i}: ${['Posts', 'Pages', 'meUser'][i % 3]} { id: __typename }`).join(' ')} }`
  expect(errors(many, rootFieldLimitRule)[0]).toMatch(
    new RegExp(`asks for ${graphQLLimits.maxRootFields + 1} root fields`),
  )
  const aliased = `{ ${Array.from({ length: graphQLLimits.maxAliases + 1 }, (_, i) => `p${i}: Posts { totalDocs }`).join(' ')} }`
  expect(errors(aliased, rootFieldLimitRule)).toEqual([
    `This request asks for "Posts" ${graphQLLimits.maxAliases + 1} times; at most ${graphQLLimits.maxAliases} are allowed in one request.`,
  ])
  // A fragment that spreads itself is GraphQL's own error, not a hang here.
  expect(errors('mutation { ...A } fragment A on Mutation { ...A }', rootFieldLimitRule).join()).toMatch(
    /within itself/,
  )
})

test('GraphQL lists: limit 0 or above the cap and pagination: false are refused for non-staff, literal or variable', () => {
  const anonymous = (variables: Record<string, unknown> = {}) =>
    graphQLReadCapRule({ contextValue: { req: { user: null } }, variableValues: variables })
  const staff = graphQLReadCapRule({
    contextValue: { req: { user: { collection: 'users', roles: ['editor'] } } },
    variableValues: {},
  })
  const visitor = graphQLReadCapRule({
    contextValue: { req: { user: { collection: 'users', roles: ['visitor'] } } },
    variableValues: {},
  })
  const run = (query: string, rule: ValidationRule) => validate(schema, parse(query), [rule]).map((e) => e.message)
  expect(run(`{ Posts(limit: ${readLimits.maxLimit}) { totalDocs } }`, anonymous())).toEqual([])
  expect(run('{ Posts(limit: 0) { totalDocs } }', anonymous())[0]).toMatch(
    `Posts: limit must be between 1 and ${readLimits.maxLimit}`,
  )
  expect(run('{ Posts(limit: 100000) { totalDocs } }', visitor)).toHaveLength(1)
  expect(run('{ Posts(pagination: false) { totalDocs } }', anonymous())[0]).toMatch(/pagination: false is not allowed/)
  expect(run('query($l: Int) { Posts(limit: $l) { totalDocs } }', anonymous({ l: 5000 }))).toHaveLength(1)
  expect(run('query($l: Int = 0) { Posts(limit: $l) { totalDocs } }', anonymous())).toHaveLength(1)
  expect(run('query($p: Boolean) { Posts(pagination: $p) { totalDocs } }', anonymous({ p: false }))).toHaveLength(1)
  expect(run('query($l: Int) { Posts(limit: $l) { totalDocs } }', anonymous())).toEqual([])
  expect(run('{ Posts(limit: 0, pagination: false) { totalDocs } }', staff)).toEqual([])
})

test('REST reads: limit, pagination, depth and join limits beyond the caps are named; id-only listings page further', () => {
  expect(restReadProblem({})).toBeUndefined()
  expect(restReadProblem({ limit: '100', depth: '2', page: '7' })).toBeUndefined()
  expect(restReadProblem({ limit: '0' })).toMatch(/limit must be between 1 and 100/)
  expect(restReadProblem({ limit: '100000' })).toMatch(/limit must be between/)
  expect(restReadProblem({ limit: '-1' })).toMatch(/limit must be between/)
  expect(restReadProblem({ limit: ['0'] })).toMatch(/limit must be between/)
  // As Payload's handlers leave them after parsing: numbers and booleans.
  expect(restReadProblem({ limit: 0 })).toMatch(/limit must be between/)
  expect(restReadProblem({ pagination: false })).toMatch(/pagination=false/)
  expect(restReadProblem({ depth: 3 })).toMatch(/depth must be between/)
  expect(restReadProblem({ pagination: 'false' })).toMatch(/pagination=false is not allowed/)
  expect(restReadProblem({ depth: '10' })).toMatch(`depth must be between 0 and ${readLimits.maxDepth}`)
  expect(restReadProblem({ joins: { unitTypes: { limit: '0' } } })).toMatch(/joins\[unitTypes\]\[limit\]/)
  // The site build's list of what still exists: ids only, depth 0.
  expect(restReadProblem({ depth: '0', limit: '5000', select: { id: 'true' } })).toBeUndefined()
  expect(restReadProblem({ depth: '0', limit: '5000', select: { id: 'true', title: 'true' } })).toMatch(
    /limit must be between 1 and 100/,
  )
  expect(restReadProblem({ depth: '0', limit: '0', select: { id: 'true' } })).toMatch(
    /limit must be between 1 and 5000/,
  )
})

test('bodies above the limit get 413, counted on the stream when no length is declared; others pass whole', async () => {
  const url = 'http://cms.test/api/graphql'
  // Refused from the declared length alone: the body is never read.
  const declared = await boundedRequest(
    new Request(url, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'application/json', 'content-length': String(uploadLimits.maxBodyBytes + 1) },
    }),
  )
  expect(declared instanceof Response && declared.status).toBe(413)
  expect(await (declared as Response).json()).toEqual({
    errors: [{ message: 'The request body is larger than 1 MB, the most this API accepts.' }],
  })
  let pulled = 0
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 64 * 1024
      controller.enqueue(new Uint8Array(64 * 1024))
    },
  })
  const chunked = await boundedRequest(
    new Request(url, {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit),
  )
  expect(chunked instanceof Response && chunked.status).toBe(413)
  // Reading stopped just past the limit.
  expect(pulled).toBeLessThanOrEqual(uploadLimits.maxBodyBytes + 3 * 64 * 1024)
  const small = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"query":"{ a }"}'))
      controller.close()
    },
  })
  const passed = await boundedRequest(
    new Request(url, {
      method: 'POST',
      body: small,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit),
  )
  expect(passed).toBeInstanceOf(Request)
  expect(await (passed as Request).text()).toBe('{"query":"{ a }"}')
  // An upload may be as large as Payload's upload limit.
  const upload = await boundedRequest(
    new Request(url, {
      method: 'POST',
      body: new Uint8Array(uploadLimits.maxBodyBytes * 2),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }),
  )
  expect(upload).toBeInstanceOf(Request)
})

test('fragment cycles are found, direct or through other fragments; plain fragments pass', () => {
  expect(fragmentCycle(parse('{ a { ...A } } fragment A on T { ...A }'))).toBe('A')
  expect(
    fragmentCycle(
      parse('{ a { ...A } } fragment A on T { b { ...B } } fragment B on T { ...C } fragment C on T { ...A }'),
    ),
  ).toBe('A')
  expect(fragmentCycle(parse('{ a { ...A ...B } } fragment A on T { ...B } fragment B on T { id }'))).toBeUndefined()
  expect(fragmentCycle(parse('{ a { ...Missing } }'))).toBeUndefined()
})

test('a broken JSON body or a fragment cycle is answered with a GraphQL error; others pass through', async () => {
  const request = (body: string) =>
    new Request('http://cms.test/api/graphql', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
  const refused = await refuseBrokenRequests(
    request(JSON.stringify({ query: '{ a { ...A } } fragment A on T { ...A }' })),
  )
  expect(refused?.status).toBe(400)
  expect(await refused?.json()).toEqual({ errors: [{ message: 'Cannot spread fragment "A" within itself.' }] })
  expect(
    await refuseBrokenRequests(request(JSON.stringify({ query: '{ a { ...A } } fragment A on T { id }' }))),
  ).toBeUndefined()
  const broken = await refuseBrokenRequests(request('{"query": "{ a }"'))
  expect(broken?.status).toBe(400)
  expect(await broken?.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
  const upload = new Request('http://cms.test/api/graphql', {
    method: 'POST',
    body: 'x',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  })
  expect(await refuseBrokenRequests(upload)).toBeUndefined()
})
