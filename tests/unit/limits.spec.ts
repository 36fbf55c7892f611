import { expect, test } from '@playwright/test'
import { delayAfter, loginThrottle } from '../../cms/src/collections/Users/login-throttle'
import { clientAddress, directClient, proxySecretHeader } from '@lestari/server-kit/client-address'
import { actionOf } from '../../cms/src/limits/operation-limits'
import { notTextPath, nulPath, queryParamProblem, whereProblem } from '../../cms/src/limits/request-checks'
import { sitePageURL } from '../../cms/src/utilities/site-url'
import { graphQLActions, restAction } from '../../scripts/lib/limits'
import { readTrustProxy } from '../../scripts/lib/settings'
import { LOGIN, REGISTER, FORGOT, RESET, ME } from '../../src/lib/account'
import { BOOK_SITE_VISIT, SUBMIT_ENQUIRY } from '../../src/lib/form-outbox'
import { searchWhere } from '../../src/lib/search'

const actions = (body: unknown) => [...graphQLActions(body)].sort()

test('limits: the GraphQL requests the site sends are told apart by their root fields and filters', () => {
  expect(actions({ query: LOGIN, variables: { email: 'a@b.c', password: 'x' } })).toEqual(['login'])
  expect(actions({ query: REGISTER })).toEqual(['register'])
  expect(actions({ query: FORGOT })).toEqual(['password'])
  expect(actions({ query: RESET })).toEqual(['password'])
  expect(actions({ query: 'mutation S($email: String!) { subscribe(email: $email) }' })).toEqual(['subscribe'])
  expect(
    actions({ query: 'mutation F($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }' }),
  ).toEqual(['formSubmission'])
  expect(actions({ query: SUBMIT_ENQUIRY })).toEqual(['enquiry'])
  expect(actions({ query: BOOK_SITE_VISIT })).toEqual(['siteVisit'])
  expect(actions({ query: 'mutation C($t: String!) { cancelSiteVisit(token: $t) }' })).toEqual(['siteVisit'])
  // Search: the filter in the variables (as the site sends it) or written into the query.
  expect(
    actions({
      query: 'query Q($w: Post_where) { Posts(where: $w) { docs { id } } }',
      variables: { w: searchWhere(['title'], 'lake') },
    }),
  ).toEqual(['search'])
  expect(actions({ query: '{ Posts(where: { title: { contains: "lake" } }) { docs { id } } }' })).toEqual(['search'])
  // Aliases and batches count under their field; other requests are not limited.
  expect(
    actions({
      query: 'mutation { a: subscribe(email: "x@y.z") b: loginUser(email: "x@y.z", password: "p") { token } }',
    }),
  ).toEqual(['login', 'subscribe'])
  expect(actions([{ query: LOGIN }, { query: REGISTER }])).toEqual(['login', 'register'])
  expect(actions({ query: ME })).toEqual([])
  expect(actions({ query: '{ Posts(where: { slug: { equals: "a" } }) { docs { id } } }' })).toEqual([])
  expect(actions({ query: 'not graphql {' })).toEqual([])
  expect(actions('nonsense')).toEqual([])
})

test('limits: REST calls of the same actions', () => {
  expect(restAction('POST', '/api/users/login', '')).toBe('login')
  expect(restAction('POST', '/api/users/', '')).toBe('register')
  expect(restAction('POST', '/api/users/forgot-password', '')).toBe('password')
  expect(restAction('POST', '/api/users/reset-password', '')).toBe('password')
  expect(restAction('POST', '/api/form-submissions', '')).toBe('formSubmission')
  expect(restAction('POST', '/api/enquiries', '')).toBe('enquiry')
  expect(restAction('GET', '/api/enquiries/export.csv', '')).toBeNull()
  expect(restAction('GET', '/api/posts', 'where[title][like]=lake&limit=1')).toBe('search')
  expect(restAction('GET', '/api/posts', 'where%5Bor%5D%5B0%5D%5Bexcerpt%5D%5Bcontains%5D=x')).toBe('search')
  expect(restAction('GET', '/api/posts', 'where[slug][equals]=like')).toBeNull()
  expect(restAction('GET', '/api/users/me', '')).toBeNull()
})

