import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { DevelopmentList } from '../components/DevelopmentList'
import { useLanguage } from '../components/LanguageProvider'
import { developmentPlace, PlacesMap } from '../components/PlacesMap'
import { Seo } from '../components/Seo'
import { kindLabel, t } from '../lib/i18n'
import type { PageContext } from '../lib/page-context'
import { allDevelopments, developmentListPath, developmentListSegments, localizePath } from '../lib/routes'
import '../styles/developments.css'

type Data = Queries.DevelopmentListQuery
/** gatsby-node's createDevelopmentPages: the list's route segment and the CMS kinds it shows. */
export type DevelopmentListContext = PageContext & { segment: string; kinds: string[] }

export default function DevelopmentListPage({ data, pageContext, location }: PageProps<Data, DevelopmentListContext>) {
  const { lang } = useLanguage()
  const { segment } = pageContext
  const items = data.projects.nodes
  return (
    <div className="container section developments">
      <Breadcrumbs items={segment === allDevelopments
        ? [{ label: kindLabel(allDevelopments, lang) }]
        : [{ label: kindLabel(allDevelopments, lang), to: developmentListPath(allDevelopments) }, { label: kindLabel(segment, lang) }]} />
      <h1>{kindLabel(segment, lang)}</h1>
      <nav className="dev-kinds" aria-label={t(lang, 'developments')}>
        <ul>
          {developmentListSegments.map((s) => (
            <li key={s}>
              <Link to={localizePath(developmentListPath(s), lang)} aria-current={s === segment ? 'page' : undefined}>{kindLabel(s, lang)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <DevelopmentList items={items} pathname={location.pathname} />
      {/* Every development of the list on one map, loaded when the visitor scrolls to it. */}
      <section className="section developments__map" aria-labelledby="developments-map-heading">
        <h2 id="developments-map-heading">{t(lang, 'dvListMap')}</h2>
        <PlacesMap label={kindLabel(segment, lang)} places={items.flatMap((p) => developmentPlace(p, lang))} zoom={15} />
      </section>
    </div>
  )
}

export const query = graphql`
  query DevelopmentList($locale: String!, $kinds: [CMS_Project_kind]) {
    projects: allCmsProject(filter: { locale: { eq: $locale }, kind: { in: $kinds } }, sort: { title: ASC }) {
      nodes { ...DevelopmentListItem location { lat lng } }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, DevelopmentListContext>) {
  const { lang, segment } = pageContext
  const names = data.projects.nodes.slice(0, 4).map((p) => p.title).filter(Boolean)
  const description = `${kindLabel(segment, lang)}: ${names.join(', ')}${names.length === 4 ? '…' : ''}`
  return <Seo title={kindLabel(segment, lang)} description={description} path={location.pathname} />
}
