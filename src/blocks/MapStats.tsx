import { lazy, Suspense, useRef } from 'react'
import { graphql, Link } from 'gatsby'
import { useLanguage } from '../components/LanguageProvider'
import { useNearViewport } from '../components/useNearViewport'
import { defaultMapTileURL } from '../lib/config'
import { t } from '../lib/i18n'
import { developmentPath, facilityPath, localizePath } from '../lib/routes'
import type { BlockProps } from './types'

export const query = graphql`
  fragment MapStatsBlock on CMS_MapStatsBlock {
    heading
    text
    centerLat
    centerLng
    zoom
    stats { value label }
    projects { id title slug kind location { lat lng } }
    facilities { id title slug location { lat lng } }
  }
`

export type MapPlace = { key: string; name: string; href: string; kind: 'development' | 'facility'; lat: number; lng: number }

/** Tile server of the map; `{z}/{x}/{y}` as Leaflet expects. Set GATSBY_MAP_TILE_URL at build time. */
export const tileURL = process.env.GATSBY_MAP_TILE_URL || defaultMapTileURL

// Leaflet and react-leaflet touch `window` at import and are big: their own chunk, client only.
const LeafletMap = lazy(() => import(/* webpackChunkName: "block-map-leaflet" */ './MapView'))

/**
 * Markers of developments and facilities with popups, and stats beside the map. The stats and a
 * list of the places are plain HTML, readable without the map; the map itself loads on the
 * client when it comes near the viewport.
 */
export function MapStats({ block, index }: BlockProps<Queries.MapStatsBlockFragment>) {
  const { lang } = useLanguage()
  const holder = useRef<HTMLDivElement>(null)
  const showMap = useNearViewport(holder)

  const places: MapPlace[] = [
    ...(block.projects ?? []).flatMap((p) => (p?.location?.lat != null && p.location.lng != null && p.slug && p.kind
      ? [{ key: `p${p.id}`, name: p.title ?? p.slug, href: localizePath(developmentPath(p.kind, p.slug), lang), kind: 'development' as const, lat: p.location.lat, lng: p.location.lng }]
      : [])),
    ...(block.facilities ?? []).flatMap((f) => (f?.location?.lat != null && f.location.lng != null && f.slug
      ? [{ key: `f${f.id}`, name: f.title ?? f.slug, href: localizePath(facilityPath(f.slug), lang), kind: 'facility' as const, lat: f.location.lat, lng: f.location.lng }]
      : [])),
  ]
  const headingId = `block-${index}-map`
  const center: [number, number] = [block.centerLat ?? places[0]?.lat ?? 0, block.centerLng ?? places[0]?.lng ?? 0]
  const loading = <p className="block-map__loading">{t(lang, 'mapLoading')}</p>

  return (
    <section className="section container block-map" data-block="mapStats" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p className="lead">{block.text}</p> : null}
      <div className="block-map__layout">
        <div ref={holder} className="block-map__map" role="region" aria-label={t(lang, 'mapOf', { name: block.heading ?? '' })}>
          {showMap ? (
            <Suspense fallback={loading}>
              <LeafletMap center={center} zoom={block.zoom ?? 13} places={places} tileURL={tileURL} />
            </Suspense>
          ) : loading}
        </div>
        {block.stats?.length ? (
          <dl className="block-map__stats">
            {block.stats.map((s, i) => (
              <div key={i}><dt>{s?.label}</dt><dd>{s?.value}</dd></div>
            ))}
          </dl>
        ) : null}
      </div>
      {places.length ? (
        <details className="block-map__places">
          <summary>{t(lang, 'mapPlaces')} ({places.length})</summary>
          <ul>
            {places.map((p) => (
              <li key={p.key}><Link to={p.href}>{p.name}</Link> <span className="meta">{t(lang, p.kind === 'development' ? 'mapDevelopment' : 'mapFacility')}</span></li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
