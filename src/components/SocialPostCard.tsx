import { graphql, Link } from 'gatsby'
import { formatDate } from '../lib/i18n'
import { localizePath, socialMediaPath } from '../lib/routes'
import { CmsImage } from './CmsImage'
import { useLanguage } from './LanguageProvider'

export const query = graphql`
  fragment SocialPostCard on CMS_SocialPost {
    id
    slug
    title
    platform
    caption
    postedAt
    image {
      ...CmsImage
    }
  }
`

export const platformNames: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
}

/** A curated social media post as a card linking to its page on the site. */
export function SocialPostCard({ post, level = 3 }: { post: Queries.SocialPostCardFragment; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { lang } = useLanguage()
  return (
    <article className="card">
      <CmsImage image={post.image} sizes="(min-width: 960px) 33vw, 100vw" className="card__image card__image--square" />
      <div className="card__body">
        <p className="card__meta">
          <span className="card__tag">{platformNames[post.platform ?? ''] ?? post.platform}</span>
          {post.postedAt ? <time dateTime={post.postedAt}>{formatDate(post.postedAt, lang)}</time> : null}
        </p>
        <Heading className="card__title">
          <Link to={localizePath(socialMediaPath(post.slug!), lang)}>{post.title}</Link>
        </Heading>
        <p className="card__text">{post.caption}</p>
      </div>
    </article>
  )
}
