import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { cmsQuery, cmsURL, adminToken, testTilePort } from './stack'
import { instagramFeed } from './tiles'
import { builtSite } from './tags'
import { liveBuild } from './deploys'

/**
 * The page blocks on the seeded `experiment` page, which has every block exactly once, checked
 * against the CMS's own data in both languages.
 */
type Locale = 'en' | 'id'
type Experiment = {
  title: string
  layout: ({ __typename: string } & Record<string, any>)[] // eslint-disable-line @typescript-eslint/no-explicit-any -- fields of every block type, as test data
}

const experiment = async (locale: Locale) =>
  (
    await cmsQuery<{ Pages: { docs: Experiment[] } }>(
      `query($locale: LocaleInputType) {
    Pages(where: { slug: { equals: "experiment" } }, locale: $locale, limit: 1) { docs {
      title
      layout {
        __typename
        ... on CoverBlock { heading text buttons { label } }
        ... on SliderBlock { heading slides { heading } }
        ... on MapStatsBlock { heading stats { value label } projects { title location { lat } } facilities { title location { lat } } }
        ... on GalleryBlock { heading images { caption } }
        ... on InstagramFeedBlock { heading posts { caption } }
        ... on FormBlock { heading form { submitLabel fields { name label } } }
        ... on DevelopmentLandingBlock { heading keyFigures { value label } project { title unitTypes { docs { name } } }
          enquiryForm { submitLabel fields { name label } } }
      }
    } }
  }`,
      { locale },
    )
  ).Pages.docs[0]

const block = (page: Experiment, type: string) => {
  const found = page.layout.filter((b) => b.__typename === type)
  expect(found, `one ${type} on the experiment page`).toHaveLength(1)
  return found[0]
}

