/**
 * The CMS's published content as Gatsby nodes (build time only; see docs/DECISIONS.md, "Sourcing
 * the CMS"). Built on gatsby-graphql-source-toolkit over the CMS's own GraphQL API:
 *
 * - Node types: every public collection below and the site settings global, typed `CMS_<Type>`
 *   from the CMS's schema. One node per document *and locale*: the executor stamps the locale a
 *   query asked for on every node object of its answer (`locale`), and the node id includes it
 *   (`Post:3:en`). Relations are links to the node of the same locale.
 * - Fields: all fields of each type, generated from the CMS's schema on every run, so a field added
 *   in the CMS needs no change here. Join fields (reverse relations) are left out: they would go
 *   stale under delta sourcing; a development's unit types are resolved here from the forward
 *   relation instead (createCmsTypes). Rich text comes as stored, naming documents by id, and
 *   a field resolver puts in those documents from their nodes (richTextByIds). The site
 *   settings' live data (the stock counters) and save times are left out too (notSourced).
 * - Delta: the first build (or any build after the CMS's schema changed, or after a build that did
 *   not finish) fetches everything; later builds fetch only documents with `updatedAt` at or after
 *   the last sync (minus a margin), list every collection's ids to drop unpublished and deleted
 *   documents, and refetch the site settings. Unchanged nodes keep their content digest, so Gatsby
 *   re-runs only the queries that read a changed node.
 * - Drafts are never sourced: every request is anonymous, and the CMS answers anonymous readers
 *   with published documents only.
 */
import crypto from 'node:crypto'
import type { NodePluginArgs, NodePluginSchema } from 'gatsby'
import {
  getNamedType, GraphQLList, GraphQLNonNull, GraphQLString, isListType, isNonNullType, isObjectType, isScalarType, isSpecifiedScalarType, Kind, parse, print,
  TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLField, type GraphQLObjectType, type GraphQLNamedType, type GraphQLOutputType, type GraphQLSchema,
} from 'graphql'
import {
  buildNodeDefinitions, compileNodeQueries, createNodes, createSchemaCustomization, createSourcingContext, deleteNodes, fetchAllNodes,
  generateDefaultFragments, loadSchema, wrapQueryExecutorWithQueue, type IPaginationAdapter,
} from 'gatsby-graphql-source-toolkit'
import { bookkeepingFields, liveSiteSettings } from '../../cms/src/live-fields'
import { byPrice } from './preview-data'
import { withRichTextDocs } from './rich-text-data'
import type { IGatsbyNodeConfig, INodeIdTransform, IQueryExecutionArgs, IQueryExecutor, INodeDeleteEvent, IRemoteNode, ISourcingConfig } from 'gatsby-graphql-source-toolkit/dist/types'

const cmsTypePrefix = 'CMS_'
const cmsLocales = ['en', 'id'] as const

/** Collections sourced as nodes: GraphQL type name, GraphQL list field and REST slug. */
const collections: [type: string, list: string, slug: string][] = [
  ['Post', 'Posts', 'posts'], ['Page', 'Pages', 'pages'], ['Project', 'Projects', 'projects'], ['UnitType', 'UnitTypes', 'unit-types'],
  ['PropertyType', 'PropertyTypes', 'property-types'], ['ProjectTag', 'ProjectTags', 'project-tags'], ['Facility', 'Facilities', 'facilities'],
  ['FacilityCategory', 'FacilityCategories', 'facility-categories'], ['Partner', 'Partners', 'partners'], ['AccessRoute', 'AccessRoutes', 'access'],
  ['SocialPost', 'SocialPosts', 'social-posts'], ['File', 'Files', 'files'], ['FileCategory', 'FileCategories', 'file-categories'], ['Media', 'allMedia', 'media'],
]
/**
 * Collections with hasMany relationships. The CMS's GraphQL lists of several documents return
 * such relationships in another order than the editor's (a single document and REST come right),
 * so their order is taken from REST (depth 0) for the same page of documents.
 */
