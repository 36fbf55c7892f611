/** A mark of the CMS's published content, for `npm run develop`'s refresh (scripts/develop.ts). */
import { cmsRead } from './cms-read'
import { collections, embeddedIn, globals } from './model'

/**
 * A mark of the CMS's published content that changes whenever a document is published, edited,
 * unpublished or deleted: each collection's count and newest update, and the globals' update.
 * `npm run develop` refreshes gatsby develop when it changes (scripts/develop.ts).
 */
export async function cmsChangeMark(graphqlURL: string): Promise<string> {
  const fields = [
    ...[...collections.map(([, list]) => list), ...Object.keys(embeddedIn)].map(
      (l) => `${l}(limit: 1, sort: "-updatedAt") { totalDocs docs { updatedAt } }`,
    ),
    ...globals.map((g) => `${g} { updatedAt }`),
  ]
  const marks: unknown[] = []
  // Within the CMS's cap on root fields per request (docs/SECURITY.md).
  for (let i = 0; i < fields.length; i += 10) {
    const query = `query ChangeMark { ${fields.slice(i, i + 10).join(' ')} }`
    const res = await cmsRead(graphqlURL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    })
    const result = (await res.json()) as { data?: unknown; errors?: { message: string }[] }
    if (!res.ok || result.errors)
      throw new Error(
        `Could not read the CMS's changes: ${result.errors?.map((e) => e.message).join('; ') ?? `HTTP ${res.status}`}`,
      )
    marks.push(result.data)
  }
  return JSON.stringify(marks)
}
