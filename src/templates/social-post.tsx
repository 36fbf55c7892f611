import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { CmsImage } from '../components/CmsImage'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { platformNames } from '../components/SocialPostCard'
import { formatDate, t, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, socialMediaPath } from '../lib/routes'
import { socialStrings } from './social.strings'

const text = translator(socialStrings)

type Data = Queries.SocialPostQuery

export default function SocialPost({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const post = data.post!
  const platform = platformNames[post.platform ?? ''] ?? post.platform
  return (
    <article className="container section article">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={localizePath('/', lang)}>{t(lang, 'home')}</Link> /{' '}
        <Link to={localizePath(socialMediaPath(), lang)}>{text(lang, 'socialMedia')}</Link>
      </nav>
      <EnglishOnlyNote englishOnly={post.englishOnly} lang={lang} />
      <h1 lang={contentLang(post.englishOnly, lang)}>{post.title}</h1>
      <p className="meta">
        {platform}
        {post.postedAt ? (
          <>
            {' '}
            · {text(lang, 'postedOn')} <time dateTime={post.postedAt}>{formatDate(post.postedAt, lang)}</time>
          </>
        ) : null}
      </p>
      <CmsImage image={post.image} priority sizes="(min-width: 960px) 800px, 100vw" className="article__image" />
      <p className="lead social-caption">{post.caption}</p>
      {post.link ? (
        <p>
          <a className="button" href={post.link} rel="noopener noreferrer">
            {text(lang, 'viewOriginalPost')} ({platform})
          </a>
        </p>
      ) : null}
    </article>
  )
}

export const query = graphql`
  query SocialPost($id: Int!, $locale: String!) {
    post: cmsSocialPost(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...SocialPostCard
      link
      englishOnly
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const post = data.post!
  return <Seo title={post.title!} description={post.caption} image={post.image?.url} path={location.pathname} />
}
