import { expect, test } from '@playwright/test'
import { linkIn, tokenOf, waitForMail } from './outbox'
import { loginSession } from '../../bench/lib/graphql'
import { cmsClientHeaders, cmsURL } from './stack'

type GqlResult = { data?: Record<string, { docs?: { _status?: string }[] } | null>; errors?: { message: string }[] }

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResult> {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return (await res.json()) as GqlResult
}

async function login(email: string, password: string) {
  const { session, errors } = await loginSession(cmsURL, email, password, cmsClientHeaders())
  if (!session) throw new Error(`login failed for ${email}: ${JSON.stringify(errors)}`)
  return session.token
}

const password = process.env.SEED_EDITOR_PASSWORD || 'lestari-demo-2026'
const published = ['Posts', 'Pages', 'Projects', 'Facilities', 'Partners', 'AccessRoutes', 'SocialPosts']
const publicReference = [
  'UnitTypes',
  'PropertyTypes',
  'ProjectTags',
  'FacilityCategories',
  'FileCategories',
  'Files',
  'allMedia',
  'Forms',
  'Redirects',
]
const privateCollections = ['Users', 'Subscribers', 'FormSubmissions']

for (const name of published) {
  test(`anonymous callers read only published ${name}`, async () => {
    const r = await gql(`{ ${name}(draft: true, limit: 100) { docs { _status } } }`)
    expect(r.errors).toBeUndefined()
    const docs = r.data![name]!.docs!
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d._status === 'published')).toBe(true)
  })
}

for (const name of publicReference) {
  test(`anonymous callers may read ${name}`, async () => {
    const r = await gql(`{ ${name}(limit: 1) { totalDocs } }`)
    expect(r.errors).toBeUndefined()
  })
}

for (const name of privateCollections) {
  test(`anonymous callers cannot read ${name}`, async () => {
    const r = await gql(`{ ${name} { docs { id } } }`)
    expect(r.errors?.[0]?.message).toMatch(/not allowed/i)
  })
}

test('anonymous callers cannot write content or settings', async () => {
  const post = await gql(
    `mutation { createPost(data: { title: "x", slug: "x", publishedAt: "2026-01-01", category: company, excerpt: "x", heroImage: 1, content: {} }) { id } }`,
  )
  expect(post.errors?.[0]?.message).toMatch(/not allowed/i)
  const settings = await gql(`mutation { updateSiteSetting(data: { brandName: "Hacked" }) { brandName } }`)
  expect(settings.errors?.[0]?.message).toMatch(/not allowed/i)
})

test('the seeded draft exists for editors, so the public checks above are real', async () => {
  const token = await login('editor@lestari-city.example', password)
  const r = await gql(
    `{ Posts(draft: true, where: { slug: { equals: "draft-upcoming-launch" } }) { docs { _status } } }`,
    {},
    token,
  )
  expect(r.data!.Posts!.docs).toEqual([{ _status: 'draft' }])
})

test('registering cannot grant a role, and a visitor sees only their own account', async () => {
  const email = `visitor-${Date.now()}@example.com`
  const created = await gql(
    `mutation($e: String!) { createUser(data: { email: $e, password: "a-long-password-1", name: "New Visitor", roles: [admin] }) { id roles } }`,
    { e: email },
  )
  expect(created.errors).toBeUndefined()
  expect((created.data!.createUser as unknown as { roles: string[] }).roles).toEqual(['visitor'])
  // A new account logs in once its email is confirmed by the link the CMS sent.
  const unconfirmed = await gql(
    `mutation($e: String!) { loginUser(email: $e, password: "a-long-password-1") { token } }`,
    { e: email },
  )
  expect(unconfirmed.errors?.[0]?.message).toBeTruthy()
  const mail = await waitForMail(email, /Confirm your email/)
  await gql(`mutation($t: String!) { verifyEmailUser(token: $t) }`, { t: tokenOf(linkIn(mail, '/login/'), 'verify') })
  const token = await login(email, 'a-long-password-1')
  const users = await gql(`{ Users { docs { email } } }`, {}, token)
  expect(users.data!.Users!.docs).toEqual([{ email }])
  const subs = await gql(`{ Subscribers { docs { id } } }`, {}, token)
  expect(subs.errors?.[0]?.message).toMatch(/not allowed/i)
})
