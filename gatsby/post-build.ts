/** After the pages are built: sitemap, robots.txt, RSS feeds, AMP pages, redirects, the search index and the offline kit. */
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode, Reporter } from 'gatsby'
import { searchedTemplates, siteCollection } from '@lestari/model/collections'
import { markCmsBuildFinished } from '../plugins/gatsby-source-cms/sync'
import { siteName, siteURL } from './settings'
import { languages, localeOf, t } from '../src/lib/i18n'
import { localizePath } from '../src/lib/routes'
import { feedSize, robotsTxt, rssXml, sitemapXml } from './feeds'
import { writeOfflineKit } from './offline-kit'
import { writeAmpPages } from './amp-pages'
import { builtPages, indexedPages, type BuiltPage, type PostRow } from './pages'
import { writeRedirectFiles } from './redirects-build'
import { searchIndexAfterPublish, searchPagesFile, writeSearchIndex } from './search-index'

/**
 * Runs one step of the post-build under a timer of Gatsby's reporter, so that its time shows in the
 * build's log as Gatsby's own steps do ("success <name> - 1.2s"; bench:scale reads them).
 */
async function timed<T>(reporter: Reporter, name: string, step: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(name)
  activity.start()
  try {
    return await step()
  } finally {
    activity.end()
  }
}

/** sitemap.xml of the indexed pages (both languages, with hreflang alternates), robots.txt and an RSS feed per language. */
function writeListings(publicDir: string, indexed: BuiltPage[], posts: PostRow[]) {
  fs.writeFileSync(
    path.join(publicDir, 'sitemap.xml'),
    sitemapXml(
      siteURL,
      indexed.map((p) => p.path),
    ),
  )
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteURL))
  for (const lang of languages) {
    // The newest articles first (posts are oldest first).
    const items = posts
      .filter((p) => p.locale === localeOf(lang))
      .slice(-feedSize)
      .reverse()
    const file = path.join(publicDir, localizePath('/', lang).slice(1), 'rss.xml')
    fs.writeFileSync(
      file,
      rssXml({
        siteURL,
        lang,
        title: `${siteName} · ${t(lang, 'news')}`,
        items: items.map(({ slug, title, excerpt, publishedAt }) => ({
          slug: slug!,
          title: title!,
          excerpt,
          publishedAt: publishedAt!,
        })),
      }),
    )
  }
}

/** The sitemap, robots.txt and feeds, the AMP pages, the redirect files, then the search index and offline kit, each under a timer. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getCache }) => {
  const built = builtPages()
  if (!built) return reporter.panic('onPostBuild ran without createPages: no pages to list in the sitemap')
  const { pages, posts } = built
  const indexed = indexedPages(pages)
  const publicDir = path.resolve('public')
  await timed(reporter, 'post-build: sitemap, robots.txt and feeds', () => writeListings(publicDir, indexed, posts))
  const articleTemplate = siteCollection('posts').page!.template
  const amp = await timed(reporter, 'post-build: AMP pages', () =>
    writeAmpPages(
      publicDir,
      pages.filter((p) => p.template === articleTemplate).map((p) => p.path),
    ),
  )
  reporter.info(`AMP pages: ${amp.written} of ${amp.paths.length} written`)
  await timed(reporter, 'post-build: redirect files', () => writeRedirectFiles(publicDir))
  // The site search's index (gatsby/search-index.ts), then the service worker's kit, which may hold the index.
  const searched = indexed.filter((p) => searchedTemplates.includes(p.template)).map((p) => p.path)
  const pagesFile = path.join(publicDir, searchPagesFile)
  if (process.env[searchIndexAfterPublish]) {
    // The kit below then lists the previous build's index, until the builder swaps the new one in.
    fs.writeFileSync(pagesFile, JSON.stringify(searched))
    reporter.info(`Search index: ${searched.length} pages, left to the site builder (after the release is live)`)
  } else {
    fs.rmSync(pagesFile, { force: true })
    const search = await timed(reporter, 'post-build: search index', () => writeSearchIndex(publicDir, searched))
    reporter.info(
      `Search index: ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(1)} KB, built in ${search.seconds.toFixed(2)} s`,
    )
  }
  const kit = await timed(reporter, 'post-build: offline kit', () =>
    writeOfflineKit(publicDir, [...pages.map((p) => p.path), ...amp.paths]),
  )
  reporter.info(
    `Offline kit: ${kit.keep.length} files kept on install${kit.searchKept ? ' (with the search index)' : ' (search index too large to keep)'}`,
  )
  // The build is complete: the next one may source only the CMS's changes.
  await markCmsBuildFinished(getCache)
}
