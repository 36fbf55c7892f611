import { lazy, useRef } from 'react'
import { mapTileURL } from '../lib/config'
import { translator } from '../lib/i18n'
import { developmentPath, facilityPath, localizePath } from '../lib/routes'
import type { Lang } from '../lib/i18n'
import { useLanguage } from './LanguageProvider'
import { LazyPart } from './LazyPart'
import type { MapPlace } from './MapView'
import { useNearViewport } from './useNearViewport'
import { placesMapStrings } from './PlacesMap.strings'
import '../styles/map.css'

const text = translator(placesMapStrings)

export type { MapPlace }

type Located = {
  id?: string | number | null
  slug?: string | null
  title?: string | null
  location?: { lat?: number | null; lng?: number | null } | null
}

/** A development as a marker, when it has coordinates. */
export const developmentPlace = (p: Located & { kind?: string | null }, lang: Lang): MapPlace[] =>
  p.location?.lat != null && p.location.lng != null && p.slug && p.kind
    ? [
        {
          key: `p${p.id}`,
          name: p.title ?? p.slug,
          href: localizePath(developmentPath(p.kind, p.slug), lang),
          kind: 'development',
          lat: p.location.lat,
          lng: p.location.lng,
        },
      ]
    : []

/** A facility as a marker, when it has coordinates. */
export const facilityPlace = (f: Located, lang: Lang): MapPlace[] =>
  f.location?.lat != null && f.location.lng != null && f.slug
    ? [
        {
          key: `f${f.id}`,
          name: f.title ?? f.slug,
          href: localizePath(facilityPath(f.slug), lang),
          kind: 'facility',
          lat: f.location.lat,
          lng: f.location.lng,
        },
      ]
    : []

// Leaflet and react-leaflet touch `window` at import and are big: their own chunk, client only.
const LeafletMap = lazy(() => import(/* webpackChunkName: "block-map-leaflet" */ './MapView'))

/**
 * A Leaflet map of places, loaded on the client only when it comes near the viewport (the map
 * block, a development's page, the development lists). Without a `center` it fits all places.
 */
export function PlacesMap({
  label,
  places,
  center,
  zoom = 13,
  className = '',
}: {
  label: string
  places: MapPlace[]
  center?: [number, number]
  zoom?: number
  className?: string
}) {
  const { lang } = useLanguage()
  const holder = useRef<HTMLDivElement>(null)
  const showMap = useNearViewport(holder)
  const loading = <p className="block-map__loading">{text(lang, 'loadingMap')}</p>
  return (
    <div
      ref={holder}
      className={`block-map__map ${className}`.trim()}
      role="region"
      aria-label={text(lang, 'mapOf', { name: label })}
      data-pagefind-ignore
    >
      {showMap ? (
        <LazyPart fallback={loading} failed={<p className="block-map__loading">{text(lang, 'mapUnavailable')}</p>}>
          <LeafletMap center={center} zoom={zoom} places={places} tileURL={mapTileURL} />
        </LazyPart>
      ) : (
        loading
      )}
    </div>
  )
}
