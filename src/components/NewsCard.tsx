import { graphql, Link } from 'gatsby'
import { categoryLabel, formatDate, t } from '../lib/i18n'
import { localizePath, newsPath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'

export const query = graphql`
  fragment NewsCard on CMS_Post {
    id
    slug
    title
    excerpt
    publishedAt
    category
    heroImage { ...CmsImage }
  }
`

export function NewsCard({ post }: { post: Queries.NewsCardFragment }) {
  const { lang } = useLanguage()
  return (
    <article className="card">
      <CmsImage image={post.heroImage} sizes="(min-width: 960px) 33vw, 100vw" className="card__image" />
      <div className="card__body">
        <p className="card__meta">
          {post.category ? <span className="card__tag">{categoryLabel(post.category, lang)}</span> : null}
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time> : null}
        </p>
        <h3 className="card__title">
          <Link to={localizePath(newsPath(post.slug!), lang)}>{post.title}</Link>
        </h3>
        <p>{post.excerpt}</p>
        <span className="card__more" aria-hidden="true">{t(lang, 'readMore')} →</span>
      </div>
    </article>
  )
}
