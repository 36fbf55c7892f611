import { expect, test } from '@playwright/test'
import { loginSession } from '../../bench/lib/graphql'
import { linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import { clientHeaders, cmsClientHeaders, cmsQuery, cmsURL, newClientAddress, siteURL } from './stack'
import { confirmedVisitor, gql, siteGql, type Gql } from './visitors'

/**
 * Accounts a thief cannot take over, and answers that tell nobody who has an account
 * (docs/SECURITY.md, "Threats at a glance"): through the site's origin and the CMS's port.
 */

const bases = [
  ['site', siteURL],
  ['CMS', cmsURL],
] as const

/** A JSON call to either origin, with a session token (as a thief who stole it would send it) or none. */
async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; address?: string } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
      ...clientHeaders(init.address ?? newClientAddress()),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  let json: Record<string, unknown> & Gql = {}
  try {
    json = JSON.parse(text) as typeof json
  } catch {
    json = { text }
  }
  return { status: res.status, json, headers: res.headers }
}

const graphQL = (base: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  call(base, '/api/graphql', { body: { query, variables }, token })

const canLogIn = async (email: string, password: string) =>
  Boolean((await loginSession(cmsURL, email, password, cmsClientHeaders())).session)

const UPDATE = `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { email pendingEmail } }`
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test("a stolen session cannot lock the owner out: the confirmation, reset and lock fields are not the visitor's to write", async () => {
  const visitor = await confirmedVisitor('Locked')
  for (const [name, base] of bases) {
    const patched = await call(base, `/api/users/${visitor.id}`, {
      method: 'PATCH',
      token: visitor.token,
      body: {
        _verified: false,
        _verificationToken: 'x'.repeat(40),
        lockUntil: '2099-01-01T00:00:00.000Z',
        loginAttempts: 99,
        resetPasswordToken: 'y'.repeat(40),
        resetPasswordExpiration: '2099-01-01T00:00:00.000Z',
        roles: ['admin'],
      },
    })
    expect(patched.status, name).toBeLessThan(500)
    expect(await canLogIn(visitor.email, visitor.password), `${name}: the owner still logs in`).toBe(true)
  }
  // The reset with a token the thief chose does not work either.
  const reset = await gql(
    `mutation($t: String!, $p: String!) { resetPasswordUser(token: $t, password: $p) { user { id } } }`,
    { t: 'y'.repeat(40), p: 'taken-over-2030' },
  )
  expect(reset.errors?.[0]?.message).toBeTruthy()
  expect(await canLogIn(visitor.email, 'taken-over-2030')).toBe(false)
  const me = await gql(`{ meUser { user { roles } } }`, {}, visitor.token)
  expect((me.data?.meUser as { user: { roles: string[] } }).user.roles).toEqual(['visitor'])
})

test('a reset by the emailed link leaves the account confirmed: it proves the address', async () => {
  const email = uniqueEmail('unconfirmed')
  const created = await gql(`mutation($d: mutationUserInput!) { createUser(data: $d) { id } }`, {
    d: { email, password: 'first-pass-2026', name: 'U', roles: ['visitor'] },
  })
  expect(created.errors).toBeUndefined()
  expect(await canLogIn(email, 'first-pass-2026')).toBe(false)
  expect(
    (await gql(`mutation($e: String!) { forgotPasswordUser(email: $e) }`, { e: email })).data?.forgotPasswordUser,
  ).toBe(true)
  const link = linkIn(await waitForMail(email, /Reset your/), '/forgot-password/reset/')
  const done = await gql(
    `mutation($t: String!, $p: String!) { resetPasswordUser(token: $t, password: $p) { user { id } } }`,
    { t: tokenOf(link, 'token'), p: 'second-pass-2027' },
  )
  expect(done.errors).toBeUndefined()
  expect(await canLogIn(email, 'second-pass-2027')).toBe(true)
})

test("deleting one's own account needs the current password (GraphQL and REST, site and CMS)", async () => {
  for (const [name, base] of bases) {
    const visitor = await confirmedVisitor(`Deleted ${name}`)
    const plain = await graphQL(
      base,
      `mutation($id: Int!) { deleteUser(id: $id) { id } }`,
      { id: visitor.id },
      visitor.token,
    )
    expect(plain.json.errors?.[0]?.message, name).toMatch(/current password/)
    expect(
      (await call(base, `/api/users/${visitor.id}`, { method: 'DELETE', token: visitor.token })).status,
      name,
    ).toBe(403)
    const wrong = await graphQL(
      base,
      `mutation($p: String!) { deleteAccount(currentPassword: $p) }`,
      { p: 'not-my-password-1' },
      visitor.token,
    )
    expect(wrong.json.errors?.[0]?.message, name).toBeTruthy()
    expect(
      (
        await call(base, '/api/users/delete-account', {
          body: { currentPassword: 'not-my-password-1' },
          token: visitor.token,
        })
      ).status,
      name,
    ).toBe(400)
    expect(await canLogIn(visitor.email, visitor.password), name).toBe(true)
    const anonymous = await graphQL(base, `mutation($p: String!) { deleteAccount(currentPassword: $p) }`, {
      p: visitor.password,
    })
    expect(anonymous.json.errors?.[0]?.message, name).toBeTruthy()
    const right = await graphQL(
      base,
      `mutation($p: String!) { deleteAccount(currentPassword: $p) }`,
      { p: visitor.password },
      visitor.token,
    )
    expect(right.json.data?.deleteAccount, name).toBe(true)
    expect(await canLogIn(visitor.email, visitor.password), name).toBe(false)
  }
})

test('an idempotency key replays only the id, never what someone else sent with it', async () => {
  const { Forms } = await cmsQuery<{ Forms: { docs: { id: number }[] } }>(
    `query { Forms(where: { slug: { equals: "enquiry" } }) { docs { id } } }`,
  )
  const key = `replay-${Date.now()}`
  const secret = { name: 'Private Person', email: `${key}@example.com`, phone: '+62 811 000 222' }
  const first = await gql(`mutation($d: mutationFormSubmissionInput!) { createFormSubmission(data: $d) { id } }`, {
    d: { idempotencyKey: key, form: Forms.docs[0].id, data: secret, locale: 'en', page: '/' },
  })
  expect(first.errors).toBeUndefined()
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
    `{ Projects(limit: 1, sort: "slug") { docs { id } } }`,
  )
  const enquiryKey = `${key}-enquiry`
  const enquiry = await gql(`mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`, {
    d: {
      idempotencyKey: enquiryKey,
      project: Projects.docs[0].id,
      name: 'Private Buyer',
      replyBy: 'phone',
      phone: '0812 0000 2222',
      consent: true,
      locale: 'en',
      page: '/',
    },
  })
  expect(enquiry.errors).toBeUndefined()
  const sendAgain = (base: string, fields: string) =>
    graphQL(base, `mutation($d: mutationFormSubmissionInput!) { createFormSubmission(data: $d) { ${fields} } }`, {
      d: {
        idempotencyKey: key,
        form: Forms.docs[0].id,
        data: { name: 'x', email: 'x@example.com' },
        locale: 'en',
        page: '/',
      },
    })
  for (const [name, base] of bases) {
    // The site's own retry asks for the id: it gets it.
    const retry = await sendAgain(base, 'id')
    expect((retry.json.data?.createFormSubmission as { id: number }).id, name).toBe(
      (first.data!.createFormSubmission as { id: number }).id,
    )
    // Someone else who learned the keys, asking for everything, gets nothing of it (null fields or an error).
    const form = await sendAgain(base, 'id data page createdAt')
    expect(JSON.stringify(form.json), name).not.toContain('Private Person')
    expect(JSON.stringify(form.json), name).not.toContain('"page":"/"')
    const again = await graphQL(
      base,
      `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id name email phone message status } }`,
      {
        d: {
          idempotencyKey: enquiryKey,
          project: Projects.docs[0].id,
          name: 'Someone Else',
          replyBy: 'phone',
          phone: '0812 0000 3333',
          consent: true,
          locale: 'en',
          page: '/',
        },
      },
    )
    expect(JSON.stringify(again.json), name).not.toContain('Private Buyer')
    expect(JSON.stringify(again.json), name).not.toContain('0812 0000 2222')
    // ...and is told why, not "Something went wrong".
    for (const answer of [form, again]) {
      const errors = (answer.json.errors ?? []) as { message: string; extensions?: { statusCode?: number } }[]
      expect(errors.map((e) => e.message).join(' '), name).toMatch(/already received.*ask for \{ id \}/)
      expect(errors[0]?.extensions?.statusCode, name).toBe(409)
    }
  }
})

