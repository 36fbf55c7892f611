import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { extraStack } from './extra-stack'
import { cmsURL, siteURL, testSettings, testSitePort } from './stack'

/**
 * Health answers (scripts/lib/health.ts, cms/src/health/index.ts) and the request log
 * (scripts/lib/request-log.ts, cms/src/logging/request-log.ts), on real processes.
 */
const secret = testSettings().buildSecret
const withSecret = { authorization: `Bearer ${secret}` }

const probe = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers })
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.json() }
}

/** The JSON lines of a log file (other output skipped). */
const logLines = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map(
      (line) => JSON.parse(line) as { req?: { id: string; method: string; url: string }; res?: { statusCode: number } },
    )

test('the site server and the CMS answer healthz and readyz, with details only for the build secret', async () => {
  for (const url of [
    `${siteURL}/healthz`,
    `${siteURL}/readyz`,
    `${cmsURL}/api/healthz`,
    `${cmsURL}/api/readyz`,
    `${siteURL}/api/readyz`,
  ]) {
    const anonymous = await probe(url)
    expect(anonymous, url).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } })
    expect((await probe(url, { authorization: 'Bearer wrong-secret-of-same-kind' })).body).toEqual({ status: 'ok' })
    const detailed = await probe(url, withSecret)
    expect(detailed.body.status, url).toBe('ok')
    expect(Object.keys(detailed.body.checks).length, url).toBeGreaterThan(0)
  }
  const site = (await probe(`${siteURL}/readyz`, withSecret)).body.checks
  expect(site.serving).toEqual({ ok: true })
  expect(site.cms).toMatchObject({ ok: true, status: 200 })
  expect(site.release).toMatchObject({ ok: true, id: expect.stringMatching(/^\d{8}T\d+Z-\d+$/) })
  const cms = (await probe(`${cmsURL}/api/readyz`, withSecret)).body.checks
  expect(cms.database).toMatchObject({ ok: true, ms: expect.any(Number) })

  // No limit per client counts probes, however many come (cms/src/limits, scripts/lib/limits.ts).
  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, i) => fetch(i % 2 ? `${cmsURL}/api/readyz` : `${siteURL}/readyz`)),
  )
  expect(burst.map((res) => res.status)).toEqual(burst.map(() => 200))
})

test.describe('a site server with a CMS of its own', () => {
  const stack = extraStack({ name: 'health', sitePort: testSitePort + 54, cmsPort: testSitePort + 55 })
  const site = stack.settings.siteURL

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await stack.copyDatabase()
    await stack.startCms()
    await stack.serve({ trustProxy: ['loopback'], proxySecret: stack.settings.proxySecret, secret })
  })
  test.afterAll(() => stack.close())

  test('asks the CMS at most once per second or two however many probes come, and is unready while the CMS is stopped', async () => {
    test.setTimeout(120_000)
    const readyzCalls = () => logLines(stack.cmsLog).filter((line) => line.req?.url === '/api/readyz').length
    const before = readyzCalls()
    const answers = await Promise.all(Array.from({ length: 30 }, () => probe(`${site}/readyz`)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(readyzCalls() - before).toBeLessThanOrEqual(2)

    await stack.stopCms('SIGTERM')
    await expect.poll(async () => (await probe(`${site}/readyz`)).status, { timeout: 10_000 }).toBe(503)
    expect((await probe(`${site}/readyz`)).body).toEqual({ status: 'unavailable' })
    const down = await probe(`${site}/readyz`, withSecret)
    expect(down.body.checks.cms.ok).toBe(false)
    expect(down.body.checks.release.ok).toBe(true)
    // The process itself still serves.
    expect((await probe(`${site}/healthz`)).status).toBe(200)

    await stack.startCms()
    await expect.poll(async () => (await probe(`${site}/readyz`)).status, { timeout: 10_000 }).toBe(200)
  })

  test("one request has the same id in the site server's answer and in the CMS's log line", async () => {
    const kept = await fetch(`${site}/api/posts?limit=1&depth=0`, { headers: { 'x-request-id': 'lb-4f1c2a' } })
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-request-id')).toBe('lb-4f1c2a')

    const made = await fetch(`${site}/api/posts?limit=2&depth=0`, { headers: { 'x-request-id': 'not an id <script>' } })
    const id = made.headers.get('x-request-id')!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    await expect
      .poll(() => logLines(stack.cmsLog).find((line) => line.req?.id === 'lb-4f1c2a'))
      .toMatchObject({ req: { method: 'GET', url: '/api/posts?limit=1&depth=0' }, res: { statusCode: 200 } })
    expect(logLines(stack.cmsLog).find((line) => line.req?.id === id)).toMatchObject({
      req: { url: '/api/posts?limit=2&depth=0' },
    })
    // The site server writes its line once the response has ended.
    await expect
      .poll(() => logLines(stack.siteLog).find((line) => line.req?.id === id))
      .toMatchObject({
        req: { method: 'GET', url: '/api/posts?limit=2&depth=0' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      })
  })

  test('a secret sent in a header, a cookie or the query never reaches either log', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6OTl9.c2VjcmV0LXNpZ25hdHVyZQ'
    const queryToken = 'q-token-8d1f0c7e3b'
    const res = await fetch(`${site}/api/users/me?token=${queryToken}`, {
      headers: {
        authorization: `JWT ${token}`,
        cookie: `payload-token=${token}; other=1`,
        'x-site-build-secret': secret,
        'x-site-proxy-secret': 'proxy-secret-guess-1234',
        'x-request-id': 'secrets-check',
      },
    })
    expect(res.headers.get('x-request-id')).toBe('secrets-check')
    await fetch(`${site}/readyz`, { headers: withSecret })
    await expect.poll(() => logLines(stack.cmsLog).some((line) => line.req?.id === 'secrets-check')).toBe(true)
    await expect
      .poll(() => logLines(stack.siteLog).find((line) => line.req?.id === 'secrets-check')?.req?.url)
      .toBe('/api/users/me?token=[redacted]')
    for (const file of [stack.siteLog, stack.cmsLog]) {
      const log = fs.readFileSync(file, 'utf8')
      for (const leaked of [token, 'eyJhbGciOiJIUzI1NiJ9', queryToken, secret, 'proxy-secret-guess-1234'])
        expect(log, file).not.toContain(leaked)
    }
  })
})
