/**
 * The CMS's node types: fields from its schema, each node's locale, rich text and unit types
 * resolved from nodes, uploads' addresses in the build (release-files.ts).
 */
import path from 'node:path'
import type { NodePluginArgs, NodePluginSchema } from 'gatsby'
import { getNamedType, type GraphQLObjectType, type GraphQLSchema } from 'graphql'
import { createSchemaCustomization } from 'gatsby-graphql-source-toolkit'
import { cheapestPrice } from '@lestari/model'
import { lotsLeft } from '@lestari/model/site-plans'
import { byPrice } from '../../src/lib/preview-data'
import { withRichTextDocs } from '../../src/lib/rich-text-data'
import { cmsBase } from './cms-read'
import { cmsTypePrefix, collections, nodeTypeNames } from './model'
import { cmsNodeId } from './node-id'
import { releaseFiles, uploadFieldNames, type ReleaseFiles, type UploadDoc } from './release-files'
import { isRichTextField } from './schema'
import { sourcingConfig } from './sourcing-config'

/** The part of Gatsby's node model (resolver context) used here. */
type NodeModel = {
  findAll(args: { type: string; query: object }): Promise<{ entries: Iterable<unknown> }>
  getNodeById(args: { id: string }): unknown
}
type UnitTypeNode = { remoteId: number; locale: string; price?: number | null; project?: { remoteId: number } | null }
type ProjectNode = { remoteId: number; locale: string; priceRange?: { min?: number | null } | null }
type CmsNode = Record<string, unknown> & { remoteId: number; locale: string }
type SitePlanNode = CmsNode & { project?: { remoteId: number } | null; lots?: { status?: string | null }[] | null }
type NodeLink = { remoteTypeName: string; remoteId: unknown }

/** A rich text reference's collection (its REST slug) to the node type of its documents. */
const typeOfCollection = new Map(collections.map(([type, , slug]) => [slug, type]))

/** A copy without the toolkit's `remoteTypeName` of nested objects (a picture's sizes). */
const withoutTypeNames = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutTypeNames)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'remoteTypeName')
            .map(([key, child]) => [key, withoutTypeNames(child)]),
        )
      : value

/**
 * A rich text field's value with the documents it names (see richTextByIds), read from their nodes
 * in the node's language and shaped as the CMS populates them: the document's own id, its parent
 * page in place of the link, no type names of the toolkit. Read through the node model, so Gatsby
 * runs a page's query again when a document its rich text names changes.
 */
const richTextResolver =
  (field: string, files: ReleaseFiles, uploadTypes: Set<string>) =>
  async (node: CmsNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
    const read = (link: NodeLink) =>
      nodeModel.getNodeById({ id: cmsNodeId({ ...link, locale: node.locale }) }) as CmsNode | null
    const uploads = files.collecting()
    const content = withRichTextDocs(node[field], (collection, id) => {
      const type = typeOfCollection.get(collection)
      const doc = type ? read({ remoteTypeName: type, remoteId: id }) : null
      if (!doc) return null
      const parent = doc.remoteParent as NodeLink | null | undefined
      const shown = {
        ...doc,
        id: doc.remoteId,
        parent: parent ? read(parent) : null,
        sizes: withoutTypeNames(doc.sizes),
      }
      return uploadTypes.has(type!) ? uploads.doc(shown as UploadDoc) : shown
    })
    await uploads.copied()
    return content
  }

/** A collection of uploads: its documents have a file (`url`, `filename`, `mimeType`). */
const isUploadType = (type: GraphQLObjectType) => uploadFieldNames.every((field) => field in type.getFields())

/** The node types (without prefix) of the CMS's upload collections. */
export const uploadTypeNames = (schema: GraphQLSchema) =>
  new Set([...nodeTypeNames].filter((type) => isUploadType(schema.getType(type) as GraphQLObjectType)))

/**
 * An upload's `url` and `sizes` as addresses of the copies in the build (release-files.ts),
 * resolved once the files are there.
 */