const relationOrderFromRest = new Set(['Post', 'Project', 'Partner', 'Page'])
/** Globals: one node per locale. */
const globals = ['SiteSetting']
/**
 * Forms are embedded in the form blocks of pages (their `id` is the CMS's, which the form block
 * sends back on submission), not nodes of their own: a changed form refetches the pages.
 */
const embeddedIn: Record<string, string[]> = { Forms: ['Pages'] }

/**
 * Documents per request while paging through a collection: the most the CMS gives a reader who is
 * not staff in one page (its READ_MAX_LIMIT, 100 unless raised; see docs/SECURITY.md).
 */
const pageSize = 100
/** Changes this close before the last sync are fetched again (clock differences, slow writes). */
const syncMarginMs = 60_000
const syncStateKey = 'cms-sync-state'

const localeVar = 'locale'

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
  next: (state, page) => ({ variables: { limit: pageSize, page: Number(state.variables.page) + 1 }, hasNextPage: page.hasNextPage }),
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

const nodeTypeNames = new Set([...collections.map(([type]) => type), ...globals])

/** Marks every node object of an answer with the locale its query asked for. */
function stampLocale(value: unknown, locale: string) {
  if (Array.isArray(value)) {
    for (const item of value) stampLocale(item, locale)
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (typeof object.remoteTypeName === 'string' && nodeTypeNames.has(object.remoteTypeName)) object.locale = locale
    for (const child of Object.values(object)) stampLocale(child, locale)
  }
}

/** A relationship as the toolkit's queries fetch it: `{ remoteTypeName, remoteId }`. */
const isLink = (item: unknown) => Boolean(item && typeof item === 'object' && 'remoteId' in item)

/** Puts lists of links in `fetched` in the order of the same lists of ids in `ordered` (same shape). */
export function orderLinksLike(fetched: unknown, ordered: unknown) {
  if (Array.isArray(fetched) && Array.isArray(ordered)) {
    const ids = ordered.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item))
    if (fetched.length && fetched.every(isLink) && ids.every((id) => typeof id === 'number')) {
      fetched.sort((a, b) => ids.indexOf((a as { remoteId: number }).remoteId) - ids.indexOf((b as { remoteId: number }).remoteId))
    } else {
      fetched.forEach((item, i) => orderLinksLike(item, ordered[i]))
    }
  } else if (fetched && ordered && typeof fetched === 'object' && typeof ordered === 'object') {
    for (const [key, value] of Object.entries(fetched)) orderLinksLike(value, (ordered as Record<string, unknown>)[key])
  }
}

/** `where` as REST query parameters: { updatedAt: { greater_than_equal: x } } -> where[updatedAt][greater_than_equal]=x */
export function whereParams(where: unknown, prefix = 'where', out = new URLSearchParams()) {
  if (where && typeof where === 'object') for (const [key, value] of Object.entries(where)) whereParams(value, `${prefix}[${key}]`, out)
  else if (where !== undefined && where !== null) out.append(prefix, String(where))
  return out
}

/**
 * A read from the CMS, tried up to three times when the connection fails or the CMS answers
 * 502-504: a busy CMS may close a kept-alive connection just as the next request goes out
 * ("fetch failed"), and one such read would otherwise fail a whole build. Reads only, so a retry
 * is safe.
 */
export async function cmsRead(url: string, init: RequestInit = {}, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) })
      if (attempt < attempts && res.status >= 502 && res.status <= 504) throw new Error(`HTTP ${res.status}`)
      return res
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
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
  for (const doc of docs) for (const [key, value] of Object.entries(doc)) if (holdsLinkList(value)) fields.add(key.replace(/^remote(Parent|Children|Internal|Fields)$/, (_, name: string) => name.toLowerCase()))
  return [...fields]
}

/**
 * Corrects the order of hasMany relationships of a page of documents (see relationOrderFromRest).
 * REST is asked only for the fields that hold two links or more, and not at all when no document
 * has such a field: a whole page of articles costs the CMS six times what its related developments do.
 */
