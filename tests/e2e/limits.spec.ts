import type http from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { loginThrottle } from '../../cms/src/collections/Users/login-throttle'
import { clientLimits, type LimitedAction } from '@lestari/model/client-limits'
import { Releases } from '../../scripts/lib/releases'
import { serveSite } from '../../scripts/lib/serve'
import { FORGOT, REGISTER, RESET } from '../../src/lib/account'
import { searchWhere } from '../../src/lib/search'
import { linkIn, mailsTo, queuedMailSent, tokenOf, waitForMail } from './outbox'
import {
  clientHeaders,
  cmsQuery,
  hydrated,
  newClientAddress,
  siteURL,
  staffQuery,
  testSettings,
  testSitePort,
} from './stack'
import { confirmedVisitor, LOGIN_MUTATION, siteGql, type SiteAnswer } from './visitors'

/**
 * Limits per client (docs/SECURITY.md, "Limits per client") against the real CMS and the built
 * site: the site server's rate limits per client address and body size, the client address that a
 * caller cannot forge, and the CMS's login throttle. Each test counts under client addresses of
 * its own (the test stack trusts X-Forwarded-For from loopback), so the rest of the suite keeps
 * the budget of the loopback address.
 */
test.use({ serviceWorkers: 'block' })

const SUBSCRIBE = `mutation($email: String!, $name: String) { subscribe(email: $email, name: $name) }`
const SUBMIT = `mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`
const SEARCH = `query($w: Post_where) { Posts(where: $w, limit: 5) { docs { id } } }`

/**
 * The statuses of `count` requests, a few at a time: a budget of 120 searches a minute sent one
 * by one took most of that minute on a busy machine (and the test's time limit with it).
 */
async function statusesOf(count: number, request: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = []
  for (let sent = 0; sent < count; sent += 6)
    statuses.push(
      ...(await Promise.all(Array.from({ length: Math.min(6, count - sent) }, () => request().then((r) => r.status)))),
    )
  return statuses
}

/** Uses up an action's budget at an address with cheap requests the CMS refuses (a required variable missing). */
async function exhaustBudget(
  address: string,
  action: LimitedAction,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const statuses = await statusesOf(clientLimits[action].limit, () => siteGql(address, query, variables))
  expect(statuses, `${action}: the budget's requests all reached the CMS`).not.toContain(429)
}

