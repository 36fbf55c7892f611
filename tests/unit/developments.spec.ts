import { expect, test } from '@playwright/test'
import {
  cleanSelection,
  compareStorageKey,
  initialSelection,
  maxCompared,
  readStoredSelection,
  selectionFromQuery,
  selectionQuery,
  storeSelection,
  toggleUnit,
} from '../../src/lib/compare'
import {
  defaultListState,
  facetOptions,
  filterAndSort,
  isReversedBudget,
  listQuery,
  nearestMatches,
  paginate,
  parseListState,
  priceKindOf,
  unitMatch,
  withinBudget,
} from '../../src/lib/development-list'
import { translator } from '../../src/lib/i18n'
import { developmentSchemaType, jsonForScript, placeJsonLd } from '../../src/lib/structured-data'
import { developmentListStrings } from '../../src/components/DevelopmentList.strings'
import { compareStrings } from '../../src/components/CompareUnits.strings'

const text = translator(developmentListStrings)
const compareText = translator(compareStrings)

const items = [
  {
    title: 'Beta',
    priceRange: { min: 300 },
    propertyTypes: [{ slug: 'apartment', title: 'Apartment' }],
    tags: [{ slug: 'investment', title: 'Investment' }],
  },
  {
    title: 'alpha',
    priceRange: { min: null },
    propertyTypes: [{ slug: 'landed-house', title: 'Landed house' }],
    tags: [],
  },
  {
    title: 'Gamma',
    priceRange: { min: 100 },
    propertyTypes: [
      { slug: 'apartment', title: 'Apartment' },
      { slug: 'hotel', title: 'Hotel' },
    ],
    tags: [{ slug: 'waterfront', title: 'Waterfront' }],
  },
  { title: 'Delta', priceRange: { min: 200 }, propertyTypes: [], tags: [{ slug: 'investment', title: 'Investment' }] },
]
const titles = (list: { title: string }[]) => list.map((i) => i.title)

