import { expect, test } from '@playwright/test'
import { delayAfter, loginThrottle } from '../../cms/src/auth/login-throttle'
import { clientAddress, directClient, proxySecretHeader } from '../../cms/src/client-address'
import { graphQLActions, restAction } from '../../scripts/lib/limits'
import { readTrustProxy } from '../../scripts/lib/settings'
import { LOGIN, REGISTER, FORGOT, RESET, ME } from '../../src/lib/account'
import { SUBMIT_ENQUIRY } from '../../src/lib/form-outbox'
import { searchWhere } from '../../src/lib/search'

const actions = (body: unknown) => [...graphQLActions(body)].sort()

test('limits: the GraphQL requests the site sends are told apart by their root fields and filters', () => {
  expect(actions({ query: LOGIN, variables: { email: 'a@b.c', password: 'x' } })).toEqual(['login'])
  expect(actions({ query: REGISTER })).toEqual(['register'])
  expect(actions({ query: FORGOT })).toEqual(['password'])
  expect(actions({ query: RESET })).toEqual(['password'])
  expect(actions({ query: 'mutation S($email: String!) { subscribe(email: $email) }' })).toEqual(['subscribe'])
  expect(actions({ query: 'mutation F($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }' })).toEqual(['formSubmission'])
  expect(actions({ query: SUBMIT_ENQUIRY })).toEqual(['enquiry'])
  // Search: the filter in the variables (as the site sends it) or written into the query.
  expect(actions({ query: 'query Q($w: Post_where) { Posts(where: $w) { docs { id } } }', variables: { w: searchWhere(['title'], 'lake') } })).toEqual(['search'])
  expect(actions({ query: '{ Posts(where: { title: { contains: "lake" } }) { docs { id } } }' })).toEqual(['search'])
  // Aliases and batches count under their field; other requests are not limited.
  expect(actions({ query: 'mutation { a: subscribe(email: "x@y.z") b: loginUser(email: "x@y.z", password: "p") { token } }' })).toEqual(['login', 'subscribe'])
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

test('client address: TRUST_PROXY is read strictly; the CMS believes a forwarded address only with the proxy secret', () => {
  expect(readTrustProxy(undefined)).toBe(false)
  expect(readTrustProxy('false')).toBe(false)
  expect(readTrustProxy('1')).toBe(1)
  expect(readTrustProxy('loopback, 10.0.0.0/8,2001:db8::/32')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::/32'])
  expect(() => readTrustProxy('true')).toThrow('would let any caller forge its address')
  expect(() => readTrustProxy('proxy.example')).toThrow('Setting TRUST_PROXY must be')

  const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) })
  const secret = 's'.repeat(64)
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7', [proxySecretHeader]: secret }), secret)).toBe('203.0.113.7')
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7', [proxySecretHeader]: 'guess' }), secret)).toBe(directClient)
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
