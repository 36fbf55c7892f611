import { brandName, siteURL } from '../lib/config'
import { languages, localeOf, type Lang } from '../lib/i18n'
import { localizePath, mediaPath, splitLangPath } from '../lib/routes'

type SeoProps = {
  title: string
  description?: string | null
  /** The page's path in its own language (with the /id/ prefix where it has one). */
  path: string
  image?: string | null
  noindex?: boolean
  /** Set false for pages that exist in one language only. */
  alternates?: boolean
  children?: React.ReactNode
}

/** Head tags of a page, rendered into the static HTML by Gatsby's Head API. */
export function Seo({ title, description, path, image, noindex, alternates = true, children }: SeoProps) {
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
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={`${siteURL}${path}`} />
      <meta property="og:locale" content={lang === 'ID' ? 'id_ID' : 'en_US'} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imagePath ? <meta property="og:image" content={`${siteURL}${imagePath}`} /> : null}
      <meta name="twitter:card" content={imagePath ? 'summary_large_image' : 'summary'} />
      {children}
    </>
  )
}
