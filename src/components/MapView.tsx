import { divIcon, type LatLngBoundsExpression } from 'leaflet'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import leafletCss from '!!raw-loader!leaflet/dist/leaflet.css'
import { useLanguage } from './LanguageProvider'
import { translator } from '../lib/i18n'
import { mapStrings } from '../blocks/map.strings'

const text = translator(mapStrings)

/** A marker of the map: a development or a facility, linking to its page. */
export type MapPlace = {
  key: string
  name: string
  href: string
  kind: 'development' | 'facility'
  lat: number
  lng: number
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// Markers drawn in CSS (no marker images to bundle), orange for developments, dark for facilities.
const icon = (place: MapPlace) =>
  divIcon({
    className: `map-marker map-marker--${place.kind}`,
    html: `<span class="visually-hidden">${escapeHtml(place.name)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  })

/** South-west and north-east corners of the places. */
const corners = (places: MapPlace[]): LatLngBoundsExpression => {
  const lats = places.map((p) => p.lat)
  const lngs = places.map((p) => p.lng)
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ]
}

/**
 * The Leaflet map of src/components/PlacesMap.tsx (its own chunk, with Leaflet's stylesheet): at
 * `center` and `zoom` when given, else framing every place.
 */
export default function MapView({
  center,
  zoom,
  places,
  tileURL,
}: {
  center?: [number, number]
  zoom: number
  places: MapPlace[]
  tileURL: string
}) {
  const { lang } = useLanguage()
  const view =
    center || places.length < 2
      ? {
          center:
            center ?? (places[0] ? ([places[0].lat, places[0].lng] as [number, number]) : ([0, 0] as [number, number])),
          zoom,
        }
      : { bounds: corners(places), boundsOptions: { padding: [32, 32] as [number, number], maxZoom: zoom } }
  return (
    <>
      <style>{leafletCss}</style>
      <MapContainer {...view} scrollWheelZoom={false} className="block-map__leaflet">
        <TileLayer
          url={tileURL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        {places.map((place) => (
          <Marker key={place.key} position={[place.lat, place.lng]} icon={icon(place)} title={place.name} keyboard>
            <Popup>
              <p className="map-popup__kind">{text(lang, place.kind === 'development' ? 'development' : 'facility')}</p>
              <p className="map-popup__name">
                <a href={place.href}>{place.name}</a>
              </p>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </>
  )
}