test('registering an address that has an account answers as for a new one; its owner is told by email', async () => {
  const owner = await confirmedVisitor('Owner')
  const fresh = uniqueEmail('fresh')
  const register = (email: string) =>
    siteGql(newClientAddress(), `mutation($d: mutationUserInput!) { createUser(data: $d) { id email name roles } }`, {
      d: { email, password: 'register-pass-2026', name: 'Same Name', roles: ['visitor'] },
    })
  const taken = await register(owner.email)
  const created = await register(fresh)
  expect(taken.errors).toBeUndefined()
  expect(created.errors).toBeUndefined()
  expect({ ...taken, data: { ...(taken.data!.createUser as object), email: '' } }).toEqual({
    ...created,
    data: { ...(created.data!.createUser as object), email: '' },
  })
  // REST alike too.
  const restTaken = await call(siteURL, '/api/users', {
    body: { email: owner.email, password: 'register-pass-2026', name: 'Same Name' },
  })
  const restFresh = await call(siteURL, '/api/users', {
    body: { email: uniqueEmail('fresh-rest'), password: 'register-pass-2026', name: 'Same Name' },
  })
  expect(restTaken.status).toBe(201)
  expect(restFresh.status).toBe(201)
  expect(Object.keys(restTaken.json.doc as object).sort()).toEqual(Object.keys(restFresh.json.doc as object).sort())
  // The owner is told once (per hour), and their account is as it was.
  await waitForMail(owner.email, /Someone tried to use your email address/)
  await queuedMailSent()
  expect(mailsTo(owner.email).filter((m) => /Someone tried/.test(m.subject))).toHaveLength(1)
  expect(mailsTo(owner.email).filter((m) => /Confirm your email/.test(m.subject))).toHaveLength(1)
  expect(await canLogIn(owner.email, owner.password)).toBe(true)
  await waitForMail(fresh, /Confirm your email/)
})

