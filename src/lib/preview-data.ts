/**
 * A CMS document as the CMS's REST API and its Live Preview give it (the editor's draft, depth 2),
 * shaped as the site build's nodes give it to the templates (plugins/gatsby-source-cms/), so the
 * preview renders a draft exactly as the build will render it once published. One converter, used
 * by the preview (src/templates/preview.tsx) and checked against the built pages' data by
 * tests/e2e/live-preview.spec.ts. Browser-safe: no Node or Gatsby imports.
 */
import { pageBlockTypeNames } from '@lestari/model'
import { trimRichTextDocs } from './rich-text-data'

type Doc = Record<string, unknown>

/** Collections the site can preview, with the field their template's page query names its document. */
export const previewCollections = { posts: 'post', pages: 'page', projects: 'project' } as const
export type PreviewCollection = keyof typeof previewCollections

export const isPreviewCollection = (collection: string): collection is PreviewCollection =>
  Object.hasOwn(previewCollections, collection)

/** The REST address of a document's newest version (draft or published), as deep as the build's nodes reach. */
export const previewDocURL = (collection: PreviewCollection, id: number | string, locale: string) =>
  `/api/${collection}/${id}?draft=true&depth=2&locale=${locale}`

/** Each block's GraphQL type name in the site's schema, named as the CMS's block configs name it. */
const blockTypeNames: Record<string, string> = Object.fromEntries(
  Object.entries(pageBlockTypeNames).map(([slug, name]) => [slug, `CMS_${name}`]),
)

/**
 * The toolkit's aliases of fields Gatsby reserves (gatsby-graphql-source-toolkit's
 * defaultGatsbyFieldAliases): a node's CMS `id` is its `remoteId`, its `parent` its `remoteParent`.
 */
const gatsbyAliases: Record<string, string> = {
  id: 'remoteId',
  parent: 'remoteParent',
  children: 'remoteChildren',
  fields: 'remoteFields',
  internal: 'remoteInternal',
}

/**
 * A development's unit types, as the build resolves them (createCmsTypes in plugins/gatsby-source-cms/node-types.ts):
 * cheapest first, those without a price last.
 */
export const byPrice = <T extends { price?: number | null }>(units: T[]): T[] =>
  [...units].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))

/** Documents of a join (`{ docs }`), those given whole: the join gives ids where the document was merged from the editor's form. */
const joined = (value: unknown): Doc[] =>
  ((value as { docs?: unknown[] } | null | undefined)?.docs ?? []).filter((doc): doc is Doc =>
    Boolean(doc && typeof doc === 'object'),
  )

/** A development's site plans from their join, in the order the build resolves them (node-types.ts). */
function withSitePlans(project: Doc) {
  project.sitePlans = joined(project.sitePlans).sort((a, b) => Number(a.remoteId) - Number(b.remoteId))
}

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (!value || typeof value !== 'object') return value
  const object = value as Doc
  const out: Doc = {}
  for (const [key, child] of Object.entries(object)) {
    out[key] = shape(child)
    // Aliases next to the original names: nested documents are nodes (aliased), blocks and groups are not.
    if (gatsbyAliases[key] && !(gatsbyAliases[key] in object)) out[gatsbyAliases[key]] = out[key]
  }
  if (typeof object.blockType === 'string') out.__typename = blockTypeNames[object.blockType] ?? object.blockType
  // A development, wherever it is (a post's related ones too): "12 of 48 lots left".
  if ('lotsLeft' in object) out.lots = out.lotsLeft
  return out
}

/** A REST document shaped as the build's node of it (see the top of this file). */
export function toTemplateDoc(collection: PreviewCollection, doc: Doc): Doc {
  const copy = structuredClone(doc)
  trimRichTextDocs(copy)
  const out = shape(copy) as Doc
  if (collection === 'projects') {
    out.unitTypes = { docs: byPrice(joined(out.unitTypes)) }
    withSitePlans(out)
  }
  return out
}
