import type { CollectionBeforeChangeHook } from 'payload'
import { cheapestPrice } from '@lestari/model'

/**
 * A development's "from" price follows its unit types (cheapestPrice): set from the cheapest when
 * it is saved. A development without unit types keeps the price its editor typed.
 */
export const fromPriceOfUnits: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const id = originalDoc?.id
  if (id === undefined) return data
  const units = await req.payload.find({
    collection: 'unit-types',
    where: { project: { equals: id } },
    pagination: false,
    depth: 0,
    select: { price: true },
    req,
    overrideAccess: true,
  })
  const priceRange = { ...(data.priceRange ?? originalDoc?.priceRange) }
  priceRange.min = cheapestPrice(
    units.docs.map((unit) => (typeof unit.price === 'number' ? unit.price : null)),
    priceRange.min,
  )
  return { ...data, priceRange }
}
