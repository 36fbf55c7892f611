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

/** schema.org BreadcrumbList: the trail of a page, each step with its absolute address (the current page's may have none). */
export const breadcrumbListJsonLd = (items: { name: string; url?: string }[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.name,
    ...(item.url ? { item: item.url } : {}),
  })),
})

type UnitOfferInput = {
  name: string
  url: string
  price: number | null | undefined
  description?: string | null
  image?: string | null
  brand?: string | null
}

/**
 * A unit type with a published price as a schema.org Product with its Offer (price in IDR); null
 * without a price, so no offer is ever announced at an unknown or zero price.
 */
export function unitOfferJsonLd(unit: UnitOfferInput): Record<string, unknown> | null {
  if (typeof unit.price !== 'number' || !(unit.price > 0)) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: unit.name,
    ...(unit.description ? { description: unit.description } : {}),
    ...(unit.image ? { image: unit.image } : {}),
    ...(unit.brand ? { brand: { '@type': 'Brand', name: unit.brand } } : {}),
    offers: { '@type': 'Offer', price: unit.price, priceCurrency: 'IDR', url: unit.url },
  }
}
