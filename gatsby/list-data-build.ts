import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { languages, localeOf, type Lang } from '../src/lib/i18n'
import { priceKindOf } from '../src/lib/development-list'
import {
  developmentListData,
  facilityListData,
  homeListData,
  homeRecordOf,
  type DevelopmentListData,
  type DevelopmentRecord,
  type FacilityListData,
  type FacilityRecord,
  type HomeListData,
  type HomeRecord,
  type HomeSource,
  type ListIndex,
} from '../src/lib/list-data'
import { cmsImageFields } from './card-fields'
import { filesUnder } from './offline-kit'
import { cmsKindsOf, developmentListSegments } from '../src/lib/routes'

/** Where the build writes the lists' files (src/lib/list-data.ts), under public/. */
export const listDataDir = 'list-data'

type Slugged = { slug: string; title: string }
type Image = { url: string | null; alt: string | null; width: number | null; height: number | null; sizes: unknown }
type ProjectNode = {
  id: string
  remoteId: number
  slug: string
  title: string
  kind: string
  summary: string | null
  address: string | null
  heroImage: Image | null
  priceRange: { min: number | null; currency: string | null; note: string | null } | null
  location: { lat: number | null; lng: number | null } | null
  propertyTypes: Slugged[] | null
  tags: Slugged[] | null
}
type UnitTypeNode = {
  remoteId: number
  slug: string
  name: string | null
  bedrooms: number
  bathrooms: number
  buildingArea: number
  landArea: number | null
  price: number
  propertyType: Slugged | null
  project: { remoteId: number; slug: string; title: string; kind: string; propertyTypes: Slugged[] | null } | null
}
type FacilityNode = {
  id: string
  remoteId: number
  slug: string
  title: string
  summary: string | null
  category: { slug: string; title: string | null } | null
  image: Image | null
}

// The fields of the cards' fragments (ProjectCard, FacilityCard; their pictures' from
// gatsby/card-fields.ts): gatsby-node's queries cannot use the fragments of src/.
export const listDataQuery = `
  query ListData($locale: String!) {
    projects: allCmsProject(filter: { locale: { eq: $locale } }, sort: [{ title: ASC }, { remoteId: ASC }]) {
      nodes {
        id remoteId slug title kind summary address heroImage { ...CmsImageData } priceRange { min currency note }
        lots { available total }
        location { lat lng } propertyTypes { slug title } tags { slug title }
      }
    }
    unitTypes: allCmsUnitType(filter: { locale: { eq: $locale } }, sort: [{ remoteId: ASC }]) {
      nodes {
        remoteId slug name bedrooms bathrooms buildingArea landArea price propertyType { slug title }
        project { remoteId slug title kind propertyTypes { slug title } }
      }
    }
    facilities: allCmsFacility(filter: { locale: { eq: $locale } }, sort: [{ title: ASC }, { remoteId: ASC }]) {
      nodes { id remoteId slug title summary category { slug title } image { ...CmsImageData } }
    }
  }
  ${cmsImageFields}
`

/** The lists' page contexts, per language: each development list (by segment), the homes and the facilities. */
export type ListContexts = Record<
  Lang,
  { developments: Record<string, DevelopmentListData>; homes: HomeListData; facilities: FacilityListData }
>

type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: unknown }>

/**
 * Writes the lists' indexes and cards into public/list-data/ and returns the page contexts that
 * name them. A file whose content did not change keeps its name and is not written again, so a
 * new development writes its two cards and the indexes of the lists it joins; files of earlier
 * builds that no list names any more are removed.
 */