type Submission = { id: number; data: Record<string, unknown>; locale: string; page: string; form: { slug: string } }
async function submissions(token: string): Promise<{ totalDocs: number; docs: Submission[] }> {
  const res = await fetch(`${cmsURL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      query: `{ FormSubmissions(limit: 100, sort: "-createdAt") { totalDocs docs { id data locale page form { slug } } } }`,
    }),
  })
  const body = (await res.json()) as {
    data: { FormSubmissions: { totalDocs: number; docs: Submission[] } }
    errors?: unknown[]
  }
  expect(body.errors).toBeUndefined()
  return body.data.FormSubmissions
}

const form = (page: Page, slug: string) => page.locator(`form[data-form="${slug}"]`)

/** Opens a page and waits until React has taken it over (forms and the gallery are interactive). */
async function open(page: Page, url: string) {
  const res = await page.goto(url)
  await expect(page.locator('[data-block="gallery"], form[data-form]').first()).toHaveAttribute('data-ready', 'true')
  return res
}

for (const [locale, prefix] of [
  ['en', ''],
  ['id', '/id'],
] as const) {
  test(`${locale}: every block of the experiment page shows its CMS data`, async ({ page }) => {
    const cms = await experiment(locale)
    const res = await page.goto(`${prefix}/experiment/`)
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(cms.title)
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
    await expect(page.locator('[data-block]')).toHaveCount(7)

    const cover = block(cms, 'CoverBlock')
    const coverEl = page.locator('[data-block="cover"]')
    await expect(coverEl.locator('h2')).toHaveText(cover.heading)
    await expect(coverEl).toContainText(cover.text)
    for (const b of cover.buttons) await expect(coverEl.getByRole('link', { name: b.label })).toBeVisible()
    // The first block's image is sized and loaded at once with high priority.
    const coverImg = coverEl.locator('img')
    await expect(coverImg).toHaveAttribute('fetchpriority', 'high')
    await expect(coverImg).toHaveAttribute('loading', 'eager')
    await expect(coverImg).toHaveAttribute('width', /\d+/)

    const slider = block(cms, 'SliderBlock')
    const sliderEl = page.locator('[data-block="slider"]')
    await expect(sliderEl.locator('h2')).toHaveText(slider.heading)
    for (const s of slider.slides)
      await expect(sliderEl.locator('.slide__heading', { hasText: s.heading }).first()).toBeAttached()

    const map = block(cms, 'MapStatsBlock')
    const mapEl = page.locator('[data-block="mapStats"]')
    await expect(mapEl.locator('h2')).toHaveText(map.heading)
    for (const s of map.stats) {
      await expect(mapEl.locator('.block-map__stats')).toContainText(s.value)
      await expect(mapEl.locator('.block-map__stats')).toContainText(s.label)
    }

    const gallery = block(cms, 'GalleryBlock')
    const galleryEl = page.locator('[data-block="gallery"]')
    await expect(galleryEl.locator('h2')).toHaveText(gallery.heading)
    await expect(galleryEl.locator('figcaption')).toHaveText(gallery.images.map((i: { caption: string }) => i.caption))

    const feed = block(cms, 'InstagramFeedBlock')
    const feedEl = page.locator('[data-block="instagramFeed"]')
    await expect(feedEl.locator('h2')).toHaveText(feed.heading)
    await expect(feedEl.locator('.block-social__caption')).toHaveText(
      feed.posts.map((p: { caption: string }) => p.caption),
    )

    const formBlock = block(cms, 'FormBlock')
    const formEl = page.locator('[data-block="formBlock"]')
    await expect(formEl.locator('h2')).toHaveText(formBlock.heading)
    for (const f of formBlock.form.fields)
      await expect(formEl.getByLabel(f.label, { exact: false }).first()).toBeVisible()
    await expect(formEl.getByRole('button', { name: formBlock.form.submitLabel })).toBeVisible()

    const landing = block(cms, 'DevelopmentLandingBlock')
    const landingEl = page.locator('[data-block="developmentLanding"]')
    await expect(landingEl.locator('h2').first()).toHaveText(landing.heading)
    for (const f of landing.keyFigures)
      await expect(landingEl.locator('.block-development__figures')).toContainText(`${f.label}${f.value}`)
    expect(landing.project.unitTypes.docs.length).toBeGreaterThan(0)
    for (const u of landing.project.unitTypes.docs)
      await expect(landingEl.locator('tbody th', { hasText: u.name })).toBeVisible()
    await expect(landingEl.getByRole('button', { name: landing.enquiryForm.submitLabel })).toBeVisible()
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the map block's stats and places are readable without the map", async ({ page }) => {
    const map = block(await experiment('en'), 'MapStatsBlock')
    await page.goto('/experiment/')
    const mapEl = page.locator('[data-block="mapStats"]')
    for (const s of map.stats) await expect(mapEl.locator('.block-map__stats')).toContainText(`${s.label}${s.value}`)
    const places = [...map.projects, ...map.facilities].filter((p: { location: unknown }) => p.location)
    await expect(mapEl.locator('.block-map__places li')).toHaveCount(places.length)
    await expect(mapEl.locator('.leaflet-container')).toHaveCount(0)
  })
})

test('the contact form sends its answers to the CMS and goes to the thank-you page', async ({ page }) => {
  const token = await adminToken()
  const email = `visitor.${Date.now()}@example.com`
  await open(page, '/experiment/')
  const f = form(page, 'contact')
  await f.getByLabel('Full name').fill('Dewi Lestari')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Phone').fill('+62 812 3456 7890')
  await f.getByLabel('Topic').selectOption('buying')
  await f.getByLabel('Message').fill('Is there a show unit in Kirana Hills?')
  await f.getByLabel(/I agree/).check()
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/graphql') && r.method() === 'POST')
  await f.getByRole('button', { name: 'Send message' }).click()
  expect((await sent).headers()['content-type']).toContain('application/json')
  await expect(page).toHaveURL(/\/thank-you\/$/)
  await expect(page.locator('h1')).toHaveText('Thank you')

  const stored = (await submissions(token)).docs.find((s) => s.data.email === email)
  expect(stored).toBeTruthy()
  expect(stored!.form.slug).toBe('contact')
  expect(stored!.locale).toBe('en')
  expect(stored!.page).toBe('/experiment/')
  expect(stored!.data).toEqual({
    name: 'Dewi Lestari',
    email,
    phone: '+62 812 3456 7890',
    topic: 'buying',
    message: 'Is there a show unit in Kirana Hills?',
    consent: true,
  })
})

test('the Indonesian enquiry form shows its message inline and stores the submission in Indonesian', async ({
  page,
}) => {
  const token = await adminToken()
  const enquiry = (
    await cmsQuery<{ Forms: { docs: { confirmationMessage: string }[] } }>(
      `{ Forms(where: { slug: { equals: "enquiry" } }, locale: id) { docs { confirmationMessage } } }`,
    )
  ).Forms.docs[0]
  const email = `pembeli.${Date.now()}@example.com`
  await open(page, '/id/experiment/')
  const f = form(page, 'enquiry')
  await f.getByLabel('Nama lengkap').fill('Budi Santoso')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Telepon').fill('0812-3456-7890')
  await f.getByRole('button', { name: 'Minta informasi' }).click()
  await expect(f.locator('.cms-form__sent')).toHaveText(enquiry.confirmationMessage)
  await expect(page).toHaveURL(/\/id\/experiment\/$/)
  // Sent answers are cleared for the next message.
  await expect(f.getByLabel('Nama lengkap')).toHaveValue('')
  const stored = (await submissions(token)).docs.find((s) => s.data.email === email)
  expect(stored?.form.slug).toBe('enquiry')
  expect(stored?.locale).toBe('id')
})

test('invalid answers show field errors, send nothing and store nothing', async ({ page }) => {
  const token = await adminToken()
  const before = (await submissions(token)).totalDocs
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/graphql')) posts.push(r.url())
  })
  await open(page, '/experiment/')
  const f = form(page, 'contact')
  await f.getByLabel('Email').fill('not-an-email')
  await f.getByLabel('Phone').fill('call me')
  await f.getByRole('button', { name: 'Send message' }).click()

  await expect(f.getByRole('alert')).toContainText('The form has errors')
  await expect(f.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expect(f.getByLabel('Full name')).toBeFocused()
  await expect(f.locator('#block-5-form-name-error')).toHaveText('Please fill in this field.')
  await expect(f.locator('#block-5-form-email-error')).toHaveText(/valid email address/)
  await expect(f.locator('#block-5-form-phone-error')).toHaveText(/valid phone number/)
  await expect(f.locator('#block-5-form-topic-error')).toHaveText('Please choose one of the options.')
  await expect(f.locator('#block-5-form-consent-error')).toHaveText('Please tick this box to continue.')
  await expect(f.getByLabel('Email')).toHaveAttribute('aria-describedby', 'block-5-form-email-error')
  // What the visitor typed stays.
  await expect(f.getByLabel('Email')).toHaveValue('not-an-email')
  expect(posts).toEqual([])
  expect((await submissions(token)).totalDocs).toBe(before)
})

test('the Indonesian form explains its errors in Indonesian', async ({ page }) => {
  await open(page, '/id/experiment/')
  const f = form(page, 'contact')
  await f.getByLabel('Email').fill('bukan-email')
  await f.getByRole('button', { name: 'Kirim pesan' }).click()
  await expect(f.locator('#block-5-form-email-error')).toHaveText(/alamat email yang valid/)
  await expect(f.locator('#block-5-form-name-error')).toHaveText('Harap isi kolom ini.')
})

test('the CMS rejects invalid submissions sent past the browser', async () => {
  const token = await adminToken()
  const before = (await submissions(token)).totalDocs
  const { Forms } = await cmsQuery<{ Forms: { docs: { id: number }[] } }>(
    `{ Forms(where: { slug: { equals: "contact" } }) { docs { id } } }`,
  )
  const submit = (data: Record<string, unknown>) =>
    cmsQuery(`mutation($data: mutationFormSubmissionInput!) { createFormSubmission(data: $data) { id } }`, {
      data: { form: Forms.docs[0].id, data },
    })
  const valid = { name: 'A', email: 'a@example.com', topic: 'general', message: 'Hello', consent: true }
  await expect(submit({ ...valid, email: 'nope' })).rejects.toThrow(/email/)
  await expect(submit({ ...valid, consent: false })).rejects.toThrow(/consent/)
  await expect(submit({ ...valid, topic: 'free-flat' })).rejects.toThrow(/topic/)
  await expect(submit({ ...valid, message: 'x'.repeat(2001) })).rejects.toThrow(/message/)
  await expect(submit({ ...valid, admin: 'yes' })).rejects.toThrow(/admin/)
  expect((await submissions(token)).totalDocs).toBe(before)
})

test('a failed submission keeps the answers and says what went wrong', async ({ page }) => {
  await open(page, '/experiment/')
  const f = form(page, 'enquiry')
  await f.getByLabel('Full name').fill('Sari')
  await f.getByLabel('Email').fill('sari@example.com')
  await f.getByLabel('Phone').fill('+62 811 000 111')
  await page.route('**/api/graphql', (route) => route.abort('connectionfailed'))
  await f.getByRole('button', { name: 'Request information' }).click()
  await expect(f.getByRole('alert')).toHaveText(/could not be sent: the connection failed/)
  await expect(f.getByLabel('Full name')).toHaveValue('Sari')
  await expect(f.getByLabel('Phone')).toHaveValue('+62 811 000 111')
  // The CMS answers again: the same answers go through.
  await page.unroute('**/api/graphql')
  await f.getByRole('button', { name: 'Request information' }).click()
  await expect(f.locator('.cms-form__sent')).toBeVisible()
})

test(
  "with a feed configured, the home page's Instagram block shows it, newest first, images copied to the site at build",
  builtSite,
  async ({ page }) => {
    const feedRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`:${testTilePort}/instagram/`)) feedRequests.push(r.url())
    })
    await page.goto('/')
    const tiles = page.locator('[data-block="instagramFeed"] .block-social__post')
    const posts = instagramFeed('')
      .data.filter((p) => p.permalink.startsWith('https:'))
      .reverse()
    await expect(tiles.locator('.block-social__caption')).toHaveText(posts.map((p) => p.caption))
    await expect(tiles.getByRole('link')).toHaveCount(posts.length)
    for (const [i, post] of posts.entries())
      await expect(tiles.getByRole('link').nth(i)).toHaveAttribute('href', post.permalink)
    expect(await page.locator('[data-block="instagramFeed"] a[href^="javascript:"]').count()).toBe(0)
    for (const img of await tiles.locator('img').all()) {
      await img.scrollIntoViewIfNeeded()
      await expect(img).toHaveAttribute('src', /^\/instagram\/\d+-640\.webp$/)
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
    }
    expect(feedRequests, 'the browser never calls the feed').toEqual([])
  },
)

test('the slider works by keyboard and buttons', builtSite, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const slider = block(await experiment('en'), 'SliderBlock')
  await open(page, '/experiment/')
  const el = page.locator('[data-block="slider"]')
  await expect(el.locator('.slider__strip')).toBeVisible()
  // Swiper comes when a pointer enters the slider (no autoplay under reduced motion to bring it).
  await expect(el.locator('.swiper-initialized')).toHaveCount(0)
  await el.locator('.slider__strip a').first().focus()
  await el.hover()
  await expect(el.locator('.swiper-initialized')).toBeVisible()
  // The strip had keyboard focus: it goes on to Swiper's controls, not to the page.
  await expect(el.getByRole('button', { name: 'Next slide' })).toBeFocused()
  const total = slider.slides.length
  const status = el.locator('.slider__status')
  const active = el.locator('.swiper-slide-active .slide__heading')
  await expect(status).toHaveText(`Slide 1 of ${total}`)
  await expect(active).toHaveText(slider.slides[0].heading)
  // Under prefers-reduced-motion there is no autoplay, so no pause button either.
  await expect(el.getByRole('button', { name: 'Pause automatic slides' })).toHaveCount(0)

  await el.getByRole('button', { name: 'Next slide' }).focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText(`Slide 2 of ${total}`)
  await expect(active).toHaveText(slider.slides[1].heading)
  await page.keyboard.press('ArrowRight')
  await expect(active).toHaveText(slider.slides[2].heading)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(active).toHaveText(slider.slides[0].heading)
  await el.getByRole('button', { name: 'Previous slide' }).click()
  await expect(active).toHaveText(slider.slides[total - 1].heading)
})

test('the slider plays by itself and pauses on hover', builtSite, async ({ page }) => {
  // The page's timers on a clock the test can move on: time passes as usual until it does.
  await page.clock.install()
  await open(page, '/experiment/')
  const el = page.locator('[data-block="slider"]')
  // Slide interval is 6 s in the seed: the slider moves on without the visitor. Swiper comes for
  // that first step and takes it.
  await expect(el.locator('.slider__strip')).toBeVisible()
  await expect(el.getByRole('button', { name: 'Pause automatic slides' })).toBeVisible({ timeout: 15_000 })
  await expect(el.locator('.slider__status')).toHaveText(/Slide 2 of/)
  // Swiper marks the slide it moves to at once, in the timer's own call, and plans its next step
  // once the slide's transition has ended.
  const activeSlide = () =>
    el.locator('.swiper-slide-active').evaluate((slide) => slide.getAttribute('data-slide-index'))
  const transitionEnded = () =>
    expect.poll(() => el.evaluate((slider) => slider.getAnimations({ subtree: true }).length)).toBe(0)
  await transitionEnded()
  const before = await activeSlide()
  // Over an interval, not paused, it takes a step.
  await page.clock.runFor(7_000)
  const moved = await activeSlide()
  expect(moved, 'the slide after an interval').not.toBe(before)
  await transitionEnded()
  await el.locator('.swiper').hover()
  const shown = await el.locator('.slider__status').textContent()
  await page.clock.runFor(13_000)
  expect(await activeSlide(), 'the slide after two intervals under the pointer').toBe(moved)
  await expect(el.locator('.slider__status')).toHaveText(shown!)
})

test('the gallery lightbox works by keyboard and returns focus', builtSite, async ({ page }) => {
  const gallery = block(await experiment('en'), 'GalleryBlock')
  const captions = gallery.images.map((i: { caption: string }) => i.caption)
  await open(page, '/experiment/')
  const el = page.locator('[data-block="gallery"]')
  const first = el.getByRole('button', { name: new RegExp(`Open image 1 of ${captions.length}`) })
  await first.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.lightbox__caption')).toHaveText(captions[0])
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.locator('.lightbox__caption')).toHaveText(captions[1])
  await expect(dialog.locator('.lightbox__count')).toHaveText(`Image 2 of ${captions.length}`)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.locator('.lightbox__caption')).toHaveText(captions[captions.length - 1])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
})

test(
  'the map shows the markers of its developments and facilities on locally served tiles',
  builtSite,
  async ({ page }) => {
    const map = block(await experiment('en'), 'MapStatsBlock')
    const places = [...map.projects, ...map.facilities].filter((p: { location: unknown }) => p.location)
    expect(places.length).toBeGreaterThan(5)
    await page.goto('/experiment/')
    const el = page.locator('[data-block="mapStats"]')
    await el.scrollIntoViewIfNeeded()
    await expect(el.locator('.leaflet-marker-icon')).toHaveCount(places.length)
    const tiles = el.locator('img.leaflet-tile-loaded')
    await expect(tiles.first()).toBeVisible()
    for (const src of await tiles.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) {
      expect(src).toMatch(new RegExp(`^http://localhost:${testTilePort}/tiles/13/\\d+/\\d+\\.png$`))
    }
    expect(await tiles.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(256)
    // A marker opens its popup from the keyboard.
    const marker = el.locator(`.leaflet-marker-icon[title="${places[0].title}"]`)
    await marker.focus()
    await page.keyboard.press('Enter')
    await expect(el.locator('.leaflet-popup-content')).toContainText(places[0].title)
  },
)

