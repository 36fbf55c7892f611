import { expect, test } from '@playwright/test'
import { escapeXml, robotsTxt, rssXml, sitemapXml } from '../../gatsby/feeds'

test('XML escaping covers markup and quotes', () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
  )
})

test('the sitemap lists each page with the language versions that exist', () => {
  const xml = sitemapXml('https://city.example', ['/', '/id/', '/news/a/', '/id/news/a/', '/only-en/'])
  expect(xml.match(/<url>/g)).toHaveLength(5)
  expect(xml).toContain('<loc>https://city.example/id/news/a/</loc>')
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="id" href="https://city.example/id/news/a/"/>')
  const onlyEn = xml.slice(xml.indexOf('<loc>https://city.example/only-en/</loc>'))
  expect(onlyEn.slice(0, onlyEn.indexOf('</url>'))).not.toContain('hreflang="id"')
})

test('robots.txt points to the sitemap and keeps crawlers out of the CMS', () => {
  const robots = robotsTxt('https://city.example')
  expect(robots).toContain('Sitemap: https://city.example/sitemap.xml')
  expect(robots).toContain('Disallow: /admin')
})

test('the RSS feed links articles in its language and escapes their text', () => {
  const xml = rssXml({
    siteURL: 'https://city.example',
    lang: 'ID',
    title: 'Berita',
    items: [{ slug: 'a', title: 'A <b> & C', excerpt: 'x', publishedAt: '2026-01-02T03:04:05.000Z' }],
  })
  expect(xml).toContain('<link>https://city.example/id/news/a/</link>')
  expect(xml).toContain('<title>A &lt;b&gt; &amp; C</title>')
  expect(xml).toContain('<language>id</language>')
  expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>')
})
