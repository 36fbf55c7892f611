import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { RichText } from '../components/RichText'
import { brandName, siteURL } from '../lib/config'
import { categoryLabel, formatDate, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { withoutRepeatedLead } from '../lib/rich-text-data'
import { localizePath, newsPath } from '../lib/routes'
import { jsonForScript } from '../lib/structured-data'
import { newsArticleJsonLd } from '../components/Seo'
import { newsAmpStrings } from './news-amp.strings'

const text = translator(newsAmpStrings)

type Data = Queries.NewsAmpQuery

/** The AMP version of a news article: no site scripts, images as amp-img (see gatsby-ssr for the AMP head). */
export default function NewsAmp({ data, pageContext }: PageProps<Data, PageContext>) {
  const { lang } = pageContext
  const post = data.post!
  const inEnglish = contentLang(post.englishOnly, lang)
  return (
    <>
      <header className="amp-header">
        <a href={localizePath('/', lang)}>{brandName}</a>
      </header>
      <main className="amp-article">
        <p className="amp-meta">
          {post.category ? `${categoryLabel(post.category, lang)} · ` : ''}
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time> : null}
        </p>
        <EnglishOnlyNote englishOnly={post.englishOnly} lang={lang} of="article" />
        <h1 lang={inEnglish}>{post.title}</h1>
        <p className="amp-lead" lang={inEnglish}>
          {post.excerpt}
        </p>
        <CmsImage image={post.heroImage} amp />
        <div lang={inEnglish}>
          <RichText content={withoutRepeatedLead(post.content, post.excerpt)} amp />
        </div>
        <p className="amp-notice">
          {text(lang, 'lightVersionNotice')}{' '}
          <a href={localizePath(newsPath(post.slug!), lang)}>{text(lang, 'openFullArticle')}</a>
        </p>
      </main>
    </>
  )
}

export const query = graphql`
  query NewsAmp($id: Int!, $locale: String!) {
    post: cmsPost(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...NewsArticle
    }
  }
`

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const post = data.post!
  const canonical = localizePath(newsPath(post.slug!), pageContext.lang)
  return (
    <>
      <title>{`${post.title} | ${brandName}`}</title>
      <link rel="canonical" href={`${siteURL}${canonical}`} />
      {(post.meta?.description ?? post.excerpt) ? (
        <meta name="description" content={post.meta?.description ?? post.excerpt!} />
      ) : null}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(newsArticleJsonLd(post, canonical)) }}
      />
    </>
  )
}
