import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { filterAndSort, priceKindOf } from '../../src/lib/development-list'
import {
  developmentListData,
  facilityListData,
  listItemOf,
  sortFacilities,
  type DevelopmentSource,
} from '../../src/lib/list-data'
import { writeListData } from '../../gatsby/list-data-build'
import { filesUnder } from '../../gatsby/offline-kit'
import { pagerPages } from '../../src/components/ListPager'

const kinds = ['residential', 'commercial', 'office', 'industrial', 'hospitalities', 'future_developments']
const types = ['apartment', 'house', 'shophouse', 'office-space', 'land-plot']
const tags = ['investment', 'waterfront', 'near-toll-road']

/** n developments shaped as the CMS gives them, with names and facets like the demo's. */
function projects(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `Project:${i + 1}:en`,
    remoteId: i + 1,
    slug: `development-${i + 1}`,
    title: `Development ${String(i + 1).padStart(5, '0')} Residences`,
    kind: kinds[i % kinds.length],
    summary: 'A neighbourhood of family homes around a lake, ten minutes from the toll road.',
    address: 'Jl. Boulevard Lestari, Lestari City, Tangerang, Banten 15345',
    heroImage: {
      url: `http://localhost/api/media/file/d${i}.jpg`,
      alt: 'Homes by a lake',
      width: 1920,
      height: 1080,
      sizes: null,
    },
    priceRange: i % 7 ? { min: 500_000_000 + i * 1_000_000, currency: 'IDR', note: 'per unit' } : null,
    location: { lat: -6.2 + i / 10_000, lng: 106.6 + i / 10_000 },
    propertyTypes: [{ slug: types[i % types.length], title: types[i % types.length] }],
    tags: i % 2 ? [{ slug: tags[i % tags.length], title: tags[i % tags.length] }] : [],
  }))
}
const facilities = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `Facility:${i + 1}:en`,
    remoteId: i + 1,
    slug: `facility-${i + 1}`,
    title: `Facility ${i + 1}`,
    summary: 'Open every day.',
    category: [
      { slug: 'health', title: 'Health' },
      { slug: 'education', title: 'Education' },
      { slug: 'transport', title: 'Transport' },
    ][i % 3],
    image: null,
  }))
/** Two unit types of each of the first n developments, as the CMS gives them: the larger one names its property type. */
const unitTypes = (n: number) =>
  projects(n).flatMap((p, i) =>
    [2, 3].map((bedrooms) => ({
      remoteId: i * 2 + bedrooms - 1,
      slug: `${p.slug}-type-${bedrooms}`,
      name: `Type ${bedrooms}`,
      bedrooms,
      bathrooms: bedrooms - 1,
      buildingArea: 30 * bedrooms,
      landArea: null,
      price: 400_000_000 * bedrooms,
      propertyType: bedrooms === 3 ? { slug: 'landed-house', title: 'Landed house' } : null,
      project: { remoteId: p.remoteId, slug: p.slug, title: p.title, kind: p.kind, propertyTypes: p.propertyTypes },
    })),
  )
const sources = (n: number): DevelopmentSource[] =>
  projects(n).map((p) => ({
    id: p.remoteId,
    slug: p.slug,
    kind: p.kind,
    title: p.title,
    price: p.priceRange?.min ?? null,
    propertyTypes: p.propertyTypes,
    tags: p.tags,
  }))
const bytes = (value: unknown) => JSON.stringify(value).length

test("a development list's page context is the same size at 20 developments and at 2,000", () => {
  const small = developmentListData(sources(20), 'en', '/list-data/en/development-details-0123456789.json')
  const large = developmentListData(sources(2000), 'en', '/list-data/en/development-details-0123456789.json')
  expect(large.total).toBe(2000)
  expect(large.firstIds).toHaveLength(9)
  // Only the counts of the facets grow, by a few digits.
  expect(bytes(large) - bytes(small)).toBeLessThan(100)
  expect(bytes(large)).toBeLessThan(2048)
})

test("the facilities page's context is the same size at 20 facilities and at 2,000, first page by category then name", () => {
  const records = (n: number) =>
    facilities(n).map((f) => ({
      id: f.remoteId,
      title: f.title,
      category: f.category.title,
      categorySlug: f.category.slug,
    }))
  expect(facilityListData(records(7), 'en', '').facilityCategories).toEqual([
    { slug: 'education', title: 'Education', count: 2 },
    { slug: 'health', title: 'Health', count: 3 },
    { slug: 'transport', title: 'Transport', count: 2 },
  ])
  const small = facilityListData(records(20), 'en', '/list-data/en/facilities-0123456789.json')
  const large = facilityListData(records(2000), 'en', '/list-data/en/facilities-0123456789.json')
  expect(bytes(large) - bytes(small)).toBeLessThan(50)
  expect(bytes(large)).toBeLessThan(512)
  expect(sortFacilities(records(6), 'en').map((f) => f.title)).toEqual([
    'Facility 2',
    'Facility 5',
    'Facility 1',
    'Facility 4',
    'Facility 3',
    'Facility 6',
  ])
})