async function orderRelationsFromRest(origin: string, slug: string, docs: IRemoteNode[], variables: Record<string, unknown>) {
  const fields = fieldsWithLinkLists(docs)
  if (!fields.length) return
  const params = whereParams(variables.where)
  for (const [key, value] of Object.entries({ depth: 0, limit: variables.limit, page: variables.page, sort: 'id', locale: variables[localeVar] })) params.set(key, String(value))
  for (const field of fields) params.set(`select[${field}]`, 'true')
  const res = await cmsRead(`${origin}/api/${slug}?${params}`)
  if (!res.ok) throw new Error(`CMS REST ${slug}: HTTP ${res.status}`)
  const byId = new Map(((await res.json()) as { docs: { id: number }[] }).docs.map((doc) => [doc.id, doc]))
  for (const doc of docs) orderLinksLike(doc, byId.get(doc.remoteId as number))
}

/** The CMS's origin, from the URL of its GraphQL API. */
const cmsBase = (graphqlURL: string) => graphqlURL.replace(/\/api\/graphql$/, '')

/** Anonymous POSTs to the CMS (never a session: drafts stay out), at most 4 at a time. */
function cmsExecutor(url: string) {
  const post = async ({ query, variables, operationName }: IQueryExecutionArgs) => {
    const res = await cmsRead(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    })
    if (!res.ok) throw new Error(`CMS GraphQL ${operationName}: HTTP ${res.status}`)
    const result = await res.json()
    const locale = (variables as Record<string, unknown>)[localeVar]
    if (typeof locale === 'string') stampLocale(result.data, locale)
    const collection = collections.find(([type]) => `LIST_${type}` === operationName)
    if (collection && relationOrderFromRest.has(collection[0]) && result.data?.[collection[1]]) {
      await orderRelationsFromRest(cmsBase(url), collection[2], result.data[collection[1]].docs, variables as Record<string, unknown>)
    }
    return result
  }
  return wrapQueryExecutorWithQueue(post, { concurrency: 4 })
}

/**
 * The node id of a CMS document in one language (`Post:3:en`), from its remote id: the link a
 * node holds to another (`{ remoteTypeName, remoteId, locale }`) is one.
 */
export const cmsNodeId = (remoteId: object) => Object.values(remoteId).join(':')

/** The toolkit's ids plus the locale: `Post:3:en`. */
function localizedIds(base: INodeIdTransform): INodeIdTransform {
  return {
    remoteNodeToId: (node, def) => ({ ...base.remoteNodeToId(node, def), locale: node.locale }),
    gatsbyNodeToRemoteId: (node, def) => ({ ...base.gatsbyNodeToRemoteId(node, def), locale: node.locale }),
    remoteIdToGatsbyNodeId: cmsNodeId,
    remoteNodeToGatsbyId(node, def) {
      return this.remoteIdToGatsbyNodeId(this.remoteNodeToId(node, def), def)
    },
  }
}

/** Join fields (reverse relations, `{ docs }` of another collection) are not fetched: see above. */
const isJoinField = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => a.name === 'where') && field.args.some((a) => a.name === 'page')

/** Custom scalars that are text (DateTime, EmailAddress); JSON stays JSON. */
const isTextScalar = (type: GraphQLNamedType) => isScalarType(type) && !isSpecifiedScalarType(type) && !type.name.startsWith('JSON')

/** The same list and non-null wrapping around String. */
const asString = (type: GraphQLOutputType): GraphQLOutputType =>
  isNonNullType(type) ? new GraphQLNonNull(asString(type.ofType)) : isListType(type) ? new GraphQLList(asString(type.ofType)) : GraphQLString

/**
 * Fields never sourced: the site settings' live data (read by the browser at run time, see
 * cms/src/live-fields.ts) and their save times, which change with every save of the settings,
 * live data included. With them out, a change to live data leaves the settings' nodes, static
 * query results and scripts as they were.
 */
const notSourced: Record<string, readonly string[]> = { SiteSetting: [...liveSiteSettings, ...bookkeepingFields] }

/**
 * The CMS's schema as the toolkit should see it: join fields and the fields above left out, and
 * text scalars as strings (dates in ISO 8601 then sort as text) rather than the toolkit's fallback
 * for custom scalars, JSON.
 */
