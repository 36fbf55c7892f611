import { useRef } from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { DevelopmentList } from '../components/DevelopmentList'
import { useLanguage } from '../components/LanguageProvider'
import { developmentPlace, PlacesMap } from '../components/PlacesMap'
import { Seo } from '../components/Seo'
import { useListIndex } from '../components/useListData'
import { useNearViewport } from '../components/useNearViewport'
import { kindLabel, t, translator } from '../lib/i18n'
import { inOrderOf, type DevelopmentListData, type DevelopmentRecord } from '../lib/list-data'
import type { PageContext } from '../lib/page-context'
import { allDevelopments, developmentListPath, developmentListSegments, homesPath, localizePath } from '../lib/routes'
import { developmentListPageStrings } from './development-list.strings'
import { placesMapStrings } from '../components/PlacesMap.strings'
import '../styles/developments.css'

const text = translator(developmentListPageStrings)
const placesMapText = translator(placesMapStrings)

type Data = Queries.DevelopmentListQuery
/**
 * gatsby-node's createDevelopmentPages: the list's route segment, the CMS kinds it shows, its
 * first page, facets, count and index (src/lib/list-data.ts).
 */
export type DevelopmentListContext = PageContext & DevelopmentListData & { segment: string; kinds: string[] }

export default function DevelopmentListPage({ data, pageContext, location }: PageProps<Data, DevelopmentListContext>) {
  const { lang } = useLanguage()
  const { segment } = pageContext
  const first = inOrderOf(pageContext.firstIds, data.projects.nodes)
  // The map shows every development of the list: from the list's index, fetched near the map.
  const mapRef = useRef<HTMLElement>(null)
  const { index } = useListIndex<DevelopmentRecord>(pageContext.listIndex, useNearViewport(mapRef))
  return (
    <div className="container section developments">
      <Breadcrumbs
        items={
          segment === allDevelopments
            ? [{ label: kindLabel(allDevelopments, lang) }]
            : [
                { label: kindLabel(allDevelopments, lang), to: developmentListPath(allDevelopments) },
                { label: kindLabel(segment, lang) },
              ]
        }
      />
      <h1>{kindLabel(segment, lang)}</h1>
      <nav className="dev-kinds" aria-label={t(lang, 'developments')}>
        <ul>
          {developmentListSegments.map((s) => (
            <li key={s}>
              <Link to={localizePath(developmentListPath(s), lang)} aria-current={s === segment ? 'page' : undefined}>
                {kindLabel(s, lang)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={localizePath(homesPath, lang)}>{text(lang, 'homesForSale')}</Link>
          </li>
        </ul>
      </nav>
      <DevelopmentList first={first} data={pageContext} pathname={location.pathname} />
      {/* Every development of the list on one map, loaded when the visitor scrolls to it. */}
      <section ref={mapRef} className="section developments__map" aria-labelledby="developments-map-heading">
        <h2 id="developments-map-heading">{text(lang, 'onTheMap')}</h2>
        {index ? (
          <PlacesMap
            label={kindLabel(segment, lang)}
            zoom={15}
            places={index.items.flatMap((p) =>
              developmentPlace({ ...p, location: p.at ? { lat: p.at[0], lng: p.at[1] } : null }, lang),
            )}
          />
        ) : (
          <p className="block-map__loading">{placesMapText(lang, 'loadingMap')}</p>
        )}
      </section>
    </div>
  )
}

export const query = graphql`
  query DevelopmentList($locale: String!, $firstIds: [Int]) {
    projects: allCmsProject(filter: { locale: { eq: $locale }, remoteId: { in: $firstIds } }) {
      nodes {
        remoteId
        ...ProjectCard
      }
    }
  }
`

export function Head({ data, location, pageContext }: HeadProps<Data, DevelopmentListContext>) {
  const { lang, segment } = pageContext
  const names = inOrderOf(pageContext.firstIds, data.projects.nodes)
    .slice(0, 4)
    .map((p) => p.title)
    .filter(Boolean)
  const description = `${kindLabel(segment, lang)}: ${names.join(', ')}${names.length === 4 ? '…' : ''}`
  return <Seo title={kindLabel(segment, lang)} description={description} path={location.pathname} />
}
