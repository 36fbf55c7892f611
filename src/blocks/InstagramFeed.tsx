import type { ReactNode } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { StaticPart } from '../components/StaticPart'
import { formatDate, translator } from '../lib/i18n'
import type { BlockProps } from './types'
import { instagramStrings } from './InstagramFeed.strings'

const text = translator(instagramStrings)

export const query = graphql`
  fragment SocialPostTile on CMS_SocialPost {
    id
    title
    slug
    platform
    caption
    link
    postedAt
    image {
      ...CmsImage
    }
  }
  fragment InstagramFeedBlock on CMS_InstagramFeedBlock {
    heading
    profileUrl
    limit
    posts {
      ...SocialPostTile
    }
  }
`

type Post = Queries.SocialPostTileFragment
type FeedPost = Queries.LatestSocialPostsQuery['allInstagramPost']['nodes'][number]

/** What one tile shows, from a curated post or a post of the Instagram feed. */
type Tile = {
  key: string
  caption: string | null
  linkLabel: string | null
  link: string | null
  postedAt: string | null
  image: ReactNode
}

const gridSizes = '(min-width: 1200px) 400px, (min-width: 600px) 33vw, 100vw'

const curatedTile = (post: Post): Tile => ({
  key: String(post.id),
  caption: post.caption,
  linkLabel: post.title,
  link: post.link,
  postedAt: post.postedAt,
  image: <CmsImage image={post.image} sizes={gridSizes} />,
})

const feedTile = (post: FeedPost): Tile => ({
  key: post.id,
  caption: post.caption,
  linkLabel: post.caption.slice(0, 60),
  link: post.permalink,
  postedAt: post.postedAt,
  image: (
    <img
      src={post.image}
      srcSet={post.srcSet}
      sizes={gridSizes}
      width={post.width}
      height={post.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  ),
})

/**
 * Social posts as a grid: the posts an editor picked in the CMS; with none picked, the latest
 * posts of the Instagram feed when the site has one (INSTAGRAM_FEED_URL, read at build time),
 * otherwise the latest curated posts. Visitors never call Instagram.
 */
export function InstagramFeed({ block, index }: BlockProps<Queries.InstagramFeedBlockFragment>) {
  const { lang } = useLanguage()
  // Fallbacks for blocks where the editor picked no posts (a small static query).
  const latest = useStaticQuery<Queries.LatestSocialPostsQuery>(graphql`
    query LatestSocialPosts {
      en: allCmsSocialPost(filter: { locale: { eq: "en" } }, limit: 12, sort: { postedAt: DESC }) {
        nodes {
          ...SocialPostTile
        }
      }
      id: allCmsSocialPost(filter: { locale: { eq: "id" } }, limit: 12, sort: { postedAt: DESC }) {
        nodes {
          ...SocialPostTile
        }
      }
      allInstagramPost(sort: { postedAt: DESC }, limit: 24) {
        nodes {
          id
          caption
          permalink
          postedAt
          image
          srcSet
          width
          height
        }
      }
    }
  `)
  const limit = Math.max(1, block.limit ?? 6)
  const picked = (block.posts ?? []).filter((p): p is Post => Boolean(p))
  const curated = (lang === 'ID' ? latest.id : latest.en).nodes
  const feed = latest.allInstagramPost.nodes
  const tiles = (
    picked.length ? picked.map(curatedTile) : feed.length ? feed.map(feedTile) : curated.map(curatedTile)
  ).slice(0, limit)
  const headingId = `block-${index}-social`
  if (!tiles.length) return null
  return (
    <StaticPart
      as="section"
      className="section container block-social"
      data-block="instagramFeed"
      aria-labelledby={headingId}
    >
      {() => (
        <>
          <div className="block-social__head">
            <h2 id={headingId}>{block.heading}</h2>
            {block.profileUrl ? (
              <a className="button button--ghost" href={block.profileUrl} rel="noopener noreferrer">
                {text(lang, 'seeProfile')}
              </a>
            ) : null}
          </div>
          <ul className="block-social__grid">
            {tiles.map((tile) => (
              <li key={tile.key} className="block-social__post">
                {tile.image}
                <div className="block-social__body">
                  <p className="block-social__caption">{tile.caption}</p>
                  <p className="meta">
                    {tile.postedAt ? <time dateTime={tile.postedAt}>{formatDate(tile.postedAt, lang)}</time> : null}
                    {tile.link ? (
                      <>
                        {' '}
                        ·{' '}
                        <a href={tile.link} rel="noopener noreferrer">
                          {text(lang, 'viewPost')}
                          <span className="visually-hidden">: {tile.linkLabel}</span>
                        </a>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </StaticPart>
  )
}
