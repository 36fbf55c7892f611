/** The order of hasMany relationships, taken from REST where the CMS's GraphQL lists get it wrong (see relationOrderFromRest). */
import type { IRemoteNode } from 'gatsby-graphql-source-toolkit/dist/types'
import { cmsRead, whereParams } from './cms-read'
import { localeVar } from './model'

/** A relationship as the toolkit's queries fetch it: `{ remoteTypeName, remoteId }`. */
const isLink = (item: unknown) => Boolean(item && typeof item === 'object' && 'remoteId' in item)

/** Puts lists of links in `fetched` in the order of the same lists of ids in `ordered` (same shape). */
export function orderLinksLike(fetched: unknown, ordered: unknown) {
  if (Array.isArray(fetched) && Array.isArray(ordered)) {
    const ids = ordered.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item))
    if (fetched.length && fetched.every(isLink) && ids.every((id) => typeof id === 'number')) {
      fetched.sort(
        (a, b) => ids.indexOf((a as { remoteId: number }).remoteId) - ids.indexOf((b as { remoteId: number }).remoteId),
      )
    } else {
      fetched.forEach((item, i) => orderLinksLike(item, ordered[i]))
    }
  } else if (fetched && ordered && typeof fetched === 'object' && typeof ordered === 'object') {
    for (const [key, value] of Object.entries(fetched)) orderLinksLike(value, (ordered as Record<string, unknown>)[key])
  }
}

/** Does `value` hold, at any depth, a list of two links or more: one whose order may be wrong? */
const holdsLinkList = (value: unknown): boolean =>
  Array.isArray(value)
    ? (value.length > 1 && value.every(isLink)) || value.some(holdsLinkList)
    : Boolean(value && typeof value === 'object' && Object.values(value).some(holdsLinkList))

/** The top-level fields of the documents that hold such a list (the toolkit's `remote` prefix of reserved names removed). */
export function fieldsWithLinkLists(docs: object[]): string[] {
  const fields = new Set<string>()
  for (const doc of docs)
    for (const [key, value] of Object.entries(doc))
      if (holdsLinkList(value))
        fields.add(key.replace(/^remote(Parent|Children|Internal|Fields)$/, (_, name: string) => name.toLowerCase()))
  return [...fields]
}

/**
 * Corrects the order of hasMany relationships of a page of documents (see relationOrderFromRest).
 * REST is asked only for the fields that hold two links or more, and not at all when no document
 * has such a field: a whole page of articles costs the CMS six times what its related developments do.
 */
export async function orderRelationsFromRest(
  origin: string,
  slug: string,
  docs: IRemoteNode[],
  variables: Record<string, unknown>,
) {
  const fields = fieldsWithLinkLists(docs)
  if (!fields.length) return
  const params = whereParams(variables.where)
  for (const [key, value] of Object.entries({
    depth: 0,
    limit: variables.limit,
    page: variables.page,
    sort: 'id',
    locale: variables[localeVar],
  }))
    params.set(key, String(value))
  for (const field of fields) params.set(`select[${field}]`, 'true')
  const res = await cmsRead(`${origin}/api/${slug}?${params}`)
  if (!res.ok) throw new Error(`CMS REST ${slug}: HTTP ${res.status}`)
  const byId = new Map(((await res.json()) as { docs: { id: number }[] }).docs.map((doc) => [doc.id, doc]))
  for (const doc of docs) orderLinksLike(doc, byId.get(doc.remoteId as number))
}