function prepareSchema(schema: GraphQLSchema) {
  const roots = [schema.getQueryType(), schema.getMutationType()]
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.includes(type)) continue
    const fields = type.getFields()
    for (const [name, field] of Object.entries(fields)) {
      if (isJoinField(field) || notSourced[type.name]?.includes(name)) delete fields[name]
      else if (isTextScalar(getNamedType(field.type))) field.type = asString(field.type)
    }
  }
  return schema
}

/** A rich text field: JSON with a `depth` argument, how far the CMS populates the documents it names. */
const isRichTextField = (field: GraphQLField<unknown, unknown>) => field.args.some((a) => a.name === 'depth')

/**
 * Rich text is fetched as stored, each link, relationship or picture naming its document by id
 * (`depth: 0`): at any other depth the CMS populates those documents whole, with their own
 * relations. The bench's articles came to 25 KB each that way against 3 KB as stored, and their
 * 14,060 nodes took 38 s to fetch against 21 s. The documents are read from their nodes when a
 * query asks (richTextResolver). Only a node type can do that (its node knows the locale), so a
 * rich text field anywhere else stops the build here.
 */
function richTextByIds(schema: GraphQLSchema, fragments: Map<string, string>) {
  for (const [type, text] of fragments) {
    const typeInfo = new TypeInfo(schema)
    const fragment = visit(parse(text), visitWithTypeInfo(typeInfo, {
      Field(field) {
        const definition = typeInfo.getFieldDef()
        if (!definition || !isRichTextField(definition)) return undefined
        const host = typeInfo.getParentType()?.name ?? '?'
        if (!nodeTypeNames.has(host)) throw new Error(`Rich text field ${host}.${definition.name} is not on a CMS node type: the site cannot resolve its links (src/lib/cms-source.ts, richTextByIds)`)
        return { ...field, arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'depth' }, value: { kind: Kind.INT, value: '0' } }] }
      },
    }))
    fragments.set(type, print(fragment))
  }
  return fragments
}

/** The CMS's schema and the compiled sourcing queries, once per process. */
let compiled: Promise<{ schema: GraphQLSchema; documents: Map<string, DocumentNode>; queriesHash: string }> | undefined
function compile(execute: IQueryExecutor) {
  compiled ??= loadSchema(execute).then((remote) => {
    const schema = prepareSchema(remote)
    const gatsbyNodeTypes = nodeConfigs()
    const fragments = richTextByIds(schema, generateDefaultFragments({ schema, gatsbyNodeTypes }))
    const documents = compileNodeQueries({ schema, gatsbyNodeTypes, customFragments: [...fragments.values()] })
    const queriesHash = crypto.createHash('sha256').update([...documents.values()].map((d) => print(d)).join('\n')).digest('hex')
    return { schema, documents, queriesHash }
  })
  compiled.catch(() => (compiled = undefined))
  return compiled
}

/** Everything the toolkit needs, with Gatsby's helpers of the current API call. */
async function sourcingConfig(gatsbyApi: NodePluginArgs, url: string) {
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
  Array.isArray(value) ? value.map(withoutTypeNames)
    : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'remoteTypeName').map(([key, child]) => [key, withoutTypeNames(child)]))
      : value

/**
 * A rich text field's value with the documents it names (see richTextByIds), read from their nodes
 * in the node's language and shaped as the CMS populates them: the document's own id, its parent
 * page in place of the link, no type names of the toolkit. Read through the node model, so Gatsby
 * runs a page's query again when a document its rich text names changes.
 */
