import { languages, localeOf, type Lang } from '../src/lib/i18n'
import { localizePath, newsPath, splitLangPath } from '../src/lib/routes'

/** Number of articles in each language's RSS feed. */
export const feedSize = 20

export type FeedItem = { slug: string; title: string; excerpt?: string | null; publishedAt: string }

export const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * sitemap.xml: every given page once per language it exists in, each with its hreflang
 * alternates (a page lists its counterpart only when that exists too).
 */
export function sitemapXml(siteURL: string, paths: string[]): string {
  const known = new Set(paths)
  const urls = [...known].sort().map((p) => {
    const base = splitLangPath(p).path
    const alternates = languages
      .map((l) => [l, localizePath(base, l)] as const)
      .filter(([, alt]) => known.has(alt))
      .map(
        ([l, alt]) => `    <xhtml:link rel="alternate" hreflang="${localeOf(l)}" href="${escapeXml(siteURL + alt)}"/>`,
      )
    return ['  <url>', `    <loc>${escapeXml(siteURL + p)}</loc>`, ...alternates, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public may be crawled except the CMS's admin and API. */
export const robotsTxt = (siteURL: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/graphql',
    `Sitemap: ${siteURL}/sitemap.xml`,
    '',
  ].join('\n')

/** An RSS 2.0 feed of the newest articles in one language. */
export function rssXml({
  siteURL,
  lang,
  title,
  items,
}: {
  siteURL: string
  lang: Lang
  title: string
  items: FeedItem[]
}): string {
  const home = siteURL + localizePath('/', lang)
  const feedURL = `${home}rss.xml`
  const entries = items.map((item) => {
    const link = siteURL + localizePath(newsPath(item.slug), lang)
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      item.excerpt ? `      <description>${escapeXml(item.excerpt)}</description>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(home)}</link>`,
    `    <description>${escapeXml(title)}</description>`,
    `    <language>${localeOf(lang)}</language>`,
    `    <atom:link href="${escapeXml(feedURL)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