test('a wrong password takes as long for an address without an account; forgotten password answers alike', async () => {
  const visitor = await confirmedVisitor('Timed')
  const unknown = uniqueEmail('nobody')
  const time = async (email: string) => {
    const started = performance.now()
    const answer = await siteGql(
      newClientAddress(),
      `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { user { id } } }`,
      { e: email, p: 'wrong-password-2026' },
    )
    expect(answer.errors?.[0]?.message).toMatch(/email or password provided is incorrect/)
    return performance.now() - started
  }
  const known: number[] = []
  const nobody: number[] = []
  // Alternating, so that a busy moment of the machine falls on both.
  for (let i = 0; i < 7; i++) {
    known.push(await time(visitor.email))
    nobody.push(await time(unknown))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  // Without the dummy check an unknown address answered in a tenth of the time.
  expect(median(nobody), `medians: account ${median(known)} ms, no account ${median(nobody)} ms`).toBeGreaterThan(
    median(known) * 0.5,
  )

  const forgot = (email: string) =>
    siteGql(newClientAddress(), `mutation($e: String!) { forgotPasswordUser(email: $e) }`, { e: email })
  const [a, b] = [await forgot(visitor.email), await forgot(unknown)]
  expect([a.status, a.data, a.errors]).toEqual([b.status, b.data, b.errors])
})

test("an email change to an address that has an account answers as for a free one; that address's owner is told instead", async () => {
  const mover = await confirmedVisitor('Mover')
  const owner = await confirmedVisitor('Taken')
  const toTaken = await gql(
    UPDATE,
    { id: mover.id, d: { email: owner.email, currentPassword: mover.password } },
    mover.token,
  )
  expect(toTaken.errors).toBeUndefined()
  expect(toTaken.data?.updateUser).toEqual({ email: mover.email, pendingEmail: owner.email })
  await waitForMail(owner.email, /Someone tried to use your email address/)
  await queuedMailSent()
  expect(mailsTo(owner.email).filter((m) => /Confirm your new email/.test(m.subject))).toHaveLength(0)
  const free = uniqueEmail('free')
  const toFree = await gql(UPDATE, { id: mover.id, d: { email: free, currentPassword: mover.password } }, mover.token)
  expect(toFree.errors).toBeUndefined()
  expect(toFree.data?.updateUser).toEqual({ email: mover.email, pendingEmail: free })
  await waitForMail(free, /Confirm your new email/)
  // Nothing changed for either account.
  expect(await canLogIn(owner.email, owner.password)).toBe(true)
  expect(await canLogIn(mover.email, mover.password)).toBe(true)
})

test('email changes cannot bomb an address: one confirmation per address an hour whatever the order, three requests per account an hour', async () => {
  const visitor = await confirmedVisitor('Bomber')
  const [v, x, y] = [uniqueEmail('victim'), uniqueEmail('other'), uniqueEmail('third')]
  const change = (email: string) =>
    call(siteURL, `/api/users/${visitor.id}`, {
      method: 'PATCH',
      token: visitor.token,
      body: { email, currentPassword: visitor.password },
    })
  expect((await change(v)).status).toBe(200)
  expect((await change(x)).status).toBe(200)
  const back = await change(v)
  expect(back.status).toBe(429)
  expect(Number(back.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(JSON.stringify(back.json.errors)).toContain('RATE_LIMITED')
  expect(back.json.errors?.[0]?.message).toMatch(/Too many email changes/)
  // The fourth request of the hour, to a new address: the account's limit (GraphQL, 429 too).
  const fourth = await graphQL(
    siteURL,
    UPDATE,
    { id: visitor.id, d: { email: y, currentPassword: visitor.password } },
    visitor.token,
  )
  expect(fourth.json.errors?.[0]?.extensions?.statusCode ?? fourth.status).toBe(429)
  expect(JSON.stringify(fourth.json.errors)).toContain('RATE_LIMITED')
  expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another account asking for the same victim address within the hour sends nothing either, nor
  // for the address respelled: a +tag, capitals (one recipient, cms emailKey).
  const other = await confirmedVisitor('Bomber Two')
  const respelled = v.replace('@', '+again@').toUpperCase()
  for (const email of [v, respelled]) {
    const answer = await call(cmsURL, `/api/users/${other.id}`, {
      method: 'PATCH',
      token: other.token,
      body: { email, currentPassword: other.password },
    })
    expect(answer.status, email).toBe(429)
  }
  await queuedMailSent()
  expect(mailsTo(v).filter((m) => /Confirm your new email/.test(m.subject))).toHaveLength(1)
  expect(mailsTo(respelled)).toHaveLength(0)
  expect(mailsTo(y)).toHaveLength(0)
})

test('an email change to an address the account could not keep is refused before anything is sent', async () => {
  const visitor = await confirmedVisitor('Trailing Dot')
  const emails = [
    `${uniqueEmail('dot')}.`,
    `${uniqueEmail('Dot-Upper').toUpperCase()}.`,
    `${uniqueEmail('double').replace('@', '..@')}`,
  ]
  for (const email of emails) {
    // REST and GraphQL: an error of the email field (400), and no email to either address.
    const rest = await call(siteURL, `/api/users/${visitor.id}`, {
      method: 'PATCH',
      token: visitor.token,
      body: { email, currentPassword: visitor.password },
    })
    expect(rest.status, email).toBe(400)
    const graph = await graphQL(
      cmsURL,
      UPDATE,
      { id: visitor.id, d: { email, currentPassword: visitor.password } },
      visitor.token,
    )
    expect(graph.json.errors?.[0]?.extensions?.statusCode, email).toBe(400)
    for (const answer of [rest, graph]) {
      expect(JSON.stringify(answer.json.errors), email).toContain('Please enter a valid email address.')
      expect(JSON.stringify(answer.json.errors), email).toContain('"path":"email"')
    }
    await queuedMailSent()
    expect(mailsTo(email), email).toHaveLength(0)
    expect(mailsTo(email.toLowerCase().replace(/\.$/, '')), email).toHaveLength(0)
  }
  expect(mailsTo(visitor.email).filter((m) => /change/i.test(m.subject))).toHaveLength(0)
})

test('no JWT in any answer: login, me and refresh (REST and GraphQL) keep it in the HttpOnly cookie', async () => {
  const visitor = await confirmedVisitor('Cookie')
  for (const [name, base] of bases) {
    const login = await graphQL(
      base,
      `mutation($e: String!, $p: String!) { loginUser(email: $e, password: $p) { token exp user { id } } }`,
      { e: visitor.email, p: visitor.password },
    )
    expect((login.json.data?.loginUser as { token: unknown; user: { id: number } }).token, name).toBeNull()
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie, name).toMatch(/HttpOnly/i)
    const token = /^payload-token=([^;]+)/.exec(cookie!)![1]
    const me = await graphQL(base, `{ meUser { token user { id } } }`, {}, token)
    expect((me.json.data?.meUser as { token: unknown; user: { id: number } }).token, name).toBeNull()
    expect((me.json.data?.meUser as { user: { id: number } }).user.id, name).toBe(visitor.id)
    const refreshed = await graphQL(base, `mutation { refreshTokenUser { refreshedToken } }`, {}, token)
    expect(JSON.stringify(refreshed.json), name).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)

    const restLogin = await call(base, '/api/users/login', {
      body: { email: visitor.email, password: visitor.password },
    })
    expect(restLogin.status, name).toBe(200)
    expect(restLogin.json.token, name).toBeUndefined()
    expect(
      restLogin.headers.getSetCookie().some((c) => c.startsWith('payload-token=')),
      name,
    ).toBe(true)
    for (const [path, method] of [
      ['/api/users/me', 'GET'],
      ['/api/users/refresh-token', 'POST'],
    ]) {
      const answer = await call(base, path, { method, token, body: method === 'POST' ? {} : undefined })
      expect(answer.status, `${name} ${path}`).toBe(200)
      expect(JSON.stringify(answer.json), `${name} ${path}`).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
    }
  }
})

test('filters and sorts through a relation to enquiries, submissions, subscribers or accounts are refused to visitors', async () => {
  const visitor = await confirmedVisitor('Filterer')
  for (const [name, base] of bases) {
    for (const token of [undefined, visitor.token]) {
      const who = `${name} ${token ? 'visitor' : 'anonymous'}`
      for (const path of [
        '/api/projects?where[enquiries][equals]=1',
        '/api/projects?where[enquiries.email][exists]=true',
        '/api/unit-types?where[project.enquiries][exists]=true',
        '/api/projects?where[or][0][enquiries][equals]=1',
        '/api/projects?sort=enquiries',
      ]) {
        const answer = await call(base, path, { token })
        expect(answer.status, `${who} ${path}`).toBe(400)
        expect(JSON.stringify(answer.json), `${who} ${path}`).toMatch(/may not read/)
      }
      const gqlAnswer = await graphQL(
        base,
        `{ Projects(where: { enquiries: { exists: true } }) { docs { id } } }`,
        {},
        token,
      )
      expect(gqlAnswer.json.errors?.[0]?.message, who).toBeTruthy()
      // Ordinary filters still work.
      expect((await call(base, '/api/projects?where[slug][exists]=true&limit=1', { token })).status, who).toBe(200)
    }
  }
})

test('the id-listing allowance needs select[id]=true and nothing else', async () => {
  for (const [name, base] of bases) {
    for (const query of [
      'select[id]=false',
      'select[id]=0',
      'select[id]=true&select[title]=true',
      'select[id][]=true',
    ]) {
      const answer = await call(base, `/api/posts?${query}&depth=0&limit=5000`)
      expect(answer.status, `${name} ${query}`).toBe(400)
    }
    const ids = await call(base, '/api/posts?select[id]=true&depth=0&limit=5000')
    expect(ids.status, name).toBe(200)
    expect(Object.keys((ids.json.docs as object[])[0]), name).toEqual(['id'])
  }
})