/** A 429 of the site server: Retry-After, and a GraphQL-shaped error saying how long to wait. */
function expectLimited(answer: SiteAnswer, action: LimitedAction) {
  expect(answer.status, action).toBe(429)
  const seconds = Number(answer.retryAfter)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(clientLimits[action].windowMinutes * 60)
  expect(answer.data ?? null).toBeNull()
  expect(answer.errors?.[0]?.message).toBe(
    `Too many requests from your address. Please wait ${seconds} seconds and try again.`,
  )
  expect(answer.errors?.[0]?.extensions).toMatchObject({
    code: 'RATE_LIMITED',
    statusCode: 429,
    retryAfter: seconds,
    action,
  })
}

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test.describe('rate limits of the site server, per client address', () => {
  test('registration: the limit trips with 429 and Retry-After; the account is not created and no email is sent', async () => {
    const address = newClientAddress()
    await exhaustBudget(address, 'register', REGISTER)
    const email = uniqueEmail('limited-register')
    const refused = await siteGql(address, REGISTER, {
      data: { email, password: 'limited-pass-2026', name: 'Limited', roles: ['visitor'] },
    })
    expectLimited(refused, 'register')
    const { Users } = await staffQuery<{ Users: { totalDocs: number } }>(
      `query($e: EmailAddress) { Users(where: { email: { equals: $e } }) { totalDocs } }`,
      { e: email },
    )
    expect(Users.totalDocs).toBe(0)
    // Another address registers at once: the limit is per client.
    const other = await siteGql(newClientAddress(), REGISTER, {
      data: { email, password: 'limited-pass-2026', name: 'Other', roles: ['visitor'] },
    })
    expect(other.errors).toBeUndefined()
    await waitForMail(email, /Confirm your email/)
    await queuedMailSent()
    expect(mailsTo(email)).toHaveLength(1)
  })

  test('forgotten password and reset: 429; no reset email is sent', async () => {
    const visitor = await confirmedVisitor('LimitedForgot')
    const address = newClientAddress()
    await exhaustBudget(address, 'password', FORGOT)
    expectLimited(await siteGql(address, FORGOT, { email: visitor.email }), 'password')
    // The reset with the emailed token shares the budget.
    expectLimited(await siteGql(address, RESET, { token: 'a'.repeat(40), password: 'new-pass-2026' }), 'password')
    await queuedMailSent()
    expect(mailsTo(visitor.email).filter((m) => /password/i.test(m.subject))).toHaveLength(0)
  })

  test('subscribe: 429; no subscriber is stored and no confirmation is sent', async () => {
    const address = newClientAddress()
    await exhaustBudget(address, 'subscribe', SUBSCRIBE)
    const email = uniqueEmail('limited-subscribe')
    expectLimited(await siteGql(address, SUBSCRIBE, { email, name: 'Limited' }), 'subscribe')
    await queuedMailSent()
    expect(mailsTo(email)).toHaveLength(0)
    const { Subscribers } = await staffQuery<{ Subscribers: { totalDocs: number } }>(
      `query($e: EmailAddress) { Subscribers(where: { email: { equals: $e } }) { totalDocs } }`,
      { e: email },
    )
    expect(Subscribers.totalDocs).toBe(0)
  })

  test('form submission: 429; the submission is not stored', async () => {
    const { Forms } = await cmsQuery<{ Forms: { docs: { id: number }[] } }>(
      `{ Forms(where: { slug: { equals: "contact" } }) { docs { id } } }`,
    )
    const address = newClientAddress()
    await exhaustBudget(address, 'formSubmission', SUBMIT)
    const marker = `limited-${Date.now()}`
    const submission = {
      form: Forms.docs[0].id,
      data: { message: marker },
      locale: 'en',
      page: '/contact/',
      idempotencyKey: marker,
    }
    expectLimited(await siteGql(address, SUBMIT, { data: submission }), 'formSubmission')
    const { FormSubmissions } = await staffQuery<{ FormSubmissions: { docs: { idempotencyKey: string }[] } }>(
      `query($k: String) { FormSubmissions(where: { idempotencyKey: { equals: $k } }) { docs { idempotencyKey } } }`,
      { k: marker },
    )
    expect(FormSubmissions.docs).toHaveLength(0)
  })

  test('login counts REST and GraphQL calls together', async () => {
    const address = newClientAddress()
    const post = (path: string) =>
      fetch(`${siteURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...clientHeaders(address) },
        body: '{}',
      })
    expect(await statusesOf(clientLimits.login.limit, () => post('/api/users/login'))).not.toContain(429)
    const visitor = await confirmedVisitor('LimitedLogin')
    const refused = await siteGql(address, LOGIN_MUTATION, { e: visitor.email, p: visitor.password })
    expectLimited(refused, 'login')
    const rest = await post('/api/users/login')
    expect(rest.status).toBe(429)
    expect(rest.headers.get('set-cookie')).toBeNull()
  })

  // Its own test: with the login's 50 requests, the 120 searches took the test's whole minute on a busy machine.
  test('search counts REST and GraphQL calls together', async () => {
    const searchAddress = newClientAddress()
    const searches = await statusesOf(clientLimits.search.limit, () =>
      fetch(`${siteURL}/api/posts?where[title][like]=lake&limit=1&depth=0`, { headers: clientHeaders(searchAddress) }),
    )
    expect(searches).not.toContain(429)
    expectLimited(await siteGql(searchAddress, SEARCH, { w: searchWhere(['title', 'excerpt'], 'lake') }), 'search')
    // Other reads are not limited.
    expect((await siteGql(searchAddress, `{ Posts(limit: 1) { docs { id } } }`)).status).toBe(200)
  })

  test('a body over 1 MB is refused with 413 before the CMS; a smaller one reaches it byte for byte', async () => {
    const address = newClientAddress()
    const big = await fetch(`${siteURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientHeaders(address) },
      body: JSON.stringify({
        query: '{ __typename }',
        variables: { pad: 'x'.repeat(testSettings().bodyLimits.maxBodyBytes) },
      }),
    })
    expect(big.status).toBe(413)
    expect(
      ((await big.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0],
    ).toMatchObject({
      message: 'The request is too large (at most 1 MB).',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    })
    // Read (to classify it) and sent on unchanged: a name with characters outside ASCII is stored as typed.
    const email = uniqueEmail('intact')
    const name = 'Dewi Ñandú 🌴 "quoted"'
    const subscribed = await siteGql(address, SUBSCRIBE, { email, name })
    expect(subscribed.errors).toBeUndefined()
    const { Subscribers } = await staffQuery<{ Subscribers: { docs: { name: string }[] } }>(
      `query($e: EmailAddress) { Subscribers(where: { email: { equals: $e } }) { docs { name } } }`,
      { e: email },
    )
    expect(Subscribers.docs[0]?.name).toBe(name)
  })
})

