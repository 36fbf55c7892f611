/** The configuration of gatsby-graphql-source-toolkit: node types, paging, compiled queries. */
import crypto from 'node:crypto'
import type { NodePluginArgs } from 'gatsby'
import { print, type DocumentNode, type GraphQLSchema } from 'graphql'
import {
  buildNodeDefinitions,
  compileNodeQueries,
  createSourcingContext,
  generateDefaultFragments,
  loadSchema,
  type IPaginationAdapter,
} from 'gatsby-graphql-source-toolkit'
import type {
  IGatsbyNodeConfig,
  IQueryExecutor,
  IRemoteNode,
  ISourcingConfig,
} from 'gatsby-graphql-source-toolkit/dist/types'
import { cmsExecutor } from './executor'
import { cmsTypePrefix, collections, globals, localeVar, pageSize } from './model'
import { localizedIds } from './node-id'
import { prepareSchema, richTextByIds } from './schema'

/** The toolkit's node configs: one list query per type, run once per locale. */
const nodeConfigs = (): IGatsbyNodeConfig[] => [
  ...collections.map(([type, list]) => ({
    remoteTypeName: type,
    queries: `
      query LIST_${type} {
        ${list}(locale: $${localeVar}, where: $where, sort: "id", limit: $limit, page: $page) { docs { ..._${type}Id_ } hasNextPage }
      }
      fragment _${type}Id_ on ${type} { __typename id }
    `,
  })),
  ...globals.map((type) => ({
    remoteTypeName: type,
    queries: `
      query LIST_${type} { ${type}(locale: $${localeVar}) { ..._${type}Id_ } }
      fragment _${type}Id_ on ${type} { __typename }
    `,
  })),
]

/** Payload's page-based lists: `limit`/`page` in, `{ docs, hasNextPage }` out. */
const payloadPages: IPaginationAdapter<{ docs: IRemoteNode[]; hasNextPage: boolean }, IRemoteNode> = {
  name: 'PayloadPages',
  expectedVariableNames: ['limit', 'page'],
  start: () => ({ variables: { limit: pageSize, page: 1 }, hasNextPage: true }),
  next: (state, page) => ({
    variables: { limit: pageSize, page: Number(state.variables.page) + 1 },
    hasNextPage: page.hasNextPage,
  }),
  concat: (acc, page) => ({ ...page, docs: acc.docs.concat(page.docs) }),
  getItems: (page) => page?.docs ?? [],
}

/** A global: one document, no paging. */
const singleDocument: IPaginationAdapter<IRemoteNode | null, IRemoteNode> = {
  name: 'SingleDocument',
  expectedVariableNames: [],
  start: () => ({ variables: {}, hasNextPage: true }),
  next: () => ({ variables: {}, hasNextPage: false }),
  concat: (acc) => acc,
  getItems: (doc) => (doc ? [doc] : []),
}

/** The CMS's schema and the compiled sourcing queries, once per process. */
let compiled: Promise<{ schema: GraphQLSchema; documents: Map<string, DocumentNode>; queriesHash: string }> | undefined
function compile(execute: IQueryExecutor) {
  compiled ??= loadSchema(execute).then((remote) => {
    const schema = prepareSchema(remote)
    const gatsbyNodeTypes = nodeConfigs()
    const fragments = richTextByIds(schema, generateDefaultFragments({ schema, gatsbyNodeTypes }))
    const documents = compileNodeQueries({ schema, gatsbyNodeTypes, customFragments: [...fragments.values()] })
    const queriesHash = crypto
      .createHash('sha256')
      .update([...documents.values()].map((d) => print(d)).join('\n'))
      .digest('hex')
    return { schema, documents, queriesHash }
  })
  compiled.catch(() => (compiled = undefined))
  return compiled
}

/** Everything the toolkit needs, with Gatsby's helpers of the current API call. */
export async function sourcingConfig(gatsbyApi: NodePluginArgs, url: string) {
  const execute = cmsExecutor(url)
  const { schema, documents, queriesHash } = await compile(execute)
  const config: ISourcingConfig = {
    gatsbyApi,
    schema,
    execute,
    gatsbyTypePrefix: cmsTypePrefix,
    gatsbyNodeDefs: buildNodeDefinitions({ gatsbyNodeTypes: nodeConfigs(), documents }),
    paginationAdapters: [payloadPages, singleDocument],
  }
  const context = createSourcingContext(config)
  context.idTransform = localizedIds(context.idTransform)
  return { context, queriesHash, execute }
}
