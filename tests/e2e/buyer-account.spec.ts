import fs from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { translator, type Lang } from '../../src/lib/i18n'
import { compareUnitPath, developmentPath, localizePath } from '../../src/lib/routes'
import { compareStorageKey } from '../../src/lib/compare'
import { enquiryHistoryStrings } from '../../src/components/EnquiryHistory.strings'
import { accountStrings } from '../../src/templates/accounts.strings'
import { saveButtonStrings } from '../../src/components/SaveButton.strings'
import { visitBookingStrings } from '../../src/components/VisitBooking.strings'
import { visitHistoryStrings } from '../../src/components/VisitHistory.strings'
import { visitCancelStrings } from '../../src/templates/visit-cancel.strings'
import { visitWhen } from '../../src/lib/visit-booking'
import { saveScreenshot } from './screenshots'
import { builtSite } from './tags'
import { mailsTo, queuedMailSent, waitForMail } from './outbox'
import {
  cmsClientHeaders,
  cmsQuery,
  cmsURL,
  adminToken,
  controlled,
  hydrated,
  newPhone,
  pageCondition,
  siteURL,
} from './stack'
import { confirmedVisitor, gql, loginOnSite } from './visitors'

const historyText = translator(enquiryHistoryStrings)
const saveText = translator(saveButtonStrings)
const accountText = translator(accountStrings)
const bookingText = translator(visitBookingStrings)
const visitsText = translator(visitHistoryStrings)
const cancelText = translator(visitCancelStrings)

/**
 * The buyer's account (issue 33, item 5): saved developments and unit types that follow the buyer
 * to another device, the enquiry form filled from the profile, the enquiry history with the status
 * the sales team set, the copy of the enquiry in the buyer's mailbox, and the access rules that
 * keep each buyer's saved homes and enquiries their own. On a phone, in both languages.
 */
const phone = { width: 412, height: 860 }
test.use({ viewport: phone })
test.describe.configure({ timeout: 120_000 })

const langs: Lang[] = ['EN', 'ID']
const kirana = developmentPath('residential', 'kirana-hills')

type Project = { id: number; title: string; unitTypes: { docs: { id: number; slug: string; name: string }[] } }

const kiranaIn = async (lang: Lang) =>
  (
    await cmsQuery<{ Projects: { docs: Project[] } }>(
      `query($locale: LocaleInputType) { Projects(where: { slug: { equals: "kirana-hills" } }, locale: $locale) {
        docs { id title unitTypes { docs { id slug name } } }
      } }`,
      { locale: lang.toLowerCase() },
    )
  ).Projects.docs[0]

/** A new browser context: another device, with nothing on it. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext({ viewport: phone, baseURL: siteURL })
  return { context, page: await context.newPage() }
}

async function loggedIn(page: Page, email: string, password: string) {
  const form = await loginOnSite(page, email, password)
  await expect(form).toBeHidden({ timeout: 15_000 })
}

const savedHomesOf = async (token: string) =>
  ((await gql(`{ meUser { user { savedHomes } } }`, {}, token)).data?.meUser as { user: { savedHomes: unknown } }).user
    .savedHomes as { developments: { slug: string }[]; units: { slug: string }[]; compare: string[] } | null

const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's serious and critical violations on the page. */
async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (d: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const { violations } = await axe.run(document)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  })
}

