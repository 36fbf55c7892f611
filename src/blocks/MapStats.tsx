import { graphql, Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { developmentPlace, facilityPlace, PlacesMap, type MapPlace } from '../components/PlacesMap'
import { StaticPart } from '../components/StaticPart'
import { translator } from '../lib/i18n'
import type { BlockProps } from './types'
import { mapStrings } from './map.strings'

const text = translator(mapStrings)

export const query = graphql`
  fragment MapStatsBlock on CMS_MapStatsBlock {
    heading
    text
    centerLat
    centerLng
    zoom
    stats {
      value
      label
    }
    projects {
      id
      title
      slug
      kind
      location {
        lat
        lng
      }
    }
    facilities {
      id
      title
      slug
      location {
        lat
        lng
      }
    }
  }
`

/**
 * Markers of developments and facilities with popups, and stats beside the map. The stats and a
 * list of the places are plain HTML, readable without the map, and static (StaticPart); the map
 * itself loads on the client when it comes near the viewport.
 */
export function MapStats({ block, index }: BlockProps<Queries.MapStatsBlockFragment>) {
  const { lang } = useLanguage()
  const places: MapPlace[] = [
    ...(block.projects ?? []).flatMap((p) => (p ? developmentPlace(p, lang) : [])),
    ...(block.facilities ?? []).flatMap((f) => (f ? facilityPlace(f, lang) : [])),
  ]
  const stats = block.stats ?? []
  const headingId = `block-${index}-map`
  const center: [number, number] = [block.centerLat ?? places[0]?.lat ?? 0, block.centerLng ?? places[0]?.lng ?? 0]

  return (
    <section className="section container block-map" data-block="mapStats" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p className="lead">{block.text}</p> : null}
      <div className="block-map__layout">
        <PlacesMap label={block.heading ?? ''} places={places} center={center} zoom={block.zoom ?? 13} />
        {stats.length ? (
          <StaticPart as="dl" className="block-map__stats">
            {() =>
              stats.map((s, i) => (
                <div key={i}>
                  <dt>{s?.label}</dt>
                  <dd>{s?.value}</dd>
                </div>
              ))
            }
          </StaticPart>
        ) : null}
      </div>
      {places.length ? (
        <StaticPart as="details" className="block-map__places">
          {() => (
            <>
              <summary>
                {text(lang, 'placesOnMap')} ({places.length})
              </summary>
              <ul>
                {places.map((p) => (
                  <li key={p.key}>
                    <Link to={p.href}>{p.name}</Link>{' '}
                    <span className="meta">{text(lang, p.kind === 'development' ? 'development' : 'facility')}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </StaticPart>
      ) : null}
    </section>
  )
}
