// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the site's type check (which leaves cms/ out) reaches this file through the unit tests and needs the declaration too
/// <reference path="../types/graphql-depth-limit.d.ts" />
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql'
import depthLimit from 'graphql-depth-limit'
import { cmsSettings } from '../settings'
import { sameSecret, siteBuildSecretHeader } from '@lestari/server-kit/secret'
import { badRequest } from '../utilities/responses'

/**
 * Limits on what one GraphQL request may ask for, so a costly or deeply nested query is refused
 * with a GraphQL error before it runs. The site build's own queries (page blocks nested in pages,
 * relations with their images) stay well below both; introspection fields are not counted.
 */
export const graphQLLimits = cmsSettings.graphQLLimits

const limitDepth = depthLimit(graphQLLimits.maxDepth)

/**
 * graphql-depth-limit walks the document as it is: a spread of an unknown fragment or a fragment
 * cycle makes it throw, which would end the request with a 500. Those documents are reported by
 * GraphQL's own rules (KnownFragmentNames, NoFragmentCycles), so the depth check steps aside.
 */
export const depthLimitRule: ValidationRule = (context) => {
  try {
    return limitDepth(context)
  } catch {
    return {}
  }
}

/**
 * The root fields an operation asks for, in order, with fragments and inline fragments at the
 * root expanded (a fragment already being expanded is not entered again: cycles are reported by
 * GraphQL's own rule).
 */
export function rootFields(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string[] {
  const names: string[] = []
  const open = new Set<string>()
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value)
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet)
      else {
        const fragment = fragments.get(selection.name.value)
        if (!fragment || open.has(fragment.name.value)) continue
        open.add(fragment.name.value)
        walk(fragment.selectionSet)
        open.delete(fragment.name.value)
      }
    }
  }
  walk(operation.selectionSet)
  return names
}

/**
 * One request, one purpose: an operation with more mutations, more root fields, or one root field
 * under more aliases than the limits above is refused before anything runs. Without it one
 * request could, for example, subscribe the same address fifty times (fifty emails).
 */
export const rootFieldLimitRule: ValidationRule = (context) => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  return {
    OperationDefinition(operation) {
      const names = rootFields(operation, fragments).filter((name) => name !== '__typename')
      const report = (message: string) => context.reportError(new GraphQLError(message, { nodes: [operation] }))
      if (operation.operation === OperationTypeNode.MUTATION && names.length > graphQLLimits.maxMutations) {
        report(
          `This request asks for ${names.length} mutations; at most ${graphQLLimits.maxMutations} are allowed in one request.`,
        )
        return
      }
      if (names.length > graphQLLimits.maxRootFields) {
        report(
          `This request asks for ${names.length} root fields; at most ${graphQLLimits.maxRootFields} are allowed in one request.`,
        )
        return
      }
      const counts = new Map<string, number>()
      for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
      for (const [name, count] of counts) {
        if (count > graphQLLimits.maxAliases) {
          report(
            `This request asks for "${name}" ${count} times; at most ${graphQLLimits.maxAliases} are allowed in one request.`,
          )
          return
        }
      }
    },
  }
}

/** The first fragment that spreads itself, directly or through other fragments. */
export function fragmentCycle(document: DocumentNode): string | undefined {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition, {
      FragmentSpread: (node) => {
        names.push(node.name.value)
      },
    })
    spreads.set(definition.name.value, names)
  }
  const state = new Map<string, 'open' | 'done'>()
  const walk = (name: string): string | undefined => {
    if (state.get(name) === 'open') return name
    if (state.get(name) === 'done' || !spreads.has(name)) return undefined
    state.set(name, 'open')
    for (const next of spreads.get(name)!) {
      const cycle = walk(next)
      if (cycle) return cycle
    }
    state.set(name, 'done')
    return undefined
  }
  for (const name of spreads.keys()) {
    const cycle = walk(name)
    if (cycle) return cycle
  }
  return undefined
}

/**
 * Requests Payload would answer with a 500 are answered here first, with a GraphQL error: a JSON
 * body that does not parse, and fragment cycles (GraphQL's own rule reports them, but Payload's
 * complexity rule runs in the same pass and recurses through the cycle until the stack overflows).
 * Everything else goes to Payload untouched.
 */
export async function refuseBrokenRequests(request: Request): Promise<Response | undefined> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined
  let query: unknown
  try {
    query = ((await request.clone().json()) as { query?: unknown } | null)?.query
  } catch {
    return badRequest('The request body is not valid JSON.')
  }
  if (typeof query !== 'string' || !query.includes('fragment')) return undefined
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return undefined
  }
  const cycle = fragmentCycle(document)
  return cycle ? badRequest(`Cannot spread fragment "${cycle}" within itself.`) : undefined
}

/**
 * In production mode (SITE_MODE=production) the schema is read by introspection (`__schema`,
 * `__type`) only by the site builder, which sends SITE_BUILD_SECRET with its reads
 * (plugins/gatsby-source-cms/executor.ts): strangers get a validation error and no schema. The demo
 * keeps introspection open. `__typename` is never refused. Payload's own switch
 * (`disableIntrospectionInProduction`) follows NODE_ENV and lets nobody through, the builder included.
 */
export function introspectionRules(args: { contextValue?: unknown }): ValidationRule[] {
  if (!cmsSettings.productionMode) return []
  const req = (args.contextValue as { req?: { headers?: Headers } } | undefined)?.req
  const builder =
    Boolean(cmsSettings.siteBuildSecret) &&
    sameSecret(req?.headers?.get(siteBuildSecretHeader) ?? '', cmsSettings.siteBuildSecret)
  return builder ? [] : [NoSchemaIntrospectionCustomRule]
}