test.describe('development list state', () => {
  test('the query string round-trips and rejects malformed values', () => {
    const state = {
      type: 'apartment',
      tag: 'new-launch',
      min: 500_000_000,
      max: 2_000_000_000,
      beds: 2,
      sort: 'price-desc' as const,
      page: 2,
    }
    expect(listQuery(state)).toBe(
      '?type=apartment&tag=new-launch&min=500000000&max=2000000000&beds=2&sort=price-desc&page=2',
    )
    expect(parseListState(listQuery(state))).toEqual(state)
    expect(listQuery(defaultListState)).toBe('')
    expect(parseListState('?type=<script>&sort=cheapest&page=-3')).toEqual(defaultListState)
    expect(parseListState('?page=2.5').page).toBe(1)
    expect(parseListState('?min=-5&max=1e400&beds=two')).toEqual(defaultListState)
  })

  test('filters by property type and tag, sorts by name and price (no price last)', () => {
    expect(titles(filterAndSort(items, { type: '', tag: '', sort: 'name' }))).toEqual([
      'alpha',
      'Beta',
      'Delta',
      'Gamma',
    ])
    expect(titles(filterAndSort(items, { type: 'apartment', tag: '', sort: 'name' }))).toEqual(['Beta', 'Gamma'])
    expect(titles(filterAndSort(items, { type: 'apartment', tag: 'investment', sort: 'name' }))).toEqual(['Beta'])
    expect(titles(filterAndSort(items, { type: '', tag: '', sort: 'price-asc' }))).toEqual([
      'Gamma',
      'Delta',
      'Beta',
      'alpha',
    ])
    expect(titles(filterAndSort(items, { type: '', tag: '', sort: 'price-desc' }))).toEqual([
      'Beta',
      'Delta',
      'Gamma',
      'alpha',
    ])
    expect(filterAndSort(items, { type: 'warehouse', tag: '', sort: 'name' })).toEqual([])
  })

  test('reads what a price is a price of from the development kind and the price note, in both languages', () => {
    expect(priceKindOf('residential', 'per unit')).toBe('home')
    expect(priceKindOf('residential', 'jual kembali, per unit')).toBe('home')
    expect(priceKindOf('commercial', 'stalls and shophouses')).toBe('property')
    expect(priceKindOf('office', 'per gedung')).toBe('property')
    expect(priceKindOf('office', 'per m²')).toBe('per-m2')
    expect(priceKindOf('office', 'per desk per month')).toBe('per-desk-month')
    expect(priceKindOf('office', 'per meja per bulan')).toBe('per-desk-month')
    expect(priceKindOf('industrial', 'lease per m² per month')).toBe('per-m2-month')
    expect(priceKindOf('industrial', 'sewa per m² per bulan')).toBe('per-m2-month')
    expect(priceKindOf('hospitalities', 'per malam')).toBe('per-night')
    expect(priceKindOf('commercial', 'rent per month')).toBe('per-month')
  })

  const priced = [
    { title: 'House A', kind: 'residential', priceRange: { min: 900e6, note: 'per unit' }, bedrooms: 3 },
    { title: 'House B', kind: 'residential', priceRange: { min: 2e9, note: 'per unit' }, bedrooms: 4 },
    { title: 'Shophouse', kind: 'commercial', priceRange: { min: 800e6, note: 'per unit' }, bedrooms: null },
    { title: 'Office m2', kind: 'office', priceRange: { min: 45e6, note: 'per m²' } },
    { title: 'Hotel', kind: 'hospitalities', priceRange: { min: 1.1e6, note: 'per night' } },
    { title: 'Desks', kind: 'office', priceRange: { min: 3.5e6, note: 'per desk per month' } },
    { title: 'Soon', kind: 'residential', priceRange: { min: null, note: 'Price to be announced' }, bedrooms: 2 },
  ]
  const none = { type: '', tag: '' }

  test('sorts by price within each kind of price, never across kinds; no price last', () => {
    expect(titles(filterAndSort(priced, { ...none, sort: 'price-asc' }))).toEqual([
      'House A',
      'House B',
      'Shophouse',
      'Office m2',
      'Desks',
      'Hotel',
      'Soon',
    ])
    expect(titles(filterAndSort(priced, { ...none, sort: 'price-desc' }))).toEqual([
      'House B',
      'House A',
      'Shophouse',
      'Office m2',
      'Desks',
      'Hotel',
      'Soon',
    ])
  })

  test('a budget keeps the sale prices within it (a rent or a price per m² is no sale price); bedrooms are a minimum', () => {
    const sort = 'name' as const
    expect(titles(filterAndSort(priced, { ...none, sort, max: 1e9 }))).toEqual(['House A', 'Shophouse'])
    expect(titles(filterAndSort(priced, { ...none, sort, min: 1e9 }))).toEqual(['House B'])
    expect(titles(filterAndSort(priced, { ...none, sort, min: 900e6, max: 2e9 }))).toEqual(['House A', 'House B'])
    expect(titles(filterAndSort(priced, { ...none, sort, beds: 3 }))).toEqual(['House A', 'House B'])
    expect(titles(filterAndSort(priced, { ...none, sort, beds: 4, max: 1e9 }))).toEqual([])
    expect(withinBudget(priced[4], { min: 0, max: 0 })).toBe(true)
    expect(withinBudget(priced[4], { min: 0, max: 2e6 })).toBe(false)
  })

  // A development is judged by its unit types, each on its own: one must meet the budget and the bedrooms at once.
  const withUnits = [
    {
      title: 'Nusa',
      kind: 'residential',
      priceRange: { min: 650e6, note: 'per unit' },
      units: [
        { price: 650e6, bedrooms: 1 },
        { price: 1.45e9, bedrooms: 3 },
        { price: 1.9e9, bedrooms: 3 },
      ],
    },
    {
      title: 'Sky',
      kind: 'residential',
      priceRange: { min: 900e6, note: 'per unit' },
      units: [
        { price: 900e6, bedrooms: 2 },
        { price: 2.6e9, bedrooms: 4 },
      ],
    },
    { title: 'Ruko', kind: 'commercial', priceRange: { min: 800e6, note: 'per unit' } },
  ]

  test('under a budget and bedrooms a development matches when one of its unit types meets both at once', () => {
    const sort = 'name' as const
    // The cheapest unit is under 1B and another has 3 bedrooms, but none is both.
    expect(titles(filterAndSort(withUnits, { ...none, sort, max: 1e9, beds: 3 }))).toEqual([])
    expect(titles(filterAndSort(withUnits, { ...none, sort, max: 1.5e9, beds: 3 }))).toEqual(['Nusa'])
    expect(titles(filterAndSort(withUnits, { ...none, sort, max: 1e9 }))).toEqual(['Nusa', 'Ruko', 'Sky'])
    expect(titles(filterAndSort(withUnits, { ...none, sort, min: 1e9 }))).toEqual(['Nusa', 'Sky'])
    // What the card says: the matching units' count and the cheapest of them.
    expect(unitMatch(withUnits[0], { min: 1e9, beds: 3 })).toEqual({ count: 2, min: 1.45e9 })
    expect(unitMatch(withUnits[0], {})).toBeNull()
    expect(unitMatch(withUnits[2], { max: 1e9 })).toBeNull()
    // By price, a development is priced by its cheapest matching unit.
    expect(titles(filterAndSort(withUnits, { ...none, sort: 'price-asc', min: 1e9 }))).toEqual(['Nusa', 'Sky'])
    expect(titles(filterAndSort(withUnits, { ...none, sort: 'price-asc', min: 1e9, max: 3e9 }))).toEqual([
      'Nusa',
      'Sky',
    ])
    expect(titles(filterAndSort(withUnits, { ...none, sort: 'price-desc', min: 1e9 }))).toEqual(['Sky', 'Nusa'])
  })

  // A market of both kinds: its stall is retail space, its shophouse a shophouse; a development
  // whose units name no type counts each unit as each of its types.
  const mixed = [
    {
      title: 'Pasar',
      kind: 'commercial',
      priceRange: { min: 350e6, note: 'per unit' },
      propertyTypes: [{ slug: 'retail-space' }, { slug: 'shophouse' }],
      units: [
        { price: 350e6, bedrooms: 0, type: 'retail-space' },
        { price: 1.35e9, bedrooms: 0, type: 'shophouse' },
      ],
    },
    {
      title: 'Walk',
      kind: 'commercial',
      priceRange: { min: 900e6, note: 'per unit' },
      propertyTypes: [{ slug: 'retail-space' }, { slug: 'shophouse' }],
      units: [{ price: 900e6, bedrooms: 0 }],
    },
  ]

  test('with a budget, the property type is judged on the same unit type: a development matches through a unit of that type', () => {
    const sort = 'name' as const
    // Under 1B only the stall is in budget: a shophouse search does not find the market through it.
    expect(titles(filterAndSort(mixed, { ...none, sort, type: 'shophouse', max: 1e9 }))).toEqual(['Walk'])
    expect(titles(filterAndSort(mixed, { ...none, sort, type: 'retail-space', max: 1e9 }))).toEqual(['Pasar', 'Walk'])
    expect(titles(filterAndSort(mixed, { ...none, sort, type: 'shophouse', min: 1e9 }))).toEqual(['Pasar'])
    // A type alone is the development's: it may offer one without listing its units.
    expect(titles(filterAndSort(mixed, { ...none, sort, type: 'shophouse' }))).toEqual(['Pasar', 'Walk'])
    // The card counts the units of that type in the budget.
    expect(unitMatch(mixed[0], { type: 'retail-space', max: 1e9 })).toEqual({ count: 1, min: 350e6 })
    expect(unitMatch(mixed[0], { type: 'shophouse', max: 2e9 })).toEqual({ count: 1, min: 1.35e9 })
    expect(unitMatch(mixed[0], { max: 2e9 })).toEqual({ count: 2, min: 350e6 })
    // The nearest, when nothing matches, are units of the type asked for.
    expect(
      nearestMatches(mixed, { ...none, type: 'shophouse', max: 500e6 }).map((n) => [n.item.title, n.unit.price]),
    ).toEqual([
      ['Walk', 900e6],
      ['Pasar', 1.35e9],
    ])
  })

  test('a budget given the wrong way round is read the right way round', () => {
    expect(isReversedBudget({ min: 3e9, max: 1e9 })).toBe(true)
    expect(isReversedBudget({ min: 1e9, max: 0 })).toBe(false)
    const sort = 'name' as const
    expect(titles(filterAndSort(withUnits, { ...none, sort, min: 3e9, max: 2e9, beds: 3 }))).toEqual(['Sky'])
    expect(withinBudget(withUnits[2], { min: 1e9, max: 500e6 })).toBe(true)
  })

  test('when nothing matches, the nearest developments by price, then bedrooms, each with its closest unit type', () => {
    const near = nearestMatches(withUnits, { ...none, max: 1e9, beds: 3 })
    expect(near.map((n) => [n.item.title, n.unit])).toEqual([
      // A unit under budget with 2 bedrooms (1 short) comes before a 3-bedroom one 45 % over budget.
      ['Sky', { price: 900e6, bedrooms: 2 }],
      ['Nusa', { price: 650e6, bedrooms: 1 }],
      ['Ruko', { price: 800e6, bedrooms: 0 }],
    ])
    expect(nearestMatches(withUnits, { ...none, min: 5e9 }).map((n) => [n.item.title, n.unit.price])).toEqual([
      ['Sky', 2.6e9],
      ['Nusa', 1.9e9],
      ['Ruko', 800e6],
    ])
    expect(nearestMatches(withUnits, { type: 'apartment', tag: '', max: 1e9 })).toEqual([])
    expect(nearestMatches(withUnits, none)).toEqual([])
  })

  test('pages through the items and clamps the page number', () => {
    const list = Array.from({ length: 20 }, (_, i) => i)
    expect(paginate(list, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, numPages: 3 })
    expect(paginate(list, 3, 9).items).toEqual([18, 19])
    expect(paginate(list, 7, 9).page).toBe(3)
    expect(paginate([], 2, 9)).toEqual({ items: [], page: 1, numPages: 1 })
  })

  test('facet options are distinct, counted and sorted by title', () => {
    expect(facetOptions(items.map((i) => i.propertyTypes))).toEqual([
      { slug: 'apartment', title: 'Apartment', count: 2 },
      { slug: 'hotel', title: 'Hotel', count: 1 },
      { slug: 'landed-house', title: 'Landed house', count: 1 },
    ])
  })
})

