import { createClient } from '@libsql/client'
import { expect, test, type Page } from '@playwright/test'
import { outboxKey, SUBMIT_FORM, type FormSubmission as Submission } from '../../src/lib/form-outbox'
import { extraStack } from './extra-stack'
import { sample, table, type Locale } from './route-table'
import { cmsQuery, cmsURL, hydrated, staffQuery, testSitePort } from './stack'
import { builtSite } from './tags'

/**
 * Faults: a visitor offline while sending a form, the CMS stopped while visitors browse, and the
 * CMS killed in the middle of a stream of writes. The CMS is stopped and killed in a second CMS of
 * this file's own (the same build, a copy of the test database, or the same PostgreSQL database)
 * behind a second site server of the live release, so the other spec files keep their CMS.
 */

// Requests go to the network, not to the site's service worker (these tests count what arrives).
test.use({ serviceWorkers: 'block' })

type Stored = { id: number; idempotencyKey: string; data: Record<string, unknown> }

/** The stored submissions whose idempotency key contains `marker`, read as the editor. */
const storedWith = async (marker: string, base = cmsURL) =>
  (
    await staffQuery<{ FormSubmissions: { docs: Stored[] } }>(
      `query($m: String!) { FormSubmissions(where: { idempotencyKey: { like: $m } }, limit: 1000, sort: "id") { docs { id idempotencyKey data } } }`,
      { m: marker },
      base,
    )
  ).FormSubmissions.docs

const keptInBrowser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Submission[], outboxKey)

const formId = async (slug: string, base = cmsURL) =>
  (
    await cmsQuery<{ Forms: { docs: { id: number }[] } }>(
      `query($s: String!) { Forms(where: { slug: { equals: $s } }) { docs { id } } }`,
      { s: slug },
      base,
    )
  ).Forms.docs[0].id

/** createFormSubmission as the form block sends it. */
const submit = (base: string, data: Omit<Submission, 'page' | 'locale'>) =>
  cmsQuery<{ createFormSubmission: { id: number } }>(
    SUBMIT_FORM,
    { data: { ...data, locale: 'en', page: '/experiment/' } },
    base,
  )

async function openExperiment(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('form[data-form="enquiry"]')).toHaveAttribute('data-ready', 'true')
  return page.locator('form[data-form="enquiry"]')
}