test.describe('the site says so, keeping what was typed', () => {
  async function limitedAt(page: Page, action: LimitedAction, query: string) {
    const address = newClientAddress()
    await exhaustBudget(address, action, query)
    await page.setExtraHTTPHeaders(clientHeaders(address))
  }

  test('login screen, in English', async ({ page }) => {
    await limitedAt(page, 'login', LOGIN_MUTATION)
    await page.goto('/login/')
    await hydrated(page)
    const form = page.locator('form[data-form="login"]')
    await form.getByLabel('Email').fill('typed@example.com')
    await form.getByLabel('Password').fill('typed-password-1')
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(form.locator('.form__status')).toHaveText(
      /^Too many attempts from your connection\. Please wait \d+ (seconds|minutes), then try again; what you typed is still here\.$/,
    )
    await expect(form.getByLabel('Email')).toHaveValue('typed@example.com')
    await expect(form.getByLabel('Password')).toHaveValue('typed-password-1')
    await expect(page).toHaveURL(/\/login\/$/)
  })

  test('subscription screen, in Indonesian', async ({ page }) => {
    await limitedAt(page, 'subscribe', SUBSCRIBE)
    await page.goto('/id/subscribe/')
    await hydrated(page)
    const form = page.locator('form[data-form="subscribe"]')
    const email = uniqueEmail('ditolak')
    await form.locator('#subscribe-name').fill('Budi')
    await form.locator('#subscribe-email').fill(email)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('.form__status')).toHaveText(
      /^Terlalu banyak percobaan dari koneksi Anda\. Tunggu \d+ (detik|menit), lalu coba lagi; yang Anda ketik tetap tersimpan\.$/,
    )
    await expect(form.locator('#subscribe-name')).toHaveValue('Budi')
    await expect(form.locator('#subscribe-email')).toHaveValue(email)
    await queuedMailSent()
    expect(mailsTo(email)).toHaveLength(0)
  })
})

test.describe('the client address cannot be forged', () => {
  let server: http.Server | undefined
  const port = testSitePort + 39
  const untrusting = `http://localhost:${port}`
  test.afterAll(() => server?.close())

  test('with the default setting (no trusted proxy) X-Forwarded-For changes nothing, in the site server or in the CMS', async () => {
    const settings = testSettings()
    // The same built site and CMS, served the way `npm start` does with TRUST_PROXY unset.
    server = await serveSite({
      publicDir: new Releases(settings.releasesDir).current,
      cmsURL: settings.cmsURL,
      port,
      proxySecret: settings.proxySecret,
    })
    const forged = () => siteGql(newClientAddress(), REGISTER, {}, untrusting)
    for (let i = 0; i < clientLimits.register.limit; i++) expect((await forged()).status).not.toBe(429)
    expectLimited(await forged(), 'register')

    // The CMS counts the failures under the address the site server saw, whatever the caller claims.
    const visitor = await confirmedVisitor('Forger')
    for (let i = 0; i < loginThrottle.freeFailures; i++) {
      const wrong = await siteGql(
        newClientAddress(),
        LOGIN_MUTATION,
        { e: visitor.email, p: `wrong-${i}-pass` },
        untrusting,
      )
      expect(wrong.errors?.[0]?.extensions?.statusCode).toBe(401)
    }
    const delayed = await siteGql(
      newClientAddress(),
      LOGIN_MUTATION,
      { e: visitor.email, p: visitor.password },
      untrusting,
    )
    expect(delayed.errors?.[0]?.extensions?.statusCode).toBe(429)
    // The trusting test server still gives each named address its own count.
    const elsewhere = await siteGql(newClientAddress(), LOGIN_MUTATION, { e: visitor.email, p: visitor.password })
    expect(elsewhere.errors).toBeUndefined()
  })
})

