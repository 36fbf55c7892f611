import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { FacilityCard } from '../components/FacilityCard'
import { useLanguage } from '../components/LanguageProvider'
import { Seo } from '../components/Seo'
import { t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import '../styles/developments.css'

type Data = Queries.FacilitiesQuery

/** /facilities/: every facility of the city, grouped by its category. */
export default function Facilities({ data }: PageProps<Data, PageContext>) {
  const { lang } = useLanguage()
  const facilities = data.facilities.nodes
  const categories = [...new Set(facilities.map((f) => f?.category?.title ?? ''))]
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: t(lang, 'dvFacilities') }]} />
      <h1>{t(lang, 'dvFacilities')}</h1>
      {categories.map((category) => (
        <section key={category} aria-label={category || t(lang, 'dvFacilities')}>
          {category ? <h2>{category}</h2> : null}
          <div className="grid">
            {facilities.filter((f) => (f?.category?.title ?? '') === category).map((f) => <FacilityCard key={f!.id} facility={f!} />)}
          </div>
        </section>
      ))}
    </div>
  )
}

export const query = graphql`
  query Facilities($locale: String!) {
    facilities: allCmsFacility(filter: { locale: { eq: $locale } }, sort: { title: ASC }) { nodes { ...FacilityCard } }
  }
`

export function Head({ location, pageContext }: HeadProps<Data, PageContext>) {
  return <Seo title={t(pageContext.lang, 'dvFacilities')} path={location.pathname} />
}