// ---------------------------------------------------------------------------------------------
// JavaScript only where it is used
// ---------------------------------------------------------------------------------------------

const stats = () =>
  JSON.parse(fs.readFileSync(path.join(liveBuild(), 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>
  }
const chunkFiles = (name: string) => {
  const group = stats().namedChunkGroups[name]
  expect(group, `chunk group ${name} in webpack.stats.json`).toBeTruthy()
  return group.assets.map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js'))
}
// Code that only Leaflet, Swiper and Apollo Client contain.
const signatures = { leaflet: 'leafletjs.com', swiper: 'swiper-slide-visible', apollo: 'apollographql-client-name' }

/** What the blocks that load code of their own show once it has run (Leaflet's map, Swiper's slider). */
const codeRan: Record<string, string> = { mapStats: '.leaflet-container', slider: '.swiper-initialized' }

/** The JavaScript files a page loads (and their bodies) after it settled and was scrolled through. */
async function loadedScripts(page: Page, url: string) {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (r) => {
    if (r.url().endsWith('.js'))
      scripts.set(
        new URL(r.url()).pathname,
        r.text().catch(() => ''),
      )
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  // Bring every block into view and point at it: lazily loaded code comes when its block is near
  // the viewport, or (a slider's) when a pointer enters it; such a block is waited for until that
  // code has run.
  for (const el of await page.locator('[data-block]').all()) {
    await el.scrollIntoViewIfNeeded()
    await el.hover()
    const ran = codeRan[(await el.getAttribute('data-block')) ?? '']
    if (ran)
      await expect(el.locator(ran), `the code of a ${await el.getAttribute('data-block')} block ran`).toBeAttached({
        timeout: 15_000,
      })
  }
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all([...scripts.values()])
  return { files: [...scripts.keys()], code: bodies.join('\n') }
}

test('Leaflet, Swiper and Apollo Client are built into chunks of their own', builtSite, () => {
  const read = (f: string) => fs.readFileSync(path.join(liveBuild(), f), 'utf8')
  const map = chunkFiles('block-map-leaflet').map(read).join('\n')
  const slider = chunkFiles('block-slider-swiper').map(read).join('\n')
  const apollo = chunkFiles('apollo-client').map(read).join('\n')
  expect(map.includes(signatures.leaflet), 'Leaflet in its chunk').toBe(true)
  expect(slider.includes(signatures.swiper), 'Swiper in its chunk').toBe(true)
  expect(apollo.includes(signatures.apollo), 'Apollo Client in its chunk').toBe(true)
  // The page templates' own chunks carry none of them.
  for (const [name, group] of Object.entries(stats().namedChunkGroups)) {
    if (!name.startsWith('component---src-templates-')) continue
    const own = group.assets
      .map((a) => (typeof a === 'string' ? a : a.name))
      .filter((f) => f.startsWith('component---') && f.endsWith('.js'))
    for (const f of own) {
      const code = read(f)
      for (const sig of Object.values(signatures)) expect(code.includes(sig), `${f} holds ${sig}`).toBe(false)
    }
  }
})

test('a page without map, slider or form loads no Leaflet, Swiper or Apollo code', builtSite, async ({ page }) => {
  const heavy = [
    ...chunkFiles('block-map-leaflet'),
    ...chunkFiles('block-slider-swiper'),
    ...chunkFiles('apollo-client'),
  ].map((f) => `/${f}`)
  // The about page has a gallery block only.
  const about = await loadedScripts(page, '/about/')
  await expect(page.locator('[data-block="gallery"]')).toBeVisible()
  expect(about.files.filter((f) => heavy.includes(f))).toEqual([])
  for (const sig of Object.values(signatures))
    expect(about.code.includes(sig), `/about/ loads code with ${sig}`).toBe(false)
})

test(
  'the experiment page loads Leaflet and Swiper, and Apollo Client only once a form is used',
  builtSite,
  async ({ page }) => {
    const apolloFiles = chunkFiles('apollo-client').map((f) => `/${f}`)
    const loaded = await loadedScripts(page, '/experiment/')
    expect(loaded.code.includes(signatures.leaflet), 'Leaflet is loaded').toBe(true)
    expect(loaded.code.includes(signatures.swiper), 'Swiper is loaded').toBe(true)
    expect(loaded.files.filter((f) => apolloFiles.includes(f))).toEqual([])
    const apollo = page.waitForResponse((r) => apolloFiles.includes(new URL(r.url()).pathname))
    await form(page, 'contact').getByLabel('Full name').focus()
    await apollo
  },
)
