import type { CollectionBeforeChangeHook } from 'payload'

/** The price a development is offered "from": its cheapest unit type's, or the editor's own when it has none. */
export const cheapestPrice = (unitPrices: (number | null | undefined)[], editorsPrice: number | null | undefined) => {
  const prices = unitPrices.filter((price): price is number => typeof price === 'number')
  return prices.length > 0 ? Math.min(...prices) : (editorsPrice ?? null)
}

/**
 * A development's "from" price follows its unit types: set from the cheapest when it is saved.
 * A development without unit types keeps the price its editor typed.
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