const uploadFields = (type: GraphQLObjectType, files: ReleaseFiles) => {
  const released = async (doc: UploadDoc) => {
    const { doc: inRelease, copied } = files.release(doc)
    await copied
    return inRelease
  }
  const sizes = type.getFields().sizes
  return {
    url: { type: 'String', resolve: async (doc: UploadDoc) => (await released(doc)).url },
    ...(sizes && {
      sizes: {
        type: `${cmsTypePrefix}${getNamedType(sizes.type).name}`,
        resolve: async (doc: UploadDoc) => (await released(doc)).sizes,
      },
    }),
  }
}

/** A project's unit types (the CMS's join field is left out of the sourcing), from their own `project`, by price. */
async function unitTypesOf(project: ProjectNode, nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({
    type: `${cmsTypePrefix}UnitType`,
    query: { filter: { locale: { eq: project.locale } } },
  })
  return byPrice([...(entries as Iterable<UnitTypeNode>)].filter((unit) => unit.project?.remoteId === project.remoteId))
}

/** A project's site plans (one per cluster), in the CMS's order. */
async function sitePlansOf(project: ProjectNode, nodeModel: NodeModel) {
  const { entries } = await nodeModel.findAll({
    type: `${cmsTypePrefix}SitePlan`,
    query: { filter: { locale: { eq: project.locale } } },
  })
  return [...(entries as Iterable<SitePlanNode>)]
    .filter((plan) => plan.project?.remoteId === project.remoteId)
    .sort((a, b) => a.remoteId - b.remoteId)
}

/**
 * The node types from the CMS's schema, each with its `locale`, its rich text with the documents
 * it names, an upload's files at their addresses in the build; a project's unit types, site plans
 * and lot counts, and its
 * "from" price as its cheapest unit type's (cheapestPrice), whenever the development was saved.
 */
export async function createCmsTypes(gatsbyApi: NodePluginArgs & { schema: NodePluginSchema }, url: string) {
  const { context } = await sourcingConfig(gatsbyApi, url)
  await createSchemaCustomization(context)
  const { actions, schema, store } = gatsbyApi
  const remoteType = (type: string) => context.schema.getType(type) as GraphQLObjectType
  const richTextFields = (type: string) =>
    Object.values(remoteType(type).getFields())
      .filter(isRichTextField)
      .map((field) => field.name)
  const files = releaseFiles(cmsBase(url), path.join(store.getState().program.directory, 'public'))
  const uploadTypes = uploadTypeNames(context.schema)
  actions.createTypes([
    ...[...nodeTypeNames].map((type) =>
      schema.buildObjectType({
        name: `${cmsTypePrefix}${type}`,
        interfaces: ['Node'],
        fields: {
          locale: 'String!',
          ...Object.fromEntries(
            richTextFields(type).map((field) => [
              field,
              { type: 'JSON', resolve: richTextResolver(field, files, uploadTypes) },
            ]),
          ),
          ...(uploadTypes.has(type) && uploadFields(remoteType(type), files)),
        },
      }),
    ),
    `type ${cmsTypePrefix}Project_UnitTypes { docs: [${cmsTypePrefix}UnitType!]! }`,
    `type ${cmsTypePrefix}Project_Lots { available: Int!, total: Int! }`,
    schema.buildObjectType({
      name: `${cmsTypePrefix}Project`,
      interfaces: ['Node'],
      fields: {
        unitTypes: {
          type: `${cmsTypePrefix}Project_UnitTypes!`,
          resolve: async (project: ProjectNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => ({
            docs: await unitTypesOf(project, nodeModel),
          }),
        },
        sitePlans: {
          type: `[${cmsTypePrefix}SitePlan!]!`,
          resolve: (project: ProjectNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) =>
            sitePlansOf(project, nodeModel),
        },
        // "12 of 48 lots left": the lots of its site plans as the build saw them; none without a plan.
        lots: {
          type: `${cmsTypePrefix}Project_Lots`,
          resolve: async (project: ProjectNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
            const lots = (await sitePlansOf(project, nodeModel)).flatMap((plan) => plan.lots ?? [])
            return lots.length ? lotsLeft(lots.map((lot) => lot.status)) : null
          },
        },
        priceRange: {
          type: `${cmsTypePrefix}Project_PriceRange`,
          resolve: async (project: ProjectNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) =>
            project.priceRange && {
              ...project.priceRange,
              min: cheapestPrice(
                (await unitTypesOf(project, nodeModel)).map((unit) => unit.price),
                project.priceRange.min,
              ),
            },
        },
      },
    }),
  ])
}
