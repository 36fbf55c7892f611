import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { SocialPostCard } from '../components/SocialPostCard'
import { t, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath } from '../lib/routes'
import { socialStrings } from './social.strings'

const text = translator(socialStrings)

type Data = Queries.SocialMediaQuery

export default function SocialMedia({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const links = data.settings?.socialLinks ?? []
  return (
    <div className="container section">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to={localizePath('/', lang)}>{t(lang, 'home')}</Link>
      </nav>
      <h1>{text(lang, 'socialMedia')}</h1>
      <p className="lead">{text(lang, 'socialMediaIntro')}</p>
      {links.length ? (
        <ul className="chips" aria-label={t(lang, 'followUs')}>
          {links.map((l, i) => (
            <li key={i}>
              <a href={l.url!} rel="noopener noreferrer">
                {l.platform}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid">
        {data.posts.nodes.map((p) => (
          <SocialPostCard key={p.id} post={p} level={2} />
        ))}
      </div>
    </div>
  )
}

export const query = graphql`
  query SocialMedia($locale: String!) {
    posts: allCmsSocialPost(filter: { locale: { eq: $locale } }, sort: { postedAt: DESC }) {
      nodes {
        ...SocialPostCard
      }
    }
    settings: cmsSiteSetting(locale: { eq: $locale }) {
      socialLinks {
        platform
        url
      }
    }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, PageContext>) {
  return (
    <Seo
      title={text(pageContext.lang, 'socialMedia')}
      description={text(pageContext.lang, 'socialMediaIntro')}
      path={location.pathname}
    />
  )
}