export async function writeListData(graphql: Graphql, publicDir: string): Promise<ListContexts> {
  const root = path.join(publicDir, listDataDir)
  const written = new Set<string>()
  const write = (dir: string, name: string, data: unknown): string => {
    const json = JSON.stringify(data)
    const url = `/${listDataDir}/${dir}/${name}-${crypto.createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`
    const file = path.join(publicDir, url)
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, json)
    }
    written.add(file)
    return url
  }

  const contexts = {} as ListContexts
  for (const lang of languages) {
    const locale = localeOf(lang)
    const result = await graphql<{
      projects: { nodes: ProjectNode[] }
      unitTypes: { nodes: UnitTypeNode[] }
      facilities: { nodes: FacilityNode[] }
    }>(listDataQuery, { locale })
    if (result.errors || !result.data)
      throw new Error(`Could not read the lists' data (${JSON.stringify(result.errors)})`)
    const { projects, unitTypes, facilities } = result.data

    // Each development's unit types, for the budget, bedrooms and type filters (one unit must meet them all).
    const unitsOf = new Map<number, NonNullable<DevelopmentRecord['units']>>()
    for (const u of [...unitTypes.nodes].sort((a, b) => a.price - b.price)) {
      if (!u.project) continue
      const units = unitsOf.get(u.project.remoteId) ?? []
      units.push(u.propertyType ? [u.price, u.bedrooms, u.propertyType.slug] : [u.price, u.bedrooms])
      unitsOf.set(u.project.remoteId, units)
    }

    const developments = projects.nodes.map((p) => {
      const { location, propertyTypes, tags, ...card } = p
      const record: DevelopmentRecord = {
        id: p.remoteId,
        slug: p.slug,
        kind: p.kind,
        title: p.title,
        price: p.priceRange?.min ?? null,
        priceKind: priceKindOf(p.kind, p.priceRange?.note),
        ...(unitsOf.has(p.remoteId) ? { units: unitsOf.get(p.remoteId) } : {}),
        types: (propertyTypes ?? []).map((t) => t.slug),
        tags: (tags ?? []).map((t) => t.slug),
        ...(location?.lat != null && location.lng != null
          ? { at: [location.lat, location.lng] as [number, number] }
          : {}),
        card: write(`${locale}/d`, String(p.remoteId), card),
      }
      return { record, source: { ...record, propertyTypes: propertyTypes ?? [], tags: tags ?? [] } }
    })
    const lists: Record<string, DevelopmentListData> = {}
    for (const segment of developmentListSegments) {
      const kinds = cmsKindsOf(segment)
      const inList = developments.filter((d) => kinds.includes(d.record.kind))
      const index: ListIndex<DevelopmentRecord> = { items: inList.map((d) => d.record) }
      lists[segment] = developmentListData(
        inList.map((d) => d.source),
        locale,
        write(locale, `development-${segment}`, index),
      )
    }

    const homes: HomeSource[] = unitTypes.nodes.flatMap((u) =>
      u.project?.kind === 'residential'
        ? [
            {
              id: u.remoteId,
              slug: u.slug,
              name: u.name ?? u.slug,
              bedrooms: u.bedrooms,
              bathrooms: u.bathrooms,
              buildingArea: u.buildingArea,
              landArea: u.landArea,
              price: u.price,
              development: { title: u.project.title, slug: u.project.slug, kind: u.project.kind },
              propertyTypes: u.propertyType ? [u.propertyType] : (u.project.propertyTypes ?? []),
            },
          ]
        : [],
    )
    const homeIndex: ListIndex<HomeRecord> = { items: homes.map(homeRecordOf) }

    const facilityRecords: FacilityRecord[] = facilities.nodes.map((f) => ({
      id: f.remoteId,
      slug: f.slug,
      title: f.title,
      category: f.category?.title ?? '',
      card: write(`${locale}/f`, String(f.remoteId), f),
    }))
    const facilityIndex: ListIndex<FacilityRecord> = { items: facilityRecords }
    contexts[lang] = {
      developments: lists,
      homes: homeListData(homes, locale, write(locale, 'homes', homeIndex)),
      facilities: facilityListData(
        facilities.nodes.map((f) => ({
          id: f.remoteId,
          title: f.title,
          category: f.category?.title ?? '',
          categorySlug: f.category?.slug ?? '',
        })),
        locale,
        write(locale, 'facilities', facilityIndex),
      ),
    }
  }

  for (const file of filesUnder(root)) if (!written.has(file)) fs.rmSync(file)
  return contexts
}
