import {
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type ValidationRule,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql'
import {
  APIError,
  type CollectionBeforeOperationHook,
  type Config,
  type GlobalConfig,
  type PayloadRequest,
  type Plugin,
} from 'payload'
import { isSalesStaff, isStaff, isTeamMember } from '../access'
import { beforeEveryOperation } from './every-collection'
import { cmsSettings } from '../settings'

/**
 * How much one read may ask for, for every caller who is not staff (anonymous callers and
 * signed-in visitors alike). Editors and administrators are not capped: the admin lists and the
 * preview ask for more, and they are trusted.
 */
export const readLimits = cmsSettings.readLimits

type Query = Record<string, unknown>

/**
 * A query parameter as the number Payload makes of it (its REST handlers turn `limit`, `depth` and
 * `page` into numbers in place, arrays included: `limit[]=0` is 0); anything else is NaN, refused.
 */
const asNumber = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value))

/** Selects exactly `id` (`select[id]=true`, nothing else) at depth 0: read the values, not only the key names. */
const onlyIds = (query: Query) => {
  const select = query.select as Query | undefined
  return Boolean(
    select &&
    typeof select === 'object' &&
    !Array.isArray(select) &&
    Object.keys(select).join() === 'id' &&
    (select.id === 'true' || select.id === true) &&
    asNumber(query.depth) === 0,
  )
}

/**
 * Collections that callers who are not staff may not read (or only their own account): a filter or
 * a sort through a field that points at one of them would tell what they hold (which development
 * an enquiry is about, which editor wrote what), so it is refused.
 */
export const privateCollections = new Set([
  'users',
  'enquiries',
  'form-submissions',
  'subscribers',
  'payload-locked-documents',
  'payload-preferences',
  'payload-jobs',
  'payload-kv',
])

/** The leads: private to editors too, who work the content only (sales staff and administrators read them). */
export const leadCollections = new Set(['enquiries', 'form-submissions', 'subscribers'])

type FieldLike = {
  name?: string
  type: string
  relationTo?: string | string[]
  collection?: string | string[]
  flattenedFields?: FieldLike[]
}

/** The private collection a dotted path of `collection` reaches through its relationships and joins, if any. */
export function privateCollectionOnPath(
  req: PayloadRequest,
  collection: string,
  path: string,
  hiddenCollections: Set<string> = privateCollections,
): string | undefined {
  const fieldsOf = (slug: string) =>
    ((req.payload.collections as Record<string, { config: { flattenedFields: unknown } } | undefined>)[slug]?.config
      .flattenedFields ?? []) as FieldLike[]
  let fields = fieldsOf(collection)
  for (const segment of path.split('.')) {
    const field = fields.find((f) => f.name === segment)
    if (!field) return undefined
    const target =
      field.type === 'join'
        ? field.collection
        : field.type === 'relationship' || field.type === 'upload'
          ? field.relationTo
          : undefined
    if (target) {
      const targets = Array.isArray(target) ? target : [target]
      const hidden = targets.find((t) => hiddenCollections.has(t))
      if (hidden) return hidden
      fields = targets.length === 1 ? fieldsOf(targets[0]) : []
    } else {
      fields = field.flattenedFields ?? []
    }
  }
  return undefined
}

/** Every field path a `where` (with its and/or) and a `sort` name. */
function pathsOf(where: unknown, sort: unknown): string[] {
  const paths: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node as Query)) {
      if ((key === 'and' || key === 'or') && Array.isArray(value)) value.forEach(walk)
      else paths.push(key)
    }
  }
  walk(where)
  for (const s of Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []) {
    if (typeof s === 'string') paths.push(s.trim().replace(/^[-+]/, ''))
  }
  return paths
}

/**
 * Refuses (400) a filter or sort through a field that points at a collection the caller may not
 * read: a private one for visitors, a lead collection for editors.
 */
function refusePrivateFilters(req: PayloadRequest, collection: string, args: { where?: unknown; sort?: unknown }) {
  if (isSalesStaff(req)) return
  const hiddenCollections = isStaff(req) ? leadCollections : privateCollections
  for (const path of pathsOf(args.where, args.sort)) {
    const hidden = privateCollectionOnPath(req, collection, path, hiddenCollections)
    if (hidden)
      throw new APIError(
        `Filtering or sorting by "${path}" is not allowed: it points at ${hidden}, which you may not read.`,
        400,
        { path },
        true,
      )
  }
}