test('limits in the CMS: each operation is told apart by what it is, not by how the request was spelled', () => {
  expect(actionOf('users', 'login', {})).toBe('login')
  expect(actionOf('users', 'create', { data: { email: 'a@b.c' } })).toBe('register')
  expect(actionOf('users', 'forgotPassword', {})).toBe('password')
  expect(actionOf('users', 'resetPassword', {})).toBe('password')
  expect(actionOf('users', 'update', { data: { email: 'new@b.c' } })).toBe('accountChange')
  expect(actionOf('users', 'update', { data: { password: 'x' } })).toBe('accountChange')
  expect(actionOf('users', 'update', { data: { name: 'Ayu' } })).toBeNull()
  expect(actionOf('users', 'delete', {})).toBe('accountChange')
  expect(actionOf('form-submissions', 'create', {})).toBe('formSubmission')
  expect(actionOf('enquiries', 'create', {})).toBe('enquiry')
  expect(actionOf('enquiries', 'update', {})).toBeNull()
  // A text filter at any depth, in and/or lists too, on reads and counts of any collection.
  expect(actionOf('posts', 'read', { where: { title: { like: 'lake' } } })).toBe('search')
  expect(
    actionOf('projects', 'count', {
      where: { or: [{ slug: { equals: 'a' } }, { and: [{ title: { contains: 'x' } }] }] },
    }),
  ).toBe('search')
  expect(actionOf('posts', 'readDistinct', { where: { excerpt: { not_like: 'x' } } })).toBe('search')
  expect(actionOf('posts', 'read', { where: { slug: { equals: 'like' } } })).toBeNull()
  expect(actionOf('posts', 'read', {})).toBeNull()
})

