import { expect, test } from '@playwright/test'
import { parse } from 'graphql'
import { fragmentCycle, refuseBrokenRequests } from '../../cms/src/graphql-limits'

test('fragment cycles are found, direct or through other fragments; plain fragments pass', () => {
  expect(fragmentCycle(parse('{ a { ...A } } fragment A on T { ...A }'))).toBe('A')
  expect(fragmentCycle(parse('{ a { ...A } } fragment A on T { b { ...B } } fragment B on T { ...C } fragment C on T { ...A }'))).toBe('A')
  expect(fragmentCycle(parse('{ a { ...A ...B } } fragment A on T { ...B } fragment B on T { id }'))).toBeUndefined()
  expect(fragmentCycle(parse('{ a { ...Missing } }'))).toBeUndefined()
})

test('a broken JSON body or a fragment cycle is answered with a GraphQL error; others pass through', async () => {
  const request = (body: string) => new Request('http://cms.test/api/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json' } })
  const refused = await refuseBrokenRequests(request(JSON.stringify({ query: '{ a { ...A } } fragment A on T { ...A }' })))
  expect(refused?.status).toBe(400)
  expect(await refused?.json()).toEqual({ errors: [{ message: 'Cannot spread fragment "A" within itself.' }] })
  expect(await refuseBrokenRequests(request(JSON.stringify({ query: '{ a { ...A } } fragment A on T { id }' })))).toBeUndefined()
  const broken = await refuseBrokenRequests(request('{"query": "{ a }"'))
  expect(broken?.status).toBe(400)
  expect(await broken?.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
  const upload = new Request('http://cms.test/api/graphql', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } })
  expect(await refuseBrokenRequests(upload)).toBeUndefined()
})