test("the index's records filter and sort as the developments they stand for", () => {
  const all = projects(50)
  const records = sources(50).map((s) => ({
    ...s,
    types: s.propertyTypes.map((t) => t.slug),
    tags: s.tags.map((t) => t.slug),
    priceKind: priceKindOf(s.kind, 'per unit'),
    card: '',
  }))
  for (const state of [
    { type: 'house', tag: '', sort: 'price-desc' as const },
    { type: '', tag: 'waterfront', sort: 'name' as const },
    { type: '', tag: '', sort: 'price-asc' as const },
    { type: '', tag: '', min: 510_000_000, max: 530_000_000, sort: 'price-asc' as const },
  ]) {
    expect(filterAndSort(records.map(listItemOf), state).map((r) => r.record.slug)).toEqual(
      filterAndSort(all, state).map((p) => p.slug),
    )
  }
})

test('a pager links to few pages at any size', () => {
  expect(pagerPages(1, 3)).toEqual([1, 2, 3])
  expect(pagerPages(50, 167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 167])
  expect(pagerPages(1, 167)).toEqual([1, 2, 3, null, 167])
})

test("the build writes each list's index and cards once; a new development writes its cards and the indexes of its lists", async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-data-'))
  try {
    let content = {
      projects: { nodes: projects(30) },
      unitTypes: { nodes: unitTypes(12) },
      facilities: { nodes: facilities(10) },
    }
    const graphql = async <T>() => ({ data: content as T })
    const first = await writeListData(graphql, publicDir)
    const stamp = () => new Map(filesUnder(publicDir).map((f) => [f, fs.statSync(f).mtimeMs]))
    const before = stamp()
    // Both languages: 30 + 10 cards and 7 development indexes, 1 homes and 1 facilities index each.
    expect(before.size).toBe(2 * (30 + 10 + 7 + 1 + 1))
    const index = JSON.parse(fs.readFileSync(path.join(publicDir, first.EN.developments.details.listIndex), 'utf8'))
    expect(index.items).toHaveLength(30)
    expect(fs.existsSync(path.join(publicDir, index.items[0].card))).toBe(true)
    expect(first.EN.developments.residential.total).toBe(5)
    // The homes: the unit types of the residential developments (1 and 7 of the first 12), by development then name.
    expect(first.EN.homes.total).toBe(4)
    expect(first.EN.homes.first.map((h) => `${h.development.slug} ${h.name}`)).toEqual([
      'development-1 Type 2',
      'development-1 Type 3',
      'development-7 Type 2',
      'development-7 Type 3',
    ])
    // The budget, bedrooms and type filters read each unit type's price, bedrooms and its property
    // type when it names one, cheapest first.
    expect(index.items.find((r: { id: number }) => r.id === 1).units).toEqual([
      [800_000_000, 2],
      [1_200_000_000, 3, 'landed-house'],
    ])
    // A home's type is its own, or its development's when it names none; the filter offers them counted.
    const development1 = projects(30).find((p) => p.slug === 'development-1')!
    expect(first.EN.homes.first.map((h) => h.types)).toEqual([
      development1.propertyTypes.map((t) => t.slug),
      ['landed-house'],
      expect.any(Array),
      ['landed-house'],
    ])
    expect(first.EN.homes.types.find((t) => t.slug === 'landed-house')?.count).toBeGreaterThanOrEqual(2)
    expect(index.items.find((r: { id: number }) => r.id === 20).units).toBeUndefined()
    expect(first.EN.developments.residential.bedrooms).toBe(true)

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await writeListData(graphql, publicDir)).toEqual(first)
    expect(stamp()).toEqual(before)

    const added = projects(31)
    content = { ...content, projects: { nodes: [...added.slice(0, 30), { ...added[30], kind: 'office' }] } }
    const second = await writeListData(graphql, publicDir)
    const after = stamp()
    const newFiles = [...after.keys()].filter((f) => !before.has(f))
    // Per language: the new card, the `details` index and the office index; their old indexes are gone.
    expect(
      newFiles
        .map((f) => path.basename(path.dirname(f)) + '/' + path.basename(f).replace(/-[0-9a-f]{10}\.json$/, ''))
        .sort(),
    ).toEqual([
      'd/31',
      'd/31',
      'en/development-details',
      'en/development-office',
      'id/development-details',
      'id/development-office',
    ])
    expect(after.size).toBe(before.size + 2)
    expect(second.EN.developments.residential).toEqual(first.EN.developments.residential)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
