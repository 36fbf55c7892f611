import path from 'node:path'
import { expect, test } from '@playwright/test'
import { builtPages, templateName } from '../../bench/lib/page-weight'
import { developmentPath } from '../../src/lib/routes'
import { cmsQuery } from './stack'

/**
 * The page map as a table: one sample route per template, with the CMS text it must show.
 * A template that the build uses but this table lacks fails the first test, so a new route
 * cannot go untested.
 */
type Locale = 'en' | 'id'
type Sample = { path: string; text: string | RegExp }
type Docs<T> = { docs: T[] }
type Sampled = {
  Posts: Docs<{ slug: string; title: string }>
  Projects: Docs<{ slug: string; title: string; kind: string }>
  Facilities: Docs<{ slug: string; title: string }>
  Partners: Docs<{ slug: string; title: string }>
  AccessRoutes: Docs<{ slug: string; title: string }>
  UnitTypes: Docs<{ slug: string; name: string }>
  SocialPosts: Docs<{ slug: string; title: string }>
  Pages: Docs<{ slug: string; title: string }>
}

const sample = (locale: Locale) =>
  cmsQuery<Sampled>(
    `query($locale: LocaleInputType) {
      Posts(locale: $locale, limit: 1, sort: "-publishedAt") { docs { slug title } }
      Projects(locale: $locale, limit: 1, sort: "title", where: { kind: { equals: residential } }) { docs { slug title kind } }
      Facilities(locale: $locale, limit: 1, sort: "title") { docs { slug title } }
      Partners(locale: $locale, limit: 1, sort: "title") { docs { slug title } }
      AccessRoutes(locale: $locale, limit: 1, sort: "title") { docs { slug title } }
      UnitTypes(locale: $locale, limit: 1, sort: "slug") { docs { slug name } }
      SocialPosts(locale: $locale, limit: 1, sort: "-postedAt") { docs { slug title } }
      Pages(locale: $locale, where: { slug: { equals: "about" } }) { docs { slug title } }
    }`,
    { locale },
  )

const en = (locale: Locale, english: string, indonesian: string) => (locale === 'en' ? english : indonesian)

/** Template -> its sample route and the text it shows, from the CMS in that language. */
const table: Record<string, (d: Sampled, locale: Locale) => Sample> = {
  home: (d) => ({ path: '/', text: d.Posts.docs[0].title }),
  'news-list': (d) => ({ path: '/news/', text: d.Posts.docs[0].title }),
  'news-post': (d) => ({ path: `/news/${d.Posts.docs[0].slug}/`, text: d.Posts.docs[0].title }),
  'news-amp': (d) => ({ path: `/news/${d.Posts.docs[0].slug}/amp/`, text: d.Posts.docs[0].title }),
  'development-list': (d) => ({ path: '/development/residential/', text: d.Projects.docs[0].title }),
  development: (d) => ({ path: developmentPath(d.Projects.docs[0].kind, d.Projects.docs[0].slug), text: d.Projects.docs[0].title }),
  facilities: (d) => ({ path: '/facilities/', text: d.Facilities.docs[0].title }),
  facility: (d) => ({ path: `/facilities/${d.Facilities.docs[0].slug}/`, text: d.Facilities.docs[0].title }),
  partners: (d) => ({ path: '/our-partners/', text: d.Partners.docs[0].title }),
  partner: (d) => ({ path: `/our-partners/${d.Partners.docs[0].slug}/`, text: d.Partners.docs[0].title }),
  access: (d) => ({ path: `/access/${d.AccessRoutes.docs[0].slug}/`, text: d.AccessRoutes.docs[0].title }),
  'compare-unit': (d) => ({ path: `/compare-unit/${d.UnitTypes.docs[0].slug}/`, text: d.UnitTypes.docs[0].name }),
  page: (d) => ({ path: '/about/', text: d.Pages.docs[0].title }),
  'social-media': (d) => ({ path: '/social-media/', text: d.SocialPosts.docs[0].title }),
  'social-post': (d) => ({ path: `/social-media/${d.SocialPosts.docs[0].slug}/`, text: d.SocialPosts.docs[0].title }),
  subscribe: (d) => ({ path: `/subscribe/${d.Projects.docs[0].slug}/`, text: d.Projects.docs[0].title }),
  login: (_, l) => ({ path: '/login/', text: en(l, 'Log in', 'Masuk') }),
  register: (_, l) => ({ path: '/register/', text: en(l, 'Create an account', 'Buat akun') }),
  'forgot-password': (_, l) => ({ path: '/forgot-password/', text: en(l, 'Forgot your password?', 'Lupa kata sandi?') }),
  'reset-password': (_, l) => ({ path: '/forgot-password/reset/', text: en(l, 'Choose a new password', 'Pilih kata sandi baru') }),
  profile: (_, l) => ({ path: '/profile/', text: en(l, 'Your profile', 'Profil Anda') }),
  search: (_, l) => ({ path: '/search/', text: en(l, 'Search', 'Cari') }),
  preview: (_, l) => ({ path: '/preview/', text: en(l, 'Preview', 'Pratinjau') }),
  'not-found': (_, l) => ({ path: '/404/', text: en(l, 'Page not found', 'Halaman tidak ditemukan') }),
}
const screenshotDir = path.join(process.cwd(), 'tests', 'artifacts', 'screenshots')

/** Built by gatsby-plugin-offline for its own use, not a route of the page map. */
const notRoutes = new Set(['offline-app-shell'])

test('every template the build uses has a route in this table', () => {
  const names = builtPages(path.join(process.cwd(), 'public')).map((p) => templateName(p.componentChunkName))
  const built = [...new Set(names)].filter((t) => !notRoutes.has(t))
  expect(built.length).toBeGreaterThan(15)
  expect(built.filter((t) => !table[t]).sort()).toEqual([])
})

for (const [lang, prefix, locale] of [['EN', '', 'en'], ['ID', '/id', 'id']] as const) {
  test(`${lang}: every route of the table answers 200 with its own CMS content`, async ({ page }) => {
    test.setTimeout(180_000)
    const data = await sample(locale)
    for (const [template, route] of Object.entries(table)) {
      const { path: urlPath, text } = route(data, locale)
      const res = await page.goto(`${prefix}${urlPath}`)
      expect(res?.status(), `${template} ${prefix}${urlPath}`).toBe(200)
      await expect(page.locator('main, body').first(), `${template} ${prefix}${urlPath}`).toContainText(text)
    }
  })
}

test('every route fits a 360 px phone without sideways scrolling; screenshots at 390 and 1280 px for a person to look at', async ({ page }) => {
  test.setTimeout(240_000)
  const data = await sample('en')
  const overflowing: string[] = []
  for (const [template, route] of Object.entries(table)) {
    const { path: urlPath } = route(data, 'en')
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(urlPath)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 360) overflowing.push(`${template} ${urlPath}: ${width} px`)
    for (const [w, h] of [[390, 844], [1280, 800]]) {
      await page.setViewportSize({ width: w, height: h })
      await page.screenshot({ path: path.join(screenshotDir, `${w}`, `${template}.png`) })
    }
  }
  expect(overflowing).toEqual([])
})
