import { graphql, useStaticQuery } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { formatDate, t } from '../lib/i18n'
import type { BlockProps } from './types'

export const query = graphql`
  fragment SocialPostTile on CMS_SocialPost {
    id
    title
    slug
    platform
    caption
    link
    postedAt
    image { ...CmsImage }
  }
  fragment InstagramFeedBlock on CMS_InstagramFeedBlock {
    heading
    profileUrl
    limit
    posts { ...SocialPostTile }
  }
`

type Post = Queries.SocialPostTileFragment

/**
 * Curated social posts held in the CMS (image, caption, link, date) as a grid. An editor picks
 * the posts; with none picked the block shows the latest published ones. Nothing is fetched from
 * Instagram, at build or at run time.
 */
export function InstagramFeed({ block, index }: BlockProps<Queries.InstagramFeedBlockFragment>) {
  const { lang } = useLanguage()
  // The latest posts, for blocks where the editor picked none (a small static query).
  const latest = useStaticQuery<Queries.LatestSocialPostsQuery>(graphql`
    query LatestSocialPosts {
      cms {
        en: SocialPosts(locale: en, limit: 12, sort: "-postedAt") { docs { ...SocialPostTile } }
        id: SocialPosts(locale: id, limit: 12, sort: "-postedAt") { docs { ...SocialPostTile } }
      }
    }
  `)
  const limit = Math.max(1, block.limit ?? 6)
  const picked = (block.posts ?? []).filter((p): p is Post => Boolean(p))
  const fallback = ((lang === 'ID' ? latest.cms.id : latest.cms.en)?.docs ?? []).filter((p): p is Post => Boolean(p))
  const posts = (picked.length ? picked : fallback).slice(0, limit)
  const headingId = `block-${index}-social`
  if (!posts.length) return null
  return (
    <section className="section container block-social" data-block="instagramFeed" aria-labelledby={headingId}>
      <div className="block-social__head">
        <h2 id={headingId}>{block.heading}</h2>
        {block.profileUrl ? <a className="button button--ghost" href={block.profileUrl} rel="noopener noreferrer">{t(lang, 'seeProfile')}</a> : null}
      </div>
      <ul className="block-social__grid">
        {posts.map((post) => (
          <li key={post.id} className="block-social__post">
            <CmsImage image={post.image} sizes="(min-width: 1200px) 400px, (min-width: 600px) 33vw, 100vw" />
            <div className="block-social__body">
              <p className="block-social__caption">{post.caption}</p>
              <p className="meta">
                {post.postedAt ? <time dateTime={post.postedAt}>{formatDate(post.postedAt, lang)}</time> : null}
                {post.link ? <> · <a href={post.link} rel="noopener noreferrer">{t(lang, 'viewOnSocial')}<span className="visually-hidden">: {post.title}</span></a></> : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