test.describe('a form sent while offline', () => {
  test('is kept in the browser, the visitor is told, and it is sent once when the connection returns', async ({
    page,
    context,
  }) => {
    const email = `offline.${Date.now()}@example.com`
    const f = await openExperiment(page, '/experiment/')
    await f.getByLabel('Full name').fill('Ayu Offline')
    await f.getByLabel('Email').fill(email)
    await f.getByLabel('Phone').fill('+62 811 222 333')

    await context.setOffline(true)
    await f.getByRole('button', { name: 'Request information' }).click()
    await expect(f.getByRole('alert')).toHaveText(
      /You are offline\. Your message is saved on this device and will be sent automatically when you are back online\./,
    )
    await expect(f.getByLabel('Full name')).toHaveValue('Ayu Offline')
    // Sent again while still offline: the same submission, kept once.
    await f.getByRole('button', { name: 'Request information' }).click()
    const kept = await keptInBrowser(page)
    expect(kept).toHaveLength(1)
    expect(kept[0].data).toMatchObject({ name: 'Ayu Offline', email })
    const key = kept[0].idempotencyKey
    expect(await storedWith(key)).toHaveLength(0)

    await context.setOffline(false)
    await expect(f.locator('.cms-form__sent')).toBeVisible()
    await expect(f.getByLabel('Full name')).toHaveValue('')
    expect(await keptInBrowser(page)).toEqual([])
    const stored = await storedWith(key)
    expect(stored).toHaveLength(1)
    expect(stored[0].data).toEqual({ name: 'Ayu Offline', email, phone: '+62 811 222 333', message: '' })
  })

  test('in Indonesian, is sent on the next page load, and stored once when the browser sends it twice', async ({
    page,
    context,
  }) => {
    const email = `luring.${Date.now()}@example.com`
    const f = await openExperiment(page, '/id/experiment/')
    await f.getByLabel('Nama lengkap').fill('Budi Luring')
    await f.getByLabel('Email').fill(email)
    await f.getByLabel('Telepon').fill('0812-3456-7890')
    await context.setOffline(true)
    await f.getByRole('button', { name: 'Minta informasi' }).click()
    await expect(f.getByRole('alert')).toHaveText(/Anda sedang offline\. Pesan Anda tersimpan di perangkat ini/)
    const [kept] = await keptInBrowser(page)
    await page.close()

    // Back online, the visitor comes back to another page: the kept submission goes out on load.
    await context.setOffline(false)
    const later = await context.newPage()
    await later.goto('/id/')
    await hydrated(later)
    await expect.poll(() => keptInBrowser(later)).toEqual([])
    await expect.poll(async () => (await storedWith(kept.idempotencyKey)).length).toBe(1)

    // The same submission sent once more (as when an answer was lost on the way): still one.
    await later.evaluate(([key, value]) => localStorage.setItem(key, value), [outboxKey, JSON.stringify([kept])])
    await later.reload()
    await expect.poll(() => keptInBrowser(later)).toEqual([])
    const stored = await storedWith(kept.idempotencyKey)
    expect(stored).toHaveLength(1)
    expect(stored[0].data).toMatchObject({ name: 'Budi Luring', email })
  })

  test('the CMS stores one submission for one idempotency key, sent again or at the same moment', async () => {
    const form = await formId('enquiry')
    const run = `twice-${Date.now()}`
    const data = { name: 'Key Twice', email: `${run}@example.com`, phone: '+62 811 000 111' }
    const first = await submit(cmsURL, { idempotencyKey: `${run}-a`, form, data })
    const again = await submit(cmsURL, { idempotencyKey: `${run}-a`, form, data })
    expect(again.createFormSubmission.id).toBe(first.createFormSubmission.id)
    const together = await Promise.all(
      Array.from({ length: 5 }, () => submit(cmsURL, { idempotencyKey: `${run}-b`, form, data })),
    )
    expect(new Set(together.map((r) => r.createFormSubmission.id)).size).toBe(1)
    const stored = await storedWith(run)
    expect(stored.map((s) => s.idempotencyKey).sort()).toEqual([`${run}-a`, `${run}-b`])
    // A key that is not one is refused with a message, nothing stored.
    await expect(submit(cmsURL, { idempotencyKey: 'no spaces allowed', form, data })).rejects.toThrow(/Idempotency Key/)
  })
})

