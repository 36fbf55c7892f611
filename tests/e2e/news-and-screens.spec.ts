import { expect, test } from '@playwright/test'
import { ampValidator } from './amp-validator'
import { newsListPages, newsPerPage } from '../../src/lib/routes'
import { cmsQuery } from './stack'

type Post = { slug: string; title: string; category: string }
const posts = (locale: 'en' | 'id', category?: string) =>
  cmsQuery<{ Posts: { totalDocs: number; docs: Post[] } }>(
    `query($locale: LocaleInputType, $where: Post_where) {
      Posts(locale: $locale, limit: 24, sort: "-publishedAt", where: $where) { totalDocs docs { slug title category } }
    }`,
    { locale, where: category ? { category: { equals: category } } : {} },
  ).then((r) => r.Posts)

/** Undoes the entity escaping of HTML and XML output, to compare with CMS text. */
const decode = (s: string) =>
  s
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

for (const [lang, prefix, locale] of [
  ['EN', '', 'en'],
  ['ID', '/id', 'id'],
] as const) {
  test.describe(`${lang} news and screens`, () => {
    test('a news category lists exactly that category, newest first, and the chips switch categories', async ({
      page,
    }) => {
      const events = await posts(locale, 'events')
      expect(events.totalDocs).toBeGreaterThan(0)
      const res = await page.goto(`${prefix}/news/category/events/`)
      expect(res?.status()).toBe(200)
      const titles = page.locator('.grid .card__title')
      // The landing page holds the articles newer than the last archive page (src/lib/routes.ts).
      const [landing] = newsListPages(events.totalDocs, newsPerPage)
      await expect(titles).toHaveText(events.docs.slice(0, events.totalDocs - landing.skip).map((p) => p.title))
      await expect(page.locator('.chips a[aria-current="page"]')).toHaveText(lang === 'EN' ? 'Events' : 'Acara')
      await page.locator('.chips a').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/$`))
      await expect(titles.first()).toHaveText((await posts(locale)).docs[0].title)
    })

    test('an article links its AMP version and carries NewsArticle JSON-LD', async ({ page }) => {
      const post = (await posts(locale)).docs[0]
      await page.goto(`${prefix}/news/${post.slug}/`)
      await expect(page.locator('link[rel="amphtml"]').first()).toHaveAttribute(
        'href',
        new RegExp(`${prefix}/news/${post.slug}/amp/$`),
      )
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      )
      expect(jsonLd['@type']).toBe('NewsArticle')
      expect(jsonLd.headline).toBe(post.title)
      expect(jsonLd.inLanguage).toBe(locale)
      await expect(page.locator('meta[property="og:type"]').first()).toHaveAttribute('content', 'article')
    })

    test('the AMP article keeps to the AMP rules and links back to its canonical page', async ({ request }) => {
      const post = (await posts(locale)).docs[0]
      const res = await request.get(`${prefix}/news/${post.slug}/amp/`)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(html).toMatch(/^<!DOCTYPE html><html [^>]*\bamp=""/)
      expect(html).toContain(
        `<link rel="canonical" href="http://localhost:${new URL(res.url()).port}${prefix}/news/${post.slug}/"/>`,
      )
      expect(html).toContain('<script async="" src="https://cdn.ampproject.org/v0.js"></script>')
      expect(html).toContain('<style amp-boilerplate="">')
      expect(html).toContain('<noscript><style amp-boilerplate="">')
      expect(html).toMatch(/<meta name="viewport" content="width=device-width[^"]*"\/>/)
      // Only the AMP runtime and JSON-LD may be scripts; no stylesheets, no <img>, no data-gatsby-head.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
      expect(
        scripts.filter((s) => !s.includes('cdn.ampproject.org/v0.js') && !s.includes('application/ld+json')),
      ).toEqual([])
      expect(html).not.toMatch(/<img\b|rel="stylesheet"|rel="preload"|data-gatsby-head/)
      const styles = [...html.matchAll(/<style\b([^>]*)>/g)].map((m) => m[1].trim())
      expect(styles.sort()).toEqual(['amp-boilerplate=""', 'amp-boilerplate=""', 'amp-custom=""'])
      const custom = /<style amp-custom="">([\s\S]*?)<\/style>/.exec(html)![1]
      expect(Buffer.byteLength(custom)).toBeLessThan(75_000)
      expect(custom).not.toContain('!important')
      expect(html).toMatch(/<amp-img [^>]*layout="responsive"/)
      expect(decode(html)).toContain(`<h1>${post.title}</h1>`)
      // And the official validator agrees.
      const result = (await ampValidator()).validateString(html)
      expect(result.errors.filter((e) => e.severity === 'ERROR').map((e) => `${e.line}:${e.col} ${e.message}`)).toEqual(
        [],
      )
      expect(result.status).toBe('PASS')
    })

    test('social media lists the curated posts and each opens its own page', async ({ page }) => {
      const { SocialPosts } = await cmsQuery<{
        SocialPosts: { docs: { slug: string; title: string; caption: string }[] }
      }>(
        `query($locale: LocaleInputType) { SocialPosts(locale: $locale, limit: 100, sort: "-postedAt") { docs { slug title caption } } }`,
        { locale },
      )
      expect((await page.goto(`${prefix}/social-media/`))?.status()).toBe(200)
      await expect(page.locator('.grid .card__title')).toHaveText(SocialPosts.docs.map((p) => p.title))
      await page.locator('.grid .card__title a').first().click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/social-media/${SocialPosts.docs[0].slug}/$`))
      await expect(page.locator('h1')).toHaveText(SocialPosts.docs[0].title)
      await expect(page.locator('.social-caption')).toHaveText(SocialPosts.docs[0].caption)
    })

    test('subscribe to a development names it, and the general subscribe page has a labelled form', async ({
      page,
    }) => {
      const { Projects } = await cmsQuery<{ Projects: { docs: { slug: string; title: string }[] } }>(
        `query($locale: LocaleInputType) { Projects(locale: $locale, limit: 1, sort: "slug") { docs { slug title } } }`,
        { locale },
      )
      const project = Projects.docs[0]
      expect((await page.goto(`${prefix}/subscribe/${project.slug}/`))?.status()).toBe(200)
      await expect(page.locator('h1')).toContainText(project.title)
      expect((await page.goto(`${prefix}/subscribe/`))?.status()).toBe(200)
      await expect(page.getByLabel(lang === 'EN' ? 'Email' : 'Email')).toHaveAttribute('type', 'email')
      await expect(page.getByRole('button', { name: lang === 'EN' ? 'Subscribe' : 'Berlangganan' })).toBeVisible()
    })

    test('account and search screens exist, are labelled and stay out of search engines', async ({ page }) => {
      const screens: [string, string][] =
        lang === 'EN'
          ? [
              ['/login/', 'Log in'],
              ['/register/', 'Create an account'],
              ['/forgot-password/', 'Forgot your password?'],
              ['/forgot-password/reset/', 'Choose a new password'],
              ['/profile/', 'Your profile'],
              ['/search/', 'Search'],
            ]
          : [
              ['/login/', 'Masuk'],
              ['/register/', 'Buat akun'],
              ['/forgot-password/', 'Lupa kata sandi?'],
              ['/forgot-password/reset/', 'Pilih kata sandi baru'],
              ['/profile/', 'Profil Anda'],
              ['/search/', 'Cari'],
            ]
      for (const [path, heading] of screens) {
        expect((await page.goto(`${prefix}${path}`))?.status(), path).toBe(200)
        await expect(page.locator('h1')).toHaveText(heading)
        await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
        for (const input of await page.locator('form input').all()) {
          const id = await input.getAttribute('id')
          await expect(page.locator(`label[for="${id}"]`), `${path} #${id}`).toHaveCount(1)
        }
      }
      await page.goto(`${prefix}/search/?q=${encodeURIComponent('danau <b>')}`)
      await expect(page.locator('h1')).toContainText('danau <b>')
      await expect(page.locator('input[name="q"]')).toHaveValue('danau <b>')
    })

    test('the RSS feed holds the newest articles in this language', async ({ request }) => {
      const newest = (await posts(locale)).docs[0]
      const res = await request.get(`${prefix}/rss.xml`)
      expect(res.status()).toBe(200)
      const xml = await res.text()
      expect(xml).toContain(`<language>${locale}</language>`)
      expect(xml).toContain(`${prefix}/news/${newest.slug}/</link>`)
      expect(decode(xml)).toContain(`<title>${newest.title}</title>`)
    })
  })
}

test('the home page describes the organisation in JSON-LD', async ({ page }) => {
  await page.goto('/')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
  expect(jsonLd['@type']).toBe('Organization')
  expect(jsonLd.name).toBe(
    (await cmsQuery<{ SiteSetting: { brandName: string } }>('{ SiteSetting { brandName } }')).SiteSetting.brandName,
  )
})

test('sitemap.xml lists pages in both languages with hreflang, and leaves out noindex and AMP pages', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const post = (await posts('en')).docs[0]
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/news/${post.slug}/</loc>`))
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/id/news/${post.slug}/</loc>`))
  expect(xml).toMatch(new RegExp(`hreflang="id" href="[^"]*/id/news/${post.slug}/"`))
  expect(xml).not.toMatch(/\/amp\/<\/loc>|\/login\/<\/loc>|\/profile\/<\/loc>|404/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml/)
})
