import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CmsImage } from '../components/CmsImage'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { useLanguage } from '../components/LanguageProvider'
import { ProjectCard } from '../components/ProjectCard'
import { RichText } from '../components/RichText'
import { newsArticleJsonLd, Seo } from '../components/Seo'
import { ShareLinks } from '../components/ShareLinks'
import { StaticPart } from '../components/StaticPart'
import { siteURL } from '../lib/config'
import { categoryLabel, formatDate, t, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { withoutRepeatedLead } from '../lib/rich-text-data'
import { localizePath, newsAmpPath, newsListPath, newsPath } from '../lib/routes'
import { newsPostStrings } from './news-post.strings'

const text = translator(newsPostStrings)

type Data = Queries.NewsPostQuery

export default function NewsPost({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const post = data.post!
  const related = post.relatedProjects ?? []
  const inEnglish = contentLang(post.englishOnly, lang)
  return (
    <article className="container section article" data-pagefind-body data-pagefind-filter="kind:news">
      <Breadcrumbs
        items={[
          { label: t(lang, 'news'), to: newsListPath() },
          ...(post.category ? [{ label: categoryLabel(post.category, lang), to: newsListPath(post.category) }] : []),
          { label: post.title ?? '' },
        ]}
      />
      <EnglishOnlyNote englishOnly={post.englishOnly} lang={lang} of="article" />
      <h1 lang={inEnglish}>{post.title}</h1>
      {post.publishedAt ? (
        <p className="meta">
          {text(lang, 'published')} <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
        </p>
      ) : null}
      <p className="lead" lang={inEnglish}>
        {post.excerpt}
      </p>
      <CmsImage image={post.heroImage} priority sizes="(min-width: 960px) 800px, 100vw" className="article__image" />
      <div lang={inEnglish}>
        <RichText content={withoutRepeatedLead(post.content, post.excerpt)} />
      </div>
      <ShareLinks url={`${siteURL}${localizePath(newsPath(post.slug!), lang)}`} title={post.title ?? ''} />
      {related.length ? (
        <StaticPart as="section" aria-labelledby="related-heading" className="section" data-pagefind-ignore>
          {() => (
            <>
              <h2 id="related-heading">{text(lang, 'relatedDevelopments')}</h2>
              <div className="grid">
                {related.map((p) => (
                  <ProjectCard key={p!.id} project={p!} />
                ))}
              </div>
            </>
          )}
        </StaticPart>
      ) : null}
    </article>
  )
}

export const query = graphql`
  fragment NewsArticle on CMS_Post {
    slug
    title
    excerpt
    category
    englishOnly
    publishedAt
    updatedAt
    content
    heroImage {
      ...CmsImage
    }
    meta {
      description
      image {
        url
      }
    }
  }
  query NewsPost($id: Int!, $locale: String!) {
    post: cmsPost(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...NewsArticle
      relatedProjects {
        ...ProjectCard
      }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, PageContext>) {
  const post = data.post!
  return (
    <Seo
      title={post.title!}
      description={post.meta?.description ?? post.excerpt}
      image={post.meta?.image?.url ?? post.heroImage?.url}
      path={location.pathname}
      type="article"
      ampPath={localizePath(newsAmpPath(post.slug!), pageContext.lang)}
      jsonLd={newsArticleJsonLd(post, location.pathname)}
    >
      {post.publishedAt ? <meta property="article:published_time" content={post.publishedAt} /> : null}
    </Seo>
  )
}
