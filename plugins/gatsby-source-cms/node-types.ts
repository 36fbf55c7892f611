/** The CMS's node types: fields from its schema, each node's locale, rich text and unit types resolved from nodes. */
import type { NodePluginArgs, NodePluginSchema } from 'gatsby'
import type { GraphQLObjectType } from 'graphql'
import { createSchemaCustomization } from 'gatsby-graphql-source-toolkit'
import { byPrice } from '../../src/lib/preview-data'
import { withRichTextDocs } from '../../src/lib/rich-text-data'
import { cmsTypePrefix, collections, nodeTypeNames } from './model'
import { cmsNodeId } from './node-id'
import { isRichTextField } from './schema'
import { sourcingConfig } from './sourcing-config'

/** The part of Gatsby's node model (resolver context) used here. */
type NodeModel = {
  findAll(args: { type: string; query: object }): Promise<{ entries: Iterable<unknown> }>
  getNodeById(args: { id: string }): unknown
}
type UnitTypeNode = { remoteId: number; locale: string; price?: number | null; project?: { remoteId: number } | null }
type CmsNode = Record<string, unknown> & { remoteId: number; locale: string }
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
  (field: string) =>
  (node: CmsNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
    const read = (link: NodeLink) =>
      nodeModel.getNodeById({ id: cmsNodeId({ ...link, locale: node.locale }) }) as CmsNode | null
    return withRichTextDocs(node[field], (collection, id) => {
      const type = typeOfCollection.get(collection)
      const doc = type ? read({ remoteTypeName: type, remoteId: id }) : null
      if (!doc) return null
      const parent = doc.remoteParent as NodeLink | null | undefined
      return { ...doc, id: doc.remoteId, parent: parent ? read(parent) : null, sizes: withoutTypeNames(doc.sizes) }
    })
  }

/**
 * The node types from the CMS's schema, each with its `locale` and its rich text with the documents
 * it names, and a project's unit types (the CMS's join field, left out above) resolved here from
 * the unit types' own `project`, by price.
 */
export async function createCmsTypes(gatsbyApi: NodePluginArgs & { schema: NodePluginSchema }, url: string) {
  const { context } = await sourcingConfig(gatsbyApi, url)
  await createSchemaCustomization(context)
  const { actions, schema } = gatsbyApi
  const richTextFields = (type: string) =>
    Object.values((context.schema.getType(type) as GraphQLObjectType).getFields())
      .filter(isRichTextField)
      .map((field) => field.name)
  actions.createTypes([
    ...[...nodeTypeNames].map((type) =>
      schema.buildObjectType({
        name: `${cmsTypePrefix}${type}`,
        interfaces: ['Node'],
        fields: {
          locale: 'String!',
          ...Object.fromEntries(
            richTextFields(type).map((field) => [field, { type: 'JSON', resolve: richTextResolver(field) }]),
          ),
        },
      }),
    ),
    `type ${cmsTypePrefix}Project_UnitTypes { docs: [${cmsTypePrefix}UnitType!]! }`,
    schema.buildObjectType({
      name: `${cmsTypePrefix}Project`,
      interfaces: ['Node'],
      fields: {
        unitTypes: {
          type: `${cmsTypePrefix}Project_UnitTypes!`,
          resolve: async (project: UnitTypeNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
            const { entries } = await nodeModel.findAll({
              type: `${cmsTypePrefix}UnitType`,
              query: { filter: { locale: { eq: project.locale } } },
            })
            const docs = [...(entries as Iterable<UnitTypeNode>)].filter(
              (unit) => unit.project?.remoteId === project.remoteId,
            )
            return { docs: byPrice(docs) }
          },
        },
      },
    }),
  ])
}