for (const lang of langs) {
  test.describe(`a buyer's account (${lang})`, () => {
    // axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
    test.use({ bypassCSP: true })

    test(`a development and a unit type saved on one device are in the profile after login on another, with the compare choice (${lang})`, async ({
      page,
      browser,
    }) => {
      const project = await kiranaIn(lang)
      const unit = project.unitTypes.docs[0]
      const buyer = await confirmedVisitor('Budi')

      // Device one, not signed in: the hearts keep them on the device.
      await page.goto(localizePath(kirana, lang))
      await hydrated(page)
      const heart = page.locator('.development__save [data-save="developments"]')
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await page.screenshot({ path: test.info().outputPath(`development-heart-${lang}.png`) })
      const unitHeart = page.getByRole('button', {
        name: saveText(lang, 'save', { title: `${unit.name} · ${project.title}` }),
      })
      await unitHeart.click()
      await expect(unitHeart).toHaveAttribute('aria-pressed', 'true')
      await page.evaluate(([key, units]) => localStorage.setItem(key, JSON.stringify(units)), [
        compareStorageKey,
        [unit.slug],
      ] as const)
      await page.screenshot({ path: test.info().outputPath(`development-saved-${lang}.png`) })

      // Signing in merges the device's into the account.
      await loggedIn(page, buyer.email, buyer.password)
      await expect
        .poll(async () => {
          const saved = await savedHomesOf(buyer.token)
          return saved && [saved.developments.map((d) => d.slug), saved.units.map((u) => u.slug), saved.compare]
        })
        .toEqual([['kirana-hills'], [unit.slug], [unit.slug]])

      // Device two: nothing saved until the buyer signs in.
      const other = await anotherDevice(browser)
      await other.page.goto(localizePath('/profile/', lang))
      await hydrated(other.page)
      await expect(other.page.locator('[data-saved-list]')).toHaveCount(0)
      await loggedIn(other.page, buyer.email, buyer.password)
      await other.page.goto(localizePath('/profile/', lang))
      await hydrated(other.page)
      const developments = other.page.locator('[data-saved-list="developments"]')
      await expect(developments.getByRole('link', { name: project.title })).toHaveAttribute(
        'href',
        localizePath(kirana, lang),
      )
      await expect(other.page.locator('[data-saved-list="units"] a')).toHaveAttribute(
        'href',
        localizePath(compareUnitPath(unit.slug), lang),
      )
      expect(await other.page.evaluate((key) => localStorage.getItem(key), compareStorageKey)).toBe(
        JSON.stringify([unit.slug]),
      )
      // The heart on the development's card shows it saved on this device too.
      await other.page.goto(localizePath('/development/residential/', lang))
      await hydrated(other.page)
      const card = other.page.locator('.card').filter({ hasText: project.title })
      const cardHeart = card.locator('[data-save="developments"]')
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
      await card.scrollIntoViewIfNeeded()
      // A tap on the heart reaches it, not the card's link that covers the rest of the card.
      const heartOnTop = await cardHeart.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
      })
      expect(heartOnTop).toBe(true)
      await other.page.screenshot({ path: test.info().outputPath(`cards-${lang}.png`) })

      // Unsaving it on device two takes it out of the account.
      await other.page.goto(localizePath(kirana, lang))
      await hydrated(other.page)
      const pageHeart = other.page.locator('.development__save [data-save="developments"]')
      // A tap before the heart's part of the page is interactive does nothing: it is made again.
      await expect(async () => {
        if ((await pageHeart.getAttribute('aria-pressed')) === 'true') await pageHeart.click()
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'false', { timeout: 5_000 })
      }).toPass({ timeout: 30_000 })
      await expect.poll(async () => (await savedHomesOf(buyer.token))?.developments.length, { timeout: 20_000 }).toBe(0)
      await other.context.close()
    })

    test(`the enquiry form is filled from the profile, a copy reaches the buyer, and the history shows the status sales set (${lang})`, async ({
      page,
    }) => {
      const project = await kiranaIn(lang)
      const buyer = await confirmedVisitor('Budi')
      await gql(
        `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }`,
        { id: buyer.id, d: { language: lang.toLowerCase() } },
        buyer.token,
      )
      await loggedIn(page, buyer.email, buyer.password)

      // The WhatsApp number is kept in the profile.
      await page.goto(localizePath('/profile/', lang))
      await hydrated(page)
      const details = page.locator('form[data-form="profile"]')
      await details.getByLabel(accountText(lang, 'whatsapp')).fill('0812 3456 7890')
      await details.getByRole('button', { name: accountText(lang, 'saveChanges') }).click()
      await expect(details.getByText(accountText(lang, 'saved'))).toBeVisible()

      await page.goto(localizePath(kirana, lang))
      await page.locator('#enquiry').scrollIntoViewIfNeeded()
      const form = page.locator('form[data-form="enquiry"][data-ready]')
      await expect(form).toBeVisible()
      await expect(form.locator('#enquiry-name')).toHaveValue('Budi')
      await form.locator('input[name="replyBy"][value="whatsapp"]').check()
      await expect(form.locator('#enquiry-phone')).toHaveValue('0812 3456 7890')
      await form.locator('input[name="replyBy"][value="email"]').check()
      await expect(form.locator('#enquiry-email')).toHaveValue(buyer.email)
      await form.locator('input[name="replyBy"][value="whatsapp"]').check()
      await form.locator('#enquiry-consent').check()
      await form.locator('button[type="submit"]').click()
      await expect(form.locator('.form__ok')).toBeVisible()

      // The copy, in the buyer's language, greets by name and has a plain-text part.
      const copy = await waitForMail(buyer.email, lang === 'ID' ? /Pertanyaan Anda tentang/ : /Your enquiry about/)
      const hello = lang === 'ID' ? 'Halo, Budi,' : 'Hello, Budi,'
      expect(copy.subject).toContain(project.title)
      expect(copy.html).toContain(hello)
      expect(copy.text).toContain(hello)
      expect(copy.text).toContain(project.title)
      expect(copy.text).toContain('0812 3456 7890')
      expect(copy.text).not.toMatch(/<[a-z]/i)
      // So does the confirmation email the account began with.
      const confirm = mailsTo(buyer.email).find((m) => /Confirm your email/.test(m.subject))!
      expect(confirm.html).toContain('Hello, Budi,')
      expect(confirm.text).toContain('Hello, Budi,')
      expect(confirm.text).toContain('/login/?verify=')

      // Sales sets the status in the CMS (REST, as staff); the buyer's history shows it.
      const token = await adminToken()
      const { docs } = (await (
        await fetch(`${cmsURL}/api/enquiries?where[account][equals]=${buyer.id}&depth=0`, {
          headers: { authorization: `JWT ${token}` },
        })
      ).json()) as { docs: { id: number; status: string }[] }
      expect(docs).toHaveLength(1)
      const patched = await fetch(`${cmsURL}/api/enquiries/${docs[0].id}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'contacted' }),
      })
      expect(patched.status).toBe(200)

      await page.goto(localizePath('/profile/', lang))
      await hydrated(page)
      const entry = page.locator(`[data-enquiry="${docs[0].id}"]`)
      await expect(entry).toContainText(project.title)
      await expect(entry.locator('[data-enquiry-status]')).toHaveText(historyText(lang, 'statusContacted'))
      await page.screenshot({ path: test.info().outputPath(`profile-${lang}.png`), fullPage: true })
      await page.setViewportSize({ width: 360, height: 640 })
      await page.screenshot({ path: test.info().outputPath(`profile-360-${lang}.png`) })
      await page.goto(localizePath(kirana, lang))
      await hydrated(page)
      await page.locator('#units-heading').scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`development-units-360-${lang}.png`) })
      await page.goto(localizePath(`/profile/`, lang))
      await hydrated(page)
      await expect(page.locator(`[data-enquiry="${docs[0].id}"]`)).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test.describe('with the service worker, which keeps the pages (off elsewhere: tests/playwright.config.ts)', () => {
      test.use({ serviceWorkers: 'allow' })
      // The service worker's page cache and the profile's list of it: what the build made, whatever
      // the database behind the CMS (the PostgreSQL suite, serving the main suite's build, leaves it
      // out: tests/e2e/tags.ts).
      test(
        `the profile lists the pages saved on this device by title, not by address (${lang})`,
        builtSite,
        async ({ page }) => {
          const profile = localizePath('/profile/', lang)
          await page.goto(profile)
          await hydrated(page)
          await controlled(page)
          // Under the worker's control, the page's own data is stored as it is shown.
          await page.reload()
          await hydrated(page)
          await pageCondition(
            page,
            async (p) => !!(await caches.match(p)),
            `/page-data${profile}page-data.json`,
            30_000,
          )
          await page.reload()
          await hydrated(page)
          const saved = page.locator('.saved-pages')
          await expect(saved.locator(`a[href="${profile}"]`)).toHaveText(accountText(lang, 'yourProfile'))
          for (const name of await saved.locator('a').allInnerTexts()) expect(name).not.toMatch(/^\//)
        },
      )
    })
  })
}

test('one buyer cannot read or change another buyer’s saved homes or enquiries (REST and GraphQL)', async () => {
  const [owner, other] = await Promise.all([confirmedVisitor('Sari'), confirmedVisitor('Tono')])
  const project = await kiranaIn('EN')
  const savedHomes = {
    developments: [{ slug: 'kirana-hills', title: 'Kirana Hills', path: kirana }],
    units: [],
    compare: [],
  }
  const saved = await gql(
    `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { savedHomes } }`,
    { id: owner.id, d: { savedHomes } },
    owner.token,
  )
  expect(saved.errors).toBeUndefined()
  const created = await gql(
    `mutation($d: mutationEnquiryInput!) { createEnquiry(data: $d) { id } }`,
    {
      d: {
        idempotencyKey: `access-${Date.now()}`,
        project: project.id,
        name: 'Sari',
        replyBy: 'phone',
        phone: '0812 1111 2222',
        consent: true,
        locale: 'en',
        page: '/',
        // Naming another account as the sender is ignored: the sender is the session's.
        account: other.id,
      },
    },
    owner.token,
  )
  expect(created.errors).toBeUndefined()
  const enquiryId = (created.data!.createEnquiry as { id: number }).id

  const rest = (path: string, token?: string, init: RequestInit = {}) =>
    fetch(`${cmsURL}${path}`, {
      ...init,
      headers: {
        ...cmsClientHeaders(),
        'content-type': 'application/json',
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
    })

  // The owner reads their own enquiry and saved homes.
  const own = (await (await rest(`/api/enquiries?depth=0`, owner.token)).json()) as { docs: { id: number }[] }
  expect(own.docs.map((d) => d.id)).toEqual([enquiryId])
  const mine = await gql(`{ Enquiries { docs { id owner { id } } } }`, {}, owner.token)
  expect((mine.data?.Enquiries as { docs: { id: number; owner: unknown }[] }).docs).toEqual([
    { id: enquiryId, owner: null },
  ])

  // The other buyer: REST.
  expect(((await (await rest(`/api/enquiries`, other.token)).json()) as { docs: unknown[] }).docs).toEqual([])
  expect([403, 404]).toContain((await rest(`/api/enquiries/${enquiryId}`, other.token)).status)
  expect([403, 404]).toContain((await rest(`/api/users/${owner.id}`, other.token)).status)
  expect(JSON.stringify(await (await rest(`/api/users?depth=0`, other.token)).json())).not.toContain('kirana-hills')
  const overwrite = await rest(`/api/users/${owner.id}`, other.token, {
    method: 'PATCH',
    body: JSON.stringify({ savedHomes: { developments: [], units: [], compare: [] } }),
  })
  expect([403, 404]).toContain(overwrite.status)
  // Anonymous: nothing.
  expect((await rest(`/api/enquiries`)).status).toBe(403)

  // The other buyer: GraphQL.
  const theirs = await gql(`{ Enquiries { docs { id } } }`, {}, other.token)
  expect((theirs.data?.Enquiries as { docs: unknown[] }).docs).toEqual([])
  const one = await gql(`query($id: Int!) { Enquiry(id: $id) { id name } }`, { id: enquiryId }, other.token)
  expect(JSON.stringify(one.data ?? {})).not.toContain('Sari')
  const user = await gql(`query($id: Int!) { User(id: $id) { savedHomes } }`, { id: owner.id }, other.token)
  expect(JSON.stringify(user.data ?? {})).not.toContain('kirana-hills')
  const changed = await gql(
    `mutation($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }`,
    { id: owner.id, d: { savedHomes: { developments: [], units: [], compare: [] } } },
    other.token,
  )
  expect(changed.errors?.length).toBeGreaterThan(0)
  expect((await savedHomesOf(owner.token))?.developments.map((d) => d.slug)).toEqual(['kirana-hills'])
  await queuedMailSent()
})

type Development = { id: number; title: string; kind: string; slug: string }
const developmentIn = async (slug: string, lang: Lang) =>
  (
    await cmsQuery<{ Projects: { docs: Development[] } }>(
      `query($slug: String, $locale: LocaleInputType) {
        Projects(where: { slug: { equals: $slug } }, locale: $locale) { docs { id title kind slug } }
      }`,
      { slug, locale: lang.toLowerCase() },
    )
  ).Projects.docs[0]

// Each language its own development (names that differ between the languages) and phone size.
const visitCases = [
  { lang: 'EN', slug: 'nusa-asri-cluster', viewport: phone },
  { lang: 'ID', slug: 'lestari-sky-apartment', viewport: { width: 360, height: 640 } },
] as const

for (const { lang, slug, viewport } of visitCases) {
  test(`a visit booked while signed in is in the account: upcoming with its calendar file and cancel link, then past once cancelled; saved homes named in the page's language (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const other: Lang = lang === 'EN' ? 'ID' : 'EN'
    const development = await developmentIn(slug, lang)
    const elsewhere = await developmentIn(slug, other)
    expect(elsewhere.title, 'a development named differently in the other language').not.toBe(development.title)
    const path = developmentPath(development.kind.replace(/_/g, '-'), slug)
    const buyer = await confirmedVisitor('Sari')
    await loggedIn(page, buyer.email, buyer.password)

    // Saved on the other language's page: the heart keeps that language's name.
    await page.goto(localizePath(path, other))
    await hydrated(page)
    const heart = page.locator('.development__save [data-save="developments"]')
    await expect(async () => {
      if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 })
    }).toPass({ timeout: 30_000 })

    // Booked on the page in the buyer's language, signed in.
    await page.goto(`${localizePath(path, lang)}#visit`)
    const form = page.locator('form[data-form="site-visit"][data-ready]')
    await expect(form).toBeVisible({ timeout: 30_000 })
    await form.getByLabel(new RegExp(bookingText(lang, 'yourName'))).fill('Sari Wulandari')
    await form.getByLabel(new RegExp(bookingText(lang, 'phone'))).fill(newPhone())
    await form.getByLabel(new RegExp(bookingText(lang, 'email').replace(/[()]/g, '.'))).fill(buyer.email)
    await form.getByLabel(new RegExp(bookingText(lang, 'consent'))).check()
    const time = form.getByRole('radio').first()
    const slotStart = (await time.getAttribute('value'))!
    await time.check()
    await form.getByRole('button', { name: bookingText(lang, 'book') }).click()
    await expect(page.locator('#visit').getByRole('status')).toContainText('Sari Wulandari', { timeout: 30_000 })

    // The account lists it as upcoming, in the page's language and the gallery's time.
    await page.goto(localizePath('/profile/', lang))
    await hydrated(page)
    const upcoming = page.locator('[data-visit-list="upcoming"] [data-visit]')
    await expect(upcoming).toHaveCount(1, { timeout: 15_000 })
    await expect(upcoming.getByRole('link', { name: development.title })).toHaveAttribute(
      'href',
      localizePath(path, lang),
    )
    await expect(upcoming.locator('time')).toHaveText(visitWhen(lang, 'Asia/Jakarta', slotStart))
    await expect(upcoming.locator('[data-visit-status]')).toHaveText(visitsText(lang, 'statusBooked'))
    const calendar = decodeURIComponent(
      (await upcoming.getByRole('link', { name: bookingText(lang, 'addToCalendar') }).getAttribute('href'))!,
    )
    expect(calendar).toMatch(/^data:text\/calendar/)
    expect(calendar).toContain(`DTSTART:${slotStart.replace(/[-:]/g, '').slice(0, 15)}Z`)
    expect(calendar).toMatch(/UID:site-visit-\d+@/)
    await expect(page.locator('[data-visit-list="past"]')).toHaveCount(0)
    // The saved development under the page's language's name.
    await expect(page.locator('[data-saved-list="developments"] a')).toHaveText(development.title)
    await page.locator('#visit-history-title').scrollIntoViewIfNeeded()
    await saveScreenshot(page, 'account', `visits-upcoming-${lang}-${viewport.width}`)

    // Cancelled from the account: past, and the place is free again.
    await upcoming.getByRole('link', { name: bookingText(lang, 'cancelVisit') }).click()
    await hydrated(page)
    await page.getByRole('button', { name: cancelText(lang, 'cancel') }).click()
    await expect(page.getByRole('status')).toHaveText(cancelText(lang, 'cancelled'))
    await page.goto(localizePath('/profile/', lang))
    await hydrated(page)
    const past = page.locator('[data-visit-list="past"] [data-visit]')
    await expect(past).toHaveCount(1, { timeout: 15_000 })
    await expect(past.locator('[data-visit-status]')).toHaveText(visitsText(lang, 'statusCancelled'))
    await expect(past.getByRole('link', { name: bookingText(lang, 'cancelVisit') })).toHaveCount(0)
    await expect(page.locator('[data-visit-list="upcoming"]')).toHaveCount(0)
    await saveScreenshot(page, 'account', `visits-past-${lang}-${viewport.width}`)

    // Another buyer's account lists none of it.
    const stranger = await confirmedVisitor('Rudi')
    const theirs = await gql(`{ mySiteVisits(locale: "en") { visits { id } } }`, {}, stranger.token)
    expect(theirs.data?.mySiteVisits).toEqual({ visits: [] })
    const mine = await gql(`{ mySiteVisits(locale: "en") { visits { id } } }`, {}, buyer.token)
    expect((mine.data?.mySiteVisits as { visits: unknown[] }).visits).toHaveLength(1)
    const anonymous = await gql(`{ mySiteVisits(locale: "en") { visits { id } } }`, {})
    expect(anonymous.data?.mySiteVisits).toEqual({ visits: [] })
  })
}
