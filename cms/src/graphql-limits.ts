/// <reference path="./types/graphql-depth-limit.d.ts" />
import { Kind, parse, visit, type DocumentNode, type ValidationRule } from 'graphql'
import depthLimit from 'graphql-depth-limit'

/**
 * Limits on what one GraphQL request may ask for, so a costly or deeply nested query is refused
 * with a GraphQL error before it runs. The site build's own queries (page blocks nested in pages,
 * relations with their images) stay well below both; introspection fields are not counted.
 */
export const graphQLLimits = {
  /** Selection sets nested inside each other, counted from the operation. */
  maxDepth: Number(process.env.GRAPHQL_MAX_DEPTH) || 15,
  /** Payload's estimate: one per field, more for relations (its own default is 1000 too). */
  maxComplexity: Number(process.env.GRAPHQL_MAX_COMPLEXITY) || 1000,
}

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

/** The first fragment that spreads itself, directly or through other fragments. */
export function fragmentCycle(document: DocumentNode): string | undefined {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition, { FragmentSpread: (node) => { names.push(node.name.value) } })
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

const refuse = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

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
    return refuse('The request body is not valid JSON.')
  }
  if (typeof query !== 'string' || !query.includes('fragment')) return undefined
  let document: DocumentNode
  try {
    document = parse(query)
  } catch {
    return undefined
  }
  const cycle = fragmentCycle(document)
  return cycle ? refuse(`Cannot spread fragment "${cycle}" within itself.`) : undefined
}
