import { graphql, Link } from 'gatsby'
import { categoryLabel, formatDate, translator } from '../lib/i18n'
import { localizePath, newsPath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { contentLang, EnglishOnlyTag } from './EnglishOnly'
import { useLanguage } from './LanguageProvider'
import { newsCardStrings } from './NewsCard.strings'

const text = translator(newsCardStrings)

export const query = graphql`
  fragment NewsCard on CMS_Post {
    id
    slug
    title
    excerpt
    publishedAt
    category
    englishOnly
    heroImage {
      ...CmsImage
    }
  }
`

/** `level`: the card's heading level in the page's outline (2 on a page of cards, 3 under a section heading). */
export function NewsCard({ post, level = 3 }: { post: Queries.NewsCardFragment; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { lang } = useLanguage()
  return (
    <article className="card" lang={contentLang(post.englishOnly, lang)}>
      <CmsImage image={post.heroImage} sizes="(min-width: 960px) 33vw, 100vw" className="card__image" />
      <div className="card__body">
        <p className="card__meta">
          {post.category ? <span className="card__tag">{categoryLabel(post.category, lang)}</span> : null}
          <EnglishOnlyTag englishOnly={post.englishOnly} lang={lang} />
          {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time> : null}
        </p>
        <Heading className="card__title">
          <Link to={localizePath(newsPath(post.slug!), lang)}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
        <span className="card__more" aria-hidden="true">
          {text(lang, 'readMore')} →
        </span>
      </div>
    </article>
  )
}