test.describe('the CMS down', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  // Submissions ask for no site build, and scheduled publishing stays with the test stack's CMS.
  const second = extraStack({ name: 'faults', sitePort: testSitePort + 20, cmsPort: testSitePort + 21 })
  const site = second.settings.siteURL
  const cms = second.settings.cmsURL

  test.beforeAll(async () => {
    await second.copyDatabase()
    await second.startCms()
    await second.serve()
  })
  test.afterAll(() => second.close())

  test(
    'with the CMS stopped, every built page is still served, and live features say so and keep what was typed',
    builtSite,
    async ({ page }) => {
      await second.stopCms('SIGTERM')
      await expect(fetch(`${cms}/api/graphql`)).rejects.toThrow()

      const sitemap = await (await fetch(`${site}/sitemap.xml`)).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
      expect(paths.length).toBeGreaterThan(100)
      expect(paths, "the service worker's app shell is no page of the site").not.toContain(
        '/offline-plugin-app-shell-fallback/',
      )
      const failed: string[] = []
      for (let i = 0; i < paths.length; i += 16) {
        await Promise.all(
          paths.slice(i, i + 16).map(async (p) => {
            const res = await fetch(`${site}${p}`)
            const html = await res.text()
            if (res.status !== 200 || !html.includes('<h1')) failed.push(`${p} ${res.status}`)
          }),
        )
      }
      expect(failed).toEqual([])
      console.log(`With the CMS stopped: ${paths.length} pages of the sitemap served`)
      // The CMS's own paths answer with a clear 503, not a hang or a 500.
      const api = await fetch(`${site}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      })
      expect(api.status).toBe(503)
      expect(await api.text()).toContain('The CMS is not reachable right now')

      const unavailable =
        /Our service is not available right now\. Please try again in a moment; what you typed is still here\./
      // Search reads the build's own index: a seeded article is found by a word of its body.
      await page.goto(`${site}/search/?q=warehouses`)
      await hydrated(page)
      await expect(page.locator('[data-search-state="done"]')).toBeVisible({ timeout: 30_000 })
      await expect(page.locator('.search-result a[href="/news/record-marketing-sales-first-half/"]')).toBeVisible()

      await page.goto(`${site}/login/`)
      await hydrated(page)
      const login = page.locator('form[data-form="login"]')
      await login.getByLabel('Email').fill('someone@example.com')
      await login.getByLabel('Password').fill('my-password-123')
      await login.getByRole('button', { name: 'Log in' }).click()
      await expect(login.locator('[role="alert"]')).toHaveText(unavailable)
      await expect(login.getByLabel('Email')).toHaveValue('someone@example.com')
      await expect(login.getByLabel('Password')).toHaveValue('my-password-123')

      await page.goto(`${site}/subscribe/`)
      await hydrated(page)
      const subscribe = page.locator('form[data-form="subscribe"]')
      await subscribe.getByLabel('Email').fill('down@example.com')
      await subscribe.getByRole('button', { name: 'Subscribe' }).click()
      await expect(subscribe.locator('[role="alert"]')).toHaveText(unavailable)
      await expect(subscribe.getByLabel('Email')).toHaveValue('down@example.com')

      const email = `cms.down.${Date.now()}@example.com`
      const f = await openExperiment(page, `${site}/experiment/`)
      await f.getByLabel('Full name').fill('Sari Down')
      await f.getByLabel('Email').fill(email)
      await f.getByLabel('Phone').fill('+62 811 000 222')
      await f.getByRole('button', { name: 'Request information' }).click()
      await expect(f.getByRole('alert')).toHaveText(
        /could not be sent because of a problem on our side\. Your answers are kept/,
      )
      await expect(f.getByLabel('Full name')).toHaveValue('Sari Down')
      await expect(f.getByLabel('Email')).toHaveValue(email)

      // The CMS is back: the same answers go through, once.
      await second.startCms()
      await f.getByRole('button', { name: 'Request information' }).click()
      await expect(f.locator('.cms-form__sent')).toBeVisible()
      const stored = (
        await staffQuery<{ FormSubmissions: { docs: Stored[] } }>(
          `{ FormSubmissions(limit: 50, sort: "-createdAt") { docs { id idempotencyKey data } } }`,
          {},
          cms,
        )
      ).FormSubmissions.docs.filter((s) => s.data.email === email)
      expect(stored).toHaveLength(1)
    },
  )

  test(
    "with the CMS stopped, every template's page shows every picture from the release and its brochures download",
    builtSite,
    async ({ page }) => {
      await second.stopCms('SIGTERM')
      let pictures = 0
      let brochures = 0
      for (const locale of ['en', 'id'] as Locale[]) {
        const docs = await sample(locale)
        for (const [template, route] of Object.entries(table)) {
          const { path: pagePath } = route(docs, locale)
          const url = `${site}${locale === 'id' ? `/id${pagePath}` : pagePath}`
          await page.goto(url)
          // Every picture, lazy ones included, as a visitor scrolling to the end would load it.
          await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')))
          const shown = await page.locator('img').evaluateAll((imgs) =>
            Promise.all(
              (imgs as HTMLImageElement[]).map(async (img) => {
                await img.decode().catch(() => undefined)
                return { src: img.currentSrc || img.src, srcset: img.srcset, width: img.naturalWidth }
              }),
            ),
          )
          for (const img of shown) {
            expect(img.width, `${template} ${url}: ${img.src}`).toBeGreaterThan(0)
            expect(`${img.src} ${img.srcset}`, `${template}: pictures come from the release`).not.toContain('/api/')
          }
          pictures += shown.length
          // The AMP page's pictures load with the AMP runtime: their files must be there.
          for (const src of await page.locator('amp-img').evaluateAll((els) => els.map((e) => e.getAttribute('src')))) {
            const res = await fetch(`${site}${src}`)
            expect(res.status, `${template}: ${src}`).toBe(200)
            expect(res.headers.get('content-type')).toMatch(/^image\//)
            pictures++
          }
          for (const href of await page
            .locator('a[download]')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
            expect(href, `${template}: brochures come from the release`).toMatch(/^\/files\//)
            const res = await fetch(`${site}${href}`)
            expect(res.status, `${template}: ${href}`).toBe(200)
            expect(res.headers.get('cache-control')).toContain('immutable')
            expect(
              Buffer.from(await res.arrayBuffer())
                .subarray(0, 5)
                .toString(),
            ).toBe('%PDF-')
            brochures++
          }
        }
      }
      console.log(
        `With the CMS stopped: ${pictures} pictures and ${brochures} brochures of every template, both languages`,
      )
      expect(pictures).toBeGreaterThan(20)
      expect(brochures).toBeGreaterThan(0)
    },
  )

  test('the CMS killed (SIGKILL) in a stream of writes keeps every acknowledged one, and the database is sound', async () => {
    await second.startCms()
    const form = await formId('enquiry', cms)
    const run = `kill-${Date.now()}`
    const acknowledged: { key: string; id: number }[] = []
    let n = 0
    let killed = false
    // Eight writers, each sending its next submission as soon as the last one is answered.
    const writer = async () => {
      while (!killed) {
        const key = `${run}-${++n}`
        try {
          const { createFormSubmission } = await submit(cms, {
            idempotencyKey: key,
            form,
            data: { name: 'Stream', email: `${key}@example.com`, phone: '+62 811 000 333' },
          })
          acknowledged.push({ key, id: createFormSubmission.id })
        } catch {
          return // the CMS is gone: what was not acknowledged may or may not be stored
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(60)
    await second.stopCms('SIGKILL')
    killed = true
    await Promise.all(writers)
    const beforeKill = acknowledged.length

    if (second.sqlite) {
      const db = createClient({ url: second.settings.databaseURI })
      const check = await db.execute('PRAGMA integrity_check')
      db.close()
      expect(check.rows.map((r) => r[0])).toEqual(['ok'])
    }

    await second.startCms()
    const stored = await storedWith(run, cms)
    const byKey = new Map(stored.map((s) => [s.idempotencyKey, s]))
    const missing = acknowledged.filter((a) => byKey.get(a.key)?.id !== a.id)
    expect(missing, `${beforeKill} acknowledged writes`).toEqual([])
    for (const a of acknowledged)
      expect(byKey.get(a.key)!.data).toEqual({
        name: 'Stream',
        email: `${a.key}@example.com`,
        phone: '+62 811 000 333',
      })
    // Nothing beyond what was sent: at most the writes in flight at the kill are there unacknowledged.
    expect(stored.length - acknowledged.length).toBeLessThanOrEqual(8)
    console.log(
      `SIGKILL after ${beforeKill} acknowledged writes (8 writers): all ${beforeKill} found after the restart, ${stored.length - beforeKill} more in flight at the kill were stored too`,
    )
    // And the restarted CMS takes new writes.
    const after = await submit(cms, {
      idempotencyKey: `${run}-after`,
      form,
      data: { name: 'After', email: `${run}-after@example.com`, phone: '+62 811 000 444' },
    })
    expect(after.createFormSubmission.id).toBeGreaterThan(Math.max(...acknowledged.map((a) => a.id)))
  })
})
