import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { AccessDetails } from '../components/AccessDetails'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { contentLang, EnglishOnlyNote } from '../components/EnglishOnly'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { accessModeLabel, translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { accessPath, localizePath } from '../lib/routes'
import { accessStrings } from './access.strings'
import '../styles/developments.css'

const text = translator(accessStrings)

type Data = Queries.AccessRouteQuery

export default function Access({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const route = data.route!
  return (
    <article className="container section detail access">
      <Breadcrumbs items={[{ label: text(lang, 'gettingHere') }, { label: route.title ?? '' }]} />
      <p className="eyebrow">{accessModeLabel(route.mode, lang)}</p>
      <EnglishOnlyNote englishOnly={route.englishOnly} lang={lang} />
      <h1 lang={contentLang(route.englishOnly, lang)}>{route.title}</h1>
      <p className="lead" lang={contentLang(route.englishOnly, lang)}>
        {route.summary}
      </p>
      <AccessDetails route={route} />
      {data.others.nodes.length > 0 ? (
        <nav aria-labelledby="other-routes-heading" className="other-routes">
          <h2 id="other-routes-heading">{text(lang, 'gettingHere')}</h2>
          <ul className="link-list">
            {data.others.nodes
              .filter((o) => o.slug !== route.slug)
              .map((o) => (
                <li key={o.slug}>
                  <Link to={localizePath(accessPath(o.slug!), lang)}>{o.title}</Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </article>
  )
}

export const query = graphql`
  query AccessRoute($id: Int!, $locale: String!) {
    route: cmsAccessRoute(remoteId: { eq: $id }, locale: { eq: $locale }) {
      ...AccessDetails
      englishOnly
    }
    others: allCmsAccessRoute(filter: { locale: { eq: $locale } }, sort: { title: ASC }) {
      nodes {
        slug
        title
      }
    }
  }
`

export function Head({ data, location }: HeadProps<Data, PageContext>) {
  const r = data.route!
  return (
    <Seo
      title={r.title!}
      description={r.meta?.description ?? r.summary}
      image={r.meta?.image?.url ?? r.image?.url}
      path={location.pathname}
    />
  )
}
