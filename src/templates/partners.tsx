import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CmsImage } from '../components/CmsImage'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { translator } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { localizePath, partnerPath } from '../lib/routes'
import { partnerStrings } from './partners.strings'
import '../styles/developments.css'

const text = translator(partnerStrings)

type Data = Queries.PartnersQuery

/** /our-partners/: the companies the city is built with. */
export default function Partners({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: text(lang, 'ourPartners') }]} />
      <h1>{text(lang, 'ourPartners')}</h1>
      <div className="grid">
        {data.partners.nodes.map((p) => (
          <article key={p.id} className="card card--small">
            <CmsImage image={p.logo} sizes="240px" className="card__image partner__logo" />
            <div className="card__body">
              <p className="eyebrow">{p.sector}</p>
              <h2 className="card__title">
                <Link to={localizePath(partnerPath(p.slug!), lang)}>{p.title}</Link>
              </h2>
              <p>{p.summary}</p>
            </div>
          </article>
        ))}
      </div>
    </div>
  )
}

export const query = graphql`
  query Partners($locale: String!) {
    partners: allCmsPartner(filter: { locale: { eq: $locale } }, sort: { title: ASC }) {
      nodes {
        id
        slug
        title
        sector
        summary
        logo {
          ...CmsImage
        }
      }
    }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, PageContext>) {
  return <Seo title={text(pageContext.lang, 'ourPartners')} path={location.pathname} />
}
