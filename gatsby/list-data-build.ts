import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { languages, localeOf, type Lang } from '../src/lib/i18n'
import {
  developmentListData,
  facilityListData,
  type DevelopmentListData,
  type DevelopmentRecord,
  type FacilityListData,
  type FacilityRecord,
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
type FacilityNode = {
  id: string
  remoteId: number
  slug: string
  title: string
  summary: string | null
  category: { title: string | null } | null
  image: Image | null
}

// The fields of the cards' fragments (ProjectCard, FacilityCard; their pictures' from
// gatsby/card-fields.ts): gatsby-node's queries cannot use the fragments of src/.
export const listDataQuery = `
  query ListData($locale: String!) {
    projects: allCmsProject(filter: { locale: { eq: $locale } }, sort: [{ title: ASC }, { remoteId: ASC }]) {
      nodes {
        id remoteId slug title kind summary address heroImage { ...CmsImageData } priceRange { min currency note }
        location { lat lng } propertyTypes { slug title } tags { slug title }
      }
    }
    facilities: allCmsFacility(filter: { locale: { eq: $locale } }, sort: [{ title: ASC }, { remoteId: ASC }]) {
      nodes { id remoteId slug title summary category { title } image { ...CmsImageData } }
    }
  }
  ${cmsImageFields}
`

/** The lists' page contexts, per language: each development list (by segment) and the facilities. */
export type ListContexts = Record<
  Lang,
  { developments: Record<string, DevelopmentListData>; facilities: FacilityListData }
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
    const result = await graphql<{ projects: { nodes: ProjectNode[] }; facilities: { nodes: FacilityNode[] } }>(
      listDataQuery,
      { locale },
    )
    if (result.errors || !result.data)
      throw new Error(`Could not read the lists' data (${JSON.stringify(result.errors)})`)
    const { projects, facilities } = result.data

    const developments = projects.nodes.map((p) => {
      const { location, propertyTypes, tags, ...card } = p
      const record: DevelopmentRecord = {
        id: p.remoteId,
        slug: p.slug,
        kind: p.kind,
        title: p.title,
        price: p.priceRange?.min ?? null,
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
      facilities: facilityListData(facilityRecords, locale, write(locale, 'facilities', facilityIndex)),
    }
  }

  for (const file of filesUnder(root)) if (!written.has(file)) fs.rmSync(file)
  return contexts
}