/** What is wrong with a REST request's list and depth parameters, or undefined when it is within the caps. */
export function restReadProblem(query: Query): string | undefined {
  const cap = onlyIds(query) ? readLimits.maxIdLimit : readLimits.maxLimit
  const limit = asNumber(query.limit)
  if (limit !== undefined && !(limit >= 1 && limit <= cap)) {
    return `limit must be between 1 and ${cap} (page through longer lists with page=2, 3...).`
  }
  if (String(query.pagination) === 'false')
    return `pagination=false is not allowed; page through the list with limit (at most ${readLimits.maxLimit}) and page.`
  const depth = asNumber(query.depth)
  if (depth !== undefined && !(depth >= 0 && depth <= readLimits.maxDepth))
    return `depth must be between 0 and ${readLimits.maxDepth}.`
  const joins = query.joins
  if (joins && typeof joins === 'object') {
    for (const [name, join] of Object.entries(joins as Query)) {
      const joinLimit = join && typeof join === 'object' ? asNumber((join as Query).limit) : undefined
      if (joinLimit !== undefined && !(joinLimit >= 1 && joinLimit <= readLimits.maxLimit)) {
        return `joins[${name}][limit] must be between 1 and ${readLimits.maxLimit}.`
      }
    }
  }
  return undefined
}

/**
 * Checks what the caller put in the address of a REST request. The address, not the operation's
 * arguments: Payload's own reads inside a request (populating relations, GraphQL join fields) run
 * the same operations with `pagination: false` on the caller's behalf, and must go on working.
 */
function refuseCostlyRestReads(req: PayloadRequest) {
  if (req.payloadAPI !== 'REST' || isTeamMember(req)) return
  const problem = restReadProblem(req.query ?? {})
  // With data, Payload's REST error answer keeps the message whatever the error class is named.
  if (problem) throw new APIError(problem, 400, { maxLimit: readLimits.maxLimit, maxDepth: readLimits.maxDepth }, true)
}

/**
 * Reads with access overridden are the server's own (Payload's session check looks the user up
 * that way, with the caller's request, before it knows who the caller is): never capped.
 */
const collectionHook: CollectionBeforeOperationHook = ({ args, collection, overrideAccess, req }) => {
  if (!overrideAccess) {
    refuseCostlyRestReads(req)
    refusePrivateFilters(req, collection.slug, args as { where?: unknown; sort?: unknown })
  }
  return args
}

/** Adds the REST read caps to every collection and global of the config. */
export const readLimitsPlugin: Plugin = (config: Config): Config => ({
  ...beforeEveryOperation(collectionHook)(config),
  globals: config.globals?.map((global: GlobalConfig) => ({
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [
        ({ args, overrideAccess, req }) => {
          if (!overrideAccess) refuseCostlyRestReads(req)
          return args
        },
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  })),
})

/** A literal or a variable's value (or its default) of a GraphQL argument. */
function argumentValue(
  node: ValueNode,
  variables: Record<string, unknown>,
  definitions: Map<string, VariableDefinitionNode>,
): unknown {
  switch (node.kind) {
    case Kind.INT:
      return Number(node.value)
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.BOOLEAN:
      return node.value
    case Kind.NULL:
      return null
    case Kind.VARIABLE: {
      const name = node.name.value
      if (name in variables) return variables[name]
      const fallback = definitions.get(name)?.defaultValue
      return fallback ? argumentValue(fallback, variables, definitions) : undefined
    }
    default:
      return undefined
  }
}

/**
 * The same caps for GraphQL lists: a `limit` of 0 or above the maximum, and `pagination: false`,
 * on any field (root lists and join fields), are refused before anything runs.
 */
export function graphQLReadCapRule(args: Pick<ExecutionArgs, 'contextValue' | 'variableValues'>): ValidationRule {
  const req = (args.contextValue as { req?: PayloadRequest } | undefined)?.req
  const capped = !(req && isTeamMember(req))
  const variables = (args.variableValues ?? {}) as Record<string, unknown>
  return (context) => {
    const definitions = new Map<string, VariableDefinitionNode>()
    return {
      OperationDefinition(operation) {
        definitions.clear()
        for (const definition of operation.variableDefinitions ?? [])
          definitions.set(definition.variable.name.value, definition)
      },
      Field(field) {
        if (!capped) return
        for (const argument of field.arguments ?? []) {
          const value = argumentValue(argument.value, variables, definitions)
          const name = `${field.alias?.value ?? field.name.value}`
          if (
            argument.name.value === 'limit' &&
            typeof value === 'number' &&
            !(value >= 1 && value <= readLimits.maxLimit)
          ) {
            context.reportError(
              new GraphQLError(
                `${name}: limit must be between 1 and ${readLimits.maxLimit} (page through longer lists with page: 2, 3...).`,
                { nodes: [argument] },
              ),
            )
          }
          if (argument.name.value === 'pagination' && value === false) {
            context.reportError(
              new GraphQLError(
                `${name}: pagination: false is not allowed; page through the list with limit (at most ${readLimits.maxLimit}) and page.`,
                { nodes: [argument] },
              ),
            )
          }
        }
      },
    }
  }
}
