import { expect, test } from '@playwright/test'
import { loginThrottle } from '../../cms/src/collections/Users/login-throttle'
import { clientLimits } from '@lestari/model/client-limits'
import { emailKey } from '@lestari/model/contact-links'
import { closeRedis } from '@lestari/server-kit/redis'
import { extraStack } from './extra-stack'
import { queuedMailSent, readOutbox } from './outbox'
import { startRedis } from './redis'
import { cmsQuery, cmsURL, adminToken, newClientAddress, newPhone, staffQuery, testSitePort } from './stack'

/**
 * Limits shared across processes through Redis (docs/SECURITY.md, "Limits per client"): a Redis of
 * this file's own, two CMS processes on the test database and two site servers, each in front of
 * its own CMS, all with REDIS_URL. A client whose requests alternate between the two site servers
 * gets an action's limit in total, not once per process: through the site servers' shared count,
 * through the CMS's shared count (a respelled request that only the CMS recognises), and in the
 * login throttle. A buyer's bookings of site visits are limited per person (email address and
 * phone number, however spelled) in both together too.
 */
test.describe.configure({ mode: 'serial' })

const stacks = [
  { name: 'shared-limits-a', sitePort: testSitePort + 37, cmsPort: testSitePort + 35 },
  { name: 'shared-limits-b', sitePort: testSitePort + 38, cmsPort: testSitePort + 36 },
].map((ports) => extraStack({ ...ports, ownDatabase: false }))
const sites = stacks.map((stack) => stack.settings.siteURL)
let redis: Awaited<ReturnType<typeof startRedis>> | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedis(testSitePort + 34)
  for (const stack of stacks) {
    stack.settings.redisURL = redis.url
    await stack.startCms()
    // As the test stack's site server: it trusts the tests' addresses from loopback and names them to its CMS.
    await stack.serve({
      trustProxy: stack.settings.trustProxy,
      proxySecret: stack.settings.proxySecret,
      redisURL: redis.url,
    })
  }
})

test.afterAll(async () => {
  for (const stack of stacks) await stack.close()
  await closeRedis()
  await redis?.stop()
})

const post = (url: string, address: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })

/** What is left of the site server's count for the caller (its RateLimit header), or null when it did not count. */
const remaining = (res: Response) => {
  const left = /;\s*r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')
  return left ? Number(left[1]) : null
}

test("an action's limit holds across both site servers and both CMS processes together", async () => {
  const { limit } = clientLimits.password
  const address = newClientAddress()
  const forgot = (n: number) =>
    post(`${sites[n % 2]}/api/users/forgot-password`, address, { email: `nobody.${n}@example.com` })
  for (let n = 0; n < limit; n++) {
    const res = await forgot(n)
    expect(res.status, `request ${n + 1} of ${limit}`).toBe(200)
    // One count for both site servers: what is left goes down by one at each request, whichever answers.
    expect(remaining(res)).toBe(limit - n - 1)
  }
  for (const n of [limit, limit + 1]) {
    const res = await forgot(n)
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED', action: 'password' } }] })
  }
})

test('a respelled request, counted by the CMS alone, is limited in the CMS processes’ shared count', async () => {
  const { limit } = clientLimits.password
  const address = newClientAddress()
  // A mutation inside an inline fragment: the site servers do not recognise it, the CMS counts the operation.
  const forgot = (n: number) =>
    post(`${sites[n % 2]}/api/graphql`, address, {
      query: `mutation { ... on Mutation { forgotPasswordUser(email: "respelled.${n}@example.com") } }`,
    })
  for (let n = 0; n < limit; n++) {
    const res = await forgot(n)
    expect(res.status, `request ${n + 1} of ${limit}`).toBe(200)
    expect(remaining(res)).toBeNull()
    expect(await res.json()).toMatchObject({ data: { forgotPasswordUser: true } })
  }
  for (const n of [limit, limit + 1]) {
    const res = await forgot(n)
    expect(res.status).toBe(429)
    expect(remaining(res)).toBeNull()
    expect(JSON.stringify(await res.json())).toContain('Too many requests from your address')
  }
})

