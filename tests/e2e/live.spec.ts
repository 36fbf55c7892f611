import { expect, test, type Page } from '@playwright/test'
import { localizePath } from '../../src/lib/routes'
import { linkIn, mailsTo, queuedMailSent, waitForMail } from './outbox'
import { settled } from './build-status'
import { cmsQuery, cmsURL, adminToken, hydrated } from './stack'
import { builtSite } from './tags'

/** Search, subscriptions, the stock widget and failures of the CMS, in the built site against the real CMS. */

// page.route sees only the page's own requests: keep the site's service worker from taking them over.
test.use({ serviceWorkers: 'block' })

async function subscribers(email: string) {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify({
      query: `query($e: EmailAddress) { Subscribers(where: { email: { equals: $e } }) { totalDocs docs { email name confirmedAt projects { slug } } } }`,
      variables: { e: email },
    }),
  })
  const body = (await res.json()) as {
    data: {
      Subscribers: {
        totalDocs: number
        docs: { email: string; name: string | null; confirmedAt: string | null; projects: { slug: string }[] }[]
      }
    }
  }
  return body.data.Subscribers
}

for (const lang of ['EN', 'ID'] as const) {
  const locale = lang === 'EN' ? 'en' : 'id'
  test(`search finds a seeded article in ${lang}, ranked, highlighted, as you type`, builtSite, async ({ page }) => {
    // The newest article may come from another test's rebuild, whose index follows the release.
    await settled()
    const { Posts } = await cmsQuery<{ Posts: { docs: { slug: string; title: string }[] } }>(
      `query($l: LocaleInputType) { Posts(locale: $l, limit: 1, sort: "-publishedAt") { docs { slug title } } }`,
      { l: locale },
    )
    const post = Posts.docs[0]
    const word = post.title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]
    expect(word.length).toBeGreaterThan(3)
    await page.goto(localizePath('/search/', lang))
    await hydrated(page)
    const input = page.locator('main input[name="q"]')
    // Typed letter by letter: one search after the visitor pauses, and the address follows.
    await input.pressSequentially(word.toLowerCase(), { delay: 30 })
    const result = page.locator(`.search-result a[href="${localizePath(`/news/${post.slug}/`, lang)}"]`)
    await expect(result).toBeVisible()
    await expect(result.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'))
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word.toLowerCase())}$`))
    await expect(page.locator('h1')).toContainText(word.toLowerCase())
    // The whole title ranks that article first.
    await input.fill(post.title)
    await expect(page.locator('.search-result').first().locator('a')).toHaveAttribute(
      'href',
      localizePath(`/news/${post.slug}/`, lang),
    )
    // A reload of the address shows the same results.
    await page.reload()
    await expect(page.locator('.search-result').first().locator('a')).toHaveAttribute(
      'href',
      localizePath(`/news/${post.slug}/`, lang),
    )
  })
}

test('search results are escaped text, and the header search opens the results page', builtSite, async ({ page }) => {
  await page.goto('/search/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%20lestari')
  await hydrated(page)
  await expect(page.locator('[data-search-state="done"]')).toBeVisible()
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  await expect(page.locator('.search-result mark').first()).toHaveText(/lestari/i)
  await page.goto('/news/')
  await hydrated(page)
  await page.locator('#header-search-q').fill('lestari')
  await page.locator('#header-search-q').press('Enter')
  await expect(page).toHaveURL(/\/search\/\?q=lestari$/)
  await expect(page.locator('.search-result').first()).toBeVisible()
})

test('subscribing twice with one email stores one subscriber; confirm and unsubscribe by the emailed links', async ({
  page,
}) => {
  const email = `sari-${Date.now()}@example.com`
  const { Projects } = await cmsQuery<{ Projects: { docs: { slug: string; title: string }[] } }>(
    `{ Projects(limit: 1, sort: "slug") { docs { slug title } } }`,
  )
  const project = Projects.docs[0]

  await page.goto('/subscribe/')
  await hydrated(page)
  let form = page.locator('form[data-form="subscribe"]')
  await form.getByLabel('Name').fill('Sari')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.locator('.form__status')).toContainText(`We sent a link to ${email}`)

  // Again, for one development's updates, with the email in capitals: still one subscriber.
  await page.goto(`/subscribe/${project.slug}/`)
  await hydrated(page)
  form = page.locator('form[data-form="subscribe"]')
  await form.getByLabel('Email').fill(email.toUpperCase())
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.locator('.form__status')).toContainText('We sent a link')
  const stored = await subscribers(email)
  expect(stored.totalDocs).toBe(1)
  expect(stored.docs[0]).toMatchObject({ email, name: 'Sari', confirmedAt: null, projects: [{ slug: project.slug }] })

  // The confirmation link confirms; the unsubscribe link removes the subscriber.
  const mail = await waitForMail(email, /Confirm your .* subscription/)
  await page.goto(linkIn(mail, '?confirm='))
  await expect(page.locator('[data-link="ok"]')).toHaveText('Your subscription is confirmed. Welcome!')
  expect((await subscribers(email)).docs[0].confirmedAt).toBeTruthy()
  // Confirmed subscribers get no more confirmation emails.
  const before = mailsTo(email).length
  await page.goto('/subscribe/')
  await hydrated(page)
  form = page.locator('form[data-form="subscribe"]')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.locator('.form__status')).toContainText('We sent a link')
  await queuedMailSent()
  expect(mailsTo(email).length).toBe(before)
  expect((await subscribers(email)).totalDocs).toBe(1)

  const unsubscribe = mail.html.match(/https?:\/\/[^\s"<]+\?unsubscribe=[0-9a-f]+/)![0]
  await page.goto(unsubscribe)
  await expect(page.locator('[data-link="ok"]')).toHaveText(
    'You are unsubscribed. We will not send you any more emails.',
  )
  expect((await subscribers(email)).totalDocs).toBe(0)
  // A used link says so.
  await page.goto(unsubscribe)
  await expect(page.locator('[data-link="error"]')).toHaveText(
    'This link is not valid any more. You may have used it already.',
  )
})

test('the stock counters start at 0, are filled from the CMS and kept current', async ({ page }) => {
  const { SiteSetting } = await cmsQuery<{ SiteSetting: { stock: { bsde: number; duti: number; a26: number } } }>(
    `{ SiteSetting { stock { bsde duti a26 } } }`,
  )
  const html = await (await page.request.get('/')).text()
  expect(html).toMatch(/data-stock="bsde" data-value="0"/)
  let polls = 0
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string }
    if (body.operationName !== 'Stock' || ++polls < 2) return route.continue()
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: { SiteSetting: { stock: { bsde: 1111, duti: 2222, a26: 3333 } } } }),
    })
  })
  const apolloChunk: string[] = []
  page.on('request', (r) => {
    if (/\/apollo-client-[^/]*\.js$/.test(r.url())) apolloChunk.push(r.url())
  })
  await page.goto('/')
  // The widget is at the foot of the page: nothing is asked, no GraphQL client loaded, until it comes near.
  await page.waitForLoadState('networkidle')
  expect(polls).toBe(0)
  expect(apolloChunk).toEqual([])
  await page.locator('.stock').scrollIntoViewIfNeeded()
  for (const name of ['bsde', 'duti', 'a26'] as const) {
    await expect(page.locator(`[data-stock="${name}"]`)).toHaveAttribute('data-value', String(SiteSetting.stock[name]))
  }
  await expect(page.locator('[data-stock="bsde"] dd')).toHaveText(
    new Intl.NumberFormat('en-US').format(SiteSetting.stock.bsde),
  )
  // The next poll (every 3 s in the tests) brings the new prices.
  await expect(page.locator('[data-stock="bsde"]')).toHaveAttribute('data-value', '1111', { timeout: 15_000 })
  await expect(page.locator('[data-stock="a26"] dd')).toHaveText('3,333')
})

/** Console errors of the page, for the specification's catalogue of Apollo messages. */
const consoleErrors = (page: Page) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return errors
}

test('the CMS down while the visitor submits: a clear message, the console has the cause, nothing typed is lost', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  await page.goto('/login/')
  await hydrated(page)
  const login = page.locator('form[data-form="login"]')
  await login.getByLabel('Email').fill('someone@example.com')
  await login.getByLabel('Password').fill('my-password-123')

  // 503 from the server (what scripts/lib/serve.ts answers when the CMS is down).
  await page.route('**/api/graphql', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"errors":[{"message":"The CMS is not reachable"}]}',
    }),
  )
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login.locator('[role="alert"]')).toHaveText(
    /Our service is not available right now.*what you typed is still here/,
  )
  expect(errors.join('\n')).toContain('Response not successful: Received status code 503')
  await expect(login.getByLabel('Email')).toHaveValue('someone@example.com')
  await expect(login.getByLabel('Password')).toHaveValue('my-password-123')

  // An answer with neither data nor errors.
  await page.unroute('**/api/graphql')
  await page.route('**/api/graphql', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  )
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect.poll(() => errors.join('\n')).toContain("Server response was missing for query 'Login'")
  await expect(login.locator('[role="alert"]')).toHaveText(/Our service is not available/)

  // No answer at all (the connection dropped).
  await page.unroute('**/api/graphql')
  await page.route('**/api/graphql', (route) => route.abort('connectionrefused'))
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login.locator('[role="alert"]')).toHaveText(/We could not reach our server/)
  await expect(login.getByLabel('Email')).toHaveValue('someone@example.com')
})

test('in Indonesian, a failed registration and subscription keep every field and say why', async ({ page }) => {
  await page.goto('/id/register/')
  await hydrated(page)
  await page.route('**/api/graphql', (route) => route.abort('failed'))
  const form = page.locator('form[data-form="register"]')
  await form.getByLabel('Nama').fill('Rina')
  await form.getByLabel('Email').fill('rina@example.com')
  await form.getByLabel('Kata sandi', { exact: true }).fill('rumah-baru-2026')
  await form.getByLabel('Ulangi kata sandi').fill('rumah-baru-2026')
  await form.getByRole('button', { name: 'Buat akun' }).click()
  await expect(form.locator('[role="alert"]')).toHaveText(/Kami tidak dapat menghubungi server/)
  await expect(form.getByLabel('Nama')).toHaveValue('Rina')
  await expect(form.getByLabel('Kata sandi', { exact: true })).toHaveValue('rumah-baru-2026')

  await page.goto('/id/subscribe/')
  await hydrated(page)
  await page.route('**/api/graphql', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
  const subscribe = page.locator('form[data-form="subscribe"]')
  await subscribe.getByLabel('Email').fill('rina@example.com')
  await subscribe.getByRole('button', { name: 'Berlangganan' }).click()
  await expect(subscribe.locator('[role="alert"]')).toHaveText(/Layanan kami sedang tidak tersedia/)
  await expect(subscribe.getByLabel('Email')).toHaveValue('rina@example.com')
})