test('request checks: a filter must fit its field before it reaches the database', () => {
  const fields = [
    { name: 'title', type: 'text' },
    { name: 'publishedAt', type: 'date' },
    { name: 'price', type: 'number' },
    { name: 'spot', type: 'point' },
    { name: 'meta', type: 'group', flattenedFields: [{ name: 'when', type: 'date' }] },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'parent', type: 'relationship', relationTo: ['posts', 'pages'] },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
    { name: '_status', type: 'select', options: [{ label: 'Draft', value: 'draft' }, 'published'] },
  ] as unknown as Parameters<typeof whereProblem>[0]
  expect(whereProblem(fields, { publishedAt: { greater_than: '2026-01-01' } })).toBeUndefined()
  expect(whereProblem(fields, { publishedAt: { less_than: new Date() } })).toBeUndefined()
  expect(whereProblem(fields, { publishedAt: { greater_than: 'notadate' } })).toMatch(/publishedAt is a date/)
  expect(
    whereProblem(fields, { or: [{ title: { equals: 'x' } }, { and: [{ 'meta.when': { equals: 'soon' } }] }] }),
  ).toMatch(/meta.when is a date/)
  expect(whereProblem(fields, { price: { greater_than_equal: '1000' } })).toBeUndefined()
  expect(whereProblem(fields, { price: { less_than: 'cheap' } })).toMatch(/price is a number/)
  expect(whereProblem(fields, { title: { near: '1,2' } })).toMatch(/works only on a point field/)
  expect(whereProblem(fields, { spot: { near: '1,2' } })).toBeUndefined()
  expect(whereProblem(fields, { title: { like: 'lake' }, publishedAt: { exists: true } })).toBeUndefined()
  expect(whereProblem(fields, undefined)).toBeUndefined()
  // Ids, a relation's too, are whole numbers; lists hold values; one value is compared with one.
  expect(whereProblem(fields, { id: { in: 'abc' } })).toMatch(/id holds document ids/)
  expect(whereProblem(fields, { id: { not_in: 'x,y' } })).toMatch(/needs ids/)
  expect(whereProblem(fields, { id: { in: '1,2' }, heroImage: { in: [3, '4'] } })).toBeUndefined()
  expect(whereProblem(fields, { or: [{ id: { equals: { a: '1' } } }] })).toMatch(/compares with one value/)
  expect(whereProblem(fields, { title: { equals: ['a', 'b'] } })).toMatch(/compares with one value/)
  expect(whereProblem(fields, { heroImage: { equals: 'abc' } })).toMatch(/heroImage holds document ids/)
  expect(whereProblem(fields, { heroImage: { equals: null }, id: { equals: 7 } })).toBeUndefined()
  expect(whereProblem(fields, { id: { in: [{ a: 1 }] } })).toMatch(/needs a list of values/)
  expect(whereProblem(fields, { price: { in: '1,x' } })).toMatch(/price is a number: "in" needs numbers/)
  // A relation to several collections is compared with { relationTo, value }.
  expect(whereProblem(fields, { parent: { equals: { relationTo: 'posts', value: 1 } } })).toBeUndefined()
  // Ids are whole numbers the databases' integer ids hold; NUL is never compared.
  expect(whereProblem(fields, { id: { equals: '99999999999' } })).toMatch(/id holds document ids/)
  expect(whereProblem(fields, { id: { in: [1.5] } })).toMatch(/id holds document ids/)
  expect(whereProblem(fields, { id: { equals: '2147483647' } })).toBeUndefined()
  expect(whereProblem(fields, { title: { like: 'a\u0000b' } })).toMatch(/NUL character/)
  // A select (an enum in PostgreSQL) compares with its options only, and is not searched as text.
  expect(whereProblem(fields, { _status: { in: 'draft,published' } })).toBeUndefined()
  expect(whereProblem(fields, { _status: { less_than_equal: '-0.0001' } })).toMatch(/one of draft, published/)
  expect(whereProblem(fields, { _status: { like: 'pub' } })).toMatch(/does not search it/)
  // "all" needs a field of several values.
  expect(whereProblem(fields, { title: { all: 'a' } })).toMatch(/holds several values/)
  expect(whereProblem(fields, { tags: { all: [1, 2] } })).toBeUndefined()
  // Through a relation into the related collection's fields.
  const media = [
    { name: 'alt', type: 'text' },
    { name: 'takenAt', type: 'date' },
  ] as unknown as typeof fields
  const fieldsOf = (slug: string) => (slug === 'media' ? media : undefined)
  expect(whereProblem(fields, { 'heroImage.id': { equals: 'abc' } }, fieldsOf)).toMatch(
    /heroImage.id holds document ids/,
  )
  expect(whereProblem(fields, { 'heroImage.takenAt': { less_than: 'soon' } }, fieldsOf)).toMatch(/is a date/)
  expect(
    whereProblem(fields, { 'heroImage.alt': { equals: 'abc' }, 'heroImage.id': { in: '1,2' } }, fieldsOf),
  ).toBeUndefined()
})

test('request checks: a text or a select option sent as a number, a list or an object is found', () => {
  const fields = [
    { name: 'name', type: 'text' },
    { name: 'locale', type: 'select', options: ['en', 'id'] },
    { name: 'roles', type: 'select', hasMany: true, options: ['visitor'] },
    { name: 'title', type: 'text', localized: true },
    { name: 'count', type: 'number' },
  ] as unknown as Parameters<typeof notTextPath>[0]
  expect(notTextPath(fields, { name: 'A', locale: 'en', roles: ['visitor'], count: 3 })).toBeUndefined()
  expect(notTextPath(fields, { locale: 7 })).toBe('locale')
  expect(notTextPath(fields, { name: { a: 1 } })).toBe('name')
  expect(notTextPath(fields, { roles: [1] })).toBe('roles')
  expect(notTextPath(fields, { title: { en: 'A', id: 'B' }, name: null })).toBeUndefined()
  expect(notTextPath(fields, { password: 7 }, true)).toBe('password')
  expect(notTextPath(fields, { email: ['a@example.com'] }, true)).toBe('email')
})