test.describe('compare unit selection', () => {
  const known = new Set(['a', 'b', 'c', 'd', 'e'])

  test('keeps two to four distinct, known units', () => {
    expect(cleanSelection(['a', 'a', 'B', 'b', 'zz', 'c', 'd', 'e'], known)).toEqual(['a', 'b', 'c', 'd'])
    expect(maxCompared).toBe(4)
  })

  test('toggling adds and removes, and refuses a fifth unit', () => {
    expect(toggleUnit(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleUnit(['a', 'b'], 'a')).toEqual(['b'])
    expect(toggleUnit(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd'])
  })

  test('the URL wins over storage; a unit page starts with its own unit', () => {
    expect(initialSelection({ query: ['c', 'd'], stored: ['a', 'b'], start: 'e', known })).toEqual(['c', 'd'])
    expect(initialSelection({ query: null, stored: ['a', 'b'], start: 'e', known })).toEqual(['e', 'a', 'b'])
    expect(initialSelection({ query: null, stored: ['a', 'b', 'c', 'd'], start: 'b', known })).toEqual([
      'b',
      'a',
      'c',
      'd',
    ])
    expect(initialSelection({ query: [], stored: ['a'], start: 'e', known })).toEqual([])
    expect(initialSelection({ query: null, stored: ['gone', 'a'], start: null, known })).toEqual(['a'])
  })

  test('the query string and storage round-trip', () => {
    expect(selectionQuery(['a', 'b'])).toBe('?units=a,b')
    expect(selectionQuery([])).toBe('')
    expect(selectionQuery([], true)).toBe('?units=')
    expect(selectionFromQuery('?units=a,b')).toEqual(['a', 'b'])
    expect(selectionFromQuery('?units=')).toEqual([])
    expect(selectionFromQuery('?x=1')).toBeNull()
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    storeSelection(storage, ['a', 'c'])
    expect(store.get(compareStorageKey)).toBe('["a","c"]')
    expect(readStoredSelection(storage)).toEqual(['a', 'c'])
    store.set(compareStorageKey, '{not json')
    expect(readStoredSelection(storage)).toEqual([])
  })
})

test.describe('structured data and messages', () => {
  test('developments are Residences, Hotels or Places with geo coordinates', () => {
    expect(developmentSchemaType('residential')).toBe('Residence')
    expect(developmentSchemaType('hospitalities')).toBe('Hotel')
    expect(developmentSchemaType('future_developments')).toBe('Place')
    const ld = placeJsonLd({
      type: 'Residence',
      name: 'Kirana',
      url: 'https://x/',
      address: 'Jl. A',
      lat: -6.2,
      lng: 106.6,
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Residence',
      geo: { latitude: -6.2, longitude: 106.6 },
      address: { streetAddress: 'Jl. A' },
    })
    expect(placeJsonLd({ type: 'Place', name: 'n', url: 'u' })).not.toHaveProperty('geo')
    expect(jsonForScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
  })

  test('messages fill their placeholders', () => {
    expect(text('EN', 'showingDevelopments', { from: 1, to: 9, total: 24 })).toBe('Showing 1–9 of 24 developments')
    expect(compareText('ID', 'chosen', { n: 2 })).toBe('2 dari 4 dipilih')
  })
})
