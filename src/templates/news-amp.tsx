import { AmpDocument } from '../lib/amp'
import { CmsImage } from '../components/CmsImage'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { LanguageProvider } from '../components/LanguageProvider'
import { RichText } from '../components/RichText'
import { newsArticleJsonLd } from '../components/Seo'
import { brandName, siteURL } from '../lib/config'
import { categoryLabel, formatDate, translator, type Lang } from '../lib/i18n'
import { withoutRepeatedLead } from '../lib/rich-text-data'
import { localizePath, newsAmpPath, newsPath } from '../lib/routes'
import { jsonForScript } from '../lib/structured-data'
import { newsAmpStrings } from './news-amp.strings'

const text = translator(newsAmpStrings)

/**
 * The AMP version of a news article, as a whole document: no site scripts, pictures as amp-img.
 * Not a Gatsby page: the build renders it from its article's page data (gatsby/amp-pages.ts).
 */
export default function NewsAmp({ post, lang }: { post: Queries.NewsArticleFragment; lang: Lang }) {
  const inEnglish = contentLang(post.englishOnly, lang)
  const canonical = localizePath(newsPath(post.slug!), lang)
  const description = post.meta?.description ?? post.excerpt
  return (
    <AmpDocument
      lang={lang}
      head={
        <>
          <title>{`${post.title} | ${brandName}`}</title>
          <link rel="canonical" href={`${siteURL}${canonical}`} />
          {description ? <meta name="description" content={description} /> : null}
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(newsArticleJsonLd(post, canonical)) }}
          />
        </>
      }
    >
      <LanguageProvider lang={lang} pathname={localizePath(newsAmpPath(post.slug!), lang)}>
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
            {text(lang, 'lightVersionNotice')} <a href={canonical}>{text(lang, 'openFullArticle')}</a>
          </p>
        </main>
      </LanguageProvider>
    </AmpDocument>
  )
}