test('request checks: limit, page and depth are whole numbers; where or data written whole is JSON', () => {
  expect(queryParamProblem(new URLSearchParams('where=abc'))).toMatch(/where parameter is not valid JSON/)
  expect(queryParamProblem(new URLSearchParams('data={bad'))).toMatch(/data parameter is not valid JSON/)
  expect(queryParamProblem(new URLSearchParams('where={"id":{"equals":1}}'))).toBeUndefined()
  expect(queryParamProblem(new URLSearchParams('where[id][in]=abc&limit=1&page=2&depth=0'))).toBeUndefined()
  for (const query of ['limit=2.5', 'page=-1', 'page=0', 'depth=1e3', 'limit=abc'])
    expect(queryParamProblem(new URLSearchParams(query)), query).toBeTruthy()
})

test('request checks: a NUL character anywhere in a document is found, with the path of its field', () => {
  expect(nulPath({ name: 'Nul\u0000Name' })).toBe('name')
  expect(nulPath({ email: 'a@b.c', answers: [{ field: 'x', value: ['a', 'b\u0000'] }] })).toBe('answers.0.value.1')
  expect(nulPath({ name: 'Plain', count: 3, at: new Date(), none: null })).toBeUndefined()
  expect(nulPath(undefined)).toBeUndefined()
})

test("staff emails link to the site's own pages only: a visitor's page becomes the site's origin and a path", () => {
  expect(sitePageURL('/development/residential/x/')).toBe('http://localhost:9000/development/residential/x/')
  expect(sitePageURL('@evil.example/steal')).toBeNull()
  expect(sitePageURL('//evil.example/steal')).toBeNull()
  expect(sitePageURL('/\\evil.example/steal')).toBeNull()
  expect(sitePageURL('https://evil.example/')).toBeNull()
  expect(sitePageURL('/a b')).toBeNull()
  expect(sitePageURL(undefined)).toBeNull()
})

test('client address: TRUST_PROXY is read strictly; the CMS believes a forwarded address only with the proxy secret', () => {
  expect(readTrustProxy(undefined)).toBe(false)
  expect(readTrustProxy('false')).toBe(false)
  expect(readTrustProxy('1')).toBe(1)
  expect(readTrustProxy('loopback, 10.0.0.0/8,2001:db8::/32')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32'])
  expect(() => readTrustProxy('true')).toThrow('would let any caller forge its address')
  expect(() => readTrustProxy('proxy.example')).toThrow('Setting TRUST_PROXY must be')

  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) })
  const secret = 's'.repeat(64)
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7', [proxySecretHeader]: secret }), secret)).toBe(
    '203.0.113.7',
  )
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7', [proxySecretHeader]: 'guess' }), secret)).toBe(
    directClient,
  )
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }), secret)).toBe(directClient)
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7', [proxySecretHeader]: '' }), '')).toBe(directClient)
})

test('login throttle: free mistakes first, then a delay that doubles up to its longest', () => {
  const free = loginThrottle.freeFailures
  expect(free).toBeGreaterThan(3)
  expect(delayAfter(3)).toBe(0)
  expect(delayAfter(free - 1)).toBe(0)
  expect(delayAfter(free)).toBe(loginThrottle.firstDelaySeconds)
  expect(delayAfter(free + 1)).toBe(2 * loginThrottle.firstDelaySeconds)
  expect(delayAfter(free + 2)).toBe(4 * loginThrottle.firstDelaySeconds)
  expect(delayAfter(free + 50)).toBe(loginThrottle.longestDelaySeconds)
})