test('wrong passwords for one account, alternating between the two, are throttled after the free failures in total', async () => {
  const address = newClientAddress()
  const login = (n: number) =>
    post(`${sites[n % 2]}/api/users/login`, address, {
      email: 'editor@lestari-city.example',
      password: `wrong password ${n}`,
    })
  for (let n = 0; n < loginThrottle.freeFailures; n++) {
    const res = await login(n)
    expect(res.status, `failure ${n + 1}`).toBe(401)
  }
  for (const n of [loginThrottle.freeFailures, loginThrottle.freeFailures + 1]) {
    const res = await login(n)
    expect(res.status).toBe(429)
    expect(JSON.stringify(await res.json())).toContain('Too many login attempts')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  }
})

type Slot = { start: string }
type Refusal = { path: string; message: string; visitLimit?: string; visitStart?: string }
type Booked = {
  data?: { bookSiteVisit?: { id: number; cancelToken: string } }
  errors?: { extensions?: { data?: { errors?: Refusal[] } } }[]
}

const BOOK = 'mutation($d: SiteVisitBookingInput!) { bookSiteVisit(data: $d) { id cancelToken } }'

/** The seeded development whose slots these tests book, and its open slots. */
async function bookableSlots(): Promise<{ project: number; slots: Slot[] }> {
  const { Projects } = await cmsQuery<{ Projects: { docs: { id: number }[] } }>(
    '{ Projects(limit: 100, sort: "-slug") { docs { id } } }',
  )
  for (const { id } of Projects.docs) {
    const { siteVisitSlots } = await cmsQuery<{ siteVisitSlots: { slots: (Slot & { free: number })[] } }>(
      'query($p: Int!) { siteVisitSlots(project: $p) { slots { start free } } }',
      { p: id },
    )
    const open = siteVisitSlots.slots.filter((slot) => slot.free >= 2)
    if (open.length >= 12) return { project: id, slots: open }
  }
  throw new Error('no development with a dozen open slots')
}

/** A booking through one of the two site servers, from an address of its own. */
async function book(n: number, d: Record<string, unknown>): Promise<Booked> {
  const res = await post(`${sites[n % 2]}/api/graphql`, newClientAddress(), {
    query: BOOK,
    variables: {
      d: { idempotencyKey: `person-${crypto.randomUUID()}`, name: 'Limited Buyer', consent: true, locale: 'en', ...d },
    },
  })
  return (await res.json()) as Booked
}

const refusalOf = (answer: Booked) => answer.errors?.[0]?.extensions?.data?.errors?.[0]

/** The booked visits of the name the bookings gave. */
const bookedBy = async (name: string) =>
  (
    await staffQuery<{ SiteVisits: { docs: { id: number; slotStart: string }[] } }>(
      'query($n: String!) { SiteVisits(where: { AND: [{ name: { equals: $n } }, { status: { equals: booked } }] }, limit: 50) { docs { id slotStart } } }',
      { n: name },
    )
  ).SiteVisits.docs