const richTextResolver = (field: string) => (node: CmsNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
  const read = (link: NodeLink) => nodeModel.getNodeById({ id: cmsNodeId({ ...link, locale: node.locale }) }) as CmsNode | null
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
  const richTextFields = (type: string) => Object.values((context.schema.getType(type) as GraphQLObjectType).getFields()).filter(isRichTextField).map((field) => field.name)
  actions.createTypes([
    ...[...nodeTypeNames].map((type) => schema.buildObjectType({
      name: `${cmsTypePrefix}${type}`,
      interfaces: ['Node'],
      fields: {
        locale: 'String!',
        ...Object.fromEntries(richTextFields(type).map((field) => [field, { type: 'JSON', resolve: richTextResolver(field) }])),
      },
    })),
    `type ${cmsTypePrefix}Project_UnitTypes { docs: [${cmsTypePrefix}UnitType!]! }`,
    schema.buildObjectType({
      name: `${cmsTypePrefix}Project`,
      interfaces: ['Node'],
      fields: {
        unitTypes: {
          type: `${cmsTypePrefix}Project_UnitTypes!`,
          resolve: async (project: UnitTypeNode, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
            const { entries } = await nodeModel.findAll({ type: `${cmsTypePrefix}UnitType`, query: { filter: { locale: { eq: project.locale } } } })
            const docs = [...(entries as Iterable<UnitTypeNode>)].filter((unit) => unit.project?.remoteId === project.remoteId)
            return { docs: byPrice(docs) }
          },
        },
      },
    }),
  ])
}

/**
 * What the last sourcing did. `built` turns true once that build finished (markCmsBuildFinished):
 * Gatsby writes nodes to its store at once but records which queries they make stale only when a
 * build completes, so after a build that failed midway the unchanged-looking nodes are dropped and
 * sourced again, and every query that reads them runs again.
 */
type SyncState = { startedAt: number; queriesHash: string; built: boolean }

/**
 * Every id of a collection (published only: the request is anonymous). Over REST, which reads
 * only the ids from the database; a GraphQL list reads whole documents whatever it selects. A list
 * of ids only at depth 0 may page in 5,000s (the CMS's READ_MAX_ID_LIMIT), where whole documents
 * page in 100s.
 */
async function listIds(url: string, slug: string): Promise<Set<number>> {
  const ids = new Set<number>()
  for (let page = 1, more = true; more; page++) {
    const res = await cmsRead(`${cmsBase(url)}/api/${slug}?depth=0&limit=5000&sort=id&select[id]=true&page=${page}`)
    if (!res.ok) throw new Error(`Could not list ${slug} from the CMS: HTTP ${res.status}`)
    const answer = (await res.json()) as { docs: { id: number }[]; hasNextPage: boolean }
    for (const doc of answer.docs) ids.add(doc.id)
    more = answer.hasNextPage
  }
  return ids
}

/** Has any document of `list` changed since `since` (ISO date)? */
async function changedSince(execute: ReturnType<typeof cmsExecutor>, list: string, since: string): Promise<boolean> {
  const result = await execute({
    operationName: 'Changed',
    query: `query Changed($since: DateTime) { ${list}(limit: 1, where: { updatedAt: { greater_than_equal: $since } }) { totalDocs } }`,
    variables: { since },
  })
  const answer = (result.data as Record<string, { totalDocs: number }> | undefined)?.[list]
  if (!answer) throw new Error(`Could not read ${list} from the CMS: ${result.errors?.map((e) => e.message).join('; ')}`)
  return answer.totalDocs > 0
}

/**
 * A mark of the CMS's published content that changes whenever a document is published, edited,
 * unpublished or deleted: each collection's count and newest update, and the globals' update.
 * `npm run develop` refreshes gatsby develop when it changes (scripts/develop.ts).
 */