test.describe('login throttle in the CMS', () => {
  const login = (address: string, email: string, password: string) =>
    siteGql(address, LOGIN_MUTATION, { e: email, p: password })
  const statusOf = (answer: SiteAnswer) => answer.errors?.[0]?.extensions?.statusCode ?? answer.status
  const retryAfterOf = (answer: SiteAnswer) =>
    (answer.errors?.[0]?.extensions as { data?: { retryAfter?: number } } | undefined)?.data?.retryAfter ?? 0

  test('three mistakes, then the right password logs in at once, on the site', async ({ page }) => {
    const visitor = await confirmedVisitor('Mistyper')
    await page.setExtraHTTPHeaders(clientHeaders(newClientAddress()))
    await page.goto('/login/')
    await hydrated(page)
    const form = page.locator('form[data-form="login"]')
    await form.getByLabel('Email').fill(visitor.email)
    for (let i = 1; i <= 3; i++) {
      await form.getByLabel('Password').fill(`mistyped-${i}-pass`)
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/graphql') && r.request().postData()?.includes('loginUser') === true,
      )
      await form.getByRole('button', { name: 'Log in' }).click()
      await answered
      await expect(form.locator('.form__status')).toHaveText('The email or the password is not right.')
    }
    await form.getByLabel('Password').fill(visitor.password)
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/profile\/$/)
  })

  test('after the free mistakes each attempt waits, longer after each failure; 429 with Retry-After, even for the right password', async () => {
    test.setTimeout(120_000)
    const visitor = await confirmedVisitor('Guessed')
    const address = newClientAddress()
    for (let i = 1; i <= loginThrottle.freeFailures; i++)
      expect(statusOf(await login(address, visitor.email, `guess-${i}-pass`))).toBe(401)
    const first = await login(address, visitor.email, visitor.password)
    expect(statusOf(first)).toBe(429)
    expect(first.errors?.[0]?.message).toMatch(/^Too many login attempts\. Please wait \d+ seconds and try again\.$/)
    expect(Number(first.retryAfter)).toBeGreaterThan(0)
    expect(retryAfterOf(first)).toBe(Number(first.retryAfter))
    expect(retryAfterOf(first)).toBeLessThanOrEqual(loginThrottle.firstDelaySeconds)
    // Over REST as well.
    const rest = await fetch(`${siteURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientHeaders(address) },
      body: JSON.stringify({ email: visitor.email, password: visitor.password }),
    })
    expect(rest.status).toBe(429)
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0)

    await new Promise((r) => setTimeout(r, retryAfterOf(first) * 1000 + 500))
    expect(statusOf(await login(address, visitor.email, 'one-more-guess-1'))).toBe(401)
    const second = await login(address, visitor.email, visitor.password)
    expect(statusOf(second)).toBe(429)
    expect(retryAfterOf(second)).toBeGreaterThan(loginThrottle.firstDelaySeconds)
  })

  test('staff accounts are throttled the same way, and only at the guessing address', async () => {
    const address = newClientAddress()
    const editor = 'editor@lestari-city.example'
    for (let i = 1; i <= loginThrottle.freeFailures; i++)
      expect(statusOf(await login(address, editor, `editor-guess-${i}`))).toBe(401)
    expect(statusOf(await login(address, editor, process.env.SEED_EDITOR_PASSWORD || 'lestari-demo-2026'))).toBe(429)
    // The editor at their own address is not delayed.
    const own = await login(newClientAddress(), editor, process.env.SEED_EDITOR_PASSWORD || 'lestari-demo-2026')
    expect(own.errors).toBeUndefined()
  })

  test("a password reset by the emailed link clears the account's delays", async () => {
    const visitor = await confirmedVisitor('Resetter')
    const address = newClientAddress()
    for (let i = 1; i <= loginThrottle.freeFailures; i++)
      expect(statusOf(await login(address, visitor.email, `forgot-${i}-pass`))).toBe(401)
    expect(statusOf(await siteGql(newClientAddress(), FORGOT, { email: visitor.email }))).toBe(200)
    const token = tokenOf(
      linkIn(await waitForMail(visitor.email, /password/i), '/forgot-password/reset/?token='),
      'token',
    )
    // Still delayed right before the reset.
    expect(statusOf(await login(address, visitor.email, visitor.password))).toBe(429)
    const newPassword = 'reset-pass-2027'
    const reset = await siteGql(newClientAddress(), RESET, { token, password: newPassword })
    expect(reset.errors).toBeUndefined()
    const after = await login(address, visitor.email, newPassword)
    expect(after.errors).toBeUndefined()
    expect((after.data?.loginUser as { user?: { id: number } } | undefined)?.user?.id).toBeTruthy()
  })
})