test('one person holds at most 3 open visits and one place per slot, however spelled, across both site servers', async () => {
  const { project, slots } = await bookableSlots()
  const stamp = Date.now()
  // Six bookings at once for one email address, each spelled otherwise, with phones of their own.
  const emails = [`Buyer.${stamp}@Example.com`, ` buyer.${stamp}+a@example.com`, `BUYER.${stamp}+b@EXAMPLE.COM`]
  const byEmail = await Promise.all(
    slots
      .slice(0, 6)
      .map((slot, n) =>
        book(n, { project, slotStart: slot.start, name: `By Email ${stamp}`, email: emails[n % 3], phone: newPhone() }),
      ),
  )
  expect(byEmail.filter((a) => a.data?.bookSiteVisit)).toHaveLength(3)
  const refused = byEmail.filter((a) => !a.data?.bookSiteVisit)
  expect(refused).toHaveLength(3)
  for (const answer of refused)
    expect(refusalOf(answer)).toMatchObject({
      path: 'email',
      visitLimit: 'openBookings',
      message: expect.stringContaining('You already have 3 visits booked, the next on'),
    })
  expect(await bookedBy(`By Email ${stamp}`)).toHaveLength(3)

  // Six at once for one phone number, written six ways, with emails of their own.
  const digits = newPhone().replace('+62 ', '').replace(/ /g, '')
  const phones = [
    `+62 ${digits}`,
    `0${digits}`,
    `(0${digits.slice(0, 3)}) ${digits.slice(3)}`,
    `0062-${digits}`,
    `+62${digits}`,
    `62 ${digits}`,
  ]
  const byPhone = await Promise.all(
    slots.slice(0, 6).map((slot, n) =>
      book(n, {
        project,
        slotStart: slot.start,
        name: `By Phone ${stamp}`,
        email: `phone.${stamp}.${n}@example.com`,
        phone: phones[n],
      }),
    ),
  )
  expect(byPhone.filter((a) => a.data?.bookSiteVisit)).toHaveLength(3)
  expect(await bookedBy(`By Phone ${stamp}`)).toHaveLength(3)

  // A second place in one slot: refused for the same phone, and for the same email respelled.
  const phone = newPhone()
  expect(
    (await book(0, { project, slotStart: slots[7].start, email: `slot.${stamp}@example.com`, phone })).data
      ?.bookSiteVisit,
  ).toBeTruthy()
  for (const [n, again] of [
    [1, { email: `other.${stamp}@example.com`, phone }],
    [0, { email: `Slot.${stamp}+again@Example.com`, phone: newPhone() }],
  ] as const) {
    const answer = await book(n, { project, slotStart: slots[7].start, ...again })
    expect(refusalOf(answer)).toMatchObject({ visitLimit: 'sameSlot', visitStart: slots[7].start })
    expect(refusalOf(answer)?.message).toContain('You already have a visit on')
  }

  // Sales staff booking for a buyer are not limited: through the booking and in the admin.
  const staff = { authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' }
  const byStaff = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      query: BOOK,
      variables: {
        d: {
          idempotencyKey: `person-${crypto.randomUUID()}`,
          project,
          slotStart: slots[8].start,
          name: `Phoned In ${stamp}`,
          email: emails[0],
          phone: newPhone(),
          consent: true,
        },
      },
    }),
  })
  expect(((await byStaff.json()) as Booked).data?.bookSiteVisit).toBeTruthy()
  const inAdmin = await fetch(`${cmsURL}/api/site-visits`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      project,
      slotStart: slots[9].start,
      status: 'booked',
      name: `Phoned In ${stamp}`,
      email: emails[0].toLowerCase(),
      phone: newPhone(),
    }),
  })
  expect(inAdmin.status, await inAdmin.clone().text()).toBe(201)
  // Three booked on the site, two by staff: five booked for one person.
  expect((await bookedBy(`By Email ${stamp}`)).length + (await bookedBy(`Phoned In ${stamp}`)).length).toBe(5)
})

test('one email address gets at most 5 booking confirmations a day, booked and cancelled in turn on both servers', async () => {
  const { project, slots } = await bookableSlots()
  const stamp = Date.now()
  const address = (n: number) => (n % 2 ? `Daily.${stamp}+${n}@example.com` : `daily.${stamp}@EXAMPLE.com`)
  for (let n = 0; n < 5; n++) {
    const answer = await book(n, { project, slotStart: slots[10].start, email: address(n), phone: newPhone() })
    const booked = answer.data?.bookSiteVisit
    expect(booked, JSON.stringify(answer)).toBeTruthy()
    const cancel = await post(`${sites[(n + 1) % 2]}/api/graphql`, newClientAddress(), {
      query: 'mutation($t: String!) { cancelSiteVisit(token: $t) }',
      variables: { t: booked!.cancelToken },
    })
    expect(await cancel.json()).toEqual({ data: { cancelSiteVisit: true } })
  }
  const sixth = await book(5, { project, slotStart: slots[11].start, email: address(5), phone: newPhone() })
  expect(refusalOf(sixth)).toMatchObject({ path: 'email', visitLimit: 'dailyConfirmations' })
  expect(refusalOf(sixth)?.message).toContain('We have sent 5 booking confirmations to this email address today')
  // What reached the one inbox: five confirmations (and five cancellations), no sixth.
  await queuedMailSent()
  const key = emailKey(`daily.${stamp}@example.com`)
  const confirmations = readOutbox().filter(
    (m) => m.to.some((to) => emailKey(to) === key) && /^Your site visit to /.test(m.subject),
  )
  expect(confirmations).toHaveLength(5)
})