export async function cmsChangeMark(graphqlURL: string): Promise<string> {
  const fields = [
    ...[...collections.map(([, list]) => list), ...Object.keys(embeddedIn)].map((l) => `${l}(limit: 1, sort: "-updatedAt") { totalDocs docs { updatedAt } }`),
    ...globals.map((g) => `${g} { updatedAt }`),
  ]
  const marks: unknown[] = []
  // Within the CMS's cap on root fields per request (docs/SECURITY.md).
  for (let i = 0; i < fields.length; i += 10) {
    const query = `query ChangeMark { ${fields.slice(i, i + 10).join(' ')} }`
    const res = await cmsRead(graphqlURL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
    const result = (await res.json()) as { data?: unknown; errors?: { message: string }[] }
    if (!res.ok || result.errors) throw new Error(`Could not read the CMS's changes: ${result.errors?.map((e) => e.message).join('; ') ?? `HTTP ${res.status}`}`)
    marks.push(result.data)
  }
  return JSON.stringify(marks)
}

/** Called at the end of a successful build: the next one may fetch only what changed. */
export async function markCmsBuildFinished(cache: NodePluginArgs['cache']) {
  const state = (await cache.get(syncStateKey)) as SyncState | undefined
  if (state) await cache.set(syncStateKey, { ...state, built: true } satisfies SyncState)
}

/**
 * Sources the CMS: everything on the first run (or after the CMS's schema changed, or after a
 * build that did not finish), only what changed since the last sync afterwards. `refetch` is
 * gatsby develop's refresh (no build ever finishes there), always a delta. Returns what it did,
 * for the build log.
 */
export async function sourceCmsNodes(gatsbyApi: NodePluginArgs, url: string, mode: 'build' | 'refetch' = 'build'): Promise<string> {
  const { context, queriesHash, execute } = await sourcingConfig(gatsbyApi, url)
  const startedAt = Date.now()
  const last = (await gatsbyApi.cache.get(syncStateKey)) as SyncState | undefined
  // The site settings exist in every CMS, one node per locale: cheaper to read than all articles.
  const haveNodes = gatsbyApi.getNodesByType(`${cmsTypePrefix}SiteSetting`).length > 0
  const delta = Boolean(last && last.queriesHash === queriesHash && haveNodes && (last.built || mode === 'refetch'))
  // Until this build finishes, the next one must not trust the nodes (see SyncState).
  if (last && mode === 'build') await gatsbyApi.cache.set(syncStateKey, { ...last, built: false } satisfies SyncState)
  if (!delta && haveNodes) {
    for (const type of nodeTypeNames) for (const node of gatsbyApi.getNodesByType(`${cmsTypePrefix}${type}`)) gatsbyApi.actions.deleteNode(node)
  }

  const fetched = new Map<string, number>()
  const fetchInto = async (type: string, where?: object) => {
    await Promise.all(cmsLocales.map(async (locale) => {
      const variables = nodeTypeNames.has(type) && globals.includes(type) ? { [localeVar]: locale } : { [localeVar]: locale, where: where ?? null }
      const nodes = fetchAllNodes(context, type, variables)
      const counted = (async function* () {
        for await (const node of nodes) {
          fetched.set(type, (fetched.get(type) ?? 0) + 1)
          yield node
        }
      })()
      await createNodes(context, type, counted)
    }))
  }

  if (!delta) {
    await Promise.all([...nodeTypeNames].map((type) => fetchInto(type)))
  } else {
    const since = new Date(last!.startedAt - syncMarginMs).toISOString()
    const refetchAll = new Set<string>(globals)
    for (const [list, hosts] of Object.entries(embeddedIn)) {
      if (await changedSince(execute, list, since)) for (const host of hosts) refetchAll.add(collections.find(([, l]) => l === host)![0])
    }
    const deletes: INodeDeleteEvent[] = []
    await Promise.all(collections.map(async ([type, , slug]) => {
      const ids = await listIds(url, slug)
      for (const node of gatsbyApi.getNodesByType(`${cmsTypePrefix}${type}`)) {
        if (!ids.has(node.remoteId as number)) {
          deletes.push({ eventName: 'DELETE', remoteTypeName: type, remoteId: { remoteTypeName: type, remoteId: node.remoteId, locale: node.locale } })
        }
      }
      await fetchInto(type, refetchAll.has(type) ? undefined : { updatedAt: { greater_than_equal: since } })
    }))
    await Promise.all(globals.map((type) => fetchInto(type)))
    deleteNodes(context, deletes)
    fetched.set('deleted', deletes.length)
  }
  await gatsbyApi.cache.set(syncStateKey, { startedAt, queriesHash, built: mode === 'refetch' && Boolean(last?.built) } satisfies SyncState)
  const counts = [...fetched].map(([type, n]) => `${type} ${n}`).join(', ') || 'nothing changed'
  return `${delta ? 'changes' : 'everything'} (${counts})`
}
