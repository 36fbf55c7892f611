import { sortFacilities } from '../../src/lib/list-data'
import { developmentPath } from '../../src/lib/routes'
import { cmsQuery } from './stack'

/**
 * The page map as a table: one sample route per template, with the CMS text it must show
 * (tests/e2e/routes.spec.ts checks every built template has one; other specs visit them all).
 */
export type Locale = 'en' | 'id'
type Sample = { path: string; text: string | RegExp }
type Docs<T> = { docs: T[] }
type Sampled = {
  Posts: Docs<{ slug: string; title: string }>
  Projects: Docs<{ slug: string; title: string; kind: string }>
  Facilities: Docs<{ slug: string; title: string; category: { title: string } | null }>
  Partners: Docs<{ slug: string; title: string }>
  AccessRoutes: Docs<{ slug: string; title: string }>
  UnitTypes: Docs<{ slug: string; name: string }>
  SocialPosts: Docs<{ slug: string; title: string }>
  Pages: Docs<{ slug: string; title: string }>
}

export const sample = (locale: Locale) =>
  cmsQuery<Sampled>(
    `query($locale: LocaleInputType) {
      Posts(locale: $locale, limit: 1, sort: "-publishedAt") { docs { slug title } }
      Projects(locale: $locale, limit: 1, sort: "title", where: { kind: { equals: residential } }) { docs { slug title kind } }
      Facilities(locale: $locale, limit: 100, sort: "title") { docs { slug title category { title } } }
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
export const table: Record<string, (d: Sampled, locale: Locale) => Sample> = {
  home: (d) => ({ path: '/', text: d.Posts.docs[0].title }),
  'news-list': (d) => ({ path: '/news/', text: d.Posts.docs[0].title }),
  'news-post': (d) => ({ path: `/news/${d.Posts.docs[0].slug}/`, text: d.Posts.docs[0].title }),
  'news-amp': (d) => ({ path: `/news/${d.Posts.docs[0].slug}/amp/`, text: d.Posts.docs[0].title }),
  'development-list': (d) => ({ path: '/development/residential/', text: d.Projects.docs[0].title }),
  development: (d) => ({
    path: developmentPath(d.Projects.docs[0].kind, d.Projects.docs[0].slug),
    text: d.Projects.docs[0].title,
  }),
  homes: (_, l) => ({ path: '/homes/', text: en(l, 'Homes for sale', 'Rumah dijual') }),
  // The list's first page: by category, then name.
  facilities: (d, l) => ({
    path: '/facilities/',
    text: sortFacilities(
      d.Facilities.docs.map((f) => ({ ...f, category: f.category?.title ?? '' })),
      l,
    )[0].title,
  }),
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
  'forgot-password': (_, l) => ({
    path: '/forgot-password/',
    text: en(l, 'Forgot your password?', 'Lupa kata sandi?'),
  }),
  'reset-password': (_, l) => ({
    path: '/forgot-password/reset/',
    text: en(l, 'Choose a new password', 'Pilih kata sandi baru'),
  }),
  profile: (_, l) => ({ path: '/profile/', text: en(l, 'Your profile', 'Profil Anda') }),
  search: (_, l) => ({ path: '/search/', text: en(l, 'Search', 'Cari') }),
  preview: (_, l) => ({ path: '/preview/', text: en(l, 'Preview', 'Pratinjau') }),
  'not-found': (_, l) => ({ path: '/404/', text: en(l, 'Page not found', 'Halaman tidak ditemukan') }),
  offline: (_, l) => ({ path: '/offline/', text: en(l, 'You are offline', 'Anda sedang offline') }),
  'visit-cancel': (_, l) => ({
    path: '/visit/cancel/',
    text: en(l, 'Cancel a site visit', 'Batalkan kunjungan lokasi'),
  }),
  'privacy-request': (_, l) => ({
    path: '/privacy/',
    text: en(l, 'Your personal data', 'Data pribadi Anda'),
  }),
}
