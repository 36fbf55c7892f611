import { brandName, siteURL } from '../lib/config'
import { languages, localeOf, type Lang } from '../lib/i18n'
import { localizePath, mediaPath, splitLangPath } from '../lib/routes'
import { jsonForScript } from '../lib/structured-data'

type SeoProps = {
  title: string
  description?: string | null
  /** The page's path in its own language (with the /id/ prefix where it has one). */
  path: string
  image?: string | null
  noindex?: boolean
  /** Set false for pages that exist in one language only. */
  alternates?: boolean
  /** Open Graph type: 'article' for news. */
  type?: 'website' | 'article'
  /** schema.org data of the page (JSON-LD). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[]
  /** The address of the page's AMP version, if it has one. */
  ampPath?: string
  children?: React.ReactNode
}

/** The site's organisation, for JSON-LD. */
export const organizationJsonLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: brandName,
  url: `${siteURL}/`,
  // The web app manifest's largest icon (gatsby-plugin-manifest writes it into every build).
  logo: { '@type': 'ImageObject', url: `${siteURL}/icons/icon-512x512.png`, width: 512, height: 512 },
})

/** schema.org NewsArticle of a post, for its page and its AMP version. */
export const newsArticleJsonLd = (post: Queries.NewsArticleFragment, path: string) => {
  const image = mediaPath(post.meta?.image?.url ?? post.heroImage?.url)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.meta?.description ?? post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    inLanguage: splitLangPath(path).lang === 'ID' ? 'id' : 'en',
    mainEntityOfPage: `${siteURL}${path}`,
    ...(image ? { image: [`${siteURL}${image}`] } : {}),
    author: { '@type': 'Organization', name: brandName },
    publisher: organizationJsonLd(),
  }
}

/** Head tags of a page, rendered into the static HTML by Gatsby's Head API. */
export function Seo({
  title,
  description,
  path,
  image,
  noindex,
  alternates = true,
  type = 'website',
  jsonLd,
  ampPath,
  children,
}: SeoProps) {
  const { lang, path: basePath } = splitLangPath(path)
  const fullTitle = title === brandName ? title : `${title} | ${brandName}`
  const imagePath = mediaPath(image)
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={`${siteURL}${path}`} />
      {alternates
        ? languages.map((l: Lang) => (
            <link key={l} rel="alternate" hrefLang={localeOf(l)} href={`${siteURL}${localizePath(basePath, l)}`} />
          ))
        : null}
      {alternates ? <link rel="alternate" hrefLang="x-default" href={`${siteURL}${basePath}`} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {ampPath ? <link rel="amphtml" href={`${siteURL}${ampPath}`} /> : null}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${brandName} RSS`}
        href={`${siteURL}${localizePath('/', lang)}rss.xml`}
      />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={`${siteURL}${path}`} />
      <meta property="og:locale" content={lang === 'ID' ? 'id_ID' : 'en_US'} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imagePath ? <meta property="og:image" content={`${siteURL}${imagePath}`} /> : null}
      <meta name="twitter:card" content={imagePath ? 'summary_large_image' : 'summary'} />
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      ) : null}
      {children}
    </>
  )
}
