import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { RichText } from '../components/RichText'
import { Seo } from '../components/Seo'
import { formatDate, t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, newsListPath } from '../lib/routes'

type Data = Queries.NewsPostQuery

export default function NewsPost({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const post = data.cms.Post!
  return (
    <article className="container section article">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={localizePath('/', lang)}>{t(lang, 'home')}</Link> / <Link to={localizePath(newsListPath(), lang)}>{t(lang, 'news')}</Link>
      </nav>
      <h1>{post.title}</h1>
      {post.publishedAt ? (
        <p className="meta">{t(lang, 'published')} <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time></p>
      ) : null}
      <p className="lead">{post.excerpt}</p>
      <CmsImage image={post.heroImage} priority sizes="(min-width: 960px) 800px, 100vw" className="article__image" />
      <RichText content={post.content} />
    </article>
  )
}

export const query = graphql`
  query NewsPost($id: Int!, $locale: CMS_LocaleInputType!) {
    cms {
      Post(id: $id, locale: $locale) {
        title
        excerpt
        publishedAt
        content
        heroImage { ...CmsImage }
        meta { description image { url } }
      }
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const post = data.cms.Post!
  return (
    <Seo title={post.title!} description={post.meta?.description ?? post.excerpt} image={post.meta?.image?.url ?? post.heroImage?.url} path={location.pathname} />
  )
}
