import { expect, test } from '@playwright/test'
import { loginThrottle } from '../../cms/src/collections/Users/login-throttle'
import { clientLimits } from '@lestari/model/client-limits'
import { closeRedis } from '@lestari/server-kit/redis'
import { extraStack } from './extra-stack'
import { startRedis } from './redis'
import { newClientAddress, testSitePort } from './stack'

/**
 * Limits shared across processes through Redis (docs/SECURITY.md, "Limits per client"): a Redis of
 * this file's own, two CMS processes on the test database and two site servers, each in front of
 * its own CMS, all with REDIS_URL. A client whose requests alternate between the two site servers
 * gets an action's limit in total, not once per process: through the site servers' shared count,
 * through the CMS's shared count (a respelled request that only the CMS recognises), and in the
 * login throttle.
 */
test.describe.configure({ mode: 'serial' })

const stacks = ['shared-limits-a', 'shared-limits-b'].map((name, i) =>
  extraStack({ name, sitePort: testSitePort + 37 + i, cmsPort: testSitePort + 35 + i, ownDatabase: false }),
)
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
