import { kindSegment } from './routes'

/** JSON for an inline <script>: `<` escaped so no CMS string can close the script element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** schema.org types of a development, by kind: homes are Residences, hotels Hotels, the rest Places. */
export const developmentSchemaType = (kind: string | null | undefined): string => {
  switch (kindSegment(kind)) {
    case 'residential':
      return 'Residence'
    case 'hospitalities':
      return 'Hotel'
    default:
      return 'Place'
  }
}

type PlaceInput = {
  type: string
  name: string
  url: string
  description?: string | null
  address?: string | null
  lat?: number | null
  lng?: number | null
  image?: string | null
  telephone?: string | null
  extra?: Record<string, unknown>
}

/** A schema.org Place (or subtype) as JSON-LD. */
export function placeJsonLd(p: PlaceInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': p.type,
    name: p.name,
    url: p.url,
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: p.image } : {}),
    ...(p.address ? { address: { '@type': 'PostalAddress', streetAddress: p.address, addressCountry: 'ID' } } : {}),
    ...(typeof p.lat === 'number' && typeof p.lng === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lng } }
      : {}),
    ...(p.telephone ? { telephone: p.telephone } : {}),
    ...p.extra,
  }
}

